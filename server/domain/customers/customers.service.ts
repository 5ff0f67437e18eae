import type { Db } from "../../db/index.ts";
import type { Fulfilment, OrderStatus } from "../../db/schema/orders.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import * as repo from "./customers.repository.ts";
import { ADMIN_CUSTOMERS_PER_PAGE, type AdminCustomersQuery, type CustomerStatus, type CustomerStatusInput } from "./customers.schema.ts";

// The back office's customers (permission "customers"): search, a customer's orders and points, and
// disabling or enabling an account — never a password hash nor a session. Disabling ends the customer's sessions in
// the same transaction as the change and its audit line; the login already refuses a disabled account
// (accounts.service.ts), and so does every request still carrying an old session. A change carries the version the
// staff member saw (`updated_at`): a stale one is refused with the customer as it is now.

export interface AdminCustomerSummary {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  status: CustomerStatus;
  legacy: boolean;
  points: number;
  membership_level: string;
  created_at: string;
}

export interface AdminCustomer extends AdminCustomerSummary {
  birthday: string | null;
  locale: string;
  updated_at: string;
}

export interface AdminCustomerOrder {
  code: string;
  status: OrderStatus;
  fulfilment: Fulfilment;
  slot: { date: string; start: string; end: string };
  total: number;
  total_cents: number;
  created_at: string;
}

export interface AdminCustomerAward {
  /** Null when the order is gone. */
  order_code: string | null;
  points: number;
  created_at: string;
}

export interface AdminCustomerDetail {
  customer: AdminCustomer;
  orders: AdminCustomerOrder[];
  awards: AdminCustomerAward[];
}

type Row = NonNullable<repo.SafeCustomerRow>;

function summaryOf(row: Omit<Row, "birthday" | "locale" | "updated_at">): AdminCustomerSummary {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    legacy: Number(row.legacy) === 1,
    points: Number(row.points),
    membership_level: row.membership_level,
    created_at: row.created_at,
  };
}

function customerOf(row: Row): AdminCustomer {
  return { ...summaryOf(row), birthday: row.birthday, locale: row.locale, updated_at: row.updated_at };
}

