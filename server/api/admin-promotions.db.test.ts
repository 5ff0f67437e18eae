import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";

// Coupons in the back office through the real app: create, edit, deactivate, delete only when never
// used; a change applies to the next cart at once (POST carts/coupon) and never to an order already placed; bad input
// and a code taken in any case → 422; two saves of the same version at once → one 200, one 409; every change audited.
// Its names (English required, Vietnamese optional) are what the next cart shows beside the code, in each language.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";
let owner = "";
let bakeryId = 0;

const BANH_MI = "banh-mi-dac-biet"; // $7.50

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { CART_LIMIT_PER_HOUR: "100000", REGISTER_LIMIT_PER_HOUR: "100000", CHECKOUT_LIMIT_PER_HOUR: "100000" });
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  owner = (await signedInStaff(app, testDb.db, "owner")).cookie;
  bakeryId = (await testDb.db.selectFrom("products").select("id").where("slug", "=", BANH_MI).executeTakeFirstOrThrow()).id;
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

const admin = (method: string, path: string, body?: unknown, lang: "en" | "vi" = "en", cookie = manager) =>
  call(method, `/admin/coupons${path}`, body, { cookie, lang });
/** The names every coupon here is made with unless a test says otherwise. */
const NAME = { en: "A test coupon", vi: "Mã giảm giá thử" };
const newCode = (prefix = "T") => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;

