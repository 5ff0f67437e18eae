import type { HeadersArgs } from "react-router";

/**
 * What a shared page's answer says to caches: the browser asks again every time (a 304 while the page's ETag holds),
 * a CDN may keep it a minute and serve it a while longer while it asks again. Only anonymous visitors get it: an
 * answer to a signed-in visitor, a form's answer or one that sets a cookie is `private, no-store` whatever the route
 * says (server/http/cache-control.ts). The server keeps these pages rendered too (server/http/page-cache.ts).
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/**
 * The `headers` of a page that shows the same to every anonymous visitor (the catalog and content): shared. An error
 * page or an action's answer is not.
 */
export function sharedPageHeaders({ errorHeaders, actionHeaders }: HeadersArgs): HeadersInit {
  if (errorHeaders || [...actionHeaders.keys()].length > 0) return {};
  return { "Cache-Control": SHARED_PAGE_CACHE_CONTROL };
}
