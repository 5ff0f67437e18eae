import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { findRedirect } from "./redirects.service.ts";
import { claimSlug, releaseSlug, renameSlug, slugFormatProblem, slugOwner } from "./slugs.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
});
afterAll(() => testDb.destroy());

describe("one namespace of slugs for products, posts and pages", () => {
  it("refuses a bad form and the shop's own paths", () => {
    expect(slugFormatProblem("banh-mi-chay")).toBeUndefined();
    for (const bad of ["", "Bánh-mì", "two  words", "-edge", "edge-", "a--b", "UPPER", "x".repeat(121), "a/b"])
      expect(slugFormatProblem(bad), bad).toBe("format");
    for (const reserved of ["admin", "products", "news", "cart", "api", "vi", "media"])
      expect(slugFormatProblem(reserved), reserved).toBe("reserved");
  });

  it("refuses a slug a seeded product, post or page has, whatever the kind claiming it", async () => {
    const taken = await testDb.db.selectFrom("slugs").select(["slug", "kind"]).execute();
    for (const kind of ["product", "post", "page"] as const) {
      const product = taken.find((s) => s.kind === kind)!;
      expect(await testDb.db.transaction().execute((trx) => claimSlug(trx, product.slug, "post", 999_001))).toBe("taken");
    }
  });

  it("gives a slug claimed by many at once to exactly one", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        testDb.db
          .transaction()
          .execute((trx) => claimSlug(trx, "mooncake-box", i % 2 ? "post" : "product", 900_000 + i))
          .catch((e: unknown) => e),
      ),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.filter((r) => r === "taken")).toHaveLength(7);
    expect(await slugOwner(testDb.db, "mooncake-box")).toBeTruthy();
  });

  it("a rename keeps a 301 from the old path, without chains, and the old slug is free again", async () => {
    await testDb.db.transaction().execute((trx) => claimSlug(trx, "cha-lua-v1", "product", 910_001));
    expect(await testDb.db.transaction().execute((trx) => renameSlug(trx, "product", 910_001, "cha-lua-v1", "cha-lua-v2"))).toBeUndefined();
    expect(await testDb.db.transaction().execute((trx) => renameSlug(trx, "product", 910_001, "cha-lua-v2", "cha-lua"))).toBeUndefined();
    expect(await findRedirect(testDb.db, "/cha-lua-v1")).toEqual({ to: "/cha-lua", status: 301, external: false });
    expect(await findRedirect(testDb.db, "/cha-lua-v2")).toEqual({ to: "/cha-lua", status: 301, external: false });
    expect(await slugOwner(testDb.db, "cha-lua")).toEqual({ kind: "product", entityId: 910_001 });
    expect(await slugOwner(testDb.db, "cha-lua-v1")).toBeUndefined();
    // A new entity taking an old path: the path is its own, the redirect from it goes.
    expect(await testDb.db.transaction().execute((trx) => claimSlug(trx, "cha-lua-v1", "page", 910_002))).toBeUndefined();
    expect(await findRedirect(testDb.db, "/cha-lua-v1")).toBeUndefined();
    // A rename onto a slug someone has is refused, and nothing moved.
    expect(await testDb.db.transaction().execute((trx) => renameSlug(trx, "product", 910_001, "cha-lua", "cha-lua-v1"))).toBe("taken");
    expect(await slugOwner(testDb.db, "cha-lua")).toEqual({ kind: "product", entityId: 910_001 });
    await testDb.db.transaction().execute((trx) => releaseSlug(trx, "product", 910_001));
    expect(await slugOwner(testDb.db, "cha-lua")).toBeUndefined();
  });
});
