import type { MiddlewareHandler } from "hono";
import { ApiError } from "../../api/envelope.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Refuses (403) a state-changing request sent by a page of another site: a browser names the page's origin in
 * `Origin`, and a cookie-authenticated request must come from our own pages. Requests without `Origin` (curl, mobile
 * apps, same-origin GETs) pass; SameSite=Lax cookies already keep most cross-site requests out, this closes the rest.
 * Every area whose mutations use the session cookie should mount it.
 */
export function sameOriginMutations(options: { publicUrl?: string | undefined }): MiddlewareHandler {
  const publicHost = hostOf(options.publicUrl);
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (origin !== undefined && !SAFE_METHODS.has(c.req.method)) {
      const originHost = hostOf(origin);
      const requestHost = (c.req.header("host") ?? hostOf(c.req.url))?.toLowerCase();
      if (!originHost || (originHost !== requestHost && originHost !== publicHost)) {
        throw new ApiError(403, "authCrossSiteRequest");
      }
    }
    await next();
  };
}
