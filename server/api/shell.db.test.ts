import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
});
afterAll(() => testDb.destroy());

interface Item {
  title: string;
  url: string | null;
  target: string | null;
  order: number;
  children: Item[];
}

describe("GET menus/main-menu", () => {
  it("returns data.menus as a tree sorted by order, titles in the request language", async () => {
    const en = await (await app.request("/api/v1/menus/main-menu", { headers: { "Http-Accept-Language": "en_US" } })).json();
    const vi = await (await app.request("/api/v1/menus/main-menu", { headers: { "Http-Accept-Language": "vi_VN" } })).json();
    const items: Item[] = en.data.menus;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.map((i) => i.order)).toEqual([...items.map((i) => i.order)].sort((a, b) => a - b));
    expect(items.some((i) => i.children.length > 0)).toBe(true);
    for (const item of items) expect([null, "_self", "_blank"]).toContain(item.target);
    expect(vi.data.menus.map((i: Item) => i.url)).toEqual(items.map((i) => i.url));
    expect(vi.data.menus[0].title).not.toBe(items[0]!.title);
  });

  it("answers 404 for an unknown menu and 422 for a malformed key", async () => {
    expect((await app.request("/api/v1/menus/footer-menu")).status).toBe(404);
    const bad = await app.request("/api/v1/menus/%3Cscript%3E");
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.key).toBeDefined();
  });
});

describe("GET theme-options/quan-ly-thong-tin-footer", () => {
  it("is Vietnamese when the request names no language", async () => {
    const res = await app.request("/api/v1/theme-options/quan-ly-thong-tin-footer");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.error).toBe(false);
    expect(body.data.shop_name).toBe("Tiệm Bánh Mai Vàng");
  });

  it("follows the language the request names", async () => {
    const body = await (
      await app.request("/api/v1/theme-options/quan-ly-thong-tin-footer", { headers: { "Http-Accept-Language": "en_US" } })
    ).json();
    expect(body.data.shop_name).toBe("Mai Vàng Bakery");
    expect(body.data.phone).toMatch(/555/);
  });

  it("answers 404 for an unknown option", async () => {
    const res = await app.request("/api/v1/theme-options/khong-co", { headers: { "Http-Accept-Language": "vi_VN" } });
    expect(res.status).toBe(404);
    expect((await res.json()).message).toBe("Không tìm thấy.");
  });
});
