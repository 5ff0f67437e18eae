import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";

// Gift promotions in the back office through the real app: create, edit, deactivate, delete only when it
// never gave a gift (else 409); a change applies to the next cart at once (GET carts) and never to an order already
// placed, which keeps its gift line, the promotion's name and now its id; bad input → 422 per field in the request's
// language; two saves of the same version at once → one 200, one 409; unknown → 404; every change audited.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";
const ids: Record<string, number> = {};

const BANH_MI = "banh-mi-dac-biet"; // $7.50
const COFFEE = "ca-phe-sua-da";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  for (const slug of [BANH_MI, COFFEE])
    ids[slug] = (await testDb.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  // The seeded gift (a bánh bao from $30) is switched off, so each cart here shows only the gifts these tests make.
  await testDb.db.updateTable("promotions").set({ is_active: 0 }).execute();
});
afterAll(() => testDb.destroy());

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; cookie?: string; lang?: "en" | "vi"; key?: string } = {},
) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const admin = (method: string, path: string, body?: unknown, lang: "en" | "vi" = "en") =>
  call(method, `/admin/gift-promotions${path}`, body, { cookie: manager, lang });

interface Gift {
  id: number;
  name: { en: string; vi: string };
  gift_product_id: number;
  gift_quantity: number;
  min_subtotal_cents: number;
  starts_at: string | null;
  ends_at: string | null;
  active: boolean;
  uses: number;
  updated_at: string;
  missing_translations: string[];
}

const fieldsOf = (g: Gift, changes: Record<string, unknown> = {}) => ({
  name: g.name,
  gift_product_id: g.gift_product_id,
  gift_quantity: g.gift_quantity,
  min_subtotal_cents: g.min_subtotal_cents,
  starts_at: g.starts_at,
  ends_at: g.ends_at,
  active: g.active,
  expected_updated_at: g.updated_at,
  ...changes,
});

