import type { MiddlewareHandler } from "hono";

/**
 * One address per page: `/about-us/` answers 301 to `/about-us` (the query kept), so a page is never served, cached
 * and named canonical under two addresses. Leading slashes collapse to one, so `//other.site/` cannot become a
 * redirect to another site.
 */
export function withoutTrailingSlash(): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || path.length < 2 || !path.endsWith("/")) return next();
    const target = `/${path.replace(/^\/+/, "").replace(/\/+$/, "")}`;
    const search = new URL(c.req.url).search;
    return new Response(null, { status: 301, headers: { Location: `${target}${search}`, "Cache-Control": "public, max-age=3600" } });
  };
}
