import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { addModifierGroup, addOptions, CAKE_SIZE_FLAVOUR, type AddedGroup, type AddedVariant } from "../../tests/support/options-rows.ts";
import { signedInStaff, type TestStaff } from "../../tests/support/staff.ts";
import { productConfigurations, shopDateAt } from "../domain/catalog/configurations.ts";
import { contentChanged, contentVersion } from "../domain/content/content-version.ts";
import { addDays } from "../domain/fulfilment/shop-time.ts";

// "Out today" from the board (GET and POST /admin/out-today): the kitchen marks a variant or an add-on out for the
// shop's today, a customer then cannot choose it (the cart's 422 beside its field), it comes back by itself the next
// shop day or when staff bring it back; every change audited and the caches told. Refusals in the staff member's
// language, never a 5xx.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let kitchen: TestStaff & { cookie: string };
let banhMiId = 0;
let cakeId = 0;
let plainId = 0;
let cake: AddedVariant[] = [];
let extras: AddedGroup;

const productId = async (slug: string) =>
  Number((await testDb.db.selectFrom("products").select("id").where("slug", "=", slug).executeTakeFirstOrThrow()).id);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  kitchen = await signedInStaff(app, testDb.db, "kitchen");
  banhMiId = await productId("banh-mi-dac-biet");
  cakeId = await productId("custom-birthday-cake");
  plainId = await productId("butter-croissant");
  cake = await addOptions(testDb.db, cakeId, CAKE_SIZE_FLAVOUR, [
    { sku: "OT-8P", price_cents: 4500, values: [0, 0] },
    { sku: "OT-10C", price_cents: 6500, values: [1, 1] },
  ]);
  extras = await addModifierGroup(testDb.db, [banhMiId, await productId("banh-mi-chay")], {
    en: "Bánh mì extras",
    vi: "Tùy chọn bánh mì",
    choices: [
      { en: "No cilantro", vi: "Không ngò" },
      { en: "Fried egg", vi: "Thêm trứng ốp la", price_delta_cents: 150 },
    ],
  });
  await contentChanged(testDb.db);
});
afterAll(() => testDb.destroy());

const lang = (l: "en" | "vi") => (l === "vi" ? "vi_VN" : "en_US");

async function mark(body: unknown, l: "en" | "vi" = "en") {
  const res = await app.request("/api/v1/admin/out-today", {
    method: "POST",
    headers: { Cookie: kitchen.cookie, "Content-Type": "application/json", "Http-Accept-Language": lang(l) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: unknown; errors?: Record<string, string[]> } };
}

async function panel(l: "en" | "vi" = "en") {
  const res = await app.request("/api/v1/admin/out-today", { headers: { Cookie: kitchen.cookie, "Http-Accept-Language": lang(l) } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Panel }).data;
}

interface Item {
  kind: "variant" | "choice";
  id: number;
  label: string;
  out: boolean;
}
interface Panel {
  today: string;
  products: { id: number; name: string; variants: Item[] }[];
  groups: { id: number; name: string; products: string[]; choices: Item[] }[];
}

/** Adds a line to a new visitor cart, as a shopper would. */
async function addToCart(line: { product_id: number; variant_id?: number; modifiers?: { choice_id: number }[] }, l: "en" | "vi" = "en") {
  const res = await app.request("/api/v1/carts", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Http-Accept-Language": lang(l) },
    body: JSON.stringify({ quantity: 1, ...line }),
  });
  return { status: res.status, body: (await res.json()) as { errors?: Record<string, string[]> } };
}

const fields = (body: { errors?: Record<string, string[]> }) => body.errors ?? {};

describe("what may be marked out today", () => {
  it("lists the products with options and each add-on group once, with the products that offer it, in the staff's language", async () => {
    const vi = await panel("vi");
    expect(vi.products.find((p) => p.id === cakeId)).toMatchObject({
      variants: [
        { kind: "variant", id: cake[0]!.id, label: "8 inch · Lá dứa", out: false },
        { kind: "variant", id: cake[1]!.id, label: "10 inch · Cà phê", out: false },
      ],
    });
    // A product without options has nothing to mark here.
    expect(vi.products.some((p) => p.id === plainId)).toBe(false);
    const group = vi.groups.filter((g) => g.id === extras.id);
    expect(group).toHaveLength(1);
    expect(group[0]).toMatchObject({
      name: "Tùy chọn bánh mì",
      choices: [
        { kind: "choice", id: extras.choices[0]!.id, label: "Không ngò", out: false },
        { kind: "choice", id: extras.choices[1]!.id, label: "Thêm trứng ốp la", out: false },
      ],
    });
    expect(group[0]!.products).toHaveLength(2);
    expect(vi.today).toBe(await shopDateAt(testDb.db, new Date()));
  });
});

