import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { staffApiSuite } from "../../tests/support/app.ts";
import { contentVersion } from "../domain/content/content-version.ts";

// A product's options and variants in the back office through the real app: saving options generates every
// combination (2 × 3 = 6), a value added keeps the variants (and prices) of the unchanged combinations, several
// variants are edited at once and the product's price follows its lowest active variant; a taken SKU, a repeated label
// or more than 100 combinations → 422 beside the field in English and Vietnamese; the kitchen is refused; a save on an
// old version → 409 with the options as they are now; every change audited and shown on the storefront at once.

const suite = staffApiSuite("/admin/products");
const { call } = suite;
let categoryId = 0;

beforeAll(async () => {
  categoryId = (await suite.testDb.db.selectFrom("categories").select("id").where("slug", "=", "banh-mi").executeTakeFirstOrThrow()).id;
});

interface Configuration {
  product_id: number;
  sku: string;
  price_cents: number;
  options: { id: number; name_en: string; name_vi: string; values: { id: number; label_en: string; label_vi: string }[] }[];
  variants: {
    id: number;
    sku: string;
    price_cents: number;
    is_active: boolean;
    capacity_units: number;
    lead_time_hours: number | null;
    option_values: number[];
    label_en: string;
    label_vi: string;
  }[];
  updated_at: string;
}

