import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import type { AdminProduct, AdminProductListItem } from "../../../server/domain/catalog/products-admin.service.ts";
import { slugLoader } from "../content/slug.server.ts";
import { middleware as productMiddleware } from "./product.tsx";
import { productAction, productLoader, productsLoader } from "./products.server.ts";
import { middleware as productsMiddleware } from "./products.tsx";

// The products pages as React Router runs them: the managers' only; the form posted without JavaScript, in dollars,
// both languages (303 to the product; 422 with each field's message in the page's language and what was typed; 409 on
// a stale save; 404 for an unknown product), publish/unpublish and delete; the list's search as a GET form; and a
// renamed product's old address answering 301 in both languages.

let testDb: TestDb;
const { signIn, contextOf, run } = adminPages(["manager", "kitchen"]);
let categoryId = "";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb));
  categoryId = String((await testDb.db.selectFrom("categories").select("id").where("slug", "=", "banh-mi").executeTakeFirstOrThrow()).id);
});
afterAll(() => testDb.destroy());

type Answer = PageAnswer<{ values?: Record<string, string | string[]> }>;

function form(
  fields: Record<string, string> = {},
  extra: [string, string][] = [
    ["allergens", "wheat"],
    ["allergens", "egg"],
    ["diets", "vegetarian"],
  ],
): [string, string][] {
  const t = randomUUID().slice(0, 8);
  const base: Record<string, string> = {
    intent: "save",
    name_en: `Coconut Pandan Waffle ${t}`,
    name_vi: `Bánh kẹp lá dứa ${t}`,
    summary_en: "Crisp outside, chewy inside.",
    summary_vi: "Giòn ngoài, dẻo trong.",
    description_en: "Made to order.\nBest warm.",
    description_vi: "Làm khi khách đặt.\nĂn nóng ngon nhất.",
    slug: `banh-kep-la-dua-${t}`,
    category_id: categoryId,
    sku: `bk-${t}`,
    price: "4.50",
    lead_time_hours: "0",
    daily_capacity: "",
    position: "5",
    ...fields,
  };
  return [...Object.entries(base), ...extra];
}

async function post(path: string, id: string, fields: [string, string][]) {
  const { args } = await run(path, "manager", productMiddleware, { id }, fields);
  return settle(productAction(args));
}

async function product(slug: string) {
  return testDb.db.selectFrom("products").selectAll().where("slug", "=", slug).executeTakeFirst();
}

const valueOf = (fields: [string, string][], name: string) => fields.find(([k]) => k === name)![1];

