import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/** Errors Node raises when the client hangs up mid-request, or when the server cuts off one that is too slow. */
const CLIENT_GONE_CODES = new Set(["ECONNRESET", "ECONNABORTED", "EPIPE", "ERR_STREAM_PREMATURE_CLOSE", "ERR_HTTP_REQUEST_TIMEOUT"]);

/**
 * True when an error only says that the client went away while we read its request (a body read that ends with
 * "aborted" / ECONNRESET, or Node's request timeout), looking through `cause`s. That is not our error: nobody waits
 * for an answer, and it is logged at debug level rather than as a 500.
 */
export function isClientAbort(error: unknown, request: Request): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && CLIENT_GONE_CODES.has(code)) return true;
    if (current.message === "aborted") return true;
    // An AbortError of our own (a timed-out call to another service) is ours; one after the client left is not.
    if (current.name === "AbortError" && request.signal.aborted) return true;
    current = current.cause;
  }
  return false;
}

/** The answer to a request whose client went away: a debug line, and a 4xx that nobody reads (never a 500). */
export function clientAbortResponse(error: unknown, c: Context<AppEnv>): Response {
  const timedOut = (error as { code?: unknown }).code === "ERR_HTTP_REQUEST_TIMEOUT";
  c.get("log")?.debug(
    { reason: error instanceof Error ? error.message : String(error) },
    "request body not received: the client went away",
  );
  return c.body(null, timedOut ? 408 : 400, { Connection: "close" });
}
