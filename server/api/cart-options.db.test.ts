import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createConfiguredProducts, type ConfiguredFixture } from "../../tests/support/configured-products.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { loadFulfilmentSettings } from "../domain/fulfilment/settings.ts";
import { localDateAt } from "../domain/fulfilment/shop-time.ts";

// Options and add-ons through the API: what a product offers (GET products/{slug}), what the cart accepts and how it
// prices it (POST carts), what the checkout charges, counts against the day's capacity and copies onto the order.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let f: ConfiguredFixture;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  f = await createConfiguredProducts(testDb.db, "opt");
});
afterAll(() => testDb.destroy());

async function call(method: string, path: string, body?: unknown, options: { token?: string; lang?: "en" | "vi"; key?: string } = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const add = (body: Record<string, unknown>, options: { token?: string; lang?: "en" | "vi" } = {}) => call("POST", "/carts", body, options);

async function refused(body: Record<string, unknown>, lang: "en" | "vi" = "en") {
  const res = await add(body, { lang });
  expect(res.status).toBe(422);
  expect(res.body.error).toBe(true);
  return res.body.errors as Record<string, string[]>;
}

describe("GET products/{slug}: what a configured product offers", () => {
  it("lists the options, every variant with its price and units, and the add-on groups, in the request's language", async () => {
    const { status, body } = await call("GET", `/products/${f.cake.slug}`, undefined, { lang: "vi" });
    expect(status).toBe(200);
    const product = body.data;
    expect(product.options.map((o: { name: string }) => o.name)).toEqual(["Kích cỡ", "Hương vị"]);
    expect(product.options[1].values.map((v: { label: string }) => v.label)).toEqual(["Lá dứa", "Cà phê"]);
    expect(product.variants).toHaveLength(6);
    const ten = product.variants.find((v: { id: number }) => v.id === f.cake.variant("10", "coffee"));
    expect(ten).toMatchObject({
      price_cents: 5500,
      price: 55,
      capacity_units: 2,
      lead_time_hours: 48,
      available: true,
      option_values: [f.cake.size["10"], f.cake.flavour.coffee],
    });
    expect(product.has_options).toBe(true);
    expect(product.price_max_cents).toBe(5500);

    const drink = (await call("GET", `/products/${f.drink.slug}`)).body.data;
    expect(drink.options).toEqual([]);
    expect(drink.variants).toHaveLength(1);
    expect(drink.modifier_groups[0]).toMatchObject({ name: "Sweetness", min: 1, max: 1, required: true });
    expect(drink.modifier_groups[0].choices.map((c: { label: string; default: boolean }) => [c.label, c.default])).toEqual([
      ["0% sugar", false],
      ["50% sugar", false],
      ["100% sugar", true],
    ]);
  });

  it('shows "from" prices on listing cards: the lowest and the highest variant', async () => {
    const { body } = await call("GET", "/products?category=cakes&per_page=100");
    const card = body.data.items.find((p: { slug: string }) => p.slug === f.cake.slug);
    expect(card).toMatchObject({ price_cents: 3000, price_max_cents: 5500, has_options: true });
    const plain = body.data.items.find((p: { slug: string }) => p.slug !== f.cake.slug);
    expect(plain.price_max_cents).toBe(plain.price_cents);
    expect(plain.has_options).toBe(false);
  });
});

describe("POST carts with options and add-ons", () => {
  it("prices an 8-inch pandan cake as its variant, and names it in the request's language", async () => {
    const en = await add({ product_id: f.cake.id, variant_id: f.cake.variant("8", "pandan"), note: "Happy birthday Mai" });
    expect(en.status).toBe(200);
    expect(en.body.data.items[0]).toMatchObject({
      variant: "8 inch · Pandan",
      variant_id: f.cake.variant("8", "pandan"),
      price_cents: 4000,
      capacity_units: 1,
      lead_time_hours: 24,
      modifiers: [],
    });
    const vi = await call("GET", "/carts", undefined, { token: en.body.data.token, lang: "vi" });
    expect(vi.body.data.items[0].variant).toBe("8 inch · Lá dứa");
  });

  it("adds the choices' prices and allergens; the same choices in another order are the same line, other choices another", async () => {
    const first = await add({
      product_id: f.banhMi.id,
      quantity: 2,
      modifiers: [{ choice_id: f.banhMi.egg }, { choice_id: f.banhMi.noCilantro }],
    });
    expect(first.status).toBe(200);
    const [line] = first.body.data.items;
    expect(line).toMatchObject({ variant: null, price_cents: 900, quantity: 2, line_total_cents: 1800 });
    expect(line.allergens).toContain("egg");
    expect(line.modifiers).toEqual([
      {
        group_id: f.banhMi.extras,
        group: "Extras",
        choice_id: f.banhMi.egg,
        label: "Fried egg",
        quantity: 1,
        price_delta: 1.5,
        price_delta_cents: 150,
      },
      {
        group_id: f.banhMi.leaveOut,
        group: "Leave out",
        choice_id: f.banhMi.noCilantro,
        label: "No cilantro",
        quantity: 1,
        price_delta: 0,
        price_delta_cents: 0,
      },
    ]);
    const token = first.body.data.token;
    const again = await add(
      { product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.noCilantro }, { choice_id: f.banhMi.egg }] },
      { token },
    );
    expect(again.body.data.items).toHaveLength(1);
    expect(again.body.data.items[0].quantity).toBe(3);
    const plain = await add({ product_id: f.banhMi.id }, { token });
    expect(plain.body.data.items.map((i: { price_cents: number }) => i.price_cents)).toEqual([900, 750]);
  });

  it("fills a box of six by flavour, the durian's extra counted for each", async () => {
    const res = await add({
      product_id: f.box.id,
      modifiers: [
        { choice_id: f.box.lotus, quantity: 2 },
        { choice_id: f.box.redBean, quantity: 2 },
        { choice_id: f.box.durian, quantity: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.items[0].price_cents).toBe(1800 + 2 * 100);
  });

  it("refuses a product with options added without a variant, naming the option, in both languages", async () => {
    expect(await refused({ product_id: f.cake.id })).toEqual({ variant_id: ["Please choose a size."] });
    expect(await refused({ product_id: f.cake.id }, "vi")).toEqual({ variant_id: ["Vui lòng chọn kích cỡ."] });
  });

  it("refuses a variant of another product and one no longer sold", async () => {
    const foreign = (
      await testDb.db.selectFrom("product_variants").select("id").where("product_id", "=", f.drink.id).executeTakeFirstOrThrow()
    ).id;
    expect(await refused({ product_id: f.cake.id, variant_id: foreign })).toEqual({
      variant_id: ["This choice is not offered for this item."],
    });
    expect(await refused({ product_id: f.cake.id, variant_id: foreign }, "vi")).toEqual({ variant_id: ["Món này không có lựa chọn đó."] });
    const variant = f.cake.variant("6", "coffee");
    await testDb.db.updateTable("product_variants").set({ is_active: 0 }).where("id", "=", variant).execute();
    await contentChanged(testDb.db);
    try {
      expect(await refused({ product_id: f.cake.id, variant_id: variant })).toEqual({
        variant_id: ["This choice is no longer available. Please choose another."],
      });
      expect(await refused({ product_id: f.cake.id, variant_id: variant }, "vi")).toEqual({
        variant_id: ["Lựa chọn này hiện không còn. Vui lòng chọn lựa chọn khác."],
      });
    } finally {
      await testDb.db.updateTable("product_variants").set({ is_active: 1 }).where("id", "=", variant).execute();
      await contentChanged(testDb.db);
    }
  });

  it("says a variant marked out today is sold out today, not gone", async () => {
    const variant = f.cake.variant("8", "coffee");
    await testDb.db
      .updateTable("product_variants")
      .set({ out_on: localDateAt(new Date(), "America/Chicago") })
      .where("id", "=", variant)
      .execute();
    await contentChanged(testDb.db);
    try {
      expect(await refused({ product_id: f.cake.id, variant_id: variant })).toEqual({
        variant_id: ["This choice is sold out today. Please choose another."],
      });
      expect(await refused({ product_id: f.cake.id, variant_id: variant }, "vi")).toEqual({
        variant_id: ["Hôm nay tiệm đã hết lựa chọn này. Vui lòng chọn lựa chọn khác."],
      });
      const { body } = await call("GET", `/products/${f.cake.slug}`);
      expect(body.data.variants.find((v: { id: number }) => v.id === variant).available).toBe(false);
    } finally {
      await testDb.db.updateTable("product_variants").set({ out_on: null }).where("id", "=", variant).execute();
      await contentChanged(testDb.db);
    }
  });

  it("refuses a choice of a group the product does not have", async () => {
    expect(await refused({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.drink.sugar["50"] }] })).toEqual({
      modifiers: ["One of your choices is not offered with this item."],
    });
    expect(await refused({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.drink.sugar["50"] }] }, "vi")).toEqual({
      modifiers: ["Có một lựa chọn không có ở món này."],
    });
  });

  it("refuses too few and too many choices, beside the group, in both languages", async () => {
    const field = `modifiers.${f.drink.sweetness}`;
    expect(await refused({ product_id: f.drink.id })).toEqual({ [field]: ["Sweetness: please choose one."] });
    expect(
      await refused({ product_id: f.drink.id, modifiers: [{ choice_id: f.drink.sugar["0"] }, { choice_id: f.drink.sugar["50"] }] }, "vi"),
    ).toEqual({ [field]: ["Độ ngọt: vui lòng chọn một."] });
    const boxField = `modifiers.${f.box.group}`;
    expect(await refused({ product_id: f.box.id })).toEqual({ [boxField]: ["Choose 6: please choose at least 1."] });
  });

  it("refuses a quantity above the limit, a negative or fractional one, and a box that does not add up", async () => {
    const field = `modifiers.${f.box.group}`;
    expect(await refused({ product_id: f.box.id, modifiers: [{ choice_id: f.box.lotus, quantity: 7 }] })).toEqual({
      [field]: ["“Lotus seed”: choose a whole number from 1 to 6."],
    });
    expect(await refused({ product_id: f.box.id, modifiers: [{ choice_id: f.box.lotus, quantity: -2 }] }, "vi")).toEqual({
      [field]: ["“Hạt sen”: vui lòng chọn số nguyên từ 1 đến 6."],
    });
    expect(await refused({ product_id: f.box.id, modifiers: [{ choice_id: f.box.lotus, quantity: 2.5 }] })).toEqual({
      [field]: ["“Lotus seed”: choose a whole number from 1 to 6."],
    });
    expect(
      await refused({
        product_id: f.box.id,
        modifiers: [
          { choice_id: f.box.lotus, quantity: 2 },
          { choice_id: f.box.redBean, quantity: 3 },
        ],
      }),
    ).toEqual({ [field]: ["Choose 6: the box holds 6, and 5 are chosen."] });
    expect(
      await refused(
        {
          product_id: f.box.id,
          modifiers: [
            { choice_id: f.box.lotus, quantity: 2 },
            { choice_id: f.box.redBean, quantity: 3 },
          ],
        },
        "vi",
      ),
    ).toEqual({ [field]: ["Chọn 6 cái: hộp có 6 cái, bạn đã chọn 5."] });
    expect(await refused({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.egg, quantity: 2 }] })).toEqual({
      [`modifiers.${f.banhMi.extras}`]: ["“Fried egg” can be chosen once."],
    });
  });

  it("answers bad shapes with a 4xx, never a 5xx", async () => {
    for (const modifiers of [
      "egg",
      [{}],
      [{ choice_id: "x" }],
      [{ choice_id: f.banhMi.egg, quantity: "many" }],
      Array.from({ length: 51 }, () => ({ choice_id: 1 })),
    ]) {
      const res = await add({ product_id: f.banhMi.id, modifiers });
      expect(res.status).toBe(422);
    }
    expect((await add({ product_id: f.cake.id, variant_id: -1 })).status).toBe(422);
    expect((await add({ product_id: f.cake.id, variant_id: 99_999_999_999 })).status).toBe(422);
  });
});

