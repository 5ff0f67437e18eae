// SIGTERM drains before it closes (server/boot.ts): what a load balancer in front needs to move on without one failed
// request. The real start-up, one process, run from source:
//   • at once, /readyz answers 503 (a balancer that asks stops sending), but the process still serves reads and
//     writes for SHUTDOWN_DRAIN_MS, each answer saying `Connection: close` and closing its connection after it;
//   • a kept-alive connection left idle is not cut under a request that may be on its way: it still answers;
//   • after the drain, reads are turned away with a 503 (undone: a proxy sends them elsewhere) while writes are still
//     done, until no connection has come for a moment;
//   • only then does it refuse connections, and it exits 0;
//   • a second signal ends the drain at once.
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { HOST, serverFilesIn, startServer, type ServerProcess } from "../support/checkout-load.ts";

const dir = mkdtempSync(join(tmpdir(), "drain-"));
const env = { ...serverFilesIn(dir), LOG_LEVEL: "warn" };
const serverArgs = ["--import", "tsx", "tests/crash/api-server.ts"];
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) await server.kill9();
  rmSync(dir, { recursive: true, force: true });
});

/** One kept-alive HTTP/1.1 connection, read by hand: which answers it got, and whether the server closed it. */
class Connection {
  private socket: Socket;
  private buffer = "";
  closed = false;
  private waiting: (() => void) | undefined;

  constructor(port: number) {
    this.socket = connect(port, HOST);
    // One character a byte, so that Content-Length counts what is read (the bodies checked here are ASCII).
    this.socket.setEncoding("latin1");
    this.socket.on("data", (chunk: string) => {
      this.buffer += chunk;
      this.waiting?.();
    });
    this.socket.on("close", () => {
      this.closed = true;
      this.waiting?.();
    });
    this.socket.on("error", () => {});
  }

  /** Sends one request and reads its whole answer (its head, and a Content-Length or chunked body). */
  async request(method: string, path: string, body?: string): Promise<{ status: number; head: string; body: string }> {
    const head = [`${method} ${path} HTTP/1.1`, `Host: ${HOST}`, "Accept-Encoding: identity"];
    if (body !== undefined) head.push("Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`);
    this.socket.write(`${head.join("\r\n")}\r\n\r\n${body ?? ""}`);
    const deadline = Date.now() + 5_000;
    for (;;) {
      const end = this.buffer.indexOf("\r\n\r\n");
      if (end >= 0) {
        const answerHead = this.buffer.slice(0, end);
        if (/\r\ntransfer-encoding:\s*chunked/i.test(answerHead)) {
          const last = this.buffer.indexOf("\r\n0\r\n\r\n", end);
          if (last >= 0) {
            const answerBody = this.buffer.slice(end + 4, last);
            this.buffer = this.buffer.slice(last + 7);
            return { status: Number(answerHead.split(" ")[1]), head: answerHead.toLowerCase(), body: answerBody };
          }
        }
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(answerHead)?.[1] ?? 0);
        if (!/\r\ntransfer-encoding/i.test(answerHead) && this.buffer.length >= end + 4 + length) {
          const answerBody = this.buffer.slice(end + 4, end + 4 + length);
          this.buffer = this.buffer.slice(end + 4 + length);
          return { status: Number(answerHead.split(" ")[1]), head: answerHead.toLowerCase(), body: answerBody };
        }
      }
      if (this.closed) throw new Error(`the server closed the connection before answering ${method} ${path}`);
      if (Date.now() > deadline) throw new Error(`no answer to ${method} ${path} within 5 s`);
      await new Promise<void>((resolve) => {
        this.waiting = resolve;
        setTimeout(resolve, 50);
      });
    }
  }

  async closedWithin(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!this.closed && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    return this.closed;
  }

  end() {
    this.socket.destroy();
  }
}

async function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

