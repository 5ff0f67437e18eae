import type { Attribution } from "./attribution.shared.ts";
import type { Db } from "../../db/index.ts";
import type { Fulfilment, OrderStatus, PaymentOption, PaymentStatus } from "../../db/schema/orders.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { isOrderCode, normaliseOrderCode } from "../checkout/order-code.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import * as adminRepo from "./admin-orders.repository.ts";
import type { AdminOrdersQuery, OrderNoteInput } from "./admin-orders.schema.ts";
import type { OrderView } from "./order-view.ts";
import * as repo from "./orders.repository.ts";
import { orderViews } from "./orders.service.ts";

// The back office's orders (permission "orders"): the list with its filters and search, an order's page
// with its history, payments and internal notes, and adding a note (in the audit log, in the same transaction).

export interface AdminOrderSummary {
  code: string;
  status: OrderStatus;
  full_name: string;
  phone: string;
  email: string;
  fulfilment: Fulfilment;
  slot: { date: string; start: string; end: string };
  payment: { option: PaymentOption; status: PaymentStatus };
  /** Pieces ordered, gifts included. */
  items: number;
  total: number;
  total_cents: number;
  created_at: string;
}

/**
 * What a search text can match: the name and the e-mail (any case), the code or a piece of it (with or without "MV-",
 * read as `normaliseOrderCode` reads it: O is 0, I and L are 1), the phone by its digits (three or more, when only a
 * phone number was typed; a US number typed with its leading 1 matches one kept without it).
 */
export function searchOf(q: string | undefined): adminRepo.AdminOrdersFilter["search"] {
  const text = q?.trim();
  if (!text) return undefined;
  // A short piece of a code has a digit or starts with MV (a name seldom does): "Lan" must not find the code …1AN….
  const looksLikeCode = /^(MV-?)?[0-9A-Z]{3,12}$/i.test(text) && (/\d/.test(text) || /^mv/i.test(text) || text.length >= 6);
  const code = normaliseOrderCode(text).replace(/^MV(?=[0-9A-Z])/, "MV-");
  const digits = text.replace(/\D/g, "");
  return {
    text: text.toLowerCase(),
    code: looksLikeCode ? code : null,
    digits:
      digits.length >= 3 && /^[\d\s().+-]+$/.test(text)
        ? digits.length === 11 && digits.startsWith("1")
          ? digits.slice(1)
          : digits
        : null,
  };
}

