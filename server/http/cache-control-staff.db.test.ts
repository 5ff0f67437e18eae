import type { RouteConfigEntry } from "@react-router/dev/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes.ts";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";

// Every answer that depends on a staff session is the staff member's alone: `Cache-Control: private, no-store` and
// `Vary: Cookie, Authorization`, whichever way the session travels (the `staff_token` cookie or `Authorization: Staff
// <token>`). The admin API's GET calls are taken from the OpenAPI document and the back office's pages from the route
// list, so a new call or page is covered without touching this file. The pages stand in as one handler that claims
// every page may be shared (the worst a route could say): the rule must win over it.

const PRIVATE = "private, no-store";

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let signIns: Record<string, Record<string, string>>;

async function standInPage(): Promise<Response> {
  return new Response("<!doctype html>", {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60", Vary: "Accept-Encoding" },
  });
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, {}, standInPage);
  const owner = await signedInStaff(app, testDb.db, "owner");
  const token = owner.cookie.slice("staff_token=".length);
  signIns = { cookie: { Cookie: owner.cookie }, header: { Authorization: `Staff ${token}` } };
});
afterAll(() => testDb.destroy());

/** The path of every page below `entries`, parameters filled in with `1`. */
function pagePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/:\w+/g, "1");
    return [...(entry.index || entry.path !== undefined ? [path || "/"] : []), ...pagePaths(entry.children ?? [], path)];
  });
}

const ADMIN_PAGES = [...new Set(pagePaths(routes).filter((path) => /^(\/vi)?\/admin(\/|$)/.test(path)))];
/** Each page and its client navigation's data request (React Router: `/admin/orders.data`, an index's `/admin/_.data`). */
const ADMIN_PAGE_REQUESTS = ADMIN_PAGES.flatMap((path) => [path, `${path}.data`, `${path}/_.data`]);

function expectPrivate(res: Response, what: string) {
  expect(res.headers.get("Cache-Control"), what).toBe(PRIVATE);
  const vary = (res.headers.get("Vary") ?? "").toLowerCase();
  expect(vary, what).toContain("cookie");
  expect(vary, what).toContain("authorization");
}

describe("staff answers are never stored", () => {
  it("the route list has the back office's pages in both languages", () => {
    expect(ADMIN_PAGES).toContain("/admin");
    expect(ADMIN_PAGES).toContain("/admin/customers");
    expect(ADMIN_PAGES).toContain("/vi/admin/orders/1");
    expect(ADMIN_PAGES).toContain("/vi/admin/custom-cakes/1/photos/1");
    expect(ADMIN_PAGES.length).toBeGreaterThan(50);
  });

  it("every admin API GET of the document, signed in by cookie and by header", async () => {
    const doc = (await (await app.request("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    const gets = Object.keys(doc.paths).filter((path) => path.startsWith("/admin") && doc.paths[path]!.get);
    expect(gets).toContain("/admin/customers");
    expect(gets).toContain("/admin/me");
    // The document says so.
    const declared = doc.paths["/admin/customers"]!.get as { responses: Record<string, { headers?: Record<string, unknown> }> };
    expect(Object.keys(declared.responses["200"]!.headers ?? {})).toEqual(expect.arrayContaining(["Cache-Control", "Vary"]));
    for (const path of gets) {
      const url = `/api/v1${path.replace(/\{\w+\}/g, "1")}`;
      for (const [how, headers] of Object.entries(signIns)) {
        const res = await app.request(url, { headers });
        // Signed in: the call's own answer (200, or 404/422 for the parameter filled in), never the guard's 401.
        expect(res.status, `${url} by ${how}`).not.toBe(401);
        expectPrivate(res, `${url} by ${how}`);
      }
    }
  });

  it("every back office page and its .data request, signed in by cookie and by header, and anonymous", async () => {
    for (const path of ADMIN_PAGE_REQUESTS) {
      for (const [how, headers] of Object.entries({ ...signIns, anonymous: {} })) {
        expectPrivate(await app.request(`http://shop.test${path}`, { headers }), `${path} by ${how}`);
      }
    }
  });

  it("any page or API answer asked with a staff session is private, the catalog too", async () => {
    for (const path of ["/", "/products", "/vi/products", "/products.data", "/_.data", "/api/v1/products", "/api/v1/posts"]) {
      for (const [how, headers] of Object.entries(signIns)) {
        expectPrivate(await app.request(`http://shop.test${path}`, { headers }), `${path} by ${how}`);
      }
    }
  });

  it("the anonymous catalog keeps what its route says", async () => {
    const res = await app.request("http://shop.test/products");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=60");
  });
});
