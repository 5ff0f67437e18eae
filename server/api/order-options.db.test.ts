import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, createTestApp, type ApiCallOptions } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { configureProduct, type Configured } from "../../tests/support/configurations.ts";
import { registerCustomer } from "../../tests/support/customers.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { contentChanged } from "../domain/content/content-version.ts";

// An order line keeps the variant and add-ons it was bought with, in both languages: the customer reads them in
// theirs, the kitchen in its own, whatever the shop renames later; "order again" asks for the same configuration,
// and says which line it could not add as it was. Through the real app, orders placed by POST checkout.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const ids = new Map<string, number>();
let cake: Configured;
let banhMi: Configured;
let box: Configured;

const CAKE = "pandan-chiffon-cake";
const BANH_MI = "banh-mi-dac-biet";
const BOX = "banh-bao-sua-mini";
const productId = (slug: string) => ids.get(slug)!;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
  await testDb.db
    .updateTable("products")
    .set({ daily_capacity: null })
    .where("id", "in", [productId(CAKE), productId(BANH_MI), productId(BOX)])
    .execute();
  cake = await configureProduct(testDb.db, productId(CAKE), {
    options: [
      {
        name: { en: "Size", vi: "Cỡ" },
        values: [
          { en: "8 inch", vi: "8 inch" },
          { en: "10 inch", vi: "10 inch" },
        ],
      },
      {
        name: { en: "Flavour", vi: "Vị" },
        values: [
          { en: "Pandan", vi: "Lá dứa" },
          { en: "Coffee", vi: "Cà phê" },
        ],
      },
    ],
    variants: [
      { sku: "CK-PANDAN-8P", price_cents: 3800, values: [0, 0] },
      { sku: "CK-PANDAN-10C", price_cents: 5200, values: [1, 1], capacity_units: 2 },
    ],
  });
  banhMi = await configureProduct(testDb.db, productId(BANH_MI), {
    groups: [
      {
        name: { en: "Extras", vi: "Thêm" },
        min: 0,
        max: 3,
        choices: [
          { label: { en: "Fried egg", vi: "Thêm trứng ốp la" }, price_delta_cents: 150, allergens: ["egg"] },
          { label: { en: "Crushed peanuts", vi: "Thêm đậu phộng" }, price_delta_cents: 50, allergens: ["peanuts"] },
        ],
      },
      {
        name: { en: "Leave out", vi: "Bớt" },
        min: 0,
        max: 2,
        choices: [{ label: { en: "No cilantro", vi: "Không ngò" } }, { label: { en: "No chili", vi: "Không ớt" } }],
      },
    ],
  });
  box = await configureProduct(testDb.db, productId(BOX), {
    groups: [
      {
        name: { en: "Choose 4", vi: "Chọn 4 cái" },
        min: 1,
        max: 2,
        max_per_choice: 4,
        total: 4,
        choices: [{ label: { en: "Lotus seed", vi: "Hạt sen" } }, { label: { en: "Red bean", vi: "Đậu đỏ" } }],
      },
    ],
  });
});
afterAll(() => testDb.destroy());

const call = (method: string, path: string, body?: unknown, options: Omit<ApiCallOptions, "cookie"> = {}) =>
  callApi(app, method, path, body, options);

let phones = 2000;
async function customer(): Promise<string> {
  return (await registerCustomer(app, phones++)).auth;
}

type Add = {
  product_id: number;
  quantity: number;
  variant_id?: number;
  modifiers?: { choice_id: number; quantity?: number }[];
  note?: string;
};

/** The three configured lines: a 10-inch coffee cake, two bánh mì with an egg, peanuts and no cilantro, a box of 2 + 2. */
function configuredLines(): Add[] {
  const [extras, leaveOut] = banhMi.groups;
  const [fill] = box.groups;
  return [
    { product_id: productId(CAKE), quantity: 1, variant_id: cake.variants[1]!, note: "Chúc mừng sinh nhật Bà" },
    {
      product_id: productId(BANH_MI),
      quantity: 2,
      modifiers: [{ choice_id: extras!.choices[0]! }, { choice_id: extras!.choices[1]! }, { choice_id: leaveOut!.choices[0]! }],
    },
    {
      product_id: productId(BOX),
      quantity: 1,
      modifiers: [
        { choice_id: fill!.choices[0]!, quantity: 2 },
        { choice_id: fill!.choices[1]!, quantity: 2 },
      ],
    },
  ];
}