describe("between the cart and the checkout", () => {
  const slotOf = async (token: string) => {
    const { body } = await call("GET", "/checkout/options", undefined, { token });
    const day = body.data.days[2] ?? body.data.days.at(-1);
    const slot = day.slots.find((s: { full: boolean }) => !s.full);
    return { date: slot.date as string, start: slot.start as string, total: body.data.totals.total_cents as number };
  };

  it("a choice marked out today leaves the cart, said once, and is refused on a new add", async () => {
    const { body } = await add({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.pate }] });
    const token = body.data.token;
    const today = localDateAt(new Date(), "America/Chicago");
    await testDb.db.updateTable("modifier_choices").set({ out_on: today }).where("id", "=", f.banhMi.pate).execute();
    await contentChanged(testDb.db);
    try {
      const look = await call("GET", "/carts", undefined, { token, lang: "vi" });
      expect(look.body.data.items).toEqual([]);
      expect(look.body.data.notices.map((n: { code: string }) => n.code)).toEqual(["option_unavailable"]);
      expect(look.body.data.notices[0].message).toContain("Bánh mì nhà làm");
      expect((await call("GET", "/carts", undefined, { token })).body.data.notices).toEqual([]);
      expect(await refused({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.pate }] })).toEqual({
        [`modifiers.${f.banhMi.extras}`]: ["“Extra pâté” is sold out today."],
      });
      // Yesterday's mark is gone by itself.
      await testDb.db.updateTable("modifier_choices").set({ out_on: "2020-01-01" }).where("id", "=", f.banhMi.pate).execute();
      await contentChanged(testDb.db);
      expect((await add({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.pate }] })).status).toBe(200);
    } finally {
      await testDb.db.updateTable("modifier_choices").set({ out_on: null }).where("id", "=", f.banhMi.pate).execute();
      await contentChanged(testDb.db);
    }
  });

  it("a choice's or a variant's price changed since the page was shown: 409 price_changed with the new totals", async () => {
    const { body } = await add({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.egg }] });
    const token = body.data.token;
    const slot = await slotOf(token);
    await testDb.db.updateTable("modifier_choices").set({ price_delta_cents: 200 }).where("id", "=", f.banhMi.egg).execute();
    await contentChanged(testDb.db);
    try {
      const res = await call("POST", "/checkout", pickupForm({ slot, expected_total_cents: slot.total }), { token, key: randomUUID() });
      expect(res.status).toBe(409);
      expect(res.body.data.reason).toBe("price_changed");
      expect(res.body.data.totals.total_cents).toBeGreaterThan(slot.total);
    } finally {
      await testDb.db.updateTable("modifier_choices").set({ price_delta_cents: 150 }).where("id", "=", f.banhMi.egg).execute();
      await contentChanged(testDb.db);
    }

    const cake = await add({ product_id: f.cake.id, variant_id: f.cake.variant("6", "pandan") });
    const cakeSlot = await slotOf(cake.body.data.token);
    await testDb.db.updateTable("product_variants").set({ price_cents: 3200 }).where("id", "=", f.cake.variant("6", "pandan")).execute();
    await contentChanged(testDb.db);
    try {
      const res = await call("POST", "/checkout", pickupForm({ slot: cakeSlot, expected_total_cents: cakeSlot.total }), {
        token: cake.body.data.token,
        key: randomUUID(),
      });
      expect(res.status).toBe(409);
      expect(res.body.data.reason).toBe("price_changed");
    } finally {
      await testDb.db.updateTable("product_variants").set({ price_cents: 3000 }).where("id", "=", f.cake.variant("6", "pandan")).execute();
      await contentChanged(testDb.db);
    }
  });

  it("the order keeps the variant, its SKU and the choices in both languages, and the capacity one piece used", async () => {
    const first = await add({ product_id: f.cake.id, variant_id: f.cake.variant("10", "coffee"), note: "Chúc mừng sinh nhật" });
    const token = first.body.data.token;
    await add({ product_id: f.banhMi.id, modifiers: [{ choice_id: f.banhMi.egg }, { choice_id: f.banhMi.noCilantro }] }, { token });
    const slot = await slotOf(token);
    const res = await call("POST", "/checkout", pickupForm({ slot }), { token, key: randomUUID() });
    expect(res.status).toBe(201);
    const order = await testDb.db.selectFrom("orders").select("id").where("code", "=", res.body.data.order.code).executeTakeFirstOrThrow();
    const lines = await testDb.db.selectFrom("order_lines").selectAll().where("order_id", "=", order.id).orderBy("position").execute();
    expect(lines[0]).toMatchObject({
      sku: "TC-OPT-10-COFFEE",
      variant_id: f.cake.variant("10", "coffee"),
      variant_label_en: "10 inch · Coffee",
      variant_label_vi: "10 inch · Cà phê",
      capacity_units: 2,
      price_cents: 5500,
    });
    expect(JSON.parse(lines[1]!.modifiers_json)).toEqual([
      {
        group_id: f.banhMi.extras,
        group_en: "Extras",
        group_vi: "Thêm",
        choice_id: f.banhMi.egg,
        label_en: "Fried egg",
        label_vi: "Thêm trứng ốp la",
        quantity: 1,
        price_delta_cents: 150,
      },
      {
        group_id: f.banhMi.leaveOut,
        group_en: "Leave out",
        group_vi: "Bớt",
        choice_id: f.banhMi.noCilantro,
        label_en: "No cilantro",
        label_vi: "Không ngò",
        quantity: 1,
        price_delta_cents: 0,
      },
    ]);
    expect(lines[1]).toMatchObject({ variant_label_en: null, price_cents: 900 });
    const reserved = await testDb.db
      .selectFrom("stock_reservations")
      .select("reserved")
      .where("product_id", "=", f.cake.id)
      .where("date", "=", slot.date)
      .executeTakeFirstOrThrow();
    expect(Number(reserved.reserved)).toBe(2);
  });
});

