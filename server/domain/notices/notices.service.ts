import type { Db } from "../../db/index.ts";
import type { NoticeKind, OrderStatus } from "../../db/schema/orders.ts";
import type { ApiMessageCode, ApiMessageKey } from "../../i18n/api-messages.ts";
import { LEVEL_LABEL } from "../loyalty/loyalty.service.ts";
import { STATUS_LABEL } from "../orders/orders.service.ts";
import { apiStatusWordKey, statusWord } from "../orders/status-words.shared.ts";
import { hashToken } from "../accounts/sessions.ts";
import * as repo from "./notices.repository.ts";

// A customer's notices: stored as a kind and its parameters, answered as messages the edge says in the reader's
// language when read, so a customer who switches language reads them all in the new one.

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: ApiMessageCode;
  body: ApiMessageCode;
  order_code: string | null;
  read_at: string | null;
  created_at: string;
}

/** A notice as the customer reads it: its title and body in the reader's language. */
export type NoticeView = Omit<Notice, "title" | "body"> & { title: string; body: string };

type Params = Record<string, string | number | undefined>;

const TEXTS: Record<NoticeKind, { title: ApiMessageKey; body: ApiMessageKey }> = {
  order_placed: { title: "noticeOrderPlacedTitle", body: "noticeOrderPlacedBody" },
  order_status: { title: "noticeOrderStatusTitle", body: "noticeOrderStatusBody" },
  points_earned: { title: "noticePointsEarnedTitle", body: "noticePointsEarnedBody" },
};

function paramsOf(json: string): Params {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Params) : {};
  } catch {
    return {};
  }
}

function viewOf(row: Awaited<ReturnType<typeof repo.findCustomerNotice>> & object): Notice {
  const params = paramsOf(row.params_json);
  const fill: Record<string, string | number | ApiMessageCode> = {
    code: String(params.code ?? ""),
    points: Number(params.points ?? 0),
    total: Number(params.total ?? 0),
  };
  if (row.kind === "order_status") {
    const status = params.status as OrderStatus;
    // In the words of the order's pickup or delivery; the plain label when the order is gone.
    if (!(status in STATUS_LABEL)) fill.status = String(status ?? "");
    else fill.status = { key: row.fulfilment ? apiStatusWordKey(statusWord(status, row.fulfilment)) : STATUS_LABEL[status] };
  }
  if (row.kind === "points_earned") {
    const level = String(params.level ?? "member");
    fill.level = level in LEVEL_LABEL ? { key: LEVEL_LABEL[level as keyof typeof LEVEL_LABEL] } : level;
  }
  const texts = TEXTS[row.kind] ?? TEXTS.order_status;
  return {
    id: row.id,
    kind: row.kind,
    title: { key: texts.title, params: fill },
    body: { key: texts.body, params: fill },
    order_code: typeof params.code === "string" ? params.code : null,
    read_at: row.read_at,
    created_at: row.created_at,
  };
}

export const NOTICES_PER_PAGE = 20;

/** A page of the customer's notices, unread first then newest, and how many are unread. */
export async function listNotices(db: Db, customerId: number, page = 1) {
  const current = Math.max(1, Math.floor(page));
  const { rows, total, unread } = await repo.findCustomerNotices(db, customerId, {
    limit: NOTICES_PER_PAGE,
    offset: (current - 1) * NOTICES_PER_PAGE,
  });
  return {
    notices: rows.map((row) => viewOf(row)),
    unread,
    pagination: { page: current, per_page: NOTICES_PER_PAGE, total, last_page: Math.max(1, Math.ceil(total / NOTICES_PER_PAGE)) },
  };
}

/** Marks the customer's own notice read; undefined for another's or an unknown id. */
export async function readNotice(
  db: Db,
  customerId: number,
  id: number,
  now = new Date(),
): Promise<{ notice: Notice; unread: number } | undefined> {
  await repo.markRead(db, customerId, id, now.toISOString());
  const row = await repo.findCustomerNotice(db, customerId, id);
  if (!row) return undefined;
  return { notice: viewOf(row), unread: (await repo.countNotices(db, customerId)).unread };
}

export async function readAllNotices(db: Db, customerId: number, now = new Date()): Promise<{ marked: number; unread: number }> {
  const marked = await repo.markAllRead(db, customerId, now.toISOString());
  return { marked, unread: (await repo.countNotices(db, customerId)).unread };
}

/** How many of the customer's notices are unread. */
export async function countUnreadNotices(db: Db, customerId: number): Promise<number> {
  return (await repo.countNotices(db, customerId)).unread;
}

/** The header's badge: the unread notices of the customer whose session token this is (one query); 0 without one. */
export async function unreadNoticesOfToken(db: Db, token: string | undefined, now = new Date()): Promise<number> {
  if (!token) return 0;
  return repo.countUnreadForSession(db, hashToken(token), now.toISOString());
}
