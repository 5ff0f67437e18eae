import type { AppLoadContext } from "react-router";
import { requestLocale } from "../../server/i18n/locales.shared.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { notFoundOrRedirect } from "./fallback.server.ts";

// The shop's redirect rules go through the same gate as every other redirect target.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
  await testDb.db
    .insertInto("redirects")
    .values([
      { from_path: "/old-menu", to_url: "/products", status_code: 301 },
      { from_path: "/sneaky", to_url: "//evil.example", status_code: 302 },
      { from_path: "/sneakier", to_url: "/.//evil.example", status_code: 302 },
    ])
    .execute();
});
afterAll(() => testDb.destroy());

async function answer(path: string): Promise<{ status: number; location: string | null }> {
  try {
    await notFoundOrRedirect(new Request(`http://shop.test${path}`), {
      db: testDb.db,
      locale: requestLocale(new URL(`http://shop.test${path}`)),
    } as AppLoadContext);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    // `data(…, { status: 404 })`: the not-found page.
    const init = (thrown as { init?: { status?: number } } | null)?.init;
    if (init?.status) return { status: init.status, location: null };
    throw thrown;
  }
  throw new Error("notFoundOrRedirect returned");
}

describe("notFoundOrRedirect", () => {
  it("follows an internal rule in the page's locale", async () => {
    expect(await answer("/old-menu")).toEqual({ status: 301, location: "/products" });
    expect(await answer("/vi/old-menu")).toEqual({ status: 301, location: "/vi/products" });
  });

  it("treats a rule whose target would read as another host as no rule (404)", async () => {
    for (const path of ["/sneaky", "/sneakier", "/vi/sneaky"]) expect(await answer(path), path).toEqual({ status: 404, location: null });
  });
});