async function create(fields: Record<string, unknown> = {}) {
  const res = await admin("POST", "", { name: NAME, code: newCode(), type: "percentage", value: 10, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.coupon as { id: number; code: string; updated_at: string; uses: number; active: boolean };
}

async function cartWith(quantity: number): Promise<string> {
  const res = await call("POST", "/carts", { product_id: bakeryId, quantity });
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const apply = (token: string, code: string, lang: "en" | "vi" = "en") => call("POST", "/carts/coupon", { code }, { token, lang });

async function auditOf(entityId: number) {
  return testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", "coupon")
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

/** Places a guest pickup order of the cart, on the first free slot of the second day offered. */
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
  return placed.body.data.order as { code: string; totals: { discount_cents: number } };
}

describe("admin coupons", () => {
  it("creates a coupon (code trimmed and upper-cased) that the next cart takes at once, lists it with its uses, and audits it", async () => {
    const code = newCode("NEW");
    const res = await admin(
      "POST",
      "",
      { name: NAME, code: `  ${code.toLowerCase()} `, type: "fixed", value: 200, min_subtotal_cents: 1000 },
      "vi",
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Đã tạo mã giảm giá ${code}.`);
    const coupon = res.body.data.coupon;
    expect(coupon).toMatchObject({ code, type: "fixed", value: 200, min_subtotal_cents: 1000, active: true, uses: 0, usage_limit: null });

    const token = await cartWith(2); // $15.00
    const applied = await apply(token, code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body.data.discount).toBe(2);

    const list = await admin("GET", "");
    expect(list.status).toBe(200);
    expect(list.body.data.coupons.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({ code, uses: 0 });
    expect((await admin("GET", `/${coupon.id}`)).body.data.coupon).toMatchObject({ code });

    const lines = await auditOf(coupon.id);
    expect(lines.map((l) => l.action)).toEqual(["coupon.create"]);
    expect(JSON.parse(lines[0]!.after_json!)).toMatchObject({ code, type: "fixed", value: 200 });
  });

  it('refuses bad input with a message per field in the request\'s language: −1, "abc", 101 %, a bad code, the end before the start', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ value: -1 }, "value"],
      [{ value: "abc" }, "value"],
      [{ value: 101 }, "value"],
      [{ type: "fixed", value: 0 }, "value"],
      [{ min_subtotal_cents: -1 }, "min_subtotal_cents"],
      [{ min_subtotal_cents: "abc" }, "min_subtotal_cents"],
      [{ usage_limit: 0 }, "usage_limit"],
      [{ per_customer_limit: "abc" }, "per_customer_limit"],
      [{ code: "no spaces" }, "code"],
      [{ code: "bánh" }, "code"],
      [{ type: "half" }, "type"],
      [{ starts_at: "2027-02-01T00:00:00Z", ends_at: "2027-01-01T00:00:00Z" }, "ends_at"],
      [{ starts_at: "tomorrow" }, "starts_at"],
    ];
    for (const [fields, field] of bad) {
      const res = await admin("POST", "", { name: NAME, code: newCode(), type: "percentage", value: 10, ...fields }, "vi");
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(fields)).toContain(field);
    }
    const percent = await admin("POST", "", { name: NAME, code: newCode(), type: "percentage", value: 101 }, "vi");
    expect(percent.body.errors.value).toEqual(["Mức giảm theo phần trăm phải từ 1 đến 100."]);
    const english = await admin("POST", "", { name: NAME, code: newCode(), type: "percentage", value: -1 });
    expect(english.body.errors.value).toEqual(["The discount must be a whole number above 0."]);
  });

  it("refuses a code another coupon has, in any case, on create and on edit (also two creates at once: one wins)", async () => {
    const first = await create();
    const again = await admin("POST", "", { name: NAME, code: ` ${first.code.toLowerCase()}`, type: "fixed", value: 100 });
    expect(again.status).toBe(422);
    expect(again.body.errors.code).toEqual([`Another coupon already has the code ${first.code}.`]);
    const other = await create();
    const edit = await admin("PUT", `/${other.id}`, {
      name: NAME,
      code: first.code.toLowerCase(),
      type: "percentage",
      value: 10,
      expected_updated_at: other.updated_at,
    });
    expect(edit.status).toBe(422);

    const code = newCode("SAME");
    const both = await Promise.all([
      admin("POST", "", { name: NAME, code, type: "percentage", value: 5 }),
      admin("POST", "", { name: NAME, code: code.toLowerCase(), type: "percentage", value: 5 }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 422]);
  });

  it("an edit applies to the next cart at once; an order placed before keeps its discount", async () => {
    const coupon = await create({ value: 10 });
    const token = await cartWith(4); // $30.00
    expect((await apply(token, coupon.code)).body.data.discount).toBe(3);
    const order = await placeOrder(token);
    expect(order.totals.discount_cents).toBe(300);

    const edited = await admin("PUT", `/${coupon.id}`, {
      name: NAME,
      code: coupon.code,
      type: "percentage",
      value: 50,
      expected_updated_at: coupon.updated_at,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.coupon).toMatchObject({ value: 50, uses: 1 });
    expect(edited.body.data.coupon.updated_at).not.toBe(coupon.updated_at);

    const next = await cartWith(4);
    expect((await apply(next, coupon.code)).body.data.discount).toBe(15);
    const kept = await testDb.db
      .selectFrom("orders")
      .select(["discount_cents", "coupon_code"])
      .where("code", "=", order.code)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ discount_cents: 300, coupon_code: coupon.code });
    const lines = await auditOf(coupon.id);
    expect(lines.map((l) => l.action)).toEqual(["coupon.create", "coupon.update"]);
    expect(JSON.parse(lines[1]!.before_json!)).toMatchObject({ value: 10 });
    expect(JSON.parse(lines[1]!.after_json!)).toMatchObject({ value: 50 });
  });

  it("deactivated, the next apply is refused at once (in the visitor's language); activated again, it applies", async () => {
    const coupon = await create();
    const token = await cartWith(2);
    expect((await apply(token, coupon.code)).status).toBe(200);
    const off = await admin("PUT", `/${coupon.id}/active`, { active: false, expected_updated_at: coupon.updated_at }, "vi");
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(`Mã ${coupon.code} đã bị tắt: từ giờ giỏ hàng sẽ không nhận mã này.`);
    expect(off.body.data.coupon.active).toBe(false);

    const refused = await apply(await cartWith(2), coupon.code, "vi");
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(true);
    // The cart that held it drops it on its next look, and says so.
    const held = await call("GET", "/carts", undefined, { token });
    expect(held.body.data.promotion).toBeNull();

    const on = await admin("PUT", `/${coupon.id}/active`, { active: true, expected_updated_at: off.body.data.coupon.updated_at });
    expect(on.status).toBe(200);
    expect((await apply(await cartWith(2), coupon.code)).status).toBe(200);
    expect((await auditOf(coupon.id)).map((l) => l.action)).toEqual(["coupon.create", "coupon.deactivate", "coupon.activate"]);
  });

  it("deletes a coupon never used; one used is kept: 409 saying to deactivate it instead", async () => {
    const unused = await create();
    const gone = await admin("DELETE", `/${unused.id}`);
    expect(gone.status).toBe(200);
    expect(await testDb.db.selectFrom("coupons").select("id").where("id", "=", unused.id).executeTakeFirst()).toBeUndefined();
    expect(await testDb.db.selectFrom("coupon_translations").select("coupon_id").where("coupon_id", "=", unused.id).execute()).toEqual([]);
    expect((await auditOf(unused.id)).map((l) => l.action)).toEqual(["coupon.create", "coupon.delete"]);
    expect((await admin("DELETE", `/${unused.id}`)).status).toBe(404);

    const used = await create();
    const token = await cartWith(2);
    await apply(token, used.code);
    await placeOrder(token);
    const refused = await admin("DELETE", `/${used.id}`, undefined, "vi");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`${used.code} đã được dùng cho 1 đơn hàng nên không thể xóa: hãy tắt mã thay vì xóa.`);
    expect((await admin("GET", `/${used.id}`)).body.data.coupon.uses).toBe(1);
  });

  it("two saves of the same version at once: exactly one is applied, the other gets 409 with the coupon as it is now", async () => {
    const coupon = await create({ value: 10 });
    const [a, b] = await Promise.all([
      admin("PUT", `/${coupon.id}`, {
        name: NAME,
        code: coupon.code,
        type: "percentage",
        value: 20,
        expected_updated_at: coupon.updated_at,
      }),
      admin(
        "PUT",
        `/${coupon.id}`,
        { name: NAME, code: coupon.code, type: "percentage", value: 30, expected_updated_at: coupon.updated_at },
        "en",
        owner,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.data.coupon).toMatchObject({ value: winner.body.data.coupon.value, updated_at: winner.body.data.coupon.updated_at });
    expect(loser.body.message).toContain("Someone else changed this coupon");
    expect((await auditOf(coupon.id)).map((l) => l.action)).toEqual(["coupon.create", "coupon.update"]);
    // A stale deactivation too.
    const stale = await admin("PUT", `/${coupon.id}/active`, { active: false, expected_updated_at: coupon.updated_at });
    expect(stale.status).toBe(409);
    expect((await admin("GET", `/${coupon.id}`)).body.data.coupon.active).toBe(true);
  });

  it("unknown coupons: 404 in the request's language; a save without its version: 422", async () => {
    for (const [method, path, body] of [
      ["GET", "/999999", undefined],
      ["PUT", "/999999", { name: NAME, code: newCode(), type: "fixed", value: 100, expected_updated_at: "2026-01-01T00:00:00.000Z" }],
      ["PUT", "/999999/active", { active: false, expected_updated_at: "2026-01-01T00:00:00.000Z" }],
      ["DELETE", "/999999", undefined],
    ] as const) {
      const res = await admin(method, path, body, "vi");
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.message).toBe("Không tìm thấy mã giảm giá này.");
    }
    const coupon = await create();
    const unversioned = await admin("PUT", `/${coupon.id}`, { name: NAME, code: coupon.code, type: "percentage", value: 10 });
    expect(unversioned.status).toBe(422);
    expect(Object.keys(unversioned.body.errors)).toContain("expected_updated_at");
  });

  it("saves the names in both languages, audits them before → after, and the next cart shows them in each language (Vietnamese falls back to English)", async () => {
    const code = newCode("NAME");
    const made = await admin("POST", "", { code, name: { en: "  Spring treat ", vi: "" }, type: "percentage", value: 10 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const coupon = made.body.data.coupon;
    expect(coupon).toMatchObject({ name: { en: "Spring treat", vi: "" }, missing_translations: ["name.vi"] });
    expect(
      await testDb.db
        .selectFrom("coupon_translations")
        .select(["locale", "name"])
        .where("coupon_id", "=", coupon.id)
        .orderBy("locale")
        .execute(),
    ).toEqual([{ locale: "en", name: "Spring treat" }]);

    const token = await cartWith(2);
    expect((await apply(token, code)).status).toBe(200);
    const shown = async (lang: "en" | "vi") => (await call("GET", "/carts", undefined, { token, lang })).body.data.promotion;
    expect(await shown("en")).toMatchObject({ code, name: "Spring treat" });
    expect(await shown("vi")).toMatchObject({ code, name: "Spring treat" });

    const edited = await admin("PUT", `/${coupon.id}`, {
      code,
      name: { en: "Spring treat", vi: "Quà mùa xuân" },
      type: "percentage",
      value: 10,
      expected_updated_at: coupon.updated_at,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.coupon).toMatchObject({ name: { en: "Spring treat", vi: "Quà mùa xuân" }, missing_translations: [] });
    expect(await shown("en")).toMatchObject({ code, name: "Spring treat" });
    expect(await shown("vi")).toMatchObject({ code, name: "Quà mùa xuân" });
    expect((await admin("GET", "")).body.data.coupons.find((c: { id: number }) => c.id === coupon.id).name).toEqual({
      en: "Spring treat",
      vi: "Quà mùa xuân",
    });

    // Switched off and on again, it keeps its names.
    const off = await admin("PUT", `/${coupon.id}/active`, { active: false, expected_updated_at: edited.body.data.coupon.updated_at });
    const on = await admin("PUT", `/${coupon.id}/active`, { active: true, expected_updated_at: off.body.data.coupon.updated_at });
    expect(on.body.data.coupon.name).toEqual({ en: "Spring treat", vi: "Quà mùa xuân" });

    const lines = await auditOf(coupon.id);
    expect(lines.map((l) => l.action)).toEqual(["coupon.create", "coupon.update", "coupon.deactivate", "coupon.activate"]);
    expect(JSON.parse(lines[0]!.after_json!)).toMatchObject({ code, name: { en: "Spring treat", vi: "" } });
    expect(JSON.parse(lines[1]!.before_json!)).toMatchObject({ name: { en: "Spring treat", vi: "" } });
    expect(JSON.parse(lines[1]!.after_json!)).toMatchObject({ name: { en: "Spring treat", vi: "Quà mùa xuân" } });
    expect(JSON.parse(lines[2]!.after_json!)).toMatchObject({ name: { en: "Spring treat", vi: "Quà mùa xuân" }, active: false });
  });

  it("refuses an empty or too long name (422, nothing written): the English one is required, each at most 120 characters", async () => {
    const long = "x".repeat(121);
    const bad: [unknown, string][] = [
      [{ en: "", vi: "Quà" }, "name.en"],
      [{ en: "   ", vi: "" }, "name.en"],
      [{ en: long, vi: "" }, "name.en"],
      [{ en: "Fine", vi: long }, "name.vi"],
      [{ en: "Bad\u0007bell", vi: "" }, "name.en"],
      [undefined, "name"],
    ];
    for (const [name, field] of bad) {
      const code = newCode("BAD");
      const res = await admin("POST", "", { code, name, type: "percentage", value: 10 }, "vi");
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(name)).toContain(field);
      expect(await testDb.db.selectFrom("coupons").select("id").where("code", "=", code).executeTakeFirst()).toBeUndefined();
    }
    const empty = await admin("POST", "", { code: newCode(), name: { en: "", vi: "" }, type: "percentage", value: 10 });
    expect(empty.body.errors["name.en"]).toEqual(["A name in English is required: the cart shows it beside the code."]);
    const emptyVi = await admin("POST", "", { code: newCode(), name: { en: "", vi: "" }, type: "percentage", value: 10 }, "vi");
    expect(emptyVi.body.errors["name.en"]).toEqual(["Cần có tên bằng tiếng Anh: giỏ hàng hiển thị tên này cạnh mã."]);

    // On edit too: the coupon and its names stay as they were.
    const coupon = await create();
    const edit = await admin("PUT", `/${coupon.id}`, {
      code: coupon.code,
      name: { en: "", vi: "Chỉ tiếng Việt" },
      type: "percentage",
      value: 10,
      expected_updated_at: coupon.updated_at,
    });
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toContain("name.en");
    expect((await admin("GET", `/${coupon.id}`)).body.data.coupon).toMatchObject({ name: NAME, updated_at: coupon.updated_at });
    expect((await auditOf(coupon.id)).map((l) => l.action)).toEqual(["coupon.create"]);
  });

  it("a stale save of the names: 409 with the coupon as it is now, its names unchanged and nothing audited", async () => {
    const coupon = await create();
    const first = await admin("PUT", `/${coupon.id}`, {
      code: coupon.code,
      name: { en: "First name", vi: "Tên đầu" },
      type: "percentage",
      value: 10,
      expected_updated_at: coupon.updated_at,
    });
    expect(first.status).toBe(200);
    const stale = await admin("PUT", `/${coupon.id}`, {
      code: coupon.code,
      name: { en: "Stale name", vi: "Tên cũ" },
      type: "percentage",
      value: 10,
      expected_updated_at: coupon.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.coupon).toMatchObject({
      name: { en: "First name", vi: "Tên đầu" },
      updated_at: first.body.data.coupon.updated_at,
    });
    expect(
      await testDb.db
        .selectFrom("coupon_translations")
        .select(["locale", "name"])
        .where("coupon_id", "=", coupon.id)
        .orderBy("locale")
        .execute(),
    ).toEqual([
      { locale: "en", name: "First name" },
      { locale: "vi", name: "Tên đầu" },
    ]);
    expect((await auditOf(coupon.id)).map((l) => l.action)).toEqual(["coupon.create", "coupon.update"]);
  });

  it("the kitchen may not, and the calls are in the OpenAPI document", async () => {
    const kitchen = (await signedInStaff(app, testDb.db, "kitchen")).cookie;
    expect((await admin("GET", "", undefined, "en", kitchen)).status).toBe(403);
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    for (const path of ["/admin/coupons", "/admin/coupons/{id}", "/admin/coupons/{id}/active"]) expect(doc.paths[path], path).toBeDefined();
    expect(doc.paths["/admin/coupons"].post.description).toContain("name.en (required)");
    expect(doc.components.schemas.AdminCoupon.properties.name).toBeDefined();
    expect(doc.components.schemas.AdminCouponInput.properties.name).toBeDefined();
  });
});
