// Each process keeps anonymous pages rendered in its own memory (server/http/page-cache.ts); a staff change made
// through one process must empty every process's copy at once (the content bus, server/scale/content-bus.ts). B's
// page is cached (a hit), the product is renamed through A's staff API, and B's very next request — not a poll —
// shows the new name, in English and in Vietnamese.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { insertStaff, staffCookieOf } from "../support/staff.ts";
import { api, startPair, type Pair, type ScaleServer } from "./harness.ts";

const SLUG = "banh-mi-hoa-cuc";

let pair: Pair;
let staffCookie = "";
let productId = 0;

beforeAll(async () => {
  pair = await startPair();
  const staff = await insertStaff(pair.db, "manager");
  staffCookie = await staffCookieOf({ request: (path, init) => pair.fetch(`${pair.a.base}${path}`, init) }, staff);
  productId = Number((await pair.db.selectFrom("products").select("id").where("slug", "=", SLUG).executeTakeFirstOrThrow()).id);
});
afterAll(() => pair?.close());

/** A visitor's page (no cookie at all, so it may come from the cache): its state and its text. */
async function page(server: ScaleServer, path: string): Promise<{ status: number; cache: string | null; html: string }> {
  const answer = await pair.fetch(`${server.base}${path}`, { headers: { Accept: "text/html" }, signal: AbortSignal.timeout(30_000) });
  return { status: answer.status, cache: answer.headers.get("x-page-cache"), html: await answer.text() };
}

/** The product as staff edit it: its current fields, with `change` applied, saved through `server`. */
async function rename(server: ScaleServer, change: { name_en?: string; name_vi?: string }): Promise<void> {
  const headers = { Cookie: staffCookie };
  const current = await api<{ product: Record<string, unknown> }>(pair, server, "GET", `/admin/products/${productId}`, { headers });
  expect(current.status, current.text).toBe(200);
  const {
    id: _id,
    status: _s,
    missing_translations: _m,
    category_name: _c,
    image: _i,
    images: _im,
    created_at: _ca,
    updated_at,
    ...fields
  } = current.body.data!.product;
  const saved = await api(pair, server, "PUT", `/admin/products/${productId}`, {
    headers,
    body: { ...fields, ...change, expected_updated_at: updated_at },
  });
  expect(saved.status, saved.text).toBe(200);
}

describe("a product renamed by staff through A", () => {
  for (const lang of ["en", "vi"] as const) {
    test(`shows renamed on B's cached page at once (${lang === "en" ? "English" : "Vietnamese"})`, async () => {
      const path = lang === "en" ? `/${SLUG}` : `/vi/${SLUG}`;
      const first = await page(pair.b, path);
      expect(first.status).toBe(200);
      const second = await page(pair.b, path);
      expect(second.cache, "B keeps the page: the second visit is served from its memory").toBe("hit");

      const tag = randomBytes(4).toString("hex");
      const name = lang === "en" ? `Golden Flower Loaf ${tag}` : `Bánh mì hoa cúc vàng ${tag}`;
      expect(second.html.includes(name)).toBe(false);
      await rename(pair.a, lang === "en" ? { name_en: name } : { name_vi: name });

      const next = await page(pair.b, path);
      expect(next.status).toBe(200);
      // (A yes/no, not the page itself: a failure's message would be the whole document.)
      expect.soft(next.html.includes(name), `B's next page (X-Page-Cache: ${next.cache}) shows "${name}"`).toBe(true);
      // And A, where the change was made (were this to fail too, the rename itself did not reach the page).
      const onA = await page(pair.a, path);
      expect(onA.html.includes(name), `A's next page (X-Page-Cache: ${onA.cache}) shows "${name}"`).toBe(true);
    });
  }
});
