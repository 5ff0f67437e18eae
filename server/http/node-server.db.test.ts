import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { rawExchange, startTestServer, type LogLine } from "../../tests/support/server.ts";

// The real Node server on a loopback port, with small limits so that a slow client is cut off within a second or two.

const LIMITS = { HTTP_HEADERS_TIMEOUT_MS: "600", HTTP_REQUEST_TIMEOUT_MS: "1000", HTTP_KEEP_ALIVE_TIMEOUT_MS: "300" };
const ERROR = 50;

let testDb: TestDb;
let server: Awaited<ReturnType<typeof startTestServer>>;

/** A page handler that reads the posted form, as React Router's actions do. */
const readsTheForm = async (request: Request) => new Response(String((await request.formData()).get("q")));

beforeAll(async () => {
  testDb = await createTestDb();
  server = await startTestServer(testDb, LIMITS, readsTheForm);
});
afterAll(async () => {
  await server.close();
  await testDb.destroy();
});

/** Waits until the request log has a line for `path` (the server finishes a request after the client has gone). */
async function logFor(path: string, timeoutMs = 3000): Promise<LogLine[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const done = server.lines.filter((line) => line.path === path && /^request/.test(line.msg));
    if (done.length) return server.lines.filter((line) => line.path === path || line.requestId === done[0]!.requestId);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no request log line for ${path}`);
}

const post = (path: string, type: string, length: number, part: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${length}\r\n\r\n${part}`;

describe("slow clients", () => {
  it("a body that never finishes is answered 408 and the connection closed within the request timeout", async () => {
    const { received, closedAfterMs } = await rawExchange(server.port, post("/api/v1/carts", "application/json", 1000, '{"product_id":'), {
      waitMs: 4000,
    });
    expect(closedAfterMs, "the server still held the connection after 4 s").not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2500);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it("headers that never finish are cut off within the headers timeout", async () => {
    const { received, closedAfterMs } = await rawExchange(server.port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1", {
      waitMs: 4000,
    });
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2000);
    expect(received).toMatch(/^HTTP\/1\.1 408 |^$/);
  });

  it("an idle kept-alive connection is closed after the keep-alive timeout", async () => {
    const { received, closedAfterMs } = await rawExchange(server.port, "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", {
      waitMs: 4000,
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(2500);
  });
});

describe("a client that hangs up mid-body", () => {
  it("on the API: no error line and no 500 in the log, a debug line instead", async () => {
    const path = "/api/v1/carts";
    const before = server.lines.length;
    await rawExchange(server.port, post(path, "application/json", 1000, '{"product_id":'), { waitMs: 2000, hangUpAfterMs: 100 });
    const lines = (await logFor(path)).filter((line) => server.lines.indexOf(line) >= before);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(lines.filter((line) => line.status === 500)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 20, path, aborted: true, msg: "request aborted by the client" }));
  });

  it("on a page that reads the form: no error line and no 500 in the log", async () => {
    const path = "/contact";
    const before = server.lines.length;
    await rawExchange(server.port, post(path, "application/x-www-form-urlencoded", 1000, "q=ban"), { waitMs: 2000, hangUpAfterMs: 100 });
    const lines = (await logFor(path)).filter((line) => server.lines.indexOf(line) >= before);
    expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    expect(lines.filter((line) => line.status === 500)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 20, path, aborted: true }));
  });

  it("a complete request is still logged at info with its status", async () => {
    const { received } = await rawExchange(server.port, `${post("/contact", "application/x-www-form-urlencoded", 5, "q=ban")}`, {
      waitMs: 1500,
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(server.lines).toContainEqual(expect.objectContaining({ level: 30, path: "/contact", status: 200, msg: "request" }));
  });
});

describe("load balancer probes", () => {
  it("a passing /healthz or /readyz is logged at debug only, so probes every few seconds do not bury the requests", async () => {
    const before = server.lines.length;
    const since = () => server.lines.slice(before);
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await fetch(`http://127.0.0.1:${server.port}${path}`);
      expect(answer.status).toBe(200);
    }
    await expect
      .poll(() =>
        since()
          .filter((line) => line.msg === "probe")
          .map((line) => [line.path, line.level]),
      )
      .toEqual([
        ["/healthz", 20],
        ["/readyz", 20],
      ]);
    expect(since().filter((line) => (line.path === "/healthz" || line.path === "/readyz") && line.level >= 30)).toEqual([]);
  });
});