describe("marking an add-on out today", () => {
  const egg = () => extras.choices[1]!;

  it("stops customers choosing it (422 beside its group), audited, the caches told; the next shop day it is back", async () => {
    const ok = await addToCart({ product_id: banhMiId, modifiers: [{ choice_id: egg().id }] });
    expect(ok.status).toBe(200);

    const version = await contentVersion(testDb.db);
    const done = await mark({ kind: "choice", id: egg().id, out: true });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("“Fried egg” is out for today: customers cannot choose it until tomorrow.");
    const today = await shopDateAt(testDb.db, new Date());
    expect(done.body.data).toEqual({ item: { kind: "choice", id: egg().id, label: "Fried egg", out: true }, today });
    expect(await contentVersion(testDb.db)).toBeGreaterThan(version);
    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "modifier_choice")
      .where("entity_id", "=", String(egg().id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: kitchen.id, action: "choice.out_today", before_json: '{"out_on":null}' });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({ out_on: today });
    expect((await panel()).groups.find((g) => g.id === extras.id)!.choices[1]).toMatchObject({ out: true });

    // Both products that offer it refuse it, in the shopper's language.
    const refused = await addToCart({ product_id: banhMiId, modifiers: [{ choice_id: egg().id }] });
    expect(refused.status).toBe(422);
    expect(fields(refused.body)[`modifiers.${extras.id}`]).toEqual(["“Fried egg” is sold out today."]);
    const refusedVi = await addToCart({ product_id: await productId("banh-mi-chay"), modifiers: [{ choice_id: egg().id }] }, "vi");
    expect(fields(refusedVi.body)[`modifiers.${extras.id}`]).toEqual(["Hôm nay tiệm đã hết “Thêm trứng ốp la”."]);
    // The other choices still can be chosen.
    expect((await addToCart({ product_id: banhMiId, modifiers: [{ choice_id: extras.choices[0]!.id }] })).status).toBe(200);

    // The next shop day it can be chosen again without anyone touching it.
    const tomorrow = await productConfigurations(testDb.db, addDays(today, 1));
    expect(tomorrow.get(banhMiId)!.modifier_groups.find((g) => g.id === extras.id)!.choices[1]).toMatchObject({ available: true });
    // As the shop sees it the day after: marked yesterday.
    await testDb.db
      .updateTable("modifier_choices")
      .set({ out_on: addDays(today, -1) })
      .where("id", "=", egg().id)
      .execute();
    await contentChanged(testDb.db);
    expect((await addToCart({ product_id: banhMiId, modifiers: [{ choice_id: egg().id }] })).status).toBe(200);
    expect((await panel()).groups.find((g) => g.id === extras.id)!.choices[1]).toMatchObject({ out: false });
  });

  it("is brought back at once by staff; asking again for what already is changes nothing", async () => {
    expect((await mark({ kind: "choice", id: egg().id, out: true })).status).toBe(200);
    expect((await addToCart({ product_id: banhMiId, modifiers: [{ choice_id: egg().id }] })).status).toBe(422);

    const lines = async () =>
      (await testDb.db.selectFrom("audit_log").select("id").where("entity", "=", "modifier_choice").execute()).length;
    const before = await lines();
    const version = await contentVersion(testDb.db);
    const again = await mark({ kind: "choice", id: egg().id, out: true }, "vi");
    expect(again.status).toBe(200);
    expect(again.body.message).toBe("Đã báo hết “Thêm trứng ốp la” hôm nay: khách không chọn được cho đến ngày mai.");
    expect(await lines()).toBe(before);
    expect(await contentVersion(testDb.db)).toBe(version);

    const back = await mark({ kind: "choice", id: egg().id, out: false }, "vi");
    expect(back.status).toBe(200);
    expect(back.body.message).toBe("Đã mở bán lại “Thêm trứng ốp la”: khách chọn được như thường.");
    expect(await lines()).toBe(before + 1);
    expect((await addToCart({ product_id: banhMiId, modifiers: [{ choice_id: egg().id }] })).status).toBe(200);
    expect(
      (await testDb.db.selectFrom("modifier_choices").select("out_on").where("id", "=", egg().id).executeTakeFirstOrThrow()).out_on,
    ).toBeNull();
  });
});

describe("marking a variant out today", () => {
  it("stops customers choosing that size and flavour, the others still on sale; it is named with its product", async () => {
    const [pandan, coffee] = cake;
    const done = await mark({ kind: "variant", id: pandan!.id, out: true });
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/^“.+ \(8 inch · Pandan\)” is out for today: customers cannot choose it until tomorrow\.$/);
    const refused = await addToCart({ product_id: cakeId, variant_id: pandan!.id });
    expect(refused.status).toBe(422);
    expect(Object.keys(fields(refused.body))).toEqual(["variant_id"]);
    expect((await addToCart({ product_id: cakeId, variant_id: coffee!.id })).status).toBe(200);
    expect((await panel()).products.find((p) => p.id === cakeId)!.variants.map((v) => v.out)).toEqual([true, false]);
    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "product_variant")
      .where("entity_id", "=", String(pandan!.id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe("variant.out_today");

    expect((await mark({ kind: "variant", id: pandan!.id, out: false })).status).toBe(200);
    expect((await addToCart({ product_id: cakeId, variant_id: pandan!.id })).status).toBe(200);
  });
});

describe("refusals", () => {
  it("an unknown variant or choice: 404 in the staff member's language", async () => {
    const variant = await mark({ kind: "variant", id: 2_000_000_000, out: true }, "vi");
    expect(variant).toMatchObject({ status: 404, body: { message: "Không có loại này." } });
    const choice = await mark({ kind: "choice", id: 2_000_000_000, out: false });
    expect(choice).toMatchObject({ status: 404, body: { message: "There is no such add-on." } });
  });

  it("the hidden variant of a product without options: 422 on `id`, nothing written", async () => {
    const hidden = await testDb.db
      .selectFrom("product_variants")
      .select("id")
      .where("product_id", "=", plainId)
      .where("is_default", "=", 1)
      .executeTakeFirstOrThrow();
    const res = await mark({ kind: "variant", id: hidden.id, out: true }, "vi");
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ id: ["Sản phẩm này không có loại nào để báo hết."] });
    const row = await testDb.db.selectFrom("product_variants").select("out_on").where("id", "=", hidden.id).executeTakeFirstOrThrow();
    expect(row.out_on).toBeNull();
  });

  it("a malformed body: 422 naming each field, never a 5xx", async () => {
    const res = await mark({ kind: "product", id: -1, out: "yes" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(["id", "kind", "out"]);
    const notJson = await app.request("/api/v1/admin/out-today", {
      method: "POST",
      headers: { Cookie: kitchen.cookie, "Content-Type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });
});
