import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";
import { httpRequestDuration, metricsText, pageCacheRequests, tokenMatches } from "../observability/metrics.ts";

// /metrics and the request timings it reports (decision 030). Only mounted when METRICS_TOKEN is set: without it the
// server takes no timing at all and /metrics is an unknown path like any other.

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** What a request that no route of the code answered is counted under: never its raw path. */
export const UNMATCHED = "unmatched";

/**
 * The route a request is counted under: the page route's pattern, or Hono's matched route — UNMATCHED for a catch-all
 * ("/*", "/api/v1/*", the pages' "*") that answered 404, i.e. a path nothing in the code names.
 */
export function routeLabel(c: Context<AppEnv>): string {
  const route = c.get("pageRoute") ?? c.req.routePath;
  if (route === "" || route === "/*" || route === "*") return UNMATCHED;
  return c.res.status === 404 && route.endsWith("*") ? UNMATCHED : route;
}

/** Times every answer of the app: one histogram observation per request, under bounded labels. */
export function httpMetrics(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const method = METHODS.has(c.req.method) ? c.req.method : "other";
      httpRequestDuration.observe({ method, route: routeLabel(c), status: c.res.status }, (performance.now() - started) / 1000);
      if (c.get("pageRoute") !== undefined) {
        const state = c.res.headers.get("x-page-cache");
        if (state) pageCacheRequests.inc({ result: state });
      }
    }
  };
}

/**
 * GET /metrics: Prometheus's text for a scraper with the token (compared in constant time), 401 with
 * WWW-Authenticate: Bearer otherwise. In a cluster the answer sums every worker's (server/observability/metrics.ts).
 */
export function metricsEndpoint(token: string): MiddlewareHandler<AppEnv> {
  return async (c) => {
    c.header("Cache-Control", "no-store");
    const auth = c.req.header("authorization") ?? "";
    const sent = /^Bearer\s+(\S+)\s*$/i.exec(auth)?.[1] ?? "";
    if (!tokenMatches(sent, token)) {
      c.header("WWW-Authenticate", 'Bearer realm="metrics"');
      return c.text("Unauthorized", 401);
    }
    try {
      const text = await metricsText();
      return c.body(text, 200, { "Content-Type": "text/plain; version=0.0.4; charset=utf-8" });
    } catch (error) {
      c.get("log")?.warn({ err: error }, "metrics unavailable");
      return c.text("Metrics unavailable", 503);
    }
  };
}