describe("capacity in units under checkouts sent at once", () => {
  it("200 checkouts of mixed sizes with 10 units left on the day never take more than 10 units", async () => {
    const g = await createConfiguredProducts(testDb.db, "race");
    const settings = await loadFulfilmentSettings(testDb.db);
    const value_json = JSON.stringify({ ...settings, orders_per_slot: 1000 });
    await testDb.db.updateTable("shop_settings").set({ value_json }).where("key", "=", "fulfilment").execute();
    // Half the carts hold a 10-inch cake (2 units), half a 6-inch (1 unit).
    const tokens = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const res = await add({
          product_id: g.cake.id,
          variant_id: i % 2 ? g.cake.variant("10", "pandan") : g.cake.variant("6", "coffee"),
        });
        expect(res.status).toBe(200);
        return { token: res.body.data.token as string, units: i % 2 ? 2 : 1 };
      }),
    );
    const { body } = await call("GET", "/checkout/options", undefined, { token: tokens[1]!.token });
    const day = body.data.days[3] ?? body.data.days.at(-1);
    const slot = day.slots.find((s: { full: boolean }) => !s.full);
    const answers = await Promise.all(
      tokens.map(({ token }) =>
        call("POST", "/checkout", pickupForm({ slot: { date: slot.date, start: slot.start } }), { token, key: randomUUID() }),
      ),
    );
    const placedUnits = answers.reduce((sum, a, i) => sum + (a.status === 201 ? tokens[i]!.units : 0), 0);
    expect(placedUnits).toBeLessThanOrEqual(10);
    expect(placedUnits).toBeGreaterThanOrEqual(9);
    expect(answers.filter((a) => a.status !== 201 && a.status !== 409)).toEqual([]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.data.reason === "sold_out")).toBe(true);
    const reserved = await testDb.db
      .selectFrom("stock_reservations")
      .select("reserved")
      .where("product_id", "=", g.cake.id)
      .where("date", "=", slot.date)
      .executeTakeFirstOrThrow();
    expect(Number(reserved.reserved)).toBe(placedUnits);
  }, 90_000);
});
