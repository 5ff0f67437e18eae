import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/index.ts";
import { createTestDb, testDialect, type TestDb } from "../../../tests/support/db.ts";
import { insertStaff, type TestStaff } from "../../../tests/support/staff.ts";
import { announceContentChanges, contentVersion } from "../content/content-version.ts";
import { staffChange } from "./staff-change.ts";

// The one road every back-office write takes: the change and its audit line commit together or not at all, a save on a
// stale version gets the area's own refusal with the thing as it is now, and the content version moves after the
// commit, only when the change asks for it.

let testDb: TestDb;
let staff: TestStaff;
beforeAll(async () => {
  testDb = await createTestDb();
  staff = await insertStaff(testDb.db, "manager");
});
afterAll(() => testDb.destroy());

/** An area's own refusal of a stale save, as the services have them: the thing as it is now rides along. */
class AreaChanged extends Error {
  constructor(readonly current: unknown) {
    super("changed");
  }
}

const path = () => `/old-${randomUUID().slice(0, 8)}`;

async function addRule(from: string, updatedAt = "2026-01-01T00:00:00.000Z") {
  const row = await testDb.db
    .insertInto("redirects")
    .values({ from_path: from, to_url: "/menu", status_code: 301, updated_at: updatedAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

const ruleOf = (id: number, db: Db = testDb.db) =>
  db.selectFrom("redirects").select(["id", "from_path", "to_url", "updated_at"]).where("id", "=", id).executeTakeFirst();
const auditOf = (entityId: number | string) =>
  testDb.db.selectFrom("audit_log").selectAll().where("entity", "=", "test_rule").where("entity_id", "=", String(entityId)).execute();

describe("staffChange", () => {
  it("writes the change and its audit line together, by the actor, with the time given", async () => {
    const from = path();
    const id = await staffChange(testDb.db, staff, async ({ trx, audit }) => {
      const row = await trx
        .insertInto("redirects")
        .values({ from_path: from, to_url: "/news", status_code: 301, updated_at: "2026-02-01T00:00:00.000Z" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(
        { action: "test.create", entity: "test_rule", entityId: row.id, before: null, after: { from } },
        "2026-02-01T00:00:00.000Z",
      );
      return row.id;
    });
    expect(await ruleOf(id)).toMatchObject({ from_path: from, to_url: "/news" });
    const lines = await auditOf(id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      staff_id: staff.id,
      staff_name: staff.name,
      action: "test.create",
      before_json: null,
      after_json: JSON.stringify({ from }),
      created_at: "2026-02-01T00:00:00.000Z",
    });
  });

  it("rolls the change and its audit line back together when the callback throws, and throws the callback's error", async () => {
    const from = path();
    const id = await addRule(from);
    const failure = new Error("refused after writing");
    await expect(
      staffChange(testDb.db, staff, async ({ trx, audit }) => {
        await trx.updateTable("redirects").set({ to_url: "/elsewhere" }).where("id", "=", id).execute();
        await audit({ action: "test.update", entity: "test_rule", entityId: id, before: null, after: null });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await ruleOf(id)).toMatchObject({ to_url: "/menu" });
    expect(await auditOf(id)).toEqual([]);
  });

  it("refuses a change that wrote no audit line, and rolls it back; one that says it changed nothing commits", async () => {
    const id = await addRule(path());
    await expect(
      staffChange(testDb.db, staff, async ({ trx }) => {
        await trx.updateTable("redirects").set({ to_url: "/forgotten" }).where("id", "=", id).execute();
      }),
    ).rejects.toThrow(/no audit line/);
    expect(await ruleOf(id)).toMatchObject({ to_url: "/menu" });

    const answer = await staffChange(testDb.db, staff, async ({ nothingToAudit }) => {
      nothingToAudit();
      return "nothing to do";
    });
    expect(answer).toBe("nothing to do");
  });

  it("writes several audit lines in the one transaction", async () => {
    const id = await addRule(path());
    await staffChange(testDb.db, staff, async ({ audit }) => {
      await audit({ action: "test.first", entity: "test_rule", entityId: id, before: null, after: { n: 1 } });
      await audit({ action: "test.second", entity: "test_rule", entityId: id, before: { n: 1 }, after: { n: 2 } });
    });
    expect((await auditOf(id)).map((l) => l.action)).toEqual(["test.first", "test.second"]);
  });

  describe("the expected version", () => {
    const seen = "2026-03-01T00:00:00.000Z";

    it("refuses a version other than the one read with the area's own error and the thing as read, writing nothing", async () => {
      const id = await addRule(path(), seen);
      const error = await staffChange(testDb.db, staff, async ({ trx, version: expected, audit }) => {
        const before = (await ruleOf(id, trx))!;
        const version = expected(
          "2026-02-28T00:00:00.000Z",
          (now: typeof before) => new AreaChanged(now),
          async () => (await ruleOf(id, trx))!,
        );
        version.check(before);
        await trx.updateTable("redirects").set({ to_url: "/written" }).where("id", "=", id).execute();
        await audit({ action: "test.update", entity: "test_rule", entityId: id, before: null, after: null });
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AreaChanged);
      expect((error as AreaChanged).current).toMatchObject({ id, updated_at: seen, to_url: "/menu" });
      expect(await ruleOf(id)).toMatchObject({ to_url: "/menu", updated_at: seen });
      expect(await auditOf(id)).toEqual([]);
    });

    it("refuses when the guarded write finds the row moved on since, with the row as it is now, and rolls back what came before", async () => {
      const id = await addRule(path(), seen);
      const other = await addRule(path());
      const error = await staffChange(testDb.db, staff, async ({ trx, version: expected, audit }) => {
        const before = (await ruleOf(id, trx))!;
        const version = expected(
          seen,
          (now: typeof before) => new AreaChanged(now),
          async () => (await ruleOf(id, trx))!,
        );
        version.check(before);
        // Another save lands between the read and the guarded write (in this transaction, as a stand-in).
        await trx
          .updateTable("redirects")
          .set({ to_url: "/theirs", updated_at: "2026-03-02T00:00:00.000Z" })
          .where("id", "=", id)
          .execute();
        await trx.updateTable("redirects").set({ to_url: "/written-first" }).where("id", "=", other).execute();
        await version.write(trx.updateTable("redirects").set({ to_url: "/mine" }).where("id", "=", id).where("updated_at", "=", seen));
        await audit({ action: "test.update", entity: "test_rule", entityId: id, before: null, after: null });
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AreaChanged);
      expect((error as AreaChanged).current).toMatchObject({ id, to_url: "/theirs", updated_at: "2026-03-02T00:00:00.000Z" });
      expect(await ruleOf(id)).toMatchObject({ to_url: "/menu", updated_at: seen });
      expect(await ruleOf(other)).toMatchObject({ to_url: "/menu" });
      expect(await auditOf(id)).toEqual([]);
    });

    it("applies the change when the version is the one seen; a guarded DELETE counts as well", async () => {
      const id = await addRule(path(), seen);
      await staffChange(testDb.db, staff, async ({ trx, version: expected, audit }) => {
        const before = (await ruleOf(id, trx))!;
        const version = expected(
          seen,
          (now: typeof before | undefined) => new AreaChanged(now),
          () => ruleOf(id, trx),
        );
        version.check(before);
        await version.write(trx.deleteFrom("redirects").where("id", "=", id).where("updated_at", "=", seen));
        await audit({ action: "test.delete", entity: "test_rule", entityId: id, before, after: null });
      });
      expect(await ruleOf(id)).toBeUndefined();
      expect(await auditOf(id)).toHaveLength(1);
    });

    it("compares nothing when no version was sent, and takes a repository's yes or no as a guarded write", async () => {
      const refused = await staffChange(testDb.db, staff, async ({ version: expected, guard, nothingToAudit }) => {
        expected<{ updated_at: string }>(
          undefined,
          (now) => new AreaChanged(now),
          async () => ({ updated_at: seen }),
        ).check({ updated_at: "anything" });
        await guard(Promise.resolve(false), () => new AreaChanged("by the repository"));
        nothingToAudit();
      }).catch((e: unknown) => e);
      expect((refused as AreaChanged).current).toBe("by the repository");
    });
  });

  describe("the content version", () => {
    /** Listens to content changes: what the database showed the announcement (the change committed or not), and how many. */
    function listen(id: number) {
      const heard: (string | undefined)[] = [];
      const stop = announceContentChanges(async () => {
        heard.push((await ruleOf(id))?.to_url);
      });
      return { heard, stop };
    }

    it("moves once the change is committed, when asked", async () => {
      const id = await addRule(path());
      const before = await contentVersion(testDb.db);
      const { heard, stop } = listen(id);
      try {
        await staffChange(testDb.db, staff, { content: true }, async ({ trx, audit }) => {
          await trx.updateTable("redirects").set({ to_url: "/seen-by-visitors" }).where("id", "=", id).execute();
          await audit({ action: "test.update", entity: "test_rule", entityId: id, before: null, after: null });
          expect(heard).toEqual([]);
        });
      } finally {
        stop();
      }
      expect(heard).toEqual(["/seen-by-visitors"]);
      expect(await contentVersion(testDb.db)).toBe(before + 1);
    });

    it("stays when not asked, when the result says nothing changed, and when the change fails", async () => {
      const id = await addRule(path());
      const before = await contentVersion(testDb.db);
      const { heard, stop } = listen(id);
      try {
        await staffChange(testDb.db, staff, async ({ audit }) => {
          await audit({ action: "test.quiet", entity: "test_rule", entityId: id, before: null, after: null });
        });
        await staffChange(testDb.db, staff, { content: (r: { status: string }) => r.status === "ok" }, async ({ nothingToAudit }) => {
          nothingToAudit();
          return { status: "stale" };
        });
        await expect(
          staffChange(testDb.db, staff, { content: true }, async ({ audit }) => {
            await audit({ action: "test.failed", entity: "test_rule", entityId: id, before: null, after: null });
            throw new Error("refused");
          }),
        ).rejects.toThrow("refused");
      } finally {
        stop();
      }
      expect(heard).toEqual([]);
      expect(await contentVersion(testDb.db)).toBe(before);
      const moved = await staffChange(testDb.db, staff, { content: (r: { status: string }) => r.status === "ok" }, async ({ audit }) => {
        await audit({ action: "test.ok", entity: "test_rule", entityId: id, before: null, after: null });
        return { status: "ok" };
      });
      expect(moved.status).toBe("ok");
      expect(await contentVersion(testDb.db)).toBe(before + 1);
    });
  });

  it.runIf(testDialect() === "postgres")("holds the advisory lock asked for, for the length of the transaction", async () => {
    const key = 7_777_001;
    const held = async () =>
      Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${key} AND granted`.execute(
            testDb.db,
          )
        ).rows[0]!.n,
      );
    let inside = -1;
    await staffChange(testDb.db, staff, { lock: key }, async ({ trx, nothingToAudit, postgres }) => {
      expect(postgres).toBe(true);
      inside = Number(
        (
          await sql<{ n: number }>`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = ${key} AND granted`.execute(
            trx,
          )
        ).rows[0]!.n,
      );
      nothingToAudit();
    });
    expect(inside).toBe(1);
    expect(await held()).toBe(0);
  });
});
