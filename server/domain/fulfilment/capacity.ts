import type { Db } from "../../db/index.ts";
import * as repo from "./capacity.repository.ts";
import type { LocalDate } from "./shop-time.ts";
import type { SlotRules } from "./slot-rules.ts";

// Capacity, in one place: how many orders a slot takes and how many pieces of a product a date, the capacity
// calendar's numbers for a date before the standing ones; what is taken; and taking and giving back.
//
// The rule is one: a slot is full when the orders it took reach its limit, and a product has left its capacity less
// the pieces taken that date (none for a product without one). `slotRoom` and `piecesLeft` say it for what is shown and
// checked before a card is charged; the guarded updates in capacity.repository.ts say it again in SQL
// (`reserved < limit`, `reserved + quantity <= capacity`), which is what decides when orders arrive at once — a read
// followed by a write could let two orders take one last place. The calendar's overbooking counts the orders
// themselves, not the counters, since a limit lowered after orders were placed is its question.

export { ordersBooked, piecesBooked, slotsTaken } from "./capacity.repository.ts";

/** How many orders one slot of a date takes: the date's own limit (the capacity calendar's) when it has one, else the standing one. */
export const slotLimit = (standing: number, ofTheDate: number | null | undefined): number => ofTheDate ?? standing;

/** How many orders one slot of a date takes under these rules. */
export const ordersPerSlotOn = (rules: SlotRules, date: LocalDate): number =>
  slotLimit(rules.ordersPerSlot, rules.dayOverrides?.get(date)?.ordersPerSlot);

/** A product's capacity on a date: the calendar's for the date when set, else its daily capacity; null: unlimited. */
export const capacityOn = (ofTheDate: number | null | undefined, daily: number | null): number | null => ofTheDate ?? daily;

/** The places a slot has left, and whether it is full. */
export function slotRoom(limit: number, taken: number): { remaining: number; full: boolean } {
  const remaining = Math.max(0, limit - taken);
  return { remaining, full: remaining === 0 };
}

/** The pieces of a product left on a date; null: unlimited. */
export const piecesLeft = (capacity: number | null, reserved: number): number | null =>
  capacity === null ? null : Math.max(0, capacity - reserved);

/** How far what is booked goes beyond a limit (one lowered after the orders were placed); 0 without a limit. */
export const overbooked = (limit: number | null, booked: number): number => (limit === null ? 0 : Math.max(0, booked - limit));

export interface ProductPieces {
  productId: number;
  name: string;
  /** Pieces in the cart or the order (gifts included: they come out of the same oven). */
  quantity: number;
}

/** Pieces per product of these lines, in the order the products first appear; a line of a deleted product (no id) counts for none. */
export function piecesOf(
  lines: readonly { product_id: number | null; name: string; quantity: number; capacity_units?: number }[],
): ProductPieces[] {
  const pieces = new Map<number, ProductPieces>();
  for (const line of lines) {
    if (line.product_id === null) continue;
    // Capacity counts units: a 10-inch cake may use 2 of the day's cakes.
    const units = line.quantity * (line.capacity_units ?? 1);
    const known = pieces.get(line.product_id);
    if (known) known.quantity += units;
    else pieces.set(line.product_id, { productId: line.product_id, name: line.name, quantity: units });
  }
  return [...pieces.values()];
}

export interface ProductCapacityOnDate {
  productId: number;
  /** The product's standing daily capacity; null: unlimited. */
  dailyCapacity: number | null;
  /** The calendar's capacity for this date; null: none set. */
  override: number | null;
  /** What counts on the date (`capacityOn`); null: unlimited. */
  capacity: number | null;
}

/** The products' capacities on a date: the calendar's when it has one, else `products.daily_capacity`. */
export async function productCapacitiesOn(
  db: Db,
  date: string,
  productIds: readonly number[],
): Promise<Map<number, ProductCapacityOnDate>> {
  const rows = await repo.productCapacityRows(db, date, productIds);
  return new Map(rows.map((r) => [r.productId, { ...r, capacity: capacityOn(r.override, r.dailyCapacity) }]));
}