type LineJson = { slug: string; variant: string | null; variant_id: number | null; modifiers: unknown[]; price_cents: number };
const lineOf = (lines: LineJson[], slug: string) => lines.find((l) => l.slug === slug)!;

/** Fills the customer's cart and places the order through POST checkout, a few days ahead. */
async function placeOrder(auth: string, lines: Add[]): Promise<{ code: string; id: number; date: string; lines: LineJson[] }> {
  for (const line of lines) {
    const added = await call("POST", "/carts", line, { auth });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const options = await call("GET", "/checkout/options", undefined, { auth });
  const day = options.body.data.days[3] ?? options.body.data.days.at(-1);
  const open = day.slots.find((s: { full: boolean }) => !s.full);
  const slot = { date: open.date as string, start: open.start as string };
  const res = await call("POST", "/checkout", pickupForm({ email: "lan@example.com", slot }), { auth, key: randomUUID() });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await testDb.db.selectFrom("orders").select("id").where("code", "=", res.body.data.order.code).executeTakeFirstOrThrow();
  return { code: res.body.data.order.code, id: row.id, date: slot.date, lines: res.body.data.order.lines as LineJson[] };
}

describe("an order line's variant and add-ons", () => {
  it("are kept at checkout and read back in the reader's language, priced as bought, with the add-ons' allergens", async () => {
    const auth = await customer();
    const placed = await placeOrder(auth, configuredLines());
    const [extras, leaveOut] = banhMi.groups;
    const [fill] = box.groups;

    // The checkout's own answer already shows them, in the request's language.
    expect(lineOf(placed.lines, CAKE)).toMatchObject({ variant: "10 inch · Coffee", variant_id: cake.variants[1] });

    const en = await call("GET", `/orders/${placed.code}`, undefined, { auth });
    expect(en.status).toBe(200);
    const enLines = en.body.data.lines as LineJson[];
    expect(lineOf(enLines, CAKE)).toMatchObject({
      sku: "CK-PANDAN-10C",
      variant: "10 inch · Coffee",
      variant_id: cake.variants[1],
      modifiers: [],
      price_cents: 5200,
      note: "Chúc mừng sinh nhật Bà",
      note_kind: "inscription",
    });
    expect(lineOf(enLines, BANH_MI)).toMatchObject({
      variant: null,
      variant_id: banhMi.variants[0],
      quantity: 2,
      modifiers: [
        {
          group_id: extras!.id,
          group: "Extras",
          choice_id: extras!.choices[0],
          label: "Fried egg",
          quantity: 1,
          price_delta: 1.5,
          price_delta_cents: 150,
        },
        {
          group_id: extras!.id,
          group: "Extras",
          choice_id: extras!.choices[1],
          label: "Crushed peanuts",
          quantity: 1,
          price_delta: 0.5,
          price_delta_cents: 50,
        },
        {
          group_id: leaveOut!.id,
          group: "Leave out",
          choice_id: leaveOut!.choices[0],
          label: "No cilantro",
          quantity: 1,
          price_delta: 0,
          price_delta_cents: 0,
        },
      ],
    });
    const banhMiPrice = (
      await testDb.db.selectFrom("product_variants").select("price_cents").where("id", "=", banhMi.variants[0]!).executeTakeFirstOrThrow()
    ).price_cents;
    expect(lineOf(enLines, BANH_MI).price_cents).toBe(banhMiPrice + 200);
    // The bánh mì has no peanuts of its own: the topping brought them, and the line says so.
    expect((lineOf(enLines, BANH_MI) as unknown as { allergens: string[] }).allergens).toContain("peanuts");
    expect((lineOf(enLines, CAKE) as unknown as { allergens: string[] }).allergens).not.toContain("peanuts");
    expect(lineOf(enLines, BOX).modifiers).toEqual([
      {
        group_id: fill!.id,
        group: "Choose 4",
        choice_id: fill!.choices[0],
        label: "Lotus seed",
        quantity: 2,
        price_delta: 0,
        price_delta_cents: 0,
      },
      {
        group_id: fill!.id,
        group: "Choose 4",
        choice_id: fill!.choices[1],
        label: "Red bean",
        quantity: 2,
        price_delta: 0,
        price_delta_cents: 0,
      },
    ]);

    const vi = await call("GET", `/orders/${placed.code}`, undefined, { auth, lang: "vi" });
    const viLines = vi.body.data.lines as LineJson[];
    expect(lineOf(viLines, CAKE)).toMatchObject({ variant: "10 inch · Cà phê", variant_id: cake.variants[1] });
    expect(lineOf(viLines, BANH_MI).modifiers).toMatchObject([
      { group: "Thêm", label: "Thêm trứng ốp la", price_delta_cents: 150 },
      { group: "Thêm", label: "Thêm đậu phộng", price_delta_cents: 50 },
      { group: "Bớt", label: "Không ngò", price_delta_cents: 0 },
    ]);
    expect(lineOf(viLines, BOX).modifiers).toMatchObject([
      { label: "Hạt sen", quantity: 2 },
      { label: "Đậu đỏ", quantity: 2 },
    ]);
    // The list of the customer's orders shows the same lines.
    const list = await call("GET", "/orders", undefined, { auth, lang: "vi" });
    const listed = list.body.data.orders.find((o: { code: string }) => o.code === placed.code);
    expect(lineOf(listed.lines, CAKE).variant).toBe("10 inch · Cà phê");

    // A copy, not a reference: the shop renaming an add-on later does not rewrite what was bought.
    await testDb.db
      .updateTable("modifier_choices")
      .set({ label_en: "Egg (fried)", label_vi: "Trứng" })
      .where("id", "=", extras!.choices[0]!)
      .execute();
    await testDb.db.updateTable("product_option_values").set({ label_en: "Mocha" }).where("label_en", "=", "Coffee").execute();
    await contentChanged(testDb.db);
    try {
      const later = await call("GET", `/orders/${placed.code}`, undefined, { auth });
      expect(lineOf(later.body.data.lines, BANH_MI).modifiers).toMatchObject([
        { label: "Fried egg" },
        { label: "Crushed peanuts" },
        { label: "No cilantro" },
      ]);
      expect(lineOf(later.body.data.lines, CAKE).variant).toBe("10 inch · Coffee");
    } finally {
      await testDb.db
        .updateTable("modifier_choices")
        .set({ label_en: "Fried egg", label_vi: "Thêm trứng ốp la" })
        .where("id", "=", extras!.choices[0]!)
        .execute();
      await testDb.db.updateTable("product_option_values").set({ label_en: "Coffee" }).where("label_en", "=", "Mocha").execute();
      await contentChanged(testDb.db);
    }
  });

  it("are on the kitchen's board, in the kitchen's language", async () => {
    const auth = await customer();
    const placed = await placeOrder(auth, configuredLines());
    const kitchen = await signedInStaff(app, testDb.db, "kitchen");
    const res = await app.request(`/api/v1/admin/board?date=${placed.date}`, {
      headers: { Cookie: kitchen.cookie, "Http-Accept-Language": "vi_VN" },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { slots: { orders: { code: string; lines: LineJson[] }[] }[] } };
    const order = body.data.slots.flatMap((s) => s.orders).find((o) => o.code === placed.code)!;
    expect(lineOf(order.lines, CAKE).variant).toBe("10 inch · Cà phê");
    expect(lineOf(order.lines, BANH_MI).modifiers).toMatchObject([
      { label: "Thêm trứng ốp la" },
      { label: "Thêm đậu phộng" },
      { label: "Không ngò" },
    ]);
  });
});

type CartItemJson = {
  product_id: number;
  variant_id: number | null;
  modifiers: { choice_id: number; quantity: number }[];
  quantity: number;
  price_cents: number;
};

describe("order again with options and add-ons", () => {
  it("re-adds each line with its variant and add-ons, priced as the cart prices them now", async () => {
    const auth = await customer();
    const placed = await placeOrder(auth, configuredLines());
    const res = await call("POST", `/orders/${placed.code}/reorder`, undefined, { auth });
    expect(res.status).toBe(200);
    expect(res.body.data.skipped).toEqual([]);
    const items = res.body.data.cart.items as CartItemJson[];
    const chosen = (productIdOf: number) => {
      const item = items.find((i) => i.product_id === productIdOf)!;
      return { variant_id: item.variant_id, modifiers: item.modifiers.map((m) => [m.choice_id, m.quantity]), quantity: item.quantity };
    };
    expect(chosen(productId(CAKE))).toEqual({ variant_id: cake.variants[1], modifiers: [], quantity: 1 });
    expect(chosen(productId(BANH_MI))).toEqual({
      variant_id: banhMi.variants[0],
      modifiers: [
        [banhMi.groups[0]!.choices[0], 1],
        [banhMi.groups[0]!.choices[1], 1],
        [banhMi.groups[1]!.choices[0], 1],
      ],
      quantity: 2,
    });
    expect(chosen(productId(BOX))).toEqual({
      variant_id: box.variants[0],
      modifiers: [
        [box.groups[0]!.choices[0], 2],
        [box.groups[0]!.choices[1], 2],
      ],
      quantity: 1,
    });
    expect(items.find((i) => i.product_id === productId(CAKE))!.price_cents).toBe(5200);
  });

  it("leaves out a line whose add-on or variant is gone, says which and why in both languages, and adds the rest", async () => {
    const auth = await customer();
    const placed = await placeOrder(auth, configuredLines());
    // The shop stops offering fried eggs, and stops making the 10-inch coffee cake.
    const egg = banhMi.groups[0]!.choices[0]!;
    const eggRow = await testDb.db.selectFrom("modifier_choices").selectAll().where("id", "=", egg).executeTakeFirstOrThrow();
    await testDb.db.deleteFrom("modifier_choices").where("id", "=", egg).execute();
    await testDb.db.updateTable("product_variants").set({ is_active: 0 }).where("id", "=", cake.variants[1]!).execute();
    await contentChanged(testDb.db);
    try {
      const res = await call("POST", `/orders/${placed.code}/reorder`, undefined, { auth });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(`Some products of order ${placed.code} could not be added to your cart.`);
      expect(res.body.data.skipped).toEqual([
        {
          product_id: productId(CAKE),
          name: expect.any(String),
          variant: "10 inch · Coffee",
          quantity: 1,
          reason: "options_unavailable",
          message: expect.stringMatching(
            /^“.+ \(10 inch · Coffee\)” can no longer be added as you ordered it\. This choice is no longer available\./,
          ),
        },
        {
          product_id: productId(BANH_MI),
          name: expect.any(String),
          variant: null,
          quantity: 2,
          reason: "options_unavailable",
          message: expect.stringMatching(/can no longer be added as you ordered it\. One of your choices is not offered with this item\.$/),
        },
      ]);
      // The box is still to be had as it was: it is in the cart; the others are not, not even without their add-ons.
      const items = res.body.data.cart.items as CartItemJson[];
      expect(items.map((i) => i.product_id)).toEqual([productId(BOX)]);

      const vi = await call("POST", `/orders/${placed.code}/reorder`, undefined, { auth, lang: "vi" });
      expect(vi.body.message).toBe(`Một số món của đơn hàng ${placed.code} không thể thêm vào giỏ hàng.`);
      expect(vi.body.data.skipped.map((s: { variant: string | null; message: string }) => [s.variant, s.message])).toEqual([
        [
          "10 inch · Cà phê",
          expect.stringMatching(/^Không thể thêm “.+ \(10 inch · Cà phê\)” đúng như bạn đã đặt\. Lựa chọn này hiện không còn/),
        ],
        [null, expect.stringMatching(/^Không thể thêm “.+” đúng như bạn đã đặt\. Có một lựa chọn không có ở món này\.$/)],
      ]);
    } finally {
      await testDb.db.insertInto("modifier_choices").values(eggRow).execute();
      await testDb.db.updateTable("product_variants").set({ is_active: 1 }).where("id", "=", cake.variants[1]!).execute();
      await contentChanged(testDb.db);
    }
  });
});
