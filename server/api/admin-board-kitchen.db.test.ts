import { afterAll, beforeAll, describe, expect, it } from "vitest";
// The app first: it extends Zod with .openapi() before a page's module uses it.
import { createTestApp } from "../../tests/support/app.ts";
import { boardLoader } from "../../app/routes/admin/board.server.ts";
import { staffRequired } from "../../app/features/admin/session/staff.server.ts";
import { adminPages } from "../../tests/support/admin-pages.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertOrderRows } from "../../tests/support/order-rows.ts";

// What the kitchen sees of a customer: the name, the phone, the slot — and the address only for a delivery; never the
// e-mail. In the API's answers (the board, a move's answer, a refused move's order) and the board page's data, not
// only hidden on the screen. A manager sees everything.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const pages = adminPages(["kitchen", "manager"]);
let cookies: { kitchen: string; manager: string };
// Far from the seed's own orders, which fill the next three open days from whenever the suite runs.
const DATE = "2030-03-13";
const EMAIL = "co.lan.private@example.com";
const STREET = "9000 Private Lane";
let pickupCode: string;
let deliveryCode: string;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  const staff = await pages.signIn(testDb, app);
  cookies = { kitchen: staff.kitchen.cookie, manager: staff.manager.cookie };
  const [pickup, delivery] = await insertOrderRows(testDb.db, [
    {
      slot_date: DATE,
      slot_start: "09:00",
      slot_end: "10:00",
      full_name: "Cô Lan",
      email: EMAIL,
      phone: "(713) 555-0142",
      address: STREET,
    },
    {
      slot_date: DATE,
      slot_start: "10:00",
      slot_end: "11:00",
      full_name: "Chú Tư",
      email: EMAIL,
      phone: "(713) 555-0143",
      address: STREET,
      fulfilment: "delivery",
      delivery_zone: "A",
    },
  ]);
  pickupCode = pickup!.code;
  deliveryCode = delivery!.code;
});
afterAll(() => testDb.destroy());

type Order = {
  code: string;
  full_name: string;
  phone: string;
  email: string | null;
  address: { address: string } | null;
  slot: { start: string };
};

async function boardBy(role: "kitchen" | "manager"): Promise<Order[]> {
  const res = await app.request(`/api/v1/admin/board?date=${DATE}`, { headers: { Cookie: cookies[role] } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { slots: { orders: Order[] }[] } };
  return body.data.slots.flatMap((slot) => slot.orders);
}

describe("the kitchen's view of the customer", () => {
  it("GET /admin/board: the kitchen gets the name, phone and slot, the address only for a delivery, no e-mail", async () => {
    const orders = await boardBy("kitchen");
    const pickup = orders.find((o) => o.code === pickupCode)!;
    const delivery = orders.find((o) => o.code === deliveryCode)!;
    expect(pickup).toMatchObject({ full_name: "Cô Lan", phone: "(713) 555-0142", email: null, address: null, slot: { start: "09:00" } });
    expect(delivery).toMatchObject({ full_name: "Chú Tư", email: null, address: { address: STREET } });
    const raw = JSON.stringify(orders.filter((o) => o.code === pickupCode));
    expect(raw).not.toContain(EMAIL);
    expect(raw).not.toContain(STREET);
  });

  it("a manager sees the e-mail and every address", async () => {
    const orders = await boardBy("manager");
    expect(orders.find((o) => o.code === pickupCode)).toMatchObject({ email: EMAIL, address: { address: STREET } });
  });

  it("a move's answer, and a refused move's order, say no more to the kitchen", async () => {
    const move = (expected: string) =>
      app.request(`/api/v1/admin/orders/${pickupCode}/status`, {
        method: "POST",
        headers: { Cookie: cookies.kitchen, "Content-Type": "application/json" },
        body: JSON.stringify({ status: "shipped", expected_status: expected }),
      });
    const [first, second] = await Promise.all([move("unfinished"), move("unfinished")]);
    const answers = [await first.json(), await second.json()].map((body) => JSON.stringify(body));
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    for (const answer of answers) {
      expect(answer).toContain(pickupCode);
      expect(answer).not.toContain(EMAIL);
      expect(answer).not.toContain(STREET);
    }
  });

  it("the board page's data: the same for the kitchen", async () => {
    const context = pages.contextOf();
    const path = `/admin?date=${DATE}`;
    await staffRequired({ request: pages.requestOf(path, "kitchen"), context, params: {} } as never, async () => new Response(null));
    const answer = (await boardLoader({ request: pages.requestOf(path, "kitchen"), context, params: {} } as never)) as unknown as {
      data: unknown;
    };
    const raw = JSON.stringify(answer.data);
    expect(raw).toContain("Cô Lan");
    expect(raw).not.toContain(EMAIL);
    expect(raw.split(STREET)).toHaveLength(2); // the delivery's address, once
  });
});
