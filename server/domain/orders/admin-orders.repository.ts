import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { Fulfilment, OrderStatus, PaymentOption } from "../../db/schema/orders.ts";

// The back office's reads of orders (the list with its filters, an order's history, payments and internal notes) and
// the one write it makes here: an internal note.

export interface AdminOrdersFilter {
  from?: string;
  to?: string;
  status?: OrderStatus;
  fulfilment?: Fulfilment;
  payment?: PaymentOption;
  /** The search, already split into what it can match (admin-orders.service.ts). */
  search?: { text: string; code: string | null; digits: string | null };
}

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern with `escape '\'`. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE operand matching values that contain `text`, whatever `%` or `_` it holds. */
const pattern = (text: string) => sql<string>`${likeContaining(text)} escape '\\'`;

/** The phone's digits alone, in SQL the same on SQLite and PostgreSQL (phones are kept as typed: "(713) 555-0199"). */
const PHONE_DIGITS = sql<string>`replace(replace(replace(replace(replace(replace(o.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`;

function filtered(db: Db, filter: AdminOrdersFilter) {
  let query = db.selectFrom("orders as o");
  if (filter.from !== undefined) query = query.where("o.slot_date", ">=", filter.from);
  if (filter.to !== undefined) query = query.where("o.slot_date", "<=", filter.to);
  if (filter.status !== undefined) query = query.where("o.status", "=", filter.status);
  if (filter.fulfilment !== undefined) query = query.where("o.fulfilment", "=", filter.fulfilment);
  if (filter.payment !== undefined) query = query.where("o.payment_option", "=", filter.payment);
  const search = filter.search;
  if (search) {
    query = query.where((eb) => {
      const text = pattern(search.text);
      const any = [eb(sql<string>`lower(o.full_name)`, "like", text), eb(sql<string>`lower(o.email)`, "like", text)];
      if (search.code) any.push(eb("o.code", "like", pattern(search.code)));
      if (search.digits) any.push(eb(PHONE_DIGITS, "like", pattern(search.digits)));
      return eb.or(any);
    });
  }
  return query;
}

/** A page of orders matching the filter, the latest slot first; and how many match in all. */
export async function findAdminOrders(db: Db, filter: AdminOrdersFilter, page: { limit: number; offset: number }) {
  const query = filtered(db, filter);
  const [rows, count] = await Promise.all([
    query
      .select([
        "o.id",
        "o.code",
        "o.status",
        "o.full_name",
        "o.phone",
        "o.email",
        "o.fulfilment",
        "o.slot_date",
        "o.slot_start",
        "o.slot_end",
        "o.payment_option",
        "o.payment_status",
        "o.total_cents",
        "o.created_at",
      ])
      .select((eb) =>
        eb
          .selectFrom("order_lines as l")
          .whereRef("l.order_id", "=", "o.id")
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>("l.quantity"), sql<number>`0`).as("n"))
          .as("items"),
      )
      .orderBy("o.slot_starts_at", "desc")
      .orderBy("o.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * An order's status changes, oldest first, with the name of the staff member behind each: a move by the back office
 * names them `staff:<id>`; older rows (the demo seed's) their e-mail. Null when the account is gone.
 */
export async function findHistoryWithNames(db: Db, orderId: number) {
  const rows = await db
    .selectFrom("order_status_history")
    .select(["id", "status", "actor", "note", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const ids = new Set<number>();
  const emails = new Set<string>();
  for (const row of rows) {
    const id = /^staff:(\d{1,10})$/.exec(row.actor)?.[1];
    if (id) ids.add(Number(id));
    else if (row.actor.includes("@")) emails.add(row.actor.toLowerCase());
  }
  const staff =
    ids.size || emails.size
      ? await db
          .selectFrom("staff_users")
          .select(["id", "email", "name"])
          .where((eb) => eb.or([...(ids.size ? [eb("id", "in", [...ids])] : []), ...(emails.size ? [eb("email", "in", [...emails])] : [])]))
          .execute()
      : [];
  const byId = new Map(staff.map((s) => [`staff:${s.id}`, s.name]));
  const byEmail = new Map(staff.map((s) => [s.email, s.name]));
  return rows.map((row) => ({ ...row, staff_name: byId.get(row.actor) ?? byEmail.get(row.actor.toLowerCase()) ?? null }));
}

export function findNotesOf(db: Db, orderId: number) {
  return db
    .selectFrom("order_notes")
    .select(["id", "staff_id", "staff_name", "body", "created_at"])
    .where("order_id", "=", orderId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
}

export async function insertNote(
  db: Db,
  note: { order_id: number; staff_id: number; staff_name: string; body: string; created_at: string },
): Promise<number> {
  const row = await db.insertInto("order_notes").values(note).returning("id").executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Where the order's customer first came from; undefined when the order recorded none. */
export async function findAttribution(db: Db, orderId: number) {
  return db
    .selectFrom("order_attributions")
    .select(["channel", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fclid", "referrer", "landing_url"])
    .where("order_id", "=", orderId)
    .executeTakeFirst();
}
