import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { contentChanged, contentVersion } from "./content-version.ts";
import { getShellContent, SHELL_CONTENT_TTL_MS } from "./shell.service.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
});
afterAll(() => testDb.destroy());

async function setShopName(name: string) {
  const row = await testDb.db
    .selectFrom("theme_options")
    .select("value_json")
    .where("key", "=", "shop")
    .where("locale", "=", "en")
    .executeTakeFirstOrThrow();
  const value = { ...(JSON.parse(row.value_json) as Record<string, unknown>), name };
  await testDb.db
    .updateTable("theme_options")
    .set({ value_json: JSON.stringify(value) })
    .where("key", "=", "shop")
    .where("locale", "=", "en")
    .execute();
}

describe("shell content (shop, menu, footer on every page)", () => {
  it("gives the shop, the main menu and the footer in the language asked for", async () => {
    const en = await getShellContent<{ shop_name: string }>(testDb.db, "en", 1_000);
    const vi = await getShellContent<{ shop_name: string }>(testDb.db, "vi", 1_000);
    expect(en.shop?.name).toBe("Mai Vàng Bakery");
    expect(vi.shop?.name).toBe("Tiệm Bánh Mai Vàng");
    expect(en.menu?.length).toBeGreaterThan(0);
    expect(en.menu?.map((i) => i.title)).not.toEqual(vi.menu?.map((i) => i.title));
    expect(en.footer).toBeTruthy();
  });

  it("reuses what it read until the time is up, then shows a staff edit", async () => {
    const start = 10_000_000;
    expect((await getShellContent(testDb.db, "en", start)).shop?.name).toBe("Mai Vàng Bakery");
    await setShopName("Mai Vàng Bakery & Café");
    expect((await getShellContent(testDb.db, "en", start + SHELL_CONTENT_TTL_MS - 1)).shop?.name).toBe("Mai Vàng Bakery");
    expect((await getShellContent(testDb.db, "en", start + SHELL_CONTENT_TTL_MS)).shop?.name).toBe("Mai Vàng Bakery & Café");
    await setShopName("Mai Vàng Bakery");
  });
});

describe("a staff change to what the shell shows", () => {
  it("shows on the next page at once, before the time is up", async () => {
    const start = 20_000_000;
    expect((await getShellContent(testDb.db, "en", start)).shop?.name).toBe("Mai Vàng Bakery");
    const before = await contentVersion(testDb.db);
    await setShopName("Mai Vàng Bakery & Café");
    expect(await contentChanged(testDb.db)).toBe(before + 1);
    expect(await contentVersion(testDb.db)).toBe(before + 1);
    expect((await getShellContent(testDb.db, "en", start + 1)).shop?.name).toBe("Mai Vàng Bakery & Café");
    await setShopName("Mai Vàng Bakery");
    await contentChanged(testDb.db);
    expect((await getShellContent(testDb.db, "en", start + 2)).shop?.name).toBe("Mai Vàng Bakery");
  });

  it("counts every change once when staff change things at once", async () => {
    const before = await contentVersion(testDb.db);
    await Promise.all(Array.from({ length: 10 }, () => contentChanged(testDb.db)));
    expect(await contentVersion(testDb.db)).toBe(before + 10);
  });
});
