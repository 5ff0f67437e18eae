import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type AppOptions } from "../app.ts";
import { loadConfig } from "../config.ts";
import { slugFormatProblem } from "../domain/content/slugs.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";

// /healthz says the process is alive (an orchestrator restarts it when not); /readyz says whether a load balancer
// should send it requests: the database (and any extra readiness check) answers and it is not stopping.

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

/** The real app over `db`, with the two options boot.ts gives it (the shared test app takes neither). */
function appWith(db: TestDb, options: Pick<AppOptions, "readiness" | "isShuttingDown"> = {}) {
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", OUTBOX_DIR: mkdtempSync(join(tmpdir(), "outbox-")) });
  return createApp({ config, db: db.db, dialect: db.dialect, logger: createLogger(config), mailer: createMailer(config), ...options });
}

describe("/readyz", () => {
  it("is ready when the database answers, never kept by a cache, for many checks at once", async () => {
    const app = appWith(testDb);
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.request("/readyz")));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok" } });
    }
    const head = await app.request("/readyz", { method: "HEAD" });
    expect(head.status).toBe(200);
  });

  it("includes the extra checks and answers 503 naming the one that failed", async () => {
    const ready = appWith(testDb, { readiness: async () => ({ cache: true }) });
    const res = await ready.request("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", checks: { database: "ok", cache: "ok" } });

    const cacheDown = appWith(testDb, { readiness: async () => ({ cache: false }) });
    const down = await cacheDown.request("/readyz");
    expect(down.status).toBe(503);
    expect(down.headers.get("cache-control")).toBe("no-store");
    expect(await down.json()).toEqual({ status: "error", checks: { database: "ok", cache: "unreachable" } });
  });

  it("counts a check that throws or hangs as failed, and still answers within a load balancer's patience", async () => {
    const throwing = appWith(testDb, { readiness: () => Promise.reject(new Error("boom")) });
    const thrown = await throwing.request("/readyz");
    expect(thrown.status).toBe(503);
    expect((await thrown.json()).checks).toEqual({ database: "ok", readiness: "unreachable" });

    const hanging = appWith(testDb, { readiness: () => new Promise(() => {}) });
    const started = Date.now();
    const hung = await hanging.request("/readyz");
    expect(hung.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it("answers 503 once the server is shutting down, so the load balancer stops sending", async () => {
    let stopping = false;
    const app = appWith(testDb, { isShuttingDown: () => stopping });
    expect((await app.request("/readyz")).status).toBe(200);
    stopping = true;
    const res = await app.request("/readyz");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: "stopping" });
    // Still alive: an orchestrator must not kill a process that is finishing its requests.
    expect((await app.request("/healthz")).status).toBe(200);
  });
});

describe("with the database gone", () => {
  it("/readyz answers 503 naming the database; /healthz stays 200, as the process itself is fine", async () => {
    const broken = await createTestDb();
    const app = appWith(broken);
    await broken.destroy();
    const [ready, live] = await Promise.all([app.request("/readyz"), app.request("/healthz")]);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "error", checks: { database: "unreachable" } });
    expect(live.status).toBe(200);
    expect(await live.json()).toMatchObject({ status: "ok" });
  });
});

it("no product, post or page can take /readyz or /healthz as its slug", () => {
  expect(slugFormatProblem("readyz")).toBe("reserved");
  expect(slugFormatProblem("healthz")).toBe("reserved");
});
