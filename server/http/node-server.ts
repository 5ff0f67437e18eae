import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Config } from "../config.ts";

type Timeouts = Pick<Config, "HTTP_HEADERS_TIMEOUT_MS" | "HTTP_REQUEST_TIMEOUT_MS" | "HTTP_KEEP_ALIVE_TIMEOUT_MS">;

/**
 * The Node HTTP server, with its time limits chosen rather than inherited: a client that trickles its headers or
 * never finishes its body gets 408 and the connection closes (Node's defaults would hold it for up to 5 minutes).
 */
export function createHttpServer(config: Timeouts): Server {
  const server = createServer({
    headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    // Node looks for expired requests only this often (30 s by default), so a limit is kept within a quarter of it.
    connectionsCheckingInterval: Math.min(
      5_000,
      Math.max(100, Math.floor(Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS) / 4)),
    ),
  });
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  return server;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The app as Node's request listener: a page kept for everyone is answered from memory without reaching the app
 * (server/http/pages-from-memory.ts); everything else goes through it.
 */
export function appRequestListener(app: {
  fetch: Parameters<typeof getRequestListener>[0];
  pagesFromMemory?: ((req: IncomingMessage, res: ServerResponse) => boolean) | undefined;
}): Listener {
  const listener = getRequestListener(app.fetch);
  const fromMemory = app.pagesFromMemory;
  // Node ignores what a request listener returns, and Hono's answers its own errors (a 500): nothing to await.
  return fromMemory ? (req, res) => void (fromMemory(req, res) || listener(req, res)) : (req, res) => void listener(req, res);
}

/** Where a shutdown is (server/boot.ts): serving as usual, draining, then turning reads away before it stops listening. */
export type ShutdownPhase = "serving" | "draining" | "turning-away";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Turning reads away ends once no connection has come for this long… */
export const QUIET_MS = 500;
/** …or after this long, whatever comes. */
export const TURN_AWAY_MAX_MS = 5_000;
/** A shutdown signal this soon after the first is the same one delivered twice; later, it asks to stop at once. */
export const SAME_SIGNAL_MS = 1_000;
const TURNED_AWAY =
  "This server is restarting: please try again in a moment.\nMáy chủ đang khởi động lại, bạn vui lòng thử lại sau giây lát.\n";

/**
 * The listener during a shutdown. Draining: every answer says `Connection: close` and its connection closes once it
 * is sent, between two requests, never under one; the proxy or browser opens its next connection, to another process.
 * Idle connections are left for their owner to close (a proxy's keep-alive time is shorter than the drain): closing
 * one could meet a request already on its way, which a proxy does not retry when it is a POST. Turning away: a read
 * (GET, HEAD, OPTIONS) is answered 503 without being done, which a proxy that only learns from failures (nginx) sends
 * to another process at once, and which makes it leave this one alone; a write is still done.
 */
export function duringShutdown(phase: () => ShutdownPhase, listener: Listener): Listener {
  return (req, res) => {
    const now = phase();
    if (now === "serving") return listener(req, res);
    res.shouldKeepAlive = false;
    if (now === "turning-away" && SAFE_METHODS.has(req.method ?? "")) {
      res.writeHead(503, {
        "Content-Type": "text/plain; charset=utf-8",
        "Content-Length": Buffer.byteLength(TURNED_AWAY),
        "Cache-Control": "no-store",
        "Retry-After": "1",
      });
      res.end(req.method === "HEAD" ? undefined : TURNED_AWAY);
      return;
    }
    listener(req, res);
  };
}
