import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { latestBuild, registerBuild } from "./builds.ts";

// The new-build signal is the same whichever process is asked: the build first seen last.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

it("answers the build first seen last; an old build started again does not become the latest", async () => {
  const { db } = testDb;
  expect(await latestBuild(db)).toBeNull();
  await registerBuild(db, "old_build", "2026-11-26T08:00:00.000Z");
  await registerBuild(db, "new_build", "2026-11-26T09:00:00.000Z");
  expect(await latestBuild(db)).toBe("new_build");
  // A worker of the old build restarted after the deploy (or one of its processes starting late).
  await registerBuild(db, "old_build", "2026-11-26T09:30:00.000Z");
  expect(await latestBuild(db)).toBe("new_build");
  // Both processes of a new build start at once.
  await Promise.all([registerBuild(db, "newest", "2026-11-26T10:00:00.000Z"), registerBuild(db, "newest", "2026-11-26T10:00:01.000Z")]);
  expect(await latestBuild(db)).toBe("newest");
});

it("forgets all but the last twenty builds", async () => {
  const { db } = testDb;
  for (let i = 0; i < 25; i++)
    await registerBuild(db, `b${String(i).padStart(2, "0")}`, `2026-12-01T00:00:${String(i).padStart(2, "0")}.000Z`);
  const kept = await db.selectFrom("app_meta").select("key").where("key", "like", "build%").execute();
  expect(kept).toHaveLength(20);
  expect(await latestBuild(db)).toBe("b24");
});

it("GET /builds/latest.json answers the latest build, also from a process still running an older one", async () => {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  const deps = { config, db: testDb.db, dialect: testDb.dialect, logger: createLogger(config), mailer: createMailer(config) };
  await registerBuild(testDb.db, "build_a", "2027-01-01T00:00:00.000Z");
  const oldProcess = createApp({ ...deps, buildId: "build_a" });
  expect(await (await oldProcess.request("/builds/latest.json")).json()).toEqual({ buildId: "build_a" });
  // The deploy: a process of the new build starts.
  await registerBuild(testDb.db, "build_b", "2027-01-01T01:00:00.000Z");
  const answer = await oldProcess.request("/builds/latest.json");
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await answer.json()).toEqual({ buildId: "build_b" });
});