test("SIGTERM: /readyz 503 at once, reads and writes still served with Connection: close for the drain, then refused, exit 0", async () => {
  const drainMs = 3_000;
  const server = await startServer({ args: serverArgs, env: { ...env, SHUTDOWN_DRAIN_MS: String(drainMs) }, timeoutMs: 60_000 });
  servers.push(server);

  const idle = new Connection(server.port);
  const before = await idle.request("GET", "/healthz");
  expect(before.status).toBe(200);
  expect(before.head).not.toContain("connection: close");
  const instance = (JSON.parse(before.body) as { instance: string }).instance;
  expect(instance).toMatch(/^[0-9a-f]{12}$/);
  const busy = new Connection(server.port);
  const products = await busy.request("GET", "/api/v1/products");
  expect(products.status).toBe(200);
  const productId = /"id":(\d+)/.exec(products.body)![1];

  const signalledAt = Date.now();
  server.child.kill("SIGTERM");
  // The same signal delivered twice (`npm start` in a terminal: the terminal's and npm's own) is one: the drain stays.
  await new Promise((resolve) => setTimeout(resolve, 50));
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 250));

  // A balancer that asks is told to move on…
  const ready = await new Connection(server.port).request("GET", "/readyz");
  expect(ready.status).toBe(503);
  expect(JSON.parse(ready.body)).toMatchObject({ status: "stopping" });
  // …while what still arrives is served, on a connection kept from before and on new ones, each then closed.
  const read = await busy.request("GET", "/api/v1/products");
  expect(read.status).toBe(200);
  expect(read.head).toContain("connection: close");
  expect(await busy.closedWithin(1_000), "the connection closes after its answer").toBe(true);
  const fresh = new Connection(server.port);
  const write = await fresh.request("POST", "/api/v1/carts", `{"product_id":${productId},"quantity":1}`);
  expect(write.status, write.body).toBeLessThan(300);
  expect(write.body).toContain('"token"');
  expect(write.head).toContain("connection: close");
  expect(await fresh.closedWithin(1_000)).toBe(true);

  // The idle connection was never cut: a request sent on it now (as a proxy reusing it would) is answered.
  expect(idle.closed).toBe(false);
  const late = await idle.request("GET", "/healthz");
  expect(late.status).toBe(200);
  expect(JSON.parse(late.body)).toMatchObject({ status: "ok", instance });
  expect(late.head).toContain("connection: close");
  expect(Date.now() - signalledAt, "all of that happened inside the drain").toBeLessThan(drainMs);
  expect(await refused(server.port), "still listening during the drain").toBe(false);

  // After the drain: reads turned away undone, writes still done, each connection closed after its answer. A proxy's
  // steady traffic (a new connection every 100 ms) runs up to then, as it would.
  while (Date.now() < signalledAt + drainMs + 100) {
    expect([200, 503]).toContain((await new Connection(server.port).request("GET", "/healthz")).status);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const away = await new Connection(server.port).request("GET", "/api/v1/products");
  expect(away.status).toBe(503);
  expect(away.head).toContain("retry-after: 1");
  expect(away.body).toContain("restarting");
  const stillWritten = await new Connection(server.port).request("POST", "/api/v1/carts", `{"product_id":${productId},"quantity":1}`);
  expect(stillWritten.status, stillWritten.body).toBeLessThan(300);

  // Then nothing listens, and the process has stopped cleanly.
  const exit = await server.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(drainMs);
  expect(await refused(server.port)).toBe(true);
}, 90_000);

test("a second SIGTERM (or Ctrl-C), a second or more after the first, ends the drain at once", async () => {
  const server = await startServer({ args: serverArgs, env: { ...env, SHUTDOWN_DRAIN_MS: "60000" }, timeoutMs: 60_000 });
  servers.push(server);
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  expect((await new Connection(server.port).request("GET", "/readyz")).status).toBe(503);
  const secondAt = Date.now();
  server.child.kill("SIGINT");
  expect(await server.exited).toEqual({ code: 0, signal: null });
  expect(Date.now() - secondAt).toBeLessThan(5_000);
}, 90_000);
