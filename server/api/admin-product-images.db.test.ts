import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { photoJpeg, uploadForm } from "../../tests/support/images.ts";
import { signedInStaff } from "../../tests/support/staff.ts";

// A product's pictures through the real app: attach an upload with alt texts in both languages (a missing one
// flagged), save alt texts, order, remove — each audited, each guarded by the version seen (two saves at once → one
// 200, one 409 with the pictures now), each shown to the next visitor at once (the product's page and the list, with
// the copies' srcset and the alt in the request's language).

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";
let productId = 0;
const SLUG = "banh-mi-dac-biet";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { UPLOADS_DIR: mkdtempSync(join(tmpdir(), "uploads-")) });
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
  productId = (await testDb.db.selectFrom("products").select("id").where("slug", "=", SLUG).executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

async function call(method: string, path: string, body?: unknown, options: { lang?: "en" | "vi"; cookie?: string } = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const cookie = options.cookie ?? manager;
  if (cookie) headers.Cookie = cookie;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

async function uploaded(seed: number) {
  const res = await app.request("/api/v1/admin/images", {
    method: "POST",
    headers: { Cookie: manager },
    body: uploadForm(await photoJpeg(1600, 1200, { seed })),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { image: { id: number; src: string; srcset: { avif: string; webp: string } } } }).data.image;
}

type Picture = {
  id: number;
  media_id: number | null;
  path: string;
  alt_en: string;
  alt_vi: string;
  missing: string[];
  updated_at: string;
  srcset: { avif: string; webp: string } | null;
};
const images = async (id = productId) => (await call("GET", `/admin/products/${id}/images`)).body.data.images as Picture[];
const audit = (action: string) =>
  testDb.db.selectFrom("audit_log").selectAll().where("action", "=", action).where("entity_id", "=", String(productId)).execute();
const visitorSees = async (lang: "en" | "vi") => (await call("GET", `/products/${SLUG}`, undefined, { lang, cookie: "" })).body.data;

describe("a product's pictures", () => {
  it("attaches an upload with its alt texts; the next visitor sees it at once in each language, with srcset", async () => {
    const before = await images();
    expect(before.length).toBeGreaterThan(0);
    expect(before[0]!.media_id).toBeNull();
    expect(before[0]!.missing).toEqual(["en", "vi"]);

    const image = await uploaded(1);
    const res = await call(
      "POST",
      `/admin/products/${productId}/images`,
      { image_id: image.id, alt_en: "  A crusty bánh mì, cut open ", alt_vi: "Ổ bánh mì giòn, bổ đôi" },
      { lang: "vi" },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toMatch(/^Đã thêm ảnh vào Bánh mì .+\.$/);
    const added = res.body.data.images.at(-1) as Picture;
    expect(added).toMatchObject({
      media_id: image.id,
      path: image.src,
      alt_en: "A crusty bánh mì, cut open",
      alt_vi: "Ổ bánh mì giòn, bổ đôi",
      missing: [],
      srcset: image.srcset,
    });
    expect(await audit("product.image.attach")).toHaveLength(1);

    // Put it first: the product's page and its card show it.
    const order = [added, ...before].map((i) => ({ id: i.id, expected_updated_at: i.updated_at }));
    expect((await call("PUT", `/admin/products/${productId}/images`, { order })).status).toBe(200);
    for (const lang of ["en", "vi"] as const) {
      const product = await visitorSees(lang);
      expect(product.images[0]).toEqual({
        path: image.src,
        width: 1600,
        height: 1200,
        alt: lang === "en" ? "A crusty bánh mì, cut open" : "Ổ bánh mì giòn, bổ đôi",
        srcset: image.srcset,
      });
      expect(product.image.srcset.avif).toBe(image.srcset.avif);
      expect(product.images[1]).toMatchObject({ alt: "", srcset: null });
    }
    // A cart line shows it small: the narrowest copy.
    const cart = await call("POST", "/carts", { product_id: productId, quantity: 1 }, { cookie: "" });
    expect(cart.body.data.items[0].image_path).toBe(image.srcset.webp.split(" ")[0]);
    expect(cart.body.data.items[0].image_path).toMatch(/-320\.webp$/);
    const list = await call("GET", "/products?q=banh%20mi%20dac", undefined, { cookie: "" });
    expect(list.body.data.items.find((p: { slug: string }) => p.slug === SLUG).image.path).toBe(image.src);
  });

  it("flags a missing translation, and refuses the same upload twice, an unknown upload and a long alt (422)", async () => {
    const image = await uploaded(2);
    const res = await call("POST", `/admin/products/${productId}/images`, { image_id: image.id, alt_en: "Only English" });
    expect(res.status).toBe(201);
    expect(res.body.data.images.at(-1)).toMatchObject({ alt_vi: "", missing: ["vi"] });
    expect((await visitorSees("vi")).images.find((i: { path: string }) => i.path === image.src).alt).toBe("");

    const again = await call("POST", `/admin/products/${productId}/images`, { image_id: image.id }, { lang: "vi" });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ image_id: ["Ảnh này đã có trong sản phẩm."] });
    expect((await call("POST", `/admin/products/${productId}/images`, { image_id: 99999 })).body.errors).toEqual({
      image_id: ["Choose an uploaded image."],
    });
    expect((await call("POST", `/admin/products/${productId}/images`, { image_id: "abc" })).status).toBe(422);
    const long = await call("POST", `/admin/products/${productId}/images`, { image_id: (await uploaded(3)).id, alt_en: "x".repeat(251) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ alt_en: ["An alt text is at most 250 characters."] });
    expect((await call("POST", "/admin/products/999999/images", { image_id: image.id })).status).toBe(404);
    expect((await call("GET", "/admin/products/999999/images")).status).toBe(404);
  });

  it("saves alt texts from the version seen: two saves at once → one 200, one 409 with the pictures now; audited", async () => {
    const [first] = await images();
    const answers = await Promise.all(
      ["Bánh mì, first staff", "Bánh mì, second staff"].map((alt_en) =>
        call("PUT", `/admin/products/${productId}/images/${first!.id}`, {
          alt_en,
          alt_vi: "Bánh mì",
          expected_updated_at: first!.updated_at,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    const won = answers.find((a) => a.status === 200)!;
    expect(lost.body.message).toBe(
      "Someone else changed this product's images meanwhile. Here they are as they are now: check and try again.",
    );
    expect(lost.body.data.images[0].alt_en).toBe(won.body.data.images[0].alt_en);
    expect((await images())[0]!.alt_en).toBe(won.body.data.images[0].alt_en);
    expect(await audit("product.image.alt")).toHaveLength(1);
    expect((await visitorSees("en")).images[0].alt).toBe(won.body.data.images[0].alt_en);

    const stale = await call("PUT", `/admin/products/${productId}/images/${first!.id}`, {
      alt_en: "late",
      alt_vi: "",
      expected_updated_at: first!.updated_at,
    });
    expect(stale.status).toBe(409);
    expect((await call("PUT", `/admin/products/${productId}/images/${first!.id}`, { alt_en: "x" })).status).toBe(422);
    expect(
      (await call("PUT", `/admin/products/${productId}/images/999999`, { alt_en: "x", expected_updated_at: first!.updated_at })).status,
    ).toBe(404);
  });

  it("orders from the versions seen: four orders at once → one wins; a picture added meanwhile → 409", async () => {
    const now = await images();
    const forward = now.map((i) => ({ id: i.id, expected_updated_at: i.updated_at }));
    // Orders touching the same rows in different orders: one wins, the others 409 — never a deadlock (500).
    const orders = [
      forward.slice().reverse(),
      [forward[1]!, forward[0]!, ...forward.slice(2)],
      [...forward.slice(1), forward[0]!],
      [forward.at(-1)!, ...forward.slice(0, -1)],
    ];
    const answers = await Promise.all(orders.map((order) => call("PUT", `/admin/products/${productId}/images`, { order })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const won = answers.find((a) => a.status === 200)!.body.data.images.map((i: Picture) => i.id);
    expect((await images()).map((i) => i.id)).toEqual(won);

    const seen = await images();
    await call("POST", `/admin/products/${productId}/images`, { image_id: (await uploaded(4)).id, alt_en: "Added meanwhile" });
    const late = await call("PUT", `/admin/products/${productId}/images`, {
      order: seen.map((i) => ({ id: i.id, expected_updated_at: i.updated_at })),
    });
    expect(late.status).toBe(409);
    expect(late.body.data.images).toHaveLength(seen.length + 1);
    expect((await call("PUT", `/admin/products/${productId}/images`, { order: [] })).status).toBe(422);
    expect((await call("PUT", `/admin/products/${productId}/images`, { order: [forward[0], forward[0]] })).status).toBe(422);
    expect((await audit("product.image.reorder")).length).toBe(2);
  });

  it("removes a picture from the version seen: two at once → one 200, the other 409 or 404; the visitor no longer sees it", async () => {
    const [first, second] = await images();
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(
          "DELETE",
          `/admin/products/${productId}/images/${first!.id}?expected_updated_at=${encodeURIComponent(first!.updated_at)}`,
          undefined,
          { lang: "vi" },
        ),
      ),
    );
    // The loser finds it changed (409) or, its transaction coming after the other's, gone (404): never removed twice.
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect([404, 409]).toContain(answers.find((a) => a.status !== 200)!.status);
    expect(answers.find((a) => a.status === 200)!.body.message).toMatch(/^Đã gỡ ảnh khỏi Bánh mì .+\.$/);
    expect((await images()).map((i) => i.id)).not.toContain(first!.id);
    expect((await visitorSees("en")).images[0].path).toBe(second!.path);
    expect(await audit("product.image.remove")).toHaveLength(1);
    expect((await call("DELETE", `/admin/products/${productId}/images/${second!.id}`)).status).toBe(422);
    expect(
      (await call("DELETE", `/admin/products/${productId}/images/${second!.id}?expected_updated_at=2020-01-01T00:00:00.000Z`)).status,
    ).toBe(409);
    // The upload itself stays.
    if (first!.media_id)
      expect(await testDb.db.selectFrom("media_images").select("id").where("id", "=", first!.media_id).executeTakeFirst()).toBeDefined();
  });
});