async function newProduct(price = 3200) {
  const t = randomUUID().slice(0, 8);
  const res = await call("POST", "", {
    name_en: `Pandan Chiffon ${t}`,
    name_vi: `Bánh bông lan lá dứa ${t}`,
    slug: `pandan-chiffon-${t}`,
    sku: `pc-${t}`,
    category_id: categoryId,
    price_cents: price,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.product as { id: number; sku: string };
}

async function read(id: number): Promise<Configuration> {
  const res = await call("GET", `/${id}/options`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.configuration as Configuration;
}

const SIZE = {
  name_en: "Size",
  name_vi: "Cỡ",
  values: [
    { label_en: "6 inch", label_vi: "6 inch" },
    { label_en: "8 inch", label_vi: "8 inch" },
  ],
};
const FLAVOUR = {
  name_en: "Flavour",
  name_vi: "Vị",
  values: [
    { label_en: "Pandan", label_vi: "Lá dứa" },
    { label_en: "Coconut", label_vi: "Dừa" },
    { label_en: "Taro", label_vi: "Khoai môn" },
  ],
};

async function saveOptions(id: number, options: unknown[], expected: string) {
  return call("PUT", `/${id}/options`, { options, expected_updated_at: expected });
}

describe("options generate the variants", () => {
  it("2 sizes × 3 flavours make 6 variants, each with a SKU of the product's and its price; audited, shown at once", async () => {
    const product = await newProduct();
    const before = await read(product.id);
    expect(before.options).toEqual([]);
    expect(before.variants).toHaveLength(1);
    expect(before.variants[0]).toMatchObject({ sku: product.sku, price_cents: 3200, option_values: [] });
    const version = await contentVersion(suite.testDb.db);

    const res = await saveOptions(product.id, [SIZE, FLAVOUR], before.updated_at);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Options saved: 6 variant(s).");
    const saved = res.body.data.configuration as Configuration;
    expect(saved.options.map((o) => [o.name_en, o.name_vi, o.values.map((v) => v.label_vi)])).toEqual([
      ["Size", "Cỡ", ["6 inch", "8 inch"]],
      ["Flavour", "Vị", ["Lá dứa", "Dừa", "Khoai môn"]],
    ]);
    expect(saved.variants.map((v) => v.label_en)).toEqual([
      "6 inch · Pandan",
      "6 inch · Coconut",
      "6 inch · Taro",
      "8 inch · Pandan",
      "8 inch · Coconut",
      "8 inch · Taro",
    ]);
    expect(saved.variants[5]!.label_vi).toBe("8 inch · Khoai môn");
    expect(saved.variants.map((v) => v.sku)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${product.sku}-${n}`));
    expect(saved.variants.every((v) => v.price_cents === 3200 && v.is_active && v.capacity_units === 1)).toBe(true);
    // The default variant is gone: a product with options has none.
    expect(saved.variants.some((v) => v.option_values.length === 0)).toBe(false);
    expect(saved.updated_at > before.updated_at).toBe(true);
    expect(await read(product.id)).toEqual(saved);
    expect(await contentVersion(suite.testDb.db)).toBeGreaterThan(version);
    const audit = await suite.testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "product")
      .where("entity_id", "=", String(product.id))
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["product.create", "product.options"]);
  });

  it("a flavour added keeps the six variants with their prices and SKUs; the new ones take the product's price", async () => {
    const product = await newProduct();
    let config = (await saveOptions(product.id, [SIZE, FLAVOUR], (await read(product.id)).updated_at)).body.data
      .configuration as Configuration;
    const eight = config.variants.filter((v) => v.label_en.startsWith("8 inch"));
    const edited = await call("PATCH", `/${product.id}/variants`, {
      variants: eight.map((v) => ({ id: v.id, price_cents: 4500, capacity_units: 2 })),
      expected_updated_at: config.updated_at,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    config = edited.body.data.configuration;

    const withUbe = { ...FLAVOUR, values: [...FLAVOUR.values, { label_en: "Ube", label_vi: "Khoai mỡ" }] };
    const res = await saveOptions(product.id, [SIZE, withUbe], config.updated_at);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = res.body.data.configuration as Configuration;
    expect(after.variants).toHaveLength(8);
    for (const old of config.variants) {
      const kept = after.variants.find((v) => v.label_en === old.label_en)!;
      expect(kept).toMatchObject({ id: old.id, sku: old.sku, price_cents: old.price_cents, capacity_units: old.capacity_units });
    }
    const ube = after.variants.filter((v) => v.label_en.endsWith("Ube"));
    expect(ube.map((v) => [v.label_en, v.price_cents, v.sku])).toEqual([
      ["6 inch · Ube", 3200, `${product.sku}-7`],
      ["8 inch · Ube", 3200, `${product.sku}-8`],
    ]);
    // In the options' order: 6 inch first, Ube after Taro.
    expect(after.variants.map((v) => v.label_en).slice(0, 4)).toEqual([
      "6 inch · Pandan",
      "6 inch · Coconut",
      "6 inch · Taro",
      "6 inch · Ube",
    ]);

    // A flavour dropped deletes its variants; no options at all: the one default variant with the product's SKU again.
    const fewer = await saveOptions(product.id, [SIZE], after.updated_at);
    expect(fewer.status).toBe(200);
    expect((fewer.body.data.configuration as Configuration).variants.map((v) => v.label_en)).toEqual(["6 inch", "8 inch"]);
    const none = await saveOptions(product.id, [], fewer.body.data.configuration.updated_at);
    expect(none.status).toBe(200);
    const plain = none.body.data.configuration as Configuration;
    expect(plain.options).toEqual([]);
    expect(plain.variants).toEqual([expect.objectContaining({ sku: product.sku, option_values: [], price_cents: plain.price_cents })]);
    const rows = await suite.testDb.db.selectFrom("product_variants").select("is_default").where("product_id", "=", product.id).execute();
    expect(rows).toEqual([{ is_default: 1 }]);
  });

  it("refuses more than 100 combinations, a repeated value and an empty label, beside the field in both languages", async () => {
    const product = await newProduct();
    const { updated_at } = await read(product.id);
    const five = (name: string) => ({
      name_en: name,
      name_vi: `${name} vi`,
      values: [1, 2, 3, 4, 5].map((n) => ({ label_en: `${name} ${n}`, label_vi: `${name} ${n}` })),
    });
    const tooMany = { options: [five("A"), five("B"), five("C")], expected_updated_at: updated_at };
    const en = await call("PUT", `/${product.id}/options`, tooMany);
    expect(en.status).toBe(422);
    expect(en.body.errors.options).toEqual(["These options make more than 100 combinations: a product has at most 100 variants."]);
    const vi = await call("PUT", `/${product.id}/options`, tooMany, "vi");
    expect(vi.status).toBe(422);
    expect(vi.body.errors.options).toEqual(["Các lựa chọn này tạo ra hơn 100 loại: mỗi sản phẩm có tối đa 100 loại."]);

    const twice = {
      options: [{ ...SIZE, values: [...SIZE.values, { label_en: "8 INCH", label_vi: "8 in" }, { label_en: "10 inch", label_vi: " " }] }],
      expected_updated_at: updated_at,
    };
    const refused = await call("PUT", `/${product.id}/options`, twice, "vi");
    expect(refused.status).toBe(422);
    expect(refused.body.errors["options.0.values.2.label_en"]).toEqual(["Giá trị này bị lặp lại trong cùng một lựa chọn."]);
    expect(refused.body.errors["options.0.values.3.label_vi"]).toEqual(["Mỗi giá trị cần có tên bằng tiếng Anh và tiếng Việt."]);
    // Nothing was saved.
    expect((await read(product.id)).options).toEqual([]);
  });
});

describe("variants edited together", () => {
  it("sets price, SKU, units, lead time and active at once; the product's price is its lowest active variant's", async () => {
    const product = await newProduct(3000);
    const config = (await saveOptions(product.id, [SIZE, FLAVOUR], (await read(product.id)).updated_at)).body.data
      .configuration as Configuration;
    const [a, b, c] = config.variants;
    const sku = `CAKE-${randomUUID().slice(0, 6).toUpperCase()}`;
    const res = await call("PATCH", `/${product.id}/variants`, {
      variants: [
        { id: a!.id, price_cents: 2500, is_active: false },
        { id: b!.id, price_cents: 2800, sku: ` ${sku.toLowerCase()} `, lead_time_hours: 48 },
        { id: c!.id, capacity_units: 3, lead_time_hours: null },
      ],
      expected_updated_at: config.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe("Variants saved.");
    const after = res.body.data.configuration as Configuration;
    expect(after.variants.find((v) => v.id === a!.id)).toMatchObject({ price_cents: 2500, is_active: false });
    expect(after.variants.find((v) => v.id === b!.id)).toMatchObject({ price_cents: 2800, sku, lead_time_hours: 48 });
    expect(after.variants.find((v) => v.id === c!.id)).toMatchObject({ capacity_units: 3, lead_time_hours: null, price_cents: 3000 });
    // 2500 is inactive: the lowest price on sale is 2800.
    expect(after.price_cents).toBe(2800);
    const row = await suite.testDb.db.selectFrom("products").select("price_cents").where("id", "=", product.id).executeTakeFirstOrThrow();
    expect(Number(row.price_cents)).toBe(2800);
    const lines = await suite.testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "product")
      .where("entity_id", "=", String(product.id))
      .orderBy("id")
      .execute();
    expect(lines.map((l) => l.action)).toEqual(["product.create", "product.options", "product.variants"]);
  });

  it("two products given one new SKU at the same moment: one saves it, the other is told it is taken (never a 5xx)", async () => {
    const products = await Promise.all([newProduct(), newProduct(), newProduct(), newProduct()]);
    const configs = await Promise.all(
      products.map(async (p) => (await saveOptions(p.id, [SIZE], (await read(p.id)).updated_at)).body.data.configuration as Configuration),
    );
    const sku = `RACE-${randomUUID().slice(0, 6).toUpperCase()}`;
    const answers = await Promise.all(
      products.map((p, i) =>
        call("PATCH", `/${p.id}/variants`, {
          variants: [{ id: configs[i]!.variants[0]!.id, sku }],
          expected_updated_at: configs[i]!.updated_at,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.status === 422)) expect(Object.keys(refused.body.errors)).toEqual(["variants.0.sku"]);
    const holders = await suite.testDb.db.selectFrom("product_variants").select("id").where("sku", "=", sku).execute();
    expect(holders).toHaveLength(1);
  });

  it("refuses a SKU another variant or product has, on variants.<i>.sku, in both languages, changing nothing", async () => {
    const other = await newProduct();
    const product = await newProduct();
    const config = (await saveOptions(product.id, [SIZE], (await read(product.id)).updated_at)).body.data.configuration as Configuration;
    const body = {
      variants: [
        { id: config.variants[0]!.id, price_cents: 1999 },
        { id: config.variants[1]!.id, sku: other.sku.toLowerCase() },
      ],
      expected_updated_at: config.updated_at,
    };
    const en = await call("PATCH", `/${product.id}/variants`, body);
    expect(en.status).toBe(422);
    expect(en.body.errors["variants.1.sku"]).toEqual([`The SKU ${other.sku} is already used by another variant or product.`]);
    const vi = await call("PATCH", `/${product.id}/variants`, body, "vi");
    expect(vi.status).toBe(422);
    expect(vi.body.errors["variants.1.sku"]).toEqual([`Mã SKU ${other.sku} đã được dùng cho một loại hoặc sản phẩm khác.`]);
    expect((await read(product.id)).variants[0]!.price_cents).toBe(3200);

    // Two variants of the request given one SKU; and two swapping theirs is fine.
    const same = await call("PATCH", `/${product.id}/variants`, {
      variants: config.variants.map((v) => ({ id: v.id, sku: "SAME-SKU-1" })),
      expected_updated_at: config.updated_at,
    });
    expect(same.status).toBe(422);
    expect(same.body.errors["variants.1.sku"]).toEqual(["Two variants are given the same SKU."]);
    const swap = await call("PATCH", `/${product.id}/variants`, {
      variants: [
        { id: config.variants[0]!.id, sku: config.variants[1]!.sku },
        { id: config.variants[1]!.id, sku: config.variants[0]!.sku },
      ],
      expected_updated_at: config.updated_at,
    });
    expect(swap.status, JSON.stringify(swap.body)).toBe(200);
    expect(swap.body.data.configuration.variants.map((v: { sku: string }) => v.sku)).toEqual([
      config.variants[1]!.sku,
      config.variants[0]!.sku,
    ]);
  });

  it("the product editor's save of a product with options keeps its price the lowest active variant's", async () => {
    const product = await newProduct(3000);
    const config = (await saveOptions(product.id, [SIZE], (await read(product.id)).updated_at)).body.data.configuration as Configuration;
    const edited = await call("PATCH", `/${product.id}/variants`, {
      variants: [{ id: config.variants[0]!.id, price_cents: 2600 }],
      expected_updated_at: config.updated_at,
    });
    expect(edited.status).toBe(200);
    const full = (await call("GET", `/${product.id}`)).body.data.product;
    expect(full.price_cents).toBe(2600);
    const editable = ["name_en", "name_vi", "summary_en", "summary_vi", "slug", "category_id", "sku", "lead_time_hours", "position"];
    const fields = Object.fromEntries(editable.map((k) => [k, full[k]]));
    const saved = await call("PUT", `/${product.id}`, { ...fields, price_cents: 100, expected_updated_at: full.updated_at });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.product.price_cents).toBe(2600);
    expect((await read(product.id)).variants.map((v) => v.price_cents)).toEqual([2600, 3000]);
  });

  it("refuses a variant of another product and the default variant of a product without options", async () => {
    const plain = await newProduct();
    const mine = await read(plain.id);
    const res = await call("PATCH", `/${plain.id}/variants`, {
      variants: [{ id: mine.variants[0]!.id, price_cents: 100 }],
      expected_updated_at: mine.updated_at,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors["variants.0.id"]).toEqual(["This product has no options: its price and SKU are the product's own."]);
    const other = await newProduct();
    const theirs = await read(other.id);
    const foreign = await call(
      "PATCH",
      `/${plain.id}/variants`,
      {
        variants: [{ id: theirs.variants[0]!.id, price_cents: 100 }],
        expected_updated_at: mine.updated_at,
      },
      "vi",
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors["variants.0.id"]).toEqual(["Loại này không thuộc sản phẩm này."]);
  });
});

describe("who and when", () => {
  it("refuses the kitchen (403) and an unknown product (404)", async () => {
    const product = await newProduct();
    const config = await read(product.id);
    expect((await call("GET", `/${product.id}/options`, undefined, "en", suite.kitchen)).status).toBe(403);
    expect(
      (await call("PUT", `/${product.id}/options`, { options: [SIZE], expected_updated_at: config.updated_at }, "en", suite.kitchen))
        .status,
    ).toBe(403);
    expect(
      (
        await call(
          "PATCH",
          `/${product.id}/variants`,
          { variants: [{ id: 1 }], expected_updated_at: config.updated_at },
          "en",
          suite.kitchen,
        )
      ).status,
    ).toBe(403);
    expect((await read(product.id)).options).toEqual([]);
    expect((await call("GET", "/999999/options")).status).toBe(404);
  });

  it("a save on an old version is refused with 409 and the options as they are now, in the user's language", async () => {
    const product = await newProduct();
    const seen = await read(product.id);
    const first = await saveOptions(product.id, [SIZE], seen.updated_at);
    expect(first.status).toBe(200);
    const stale = await call("PUT", `/${product.id}/options`, { options: [SIZE, FLAVOUR], expected_updated_at: seen.updated_at }, "vi");
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      "Có người khác vừa sửa lựa chọn hoặc các loại của sản phẩm này. Đây là bản hiện tại: kiểm tra lại rồi lưu lần nữa.",
    );
    expect(stale.body.data.configuration.variants).toHaveLength(2);
    const staleEdit = await call("PATCH", `/${product.id}/variants`, {
      variants: [{ id: first.body.data.configuration.variants[0].id, price_cents: 100 }],
      expected_updated_at: seen.updated_at,
    });
    expect(staleEdit.status).toBe(409);
    expect((await read(product.id)).variants.map((v) => v.price_cents)).toEqual([3200, 3200]);
    // The product editor's own save on the version read before the options changed is refused too.
    const product409 = await call("PUT", `/${product.id}/status`, { status: "draft", expected_updated_at: seen.updated_at });
    expect(product409.status).toBe(409);
  });
});