/** Each word with a capital first letter: "ngọc ánh" → "Ngọc Ánh". */
const titleCase = (text: string) =>
  text.toLowerCase().replace(/(^|\s)(\S)/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/**
 * What a search text can match: the name and the e-mail (any case, a piece of either), and the phone by its digits
 * (three or more, when only a phone number was typed; a US number typed with its leading 1 matches one kept without).
 * SQLite's lower() folds only A–Z, so a name is also matched as the words are written with capitals ("ánh" finds
 * "Ánh" on both databases); PostgreSQL's folds every letter.
 */
export function searchOf(q: string | undefined): repo.CustomersFilter["search"] {
  const text = q?.trim();
  if (!text) return undefined;
  const digits = text.replace(/\D/g, "");
  const phoneLike = digits.length >= 3 && /^[\d\s().+-]+$/.test(text);
  const lower = text.toLowerCase();
  const names = [...new Set([titleCase(text), titleCase(text).replace(/^\S/u, (c) => c.toLowerCase())])].filter((v) => v !== lower);
  return { text: lower, names, digits: phoneLike ? (digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits) : null };
}

/** A page of customers matching the query, the newest account first (25 a page). */
export async function listAdminCustomers(db: Db, query: AdminCustomersQuery) {
  const filter: repo.CustomersFilter = query.status === undefined ? {} : { status: query.status };
  const search = searchOf(query.q);
  if (search) filter.search = search;
  const perPage = ADMIN_CUSTOMERS_PER_PAGE;
  const { rows, total } = await repo.findCustomers(db, filter, { limit: perPage, offset: (query.page - 1) * perPage });
  return {
    customers: rows.map(summaryOf),
    pagination: { page: query.page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** A customer with their orders (newest first) and points awards; undefined for an unknown id. */
export async function findAdminCustomer(db: Db, id: number): Promise<AdminCustomerDetail | undefined> {
  const row = await repo.findCustomerRow(db, id);
  if (!row) return undefined;
  const [orders, awards] = await Promise.all([repo.findOrdersOf(db, id), repo.findAwardsOf(db, id)]);
  return {
    customer: customerOf(row),
    orders: orders.map((o) => ({
      code: o.code,
      status: o.status,
      fulfilment: o.fulfilment,
      slot: { date: o.slot_date, start: o.slot_start, end: o.slot_end },
      total: dollars(o.total_cents),
      total_cents: o.total_cents,
      created_at: o.created_at,
    })),
    awards: awards.map((a) => ({ order_code: a.code ?? null, points: Number(a.points), created_at: a.created_at })),
  };
}

export type CustomerFailure = "notFound" | "changed";

export class CustomerError extends Error {
  constructor(
    readonly failure: CustomerFailure,
    /** The customer as they are now (a "changed" refusal). */
    readonly current: AdminCustomerDetail | null = null,
  ) {
    super(failure);
  }
}

/** The version a change writes: now, but never the version it replaces (two changes within one millisecond). */
function nextVersion(previous: string, now: Date): string {
  const at = now.toISOString();
  return at === previous ? new Date(now.getTime() + 1).toISOString() : at;
}

/**
 * Thrown inside the change when the customer is not at the version seen: it rolls back, and the refusal then carries the
 * customer as the page shows them, read once the transaction is over.
 */
class ChangedMeanwhile extends Error {}

/**
 * Disables or enables a customer's account, if it is still at the version the staff member saw. Disabling ends every
 * session of the customer in the same transaction, with the audit line (before → after). The same status again at
 * the current version changes nothing. Throws CustomerError: "notFound", or "changed" with the customer as they are now.
 */
export async function setCustomerStatus(
  db: Db,
  actor: StaffActor,
  id: number,
  input: CustomerStatusInput,
  now = new Date(),
): Promise<{ detail: AdminCustomerDetail; changed: boolean; sessionsEnded: number }> {
  type Outcome = { changed: boolean; sessionsEnded: number } | { failure: "notFound" | "changed" };
  const change = staffChange(db, actor, async ({ trx, audit, version, nothingToAudit }): Promise<Outcome> => {
    const before = await repo.findCustomerRow(trx, id);
    if (!before) {
      nothingToAudit();
      return { failure: "notFound" };
    }
    const expected = version(
      input.expected_updated_at,
      () => new ChangedMeanwhile(),
      () => repo.findCustomerRow(trx, id),
    );
    expected.check(before);
    if (before.status === input.status) {
      nothingToAudit();
      return { changed: false, sessionsEnded: 0 };
    }
    const at = nextVersion(before.updated_at, now);
    await expected.write(repo.setStatusIf(trx, id, input.expected_updated_at, { status: input.status, updated_at: at }));
    const sessionsEnded = input.status === "disabled" ? await repo.deleteSessionsOf(trx, id) : 0;
    await audit(
      {
        action: input.status === "disabled" ? "customer.disable" : "customer.enable",
        entity: "customer",
        entityId: id,
        before: { status: before.status, updated_at: before.updated_at },
        after: { status: input.status, updated_at: at, ...(input.status === "disabled" ? { sessions_ended: sessionsEnded } : {}) },
      },
      at,
    );
    return { changed: true, sessionsEnded };
  });
  const outcome = await change.catch((error: unknown): Outcome => {
    if (error instanceof ChangedMeanwhile) return { failure: "changed" };
    throw error;
  });
  const detail = await findAdminCustomer(db, id);
  if ("failure" in outcome) {
    if (outcome.failure === "notFound" || !detail) throw new CustomerError("notFound");
    throw new CustomerError("changed", detail);
  }
  if (!detail) throw new CustomerError("notFound");
  return { detail, changed: outcome.changed, sessionsEnded: outcome.sessionsEnded };
}