/** A page of orders matching the filters, the latest slot first (then the latest placed). */
export async function listAdminOrders(db: Db, query: AdminOrdersQuery) {
  const filter: adminRepo.AdminOrdersFilter = {
    ...(query.from === undefined ? {} : { from: query.from }),
    ...(query.to === undefined ? {} : { to: query.to }),
    ...(query.status === undefined ? {} : { status: query.status }),
    ...(query.fulfilment === undefined ? {} : { fulfilment: query.fulfilment }),
    ...(query.payment === undefined ? {} : { payment: query.payment }),
  };
  const search = searchOf(query.q);
  if (search) filter.search = search;
  const perPage = query.per_page;
  const { rows, total } = await adminRepo.findAdminOrders(db, filter, { limit: perPage, offset: (query.page - 1) * perPage });
  const orders: AdminOrderSummary[] = rows.map((row) => ({
    code: row.code,
    status: row.status,
    full_name: row.full_name,
    phone: row.phone,
    email: row.email,
    fulfilment: row.fulfilment,
    slot: { date: row.slot_date, start: row.slot_start, end: row.slot_end },
    payment: { option: row.payment_option, status: row.payment_status },
    items: Number(row.items ?? 0),
    total: dollars(row.total_cents),
    total_cents: row.total_cents,
    created_at: row.created_at,
  }));
  return { orders, pagination: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
}

export interface AdminStatusChange {
  status: OrderStatus;
  /**
   * Who moved it: the customer, the system (named at the edge, in the reader's language), or a staff member by name
   * (what the history kept when the account is gone).
   */
  by: { kind: "customer" | "system"; name: null } | { kind: "staff"; name: string };
  /** Why, when it was said (a cancel's reason). */
  note: string;
  at: string;
}

export interface OrderNoteView {
  id: number;
  body: string;
  staff_id: number | null;
  staff_name: string;
  created_at: string;
}

export interface AdminPaymentView {
  provider: string;
  transaction_id: string;
  amount: number;
  amount_cents: number;
  status: string;
  account_number: string;
  account_type: string;
  /** What went wrong with it, for the staff (a void the gateway refused); "" when nothing did. */
  note: string;
  created_at: string;
}

export interface AdminOrderDetail {
  order: OrderView;
  customer_id: number | null;
  history: AdminStatusChange[];
  notes: OrderNoteView[];
  payments: AdminPaymentView[];
  /** Where the customer first came from (the storefront's first-visit tracking); null when the order recorded none. */
  attribution: Attribution | null;
}

function noteView(row: { id: number; body: string; staff_id: number | null; staff_name: string; created_at: string }): OrderNoteView {
  return {
    id: Number(row.id),
    body: row.body,
    staff_id: row.staff_id === null ? null : Number(row.staff_id),
    staff_name: row.staff_name,
    created_at: row.created_at,
  };
}

/** The order row of a code as typed (trimmed, any case, O for 0…); undefined for anything that is not one. */
async function orderOfCode(db: Db, typedCode: string) {
  const code = normaliseOrderCode(typedCode);
  return isOrderCode(code) ? repo.findOrderByCode(db, code) : undefined;
}

/** Everything about one order for the staff; undefined for an unknown code. */
export async function findAdminOrder(db: Db, lang: Lang, typedCode: string): Promise<AdminOrderDetail | undefined> {
  const row = await orderOfCode(db, typedCode);
  if (!row) return undefined;
  const [[order], history, notes, payments, attribution] = await Promise.all([
    orderViews(db, [row], lang),
    adminRepo.findHistoryWithNames(db, row.id),
    adminRepo.findNotesOf(db, row.id),
    repo.findPaymentsOf(db, [row.id]),
    adminRepo.findAttribution(db, row.id),
  ]);
  return {
    order: order!,
    customer_id: row.customer_id,
    history: history.map((change) => ({
      status: change.status,
      by:
        change.actor === "customer" || change.actor === "system"
          ? { kind: change.actor, name: null }
          : { kind: "staff", name: change.staff_name ?? change.actor.replace(/^staff:/, "#") },
      note: change.note,
      at: change.created_at,
    })),
    notes: notes.map(noteView),
    payments: payments.map((p) => ({
      provider: p.provider,
      transaction_id: p.transaction_id,
      amount: dollars(p.amount_cents),
      amount_cents: p.amount_cents,
      status: p.status,
      account_number: p.account_number,
      account_type: p.account_type,
      note: p.note,
      created_at: p.created_at,
    })),
    attribution: attribution ?? null,
  };
}

/**
 * Adds an internal note to an order, signed with the staff member's name, and writes it to the audit log in the same
 * transaction. Undefined for an unknown code.
 */
export async function addOrderNote(
  db: Db,
  actor: StaffActor,
  typedCode: string,
  input: OrderNoteInput,
  now = new Date(),
): Promise<{ code: string; note: OrderNoteView } | undefined> {
  const row = await orderOfCode(db, typedCode);
  if (!row) return undefined;
  const at = now.toISOString();
  const note = await staffChange(db, actor, async ({ trx, audit }) => {
    const id = await adminRepo.insertNote(trx, {
      order_id: row.id,
      staff_id: actor.id,
      staff_name: actor.name,
      body: input.body,
      created_at: at,
    });
    await audit({ action: "order.note", entity: "order", entityId: row.code, before: null, after: { note_id: id, body: input.body } }, at);
    return noteView({ id, body: input.body, staff_id: actor.id, staff_name: actor.name, created_at: at });
  });
  return { code: row.code, note };
}
