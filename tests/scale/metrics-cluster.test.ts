// GET /metrics with WEB_CONCURRENCY=2 (the built server, as `npm start` runs it, on one SQLite file): whichever worker a
// scrape reaches, it answers for both (the primary sums every worker's metrics), and a stuck worker is left out after
// a short wait instead of hanging the scrape.
import { get } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startServer, type ServerProcess } from "../support/checkout-load.ts";

const BUILD = process.env.BUILD_DIR ?? "build";
const TOKEN = "scale-metrics-token-0123456789";
const dir = mkdtempSync(join(tmpdir(), "metrics-cluster-"));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({
    args: [`${BUILD}/server-main.js`],
    env: {
      WEB_CONCURRENCY: "2",
      METRICS_TOKEN: TOKEN,
      SQLITE_PATH: join(dir, "bakery.sqlite"),
      OUTBOX_DIR: join(dir, "outbox"),
      UPLOADS_DIR: join(dir, "uploads"),
      PRIVATE_UPLOADS_DIR: join(dir, "private"),
      LOG_LEVEL: "warn",
      SHUTDOWN_TIMEOUT_MS: "3000",
    },
    timeoutMs: 60_000,
  });
  const deadline = Date.now() + 30_000;
  while (workersOf(server.child.pid!).length < 2) {
    if (Date.now() > deadline) throw new Error(`two workers did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(async () => {
  const workers = server ? workersOf(server.child.pid!) : [];
  for (const pid of workers) signal(pid, "SIGCONT");
  await server?.kill9();
  for (const pid of workers) signal(pid, "SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // gone already
  }
}

function workersOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** One request on a connection of its own (the primary hands each new connection to the next worker in turn). */
function request(path: string, headers: Record<string, string> = {}, timeoutMs = 10_000): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = get(`${server.base}${path}`, { agent: false, headers: { Connection: "close", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${path} in ${timeoutMs} ms`)));
    req.on("error", reject);
  });
}

const scrape = (timeoutMs?: number) => request("/metrics", { Authorization: `Bearer ${TOKEN}` }, timeoutMs);

function sample(text: string, line: RegExp): number {
  const found = text.split("\n").find((l) => line.test(l));
  return found ? Number(found.slice(found.lastIndexOf(" ") + 1)) : NaN;
}

const HEALTHZ = /^bakery_http_request_duration_seconds_count\{method="GET",route="\/healthz",status="200"\} /;

test("every worker answers for the cluster: one sum, whichever is asked", async () => {
  const before = await scrape();
  expect(before.status).toBe(200);
  const start = sample(before.text, HEALTHZ) || 0;
  for (let i = 0; i < 20; i++) expect((await request("/healthz")).status).toBe(200);
  // Four scrapes: the connections go to both workers in turn; each answer is the whole cluster's.
  for (let i = 0; i < 4; i++) {
    const { status, text } = await scrape();
    expect(status).toBe(200);
    expect(sample(text, /^bakery_metrics_workers_reporting /)).toBe(2);
    expect(sample(text, HEALTHZ) - start).toBe(20);
  }
});

test("a stuck worker is left out after a short wait: the scrape still answers, for the workers that did", async () => {
  const [stuck] = workersOf(server.child.pid!);
  signal(stuck!, "SIGSTOP");
  try {
    // A scrape handed to the stopped worker itself cannot be answered; the next connection goes to the other one.
    let answer: { status: number; text: string } | undefined;
    for (let i = 0; i < 4 && !answer; i++) {
      const started = Date.now();
      answer = await scrape(4_000).then(
        (a) => a,
        () => undefined,
      );
      if (answer) expect(Date.now() - started).toBeLessThan(5_000);
    }
    expect(answer?.status).toBe(200);
    expect(sample(answer!.text, /^bakery_metrics_workers_reporting /)).toBe(1);
    expect(sample(answer!.text, /^bakery_metrics_workers /)).toBe(2);
  } finally {
    signal(stuck!, "SIGCONT");
  }
}, 60_000);