async function create(fields: Record<string, unknown> = {}): Promise<Gift> {
  const tag = randomUUID().slice(0, 6);
  const res = await admin("POST", "", {
    name: { en: `Free coffee ${tag}`, vi: `Tặng cà phê ${tag}` },
    gift_product_id: ids[COFFEE],
    min_subtotal_cents: 2000,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.gift_promotion;
}

async function cartWith(quantity: number): Promise<string> {
  const res = await call("POST", "/carts", { product_id: ids[BANH_MI], quantity });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

type CartGift = { product_id: number; quantity: number; price: number; promotion_name: string; is_gift: boolean };
async function giftsOf(token: string, lang: "en" | "vi" = "en"): Promise<CartGift[]> {
  const res = await call("GET", "/carts", undefined, { token, lang });
  expect(res.status).toBe(200);
  return res.body.data.gifts;
}

async function placeOrder(token: string) {
  const options = await call("GET", "/checkout/options", undefined, { token });
  const day = options.body.data.days[1] ?? options.body.data.days[0];
  const slot = day.slots.find((s: { full: boolean }) => !s.full);
  const placed = await call(
    "POST",
    "/checkout",
    pickupForm({ slot: { date: slot.date, start: slot.start }, expected_total_cents: options.body.data.totals.total_cents }),
    { token, key: randomUUID() },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.data.order as { code: string };
}

const auditOf = (id: number) =>
  testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "gift_promotion")
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();

describe("admin gift promotions", () => {
  it("creates one that the next qualifying cart gets at once, named in the visitor's language, and audits it", async () => {
    const res = await admin(
      "POST",
      "",
      {
        name: { en: "  A free iced coffee from $20 ", vi: "Tặng cà phê sữa đá cho đơn từ $20" },
        gift_product_id: ids[COFFEE],
        gift_quantity: 2,
        min_subtotal_cents: 2000,
      },
      "vi",
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Đã tạo khuyến mãi quà tặng “Tặng cà phê sữa đá cho đơn từ $20”.");
    const gift: Gift = res.body.data.gift_promotion;
    expect(gift).toMatchObject({
      name: { en: "A free iced coffee from $20", vi: "Tặng cà phê sữa đá cho đơn từ $20" },
      gift_quantity: 2,
      active: true,
      uses: 0,
      missing_translations: [],
    });

    const below = await cartWith(2); // $15.00
    expect(await giftsOf(below)).toEqual([]);
    const above = await cartWith(3); // $22.50
    expect(await giftsOf(above)).toEqual([
      expect.objectContaining({
        product_id: ids[COFFEE],
        quantity: 2,
        price: 0,
        is_gift: true,
        promotion_name: "A free iced coffee from $20",
      }),
    ]);
    expect((await giftsOf(above, "vi"))[0]!.promotion_name).toBe("Tặng cà phê sữa đá cho đơn từ $20");

    expect((await admin("GET", "")).body.data.gift_promotions.map((g: Gift) => g.id)).toContain(gift.id);
    expect((await admin("GET", `/${gift.id}`)).body.data.gift_promotion.name.en).toBe("A free iced coffee from $20");
    const lines = await auditOf(gift.id);
    expect(lines.map((l) => l.action)).toEqual(["gift.create"]);
    expect(JSON.parse(lines[0]!.after_json!)).toMatchObject({ gift_product_id: ids[COFFEE], min_subtotal_cents: 2000, active: true });
    await admin("PUT", `/${gift.id}/active`, { active: false, expected_updated_at: gift.updated_at });
  });

  it("an edit applies to the next cart at once; a deactivation removes the gift from carts but a placed order keeps it, with the promotion's id", async () => {
    const gift = await create({ min_subtotal_cents: 5000 });
    const token = await cartWith(3); // $22.50
    expect(await giftsOf(token)).toEqual([]);
    const lowered = await admin("PUT", `/${gift.id}`, fieldsOf(gift, { min_subtotal_cents: 2000, name: { en: gift.name.en, vi: "" } }));
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect(lowered.body.data.gift_promotion.missing_translations).toEqual(["name.vi"]);
    expect(await giftsOf(token)).toHaveLength(1);
    // The Vietnamese name left empty: the cart shows the English one.
    expect((await giftsOf(token, "vi"))[0]!.promotion_name).toBe(gift.name.en);

    const order = await placeOrder(token);
    const line = await testDb.db
      .selectFrom("order_lines as l")
      .innerJoin("orders as o", "o.id", "l.order_id")
      .select(["l.promotion_id", "l.promotion_name", "l.price_cents"])
      .where("o.code", "=", order.code)
      .where("l.is_gift", "=", 1)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ promotion_id: gift.id, promotion_name: gift.name.en, price_cents: 0 });

    const off = await admin(
      "PUT",
      `/${gift.id}/active`,
      { active: false, expected_updated_at: lowered.body.data.gift_promotion.updated_at },
      "vi",
    );
    expect(off.status).toBe(200);
    expect(off.body.data.gift_promotion).toMatchObject({ active: false, uses: 1 });
    expect(await giftsOf(await cartWith(3))).toEqual([]);
    // The order keeps its gift line, name and link whatever happens to the promotion.
    expect(
      await testDb.db.selectFrom("order_lines").select(["promotion_name", "price_cents"]).where("promotion_id", "=", gift.id).execute(),
    ).toEqual([{ promotion_name: gift.name.en, price_cents: 0 }]);

    // Used: delete refused (409), deactivate instead.
    const refused = await admin("DELETE", `/${gift.id}`, undefined, "vi");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`“${gift.name.en}” đã tặng quà trong 1 đơn hàng nên không thể xóa: hãy tắt khuyến mãi thay vì xóa.`);
    expect(await admin("GET", `/${gift.id}`)).toMatchObject({ status: 200 });
    expect((await auditOf(gift.id)).map((l) => l.action)).toEqual(["gift.create", "gift.update", "gift.deactivate"]);
  });

  it("deletes one never used, audited; the next cart has no gift", async () => {
    const gift = await create();
    const token = await cartWith(3);
    expect(await giftsOf(token)).toHaveLength(1);
    const res = await admin("DELETE", `/${gift.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Gift promotion “${gift.name.en}” deleted.`);
    expect(await giftsOf(token)).toEqual([]);
    expect((await admin("GET", `/${gift.id}`)).status).toBe(404);
    expect((await auditOf(gift.id)).map((l) => l.action)).toEqual(["gift.create", "gift.delete"]);
  });

  it("deleted while checkouts carrying its gift are placed at once: no 5xx — either the delete is refused (used) or no order keeps its gift", async () => {
    const gift = await create();
    const tokens = await Promise.all(Array.from({ length: 6 }, () => cartWith(3)));
    const options = await call("GET", "/checkout/options", undefined, { token: tokens[0] });
    const slots = (options.body.data.days as { date: string; slots: { start: string; full: boolean }[] }[])
      .flatMap((day) => day.slots.filter((s) => !s.full).map((s) => ({ date: day.date, start: s.start })))
      .filter((_, i) => i % 3 === 0)
      .slice(0, tokens.length);
    const [removed, ...placed] = await Promise.all([
      admin("DELETE", `/${gift.id}`),
      ...tokens.map((token, i) =>
        call("POST", "/checkout", pickupForm({ slot: slots[i]!, expected_total_cents: options.body.data.totals.total_cents }), {
          token,
          key: randomUUID(),
        }),
      ),
    ]);
    for (const answer of placed) {
      expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      if (answer.status === 409) expect(answer.body.data.reason).toBe("cart_changed");
    }
    const kept = await testDb.db.selectFrom("order_lines").select("id").where("promotion_id", "=", gift.id).execute();
    if (removed.status === 200) expect(kept).toEqual([]);
    else {
      expect(removed.status).toBe(409);
      expect(kept.length).toBeGreaterThan(0);
    }
  });

  it("two saves of the same version sent at once: one 200, the other 409 with the promotion as it is now", async () => {
    const gift = await create({ active: false });
    const [a, b] = await Promise.all([
      admin("PUT", `/${gift.id}`, fieldsOf(gift, { min_subtotal_cents: 1000 })),
      admin("PUT", `/${gift.id}`, fieldsOf(gift, { min_subtotal_cents: 9000 }), "vi"),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    expect(loser.body.data.gift_promotion).toEqual(winner.body.data.gift_promotion);
    expect((await auditOf(gift.id)).filter((l) => l.action === "gift.update")).toHaveLength(1);
    const stale = await admin("PUT", `/${gift.id}/active`, { active: true, expected_updated_at: gift.updated_at });
    expect(stale.status).toBe(409);
  });

  it("refuses bad input with a message per field in the request's language, and creates nothing", async () => {
    const before = (await admin("GET", "")).body.data.gift_promotions.length;
    const bad: [Record<string, unknown>, string][] = [
      [{ min_subtotal_cents: -1 }, "min_subtotal_cents"],
      [{ min_subtotal_cents: "abc" }, "min_subtotal_cents"],
      [{ gift_quantity: 0 }, "gift_quantity"],
      [{ gift_quantity: 11 }, "gift_quantity"],
      [{ gift_product_id: "abc" }, "gift_product_id"],
      [{ name: { en: " ", vi: "Quà" } }, "name.en"],
      [{ name: { en: "x".repeat(121), vi: "" } }, "name.en"],
      [{ starts_at: "2027-02-01T00:00:00Z", ends_at: "2027-01-01T00:00:00Z" }, "ends_at"],
      [{ starts_at: "tomorrow" }, "starts_at"],
    ];
    for (const [fields, field] of bad) {
      const res = await admin(
        "POST",
        "",
        { name: { en: "Gift", vi: "Quà" }, gift_product_id: ids[COFFEE], min_subtotal_cents: 2000, ...fields },
        "vi",
      );
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(fields)).toContain(field);
    }
    const name = await admin("POST", "", { name: { en: "", vi: "Quà" }, gift_product_id: ids[COFFEE], min_subtotal_cents: 0 }, "vi");
    expect(name.body.errors["name.en"]).toEqual(["Cần có tên bằng tiếng Anh."]);
    const product = await admin("POST", "", { name: { en: "Gift", vi: "" }, gift_product_id: 999999, min_subtotal_cents: 0 });
    expect(product.status).toBe(422);
    expect(product.body.errors.gift_product_id).toEqual(["Choose a product of the shop that is on sale."]);
    expect((await admin("GET", "")).body.data.gift_promotions.length).toBe(before);
  });

  it("answers 404 for an unknown promotion", async () => {
    expect((await admin("GET", "/999999")).status).toBe(404);
    const put = await admin(
      "PUT",
      "/999999",
      { name: { en: "x", vi: "" }, gift_product_id: ids[COFFEE], min_subtotal_cents: 0, expected_updated_at: "x" },
      "vi",
    );
    expect(put.status).toBe(404);
    expect(put.body.message).toBe("Không có khuyến mãi quà tặng này.");
    expect((await admin("PUT", "/999999/active", { active: true, expected_updated_at: "x" })).status).toBe(404);
    expect((await admin("DELETE", "/999999")).status).toBe(404);
  });
});
