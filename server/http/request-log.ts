import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import type { Logger } from "../logger.ts";

/** An X-Request-Id kept as sent: anything else is replaced. */
export const SAFE_REQUEST_ID = /^[\w-]{8,64}$/;

/**
 * Gives each request an id (kept from X-Request-Id when sane) and logs one line when it ends: never a body, query or
 * cookie. A request whose client went away before the answer is a debug line without a status.
 */
const PROBES = new Set(["/healthz", "/readyz"]);

export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set("requestId", requestId);
    c.set("log", log);
    const started = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const ms = Math.round(performance.now() - started);
    // A client that hung up (or was cut off for being slow) gets no answer: its status would be made up.
    if (clientHungUp(c)) log.debug({ method: c.req.method, path: c.req.path, ms, aborted: true }, "request aborted by the client");
    // A load balancer's probes come every few seconds: they would bury the requests; a failing one is still logged.
    else if (PROBES.has(c.req.path) && c.res.status < 400)
      log.debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "probe");
    else log.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  };
}

/**
 * Whether the client went away before its answer. On the Node server the answer's own socket says so (asking the
 * Request's AbortSignal would make @hono/node-server build a whole Request for every request just to read one flag);
 * elsewhere (tests calling app.request()) the Request's signal does.
 */
function clientHungUp(c: Context<AppEnv>): boolean {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing ? outgoing.destroyed : c.req.raw.signal.aborted;
}
