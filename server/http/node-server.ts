import { createServer, type Server } from "node:http";
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
    connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(Math.min(config.HTTP_HEADERS_TIMEOUT_MS, config.HTTP_REQUEST_TIMEOUT_MS) / 4))),
  });
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  return server;
}
