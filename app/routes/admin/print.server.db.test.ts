import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { pickupForm } from "../../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { insertOrderRows } from "../../../tests/support/order-rows.ts";
import { staffRequired } from "../../features/admin/session/staff.server.ts";
import { labelsLoader, ticketLoader } from "./print.server.ts";
import { middleware as ticketGuards } from "./order-ticket.tsx";
import { middleware as labelsGuards } from "./order-labels.tsx";

// The kitchen ticket's and the box labels' loaders as React Router runs them (after the layout's staff guard and the
// page's): every staff role may print, a visitor or a customer is sent to the staff login, an unknown code is a 404;
// a label a unit (fewer when asked), "Contains" the line's allergens with its choices', an inscription as typed.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const { signIn, run } = adminPages(["kitchen", "manager", "owner"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  await signIn(testDb, app);
});
afterAll(() => testDb.destroy());

type Role = "kitchen" | "manager" | "owner";

async function open<L extends typeof ticketLoader | typeof labelsLoader>(loader: L, path: string, role: Role, code: string) {
  const guards = loader === ticketLoader ? ticketGuards : labelsGuards;
  const { thrown, args } = await run(path, role, guards, { code });
  if (thrown) return { status: (thrown as { init?: ResponseInit }).init?.status ?? (thrown as Response).status, data: undefined };
  try {
    const answer = (await loader(args)) as unknown as { data: Awaited<ReturnType<L>>["data"] };
    return { status: 200, data: answer.data };
  } catch (error) {
    const init = (error as { init?: ResponseInit }).init;
    if (init?.status) return { status: init.status, data: undefined };
    throw error;
  }
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

/** A pickup order placed through the cart and checkout: a meatball bánh mì ×3 with a fried egg, and a cake with its inscription. */
async function placeOrder(inscription: string) {
  const product = (slug: string) => testDb.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  const egg = await testDb.db.selectFrom("modifier_choices").select("id").where("label_en", "=", "Fried egg").executeTakeFirstOrThrow();
  const first = await call("POST", "/carts", {
    product_id: (await product("banh-mi-xiu-mai")).id,
    quantity: 3,
    modifiers: [{ choice_id: egg.id, quantity: 1 }],
  });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const token = first.body.data.token as string;
  const cake = await call(
    "POST",
    "/carts",
    { product_id: (await product("pandan-chiffon-cake")).id, quantity: 1, note: inscription },
    { "cart-token": token },
  );
  expect(cake.status, JSON.stringify(cake.body)).toBe(200);
  const options = await call("GET", "/checkout/options", undefined, { "cart-token": token });
  const day = options.body.data.days.find((d: { slots: { full: boolean }[] }) => d.slots.some((s) => !s.full));
  const slot = day.slots.find((s: { full: boolean }) => !s.full);
  const placed = await call(
    "POST",
    "/checkout",
    pickupForm({ slot: { date: slot.date, start: slot.start }, expected_total_cents: options.body.data.totals.total_cents }),
    { "cart-token": token, "Idempotency-Key": randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order.code as string;
}

describe("kitchen tickets and box labels", () => {
  it("open for every staff role, in the staff's language; a visitor or a customer goes to the staff login", async () => {
    const [order] = await insertOrderRows(testDb.db, [
      {
        slot_date: "2026-12-03",
        slot_start: "09:00",
        slot_end: "10:00",
        full_name: "Chị Hai",
        address: "900 Rose Lane",
        lines: [{ product_id: null, sku: "X-1", name: "Bánh bò", quantity: 2 }],
      },
    ]);
    const code = order!.code;
    for (const role of ["kitchen", "manager", "owner"] as const) {
      const ticket = await open(ticketLoader, `/vi/admin/orders/${code}/ticket`, role, code);
      expect(ticket.status, role).toBe(200);
      expect(ticket.data).toMatchObject({ code, full_name: "Chị Hai", address: null });
      // Not what the kitchen may not read: the e-mail, a pickup's billing address.
      expect(JSON.stringify(ticket.data)).not.toMatch(/@|Rose Lane/);
      expect((await open(labelsLoader, `/admin/orders/${code}/labels`, role, code)).status, role).toBe(200);
    }
    for (const cookie of [undefined, "auth_token=a-customer-session"]) {
      for (const page of ["ticket", "labels"]) {
        const request = new Request(`https://shop.example/admin/orders/${code}/${page}`, { headers: cookie ? { cookie } : {} });
        const thrown = await Promise.resolve()
          .then(() => staffRequired({ request, context: { locale: "en" }, params: { code } } as never, async () => new Response(null)))
          .then(
            () => undefined,
            (t: Response) => t,
          );
        expect(thrown?.status).toBe(302);
        expect(thrown?.headers.get("location")).toBe(`/admin/login?redirectTo=${encodeURIComponent(`/admin/orders/${code}/${page}`)}`);
      }
    }
  });

  it("answer 404 for an unknown or malformed code", async () => {
    for (const code of ["MV-000000000000", "nope", "x".repeat(200)]) {
      expect((await open(ticketLoader, `/admin/orders/${code}/ticket`, "kitchen", code)).status, code).toBe(404);
      expect((await open(labelsLoader, `/admin/orders/${code}/labels`, "kitchen", code)).status, code).toBe(404);
    }
  });

  it("print a label a unit, fewer when asked (never more), each saying what the line contains with its choice's allergen", async () => {
    const inscription = "  Chúc mừng sinh nhật Bà Nội!\n  Mãi yêu 💛  ";
    const code = await placeOrder(inscription);
    const all = await open(labelsLoader, `/admin/orders/${code}/labels`, "kitchen", code);
    expect(all.status).toBe(200);
    const labels = all.data!.labels;
    // 3 bánh mì, 1 cake, and a gift if the order earned one: a label a unit.
    const units = all.data!.lines.reduce((sum, l) => sum + l.quantity, 0);
    expect(units).toBeGreaterThanOrEqual(4);
    expect(labels).toHaveLength(units);
    const banhMi = labels.filter((l) => l.name_en.startsWith("Meatball Bánh Mì"));
    expect(banhMi).toHaveLength(3);
    // Wheat and fish are the bánh mì's own; the fried egg adds egg.
    expect(banhMi[0]).toMatchObject({
      name_vi: "Bánh mì xíu mại",
      contains_en: "Contains: Egg, Fish, Wheat",
      contains_vi: "Chứa: Trứng, Cá, Lúa mì",
      choices_en: "Fried egg",
      choices_vi: "Thêm trứng ốp la",
    });
    expect(banhMi[0]!.ingredients_en).toMatch(/^Ingredients: Baguette \(wheat flour/);
    expect(banhMi[0]!.ingredients_vi).toMatch(/^Thành phần: Bánh mì \(bột mì/);
    const slotDate = (await testDb.db.selectFrom("orders").select("slot_date").where("code", "=", code).executeTakeFirstOrThrow())
      .slot_date;
    const [y, m, d] = slotDate.split("-").map(Number);
    expect(banhMi[0]!.made_on_vi).toBe(`Ngày làm: ${d}/${m}/${y}`);
    expect(banhMi[0]!.made_on_en).toMatch(/^Baked on [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(all.data!.shop.name).not.toBe("");

    const line = all.data!.lines.find((l) => l.quantity === 3)!;
    const cakeLine = all.data!.lines.find((l) => l.name.startsWith("Pandan"))!;
    const fewer = await open(labelsLoader, `/admin/orders/${code}/labels?n${line.id}=1&n${cakeLine.id}=9`, "kitchen", code);
    expect(fewer.data!.labels).toHaveLength(units - 2);
    expect(fewer.data!.lines.find((l) => l.id === line.id)!.count).toBe(1);
    expect(fewer.data!.lines.find((l) => l.id === cakeLine.id)!.count).toBe(1);
    const none = await open(labelsLoader, `/admin/orders/${code}/labels?n${line.id}=0&n${cakeLine.id}=abc`, "kitchen", code);
    expect(none.data!.labels).toHaveLength(units - 3);

    // The ticket keeps the inscription exactly as typed: no trim, no correction.
    const ticket = await open(ticketLoader, `/admin/orders/${code}/ticket`, "kitchen", code);
    const cake = ticket.data!.lines.find((l) => l.note_kind === "inscription")!;
    const stored = (
      await testDb.db
        .selectFrom("order_lines")
        .select("note")
        .where("note_kind", "=", "inscription")
        .orderBy("id", "desc")
        .executeTakeFirstOrThrow()
    ).note;
    expect(cake.note).toBe(stored);
    expect(cake.note).toContain("Chúc mừng sinh nhật Bà Nội!\n  Mãi yêu 💛");
    expect(ticket.data!.lines.find((l) => l.quantity === 3)!.modifiers.map((m) => m.label_vi)).toEqual(["Thêm trứng ốp la"]);
  });
});
