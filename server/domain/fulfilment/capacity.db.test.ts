import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import * as capacity from "./capacity.ts";
import * as repo from "./capacity.repository.ts";

// Taking and giving back capacity on the database the suite runs on (SQLite, or PostgreSQL with TEST_DB=postgres):
// the last places of a slot and the last pieces of a product go to exactly as many requests sent at once as there
// are places, never more. Each test has a date of its own, far ahead of the seed's orders.

let testDb: TestDb;
let productIds: number[];

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  productIds = (await testDb.db.selectFrom("products").select("id").orderBy("id").limit(3).execute()).map((r) => r.id);
});
afterAll(() => testDb.destroy());

async function slotReserved(date: string, start: string): Promise<number> {
  const row = await testDb.db
    .selectFrom("slot_reservations")
    .select("reserved")
    .where("date", "=", date)
    .where("start", "=", start)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}
const stockReserved = async (productId: number, date: string) =>
  (await repo.stockReserved(testDb.db, date, [productId])).get(productId) ?? 0;
const setDailyCapacity = (productId: number, dailyCapacity: number | null) =>
  testDb.db.updateTable("products").set({ daily_capacity: dailyCapacity }).where("id", "=", productId).execute();
const piece = (productId: number, quantity: number) => ({ productId, name: `product ${productId}`, quantity });

/** Thrown inside a transaction to undo it, as checkout does when a reservation is refused. */
class Refused extends Error {}

/** An order's reservation in a transaction of its own: true when it was taken, false when refused (and rolled back). */
async function reserveInTransaction(booking: capacity.Booking): Promise<boolean> {
  try {
    await testDb.db.transaction().execute(async (trx) => {
      if (await capacity.reserve(trx, booking)) throw new Refused();
    });
    return true;
  } catch (error) {
    if (error instanceof Refused) return false;
    throw error;
  }
}

describe("a slot's last places", () => {
  it("20 reservations sent at once for the last 2 of 5 places: exactly 2 are taken", async () => {
    const [date, start] = ["2099-01-05", "09:00"];
    for (let i = 0; i < 3; i++) expect(await repo.reserveSlot(testDb.db, date, start, 5)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 20 }, () => repo.reserveSlot(testDb.db, date, start, 5)));
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect(await slotReserved(date, start)).toBe(5);
    expect(await repo.reserveSlot(testDb.db, date, start, 5)).toBe(false);
  });

  it("the same with whole orders, each in its own transaction: 3 places, 12 orders, 3 placed", async () => {
    const [date, start] = ["2099-01-06", "10:00"];
    await setDailyCapacity(productIds[0]!, null);
    const booking = { date, start, ordersPerSlot: 3, pieces: [piece(productIds[0]!, 2)] };
    const answers = await Promise.all(Array.from({ length: 12 }, () => reserveInTransaction(booking)));
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await slotReserved(date, start)).toBe(3);
    // An unlimited product's pieces are counted all the same, only for the orders that got a place.
    expect(await stockReserved(productIds[0]!, date)).toBe(6);
  });
});

describe("a product's last pieces", () => {
  it("20 reservations of 1 sent at once for the last 3 of 10: exactly 3 are taken", async () => {
    const date = "2099-01-07";
    const id = productIds[1]!;
    expect(await repo.reserveStock(testDb.db, id, date, 7, 10)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 20 }, () => repo.reserveStock(testDb.db, id, date, 1, 10)));
    expect(answers.filter(Boolean)).toHaveLength(3);
    expect(await stockReserved(id, date)).toBe(10);
  });

  it("orders in transactions of their own under the calendar's capacity for the date: the refused ones give their slot place back", async () => {
    const [date, start] = ["2099-01-08", "09:00"];
    const [limited, unlimited] = [productIds[1]!, productIds[2]!];
    await setDailyCapacity(limited, 100);
    await setDailyCapacity(unlimited, null);
    // The calendar's 4 for the date, not the daily 100: 2 pieces an order, so 2 orders out of 10.
    await testDb.db.insertInto("product_capacity_days").values({ product_id: limited, date, capacity: 4 }).execute();
    const booking = { date, start, ordersPerSlot: 1000, pieces: [piece(unlimited, 1), piece(limited, 2)] };
    const answers = await Promise.all(Array.from({ length: 10 }, () => reserveInTransaction(booking)));
    expect(answers.filter(Boolean)).toHaveLength(2);
    expect(await stockReserved(limited, date)).toBe(4);
    expect(await stockReserved(unlimited, date)).toBe(2);
    expect(await slotReserved(date, start)).toBe(2);
    await setDailyCapacity(limited, null);
  });
});

describe("checkout's first look and the refusals", () => {
  it("says which product is short and how many are left, before saying the slot is full", async () => {
    const [date, start] = ["2099-01-09", "09:00"];
    const id = productIds[1]!;
    await setDailyCapacity(id, 5);
    expect(await repo.reserveStock(testDb.db, id, date, 3, 5)).toBe(true);
    expect(await repo.reserveSlot(testDb.db, date, start, 1)).toBe(true);
    const booking = (quantity: number, ordersPerSlot: number) => ({ date, start, ordersPerSlot, pieces: [piece(id, quantity)] });
    expect(await capacity.roomFor(testDb.db, booking(2, 2))).toBeNull();
    expect(await capacity.roomFor(testDb.db, booking(3, 1))).toEqual({ kind: "soldOut", piece: { ...piece(id, 3), capacity: 5 }, left: 2 });
    expect(await capacity.roomFor(testDb.db, booking(2, 1))).toEqual({ kind: "slotFull" });
    // The reservation refuses alike (the slot taken first, so checkout's transaction is rolled back, as here).
    let refusal: capacity.CapacityRefusal | null = null;
    await testDb.db
      .transaction()
      .execute(async (trx) => {
        refusal = await capacity.reserve(trx, booking(3, 2));
        throw new Refused();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Refused)) throw error;
      });
    expect(refusal).toEqual({ kind: "soldOut", piece: { ...piece(id, 3), capacity: 5 }, left: 2 });
    expect(await slotReserved(date, start)).toBe(1);
    expect(await capacity.reserve(testDb.db, booking(1, 1))).toEqual({ kind: "slotFull" });
    expect(await stockReserved(id, date)).toBe(3);
    await setDailyCapacity(id, null);
  });
});

describe("giving back", () => {
  it("frees the slot's place and the pieces, never below 0", async () => {
    const [date, start] = ["2099-01-10", "09:00"];
    const id = productIds[0]!;
    await setDailyCapacity(id, 4);
    expect(await capacity.reserve(testDb.db, { date, start, ordersPerSlot: 1, pieces: [piece(id, 4)] })).toBeNull();
    expect(await capacity.roomFor(testDb.db, { date, start, ordersPerSlot: 1, pieces: [piece(id, 1)] })).not.toBeNull();
    await capacity.release(testDb.db, { date, start, pieces: [piece(id, 4)] });
    expect(await slotReserved(date, start)).toBe(0);
    expect(await stockReserved(id, date)).toBe(0);
    expect(await capacity.roomFor(testDb.db, { date, start, ordersPerSlot: 1, pieces: [piece(id, 4)] })).toBeNull();
    await capacity.release(testDb.db, { date, start, pieces: [piece(id, 4)] });
    expect(await slotReserved(date, start)).toBe(0);
    expect(await stockReserved(id, date)).toBe(0);
    await setDailyCapacity(id, null);
  });
});