describe("the products pages", () => {
  it("are the managers': the kitchen gets 403", async () => {
    for (const [path, middleware] of [
      ["/admin/products", productsMiddleware],
      ["/vi/admin/products/new", productMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown?.init?.status, path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
  });

  it("creates a product from dollars with both languages (303 to its page, which shows it), published at once when asked", async () => {
    const fields = form({}, [
      ["allergens", "wheat"],
      ["allergens", "egg"],
      ["diets", "vegetarian"],
      ["featured", "1"],
      ["publish", "1"],
    ]);
    const answer = (await post("/vi/admin/products/new", "new", fields)) as Response;
    expect(answer.status).toBe(303);
    const row = (await product(valueOf(fields, "slug")))!;
    expect(answer.headers.get("Location")).toBe(`/vi/admin/products/${row.id}?saved=created`);
    expect(row).toMatchObject({
      price_cents: 450,
      status: "published",
      is_featured: 1,
      sku: valueOf(fields, "sku").toUpperCase(),
      daily_capacity: null,
    });

    const { args } = await run(`/vi/admin/products/${row.id}?saved=created`, "manager", productMiddleware, { id: String(row.id) });
    const shown = (await productLoader(args)) as unknown as { data: { product: AdminProduct; saved: string } };
    expect(shown.data.saved).toBe("created");
    expect(shown.data.product).toMatchObject({
      name_vi: valueOf(fields, "name_vi"),
      allergens: ["egg", "wheat"],
      diets: ["vegetarian"],
      description_en: "Made to order.\nBest warm.",
      missing_translations: [],
    });

    // The visitor's page, in both languages.
    for (const prefix of ["", "/vi"]) {
      const page = (await slugLoader({
        request: new Request(`https://shop.example${prefix}/${row.slug}`),
        context: contextOf(`https://shop.example${prefix}/${row.slug}`),
        params: { slug: row.slug },
      } as never)) as { resolved: { kind: string; data: { name: string } } };
      expect(page.resolved.data.name).toBe(valueOf(fields, prefix ? "name_vi" : "name_en"));
    }
  });

  it("refuses −1, \"abc\", 0 and a taken slug with each field's message in the page's language, keeping what was typed", async () => {
    const bad = (await post("/vi/admin/products/new", "new", form({ price: "-1", sku: "có dấu" }))) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      price: "Giá phải lớn hơn $0.00 và tối đa $10,000.00.",
      sku: expect.stringContaining("Mã SKU"),
    });
    expect(bad.data.values).toMatchObject({ price: "-1", allergens: ["wheat", "egg"] });
    for (const price of ["abc", "0", ""]) {
      const refused = (await post("/admin/products/new", "new", form({ price }))) as unknown as Answer;
      expect(refused.init?.status, price).toBe(422);
      expect(refused.data.errors?.price, price).toBe("The price must be an amount above $0.00 and at most $10,000.00.");
    }
    const capacity = (await post(
      "/admin/products/new",
      "new",
      form({ daily_capacity: "lots", lead_time_hours: "-3" }),
    )) as unknown as Answer;
    expect(Object.keys(capacity.data.errors ?? {}).sort()).toEqual(["daily_capacity", "lead_time_hours"]);

    const taken = await testDb.db.selectFrom("slugs").select("slug").where("kind", "=", "page").executeTakeFirstOrThrow();
    const clash = (await post("/vi/admin/products/new", "new", form({ slug: taken.slug }))) as unknown as Answer;
    expect(clash.init?.status).toBe(422);
    expect(clash.data.errors).toEqual({ slug: `Đường dẫn ${taken.slug} đã được một sản phẩm, bài viết hoặc trang khác dùng.` });
    expect(clash.data.values?.slug).toBe(taken.slug);
  });

  it("keeps the ingredients typed in each language (a line break a space); a tab or too long is refused beside its field, in the page's language", async () => {
    const typed = form({ ingredients_en: "Wheat flour, eggs,\r\ncoconut milk", ingredients_vi: "Bột mì, trứng gà, nước cốt dừa" });
    const created = (await post("/admin/products/new", "new", typed)) as Response;
    expect(created.status).toBe(303);
    const row = (await product(valueOf(typed, "slug")))!;
    const texts = await testDb.db
      .selectFrom("product_translations")
      .select(["locale", "ingredients"])
      .where("product_id", "=", row.id)
      .orderBy("locale")
      .execute();
    expect(texts).toEqual([
      { locale: "en", ingredients: "Wheat flour, eggs, coconut milk" },
      { locale: "vi", ingredients: "Bột mì, trứng gà, nước cốt dừa" },
    ]);

    const tab = (await post("/vi/admin/products/new", "new", form({ ingredients_vi: "Bột mì,\tđường" }))) as unknown as Answer;
    expect(tab.init?.status).toBe(422);
    expect(tab.data.errors).toEqual({ ingredients_vi: "Phần thành phần chỉ gồm chữ thường: không có dấu tab hay ký tự điều khiển." });
    expect(tab.data.values?.ingredients_vi).toBe("Bột mì,\tđường");
    const long = (await post("/admin/products/new", "new", form({ ingredients_en: "sugar, ".repeat(150) }))) as unknown as Answer;
    expect(long.data.errors).toEqual({ ingredients_en: "The ingredients are at most 1,000 characters." });
  });

  it("edits with the version it showed; a rename answers 301 from /old and /vi/old; a stale save is 409 and nothing changes", async () => {
    const fields = form();
    await post("/admin/products/new", "new", fields);
    const row = (await product(valueOf(fields, "slug")))!;
    await post(`/admin/products/${row.id}`, String(row.id), [
      ["intent", "status"],
      ["status", "published"],
      ["expected_updated_at", row.updated_at],
    ]);
    const published = (await product(row.slug))!;
    expect(published.status).toBe("published");

    const renamed = `${row.slug}-v2`;
    const saved = (await post(
      `/admin/products/${row.id}`,
      String(row.id),
      form({ ...Object.fromEntries(fields), slug: renamed, price: "5", expected_updated_at: published.updated_at }),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/admin/products/${row.id}?saved=updated`);
    expect((await product(renamed))!.price_cents).toBe(500);
    for (const prefix of ["", "/vi"]) {
      const old = await settle(
        slugLoader({
          request: new Request(`https://shop.example${prefix}/${row.slug}`),
          context: contextOf(`https://shop.example${prefix}/${row.slug}`),
          params: { slug: row.slug },
        } as never),
      );
      expect((old as Response).status).toBe(301);
      expect((old as Response).headers.get("Location")).toBe(`${prefix}/${renamed}`);
    }

    const stale = (await post(
      `/vi/admin/products/${row.id}`,
      String(row.id),
      form({ ...Object.fromEntries(fields), slug: renamed, price: "9", expected_updated_at: published.updated_at }),
    )) as unknown as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe("Người khác vừa sửa sản phẩm này. Đây là sản phẩm hiện tại: hãy kiểm tra rồi lưu lại.");
    expect(stale.data.values).toBeUndefined();
    expect((await product(renamed))!.price_cents).toBe(500);

    const missing = run("/admin/products/999999", "manager", productMiddleware, { id: "999999" }).then(({ args }) => productLoader(args));
    await expect(missing).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("unpublishes (the visitor's page is 404 at once) and deletes one never ordered (303 to the list); one in a cart is kept: 409 with why", async () => {
    const fields = form({}, []);
    await post("/admin/products/new", "new", [...fields, ["publish", "1"]]);
    const row = (await product(valueOf(fields, "slug")))!;
    const off = (await post(`/admin/products/${row.id}`, String(row.id), [
      ["intent", "status"],
      ["status", "draft"],
      ["expected_updated_at", row.updated_at],
    ])) as Response;
    expect(off.headers.get("Location")).toBe(`/admin/products/${row.id}?saved=unpublished`);
    const gone = await settle(
      slugLoader({
        request: new Request(`https://shop.example/${row.slug}`),
        context: contextOf(`https://shop.example/${row.slug}`),
        params: { slug: row.slug },
      } as never),
    );
    expect((gone as unknown as { init: ResponseInit }).init.status).toBe(404);

    const deleted = (await post(`/vi/admin/products/${row.id}`, String(row.id), [
      ["intent", "delete"],
      ["confirmed", "1"],
    ])) as Response;
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("Location")).toBe("/vi/admin/products?saved=deleted");
    expect(await product(row.slug)).toBeUndefined();

    const carted = form();
    await post("/admin/products/new", "new", [...carted, ["publish", "1"]]);
    const kept = (await product(valueOf(carted, "slug")))!;
    const cart = await testDb.db
      .insertInto("carts")
      .values({
        token: `ct_${randomUUID().replace(/-/g, "").slice(0, 24)}`,
        customer_id: null,
        status: "open",
        coupon_code: null,
        updated_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await testDb.db
      .insertInto("cart_lines")
      .values({ cart_id: cart.id, product_id: kept.id, quantity: 1, note: "", updated_at: new Date().toISOString() })
      .execute();
    const refused = (await post(`/vi/admin/products/${kept.id}`, String(kept.id), [
      ["intent", "delete"],
      ["confirmed", "1"],
    ])) as unknown as Answer;
    expect(refused.init?.status).toBe(409);
    expect(refused.data.message).toBe(
      `${valueOf(carted, "name_vi")} đang nằm trong giỏ hàng của khách nên không thể xóa: hãy ngừng bán thay vì xóa.`,
    );
  });

  it("lists with the search as a GET form: a Vietnamese name without accents, the SKU, a status; a bad status is set aside with its message", async () => {
    const fields = form({ name_vi: "" }, []);
    await post("/admin/products/new", "new", fields);
    const sku = valueOf(fields, "sku").toUpperCase();
    const list = async (query: string) => {
      const { args } = await run(`/vi/admin/products?${query}`, "manager", productsMiddleware);
      return (
        (await productsLoader(args)) as unknown as {
          data: { products: AdminProductListItem[]; problems: { field: string; message: string }[] };
        }
      ).data;
    };
    const bySku = await list(`q=${sku.toLowerCase()}`);
    expect(bySku.products.map((p) => p.sku)).toEqual([sku]);
    expect(bySku.products[0]!.missing_translations).toEqual(["vi"]);
    expect((await list("q=banh%20mi%20dac%20biet")).products.map((p) => p.slug)).toContain("banh-mi-dac-biet");
    const drafts = await list("status=draft");
    expect(drafts.products.every((p) => p.status === "draft")).toBe(true);
    const bad = await list("status=gone&q=banh");
    expect(bad.problems).toEqual([{ field: "status", message: "Hãy chọn đăng bán hoặc bản nháp." }]);
    expect(bad.products.length).toBeGreaterThan(0);
  });
});