/** Each product's pieces with its capacity on the date (null: unlimited, or a product no longer there). */
async function withCapacities(db: Db, date: string, pieces: readonly ProductPieces[]) {
  const capacities = await productCapacitiesOn(
    db,
    date,
    pieces.map((p) => p.productId),
  );
  return pieces.map((p) => ({ ...p, capacity: capacities.get(p.productId)?.capacity ?? null }));
}

/** What an order would take: a place in a slot of the date, and its pieces per product that date. */
export interface Booking {
  date: string;
  start: string;
  /** The slot's limit on the date (`slotLimit`); null: no slot to take (a campaign's pickup day counts its own units). */
  ordersPerSlot: number | null;
  pieces: readonly ProductPieces[];
}

/** Why an order does not fit: its slot is full, or a product has fewer pieces left than it asks for. */
export type CapacityRefusal = { kind: "slotFull" } | { kind: "soldOut"; piece: ProductPieces; left: number };

/**
 * Whether the order fits by what is taken now: the first product short of pieces, else a full slot, else null. Read
 * before a card is charged, so that a customer is not charged for a refusal; the guarded updates of `reserve` decide.
 */
export async function roomFor(db: Db, booking: Booking): Promise<CapacityRefusal | null> {
  const capacities = await withCapacities(db, booking.date, booking.pieces);
  const reserved = await repo.stockReserved(
    db,
    booking.date,
    booking.pieces.map((p) => p.productId),
  );
  for (const c of capacities) {
    const left = piecesLeft(c.capacity, reserved.get(c.productId) ?? 0);
    if (left !== null && c.quantity > left) return { kind: "soldOut", piece: c, left };
  }
  if (booking.ordersPerSlot === null) return null;
  const taken = await repo.slotsTaken(db, booking.date, booking.date);
  if (slotRoom(booking.ordersPerSlot, taken.get(`${booking.date} ${booking.start}`) ?? 0).full) return { kind: "slotFull" };
  return null;
}

/**
 * Takes the order's place in its slot, then its pieces of every product, each by a guarded update; the first refusal
 * is returned and the caller's transaction must be rolled back (what was taken before it is undone with it). Every
 * product's pieces are counted, an unlimited one's too, so that a capacity set later for the date knows what is booked.
 */
export async function reserve(trx: Db, booking: Booking): Promise<CapacityRefusal | null> {
  if (booking.ordersPerSlot !== null && !(await repo.reserveSlot(trx, booking.date, booking.start, booking.ordersPerSlot))) {
    return { kind: "slotFull" };
  }
  for (const c of await withCapacities(trx, booking.date, booking.pieces)) {
    if (!(await repo.reserveStock(trx, c.productId, booking.date, c.quantity, c.capacity))) {
      const reserved = (await repo.stockReserved(trx, booking.date, [c.productId])).get(c.productId) ?? 0;
      return { kind: "soldOut", piece: c, left: piecesLeft(c.capacity, reserved) ?? 0 };
    }
  }
  return null;
}

/**
 * Gives back what an order took: its place in the slot and its pieces per product on the slot's date. Called once per
 * cancel, by the request whose guarded status update moved the order, inside that transaction.
 */
export async function release(
  trx: Db,
  order: { date: string; start: string; pieces: readonly ProductPieces[]; tookSlot?: boolean },
): Promise<void> {
  // A campaign's order took no slot: its pickup day's units are given back by the campaign (campaign-orders.ts).
  if (order.tookSlot !== false) await repo.releaseSlot(trx, order.date, order.start);
  for (const p of order.pieces) await repo.releaseStock(trx, p.productId, order.date, p.quantity);
}

/**
 * Counts a product's pieces already in orders on a date (after its capacity there changed), and brings its counter up
 * to them: a capacity set below what is booked then refuses the next order rather than overbooking further.
 */
export async function countBookedPieces(trx: Db, productId: number, date: string): Promise<number> {
  const pieces = (await repo.piecesBooked(trx, date, date)).find((p) => p.productId === productId)?.pieces ?? 0;
  await repo.reconcileStock(trx, productId, date, pieces);
  return pieces;
}
