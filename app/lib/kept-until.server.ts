import type { MiddlewareFunction } from "react-router";

// A page whose words are worked out from the time of its render (a campaign's "Orders close in 9 weeks", "tomorrow")
// goes stale on its own: its loader says when, and the page's answer carries it as `Expires`. The server's page cache
// keeps the page no later than that (server/http/page-cache.ts); browsers and CDNs go by its Cache-Control, which wins
// over Expires. Kept per request context, so a loader's answer keeps its shape.

const staleAt = new WeakMap<object, number>();

/** Says, from a loader, that what its page shows goes stale at `until` (the earliest said wins); null says nothing. */
export function pageStaleAt(context: object, until: Date | null): void {
  if (!until) return;
  const said = staleAt.get(context);
  staleAt.set(context, said === undefined ? until.getTime() : Math.min(said, until.getTime()));
}

/** A route's middleware: its answer carries `Expires` when a loader said when the page goes stale. */
export const expiresWhenStale: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  const until = staleAt.get(context);
  if (until !== undefined && response.status === 200) response.headers.set("Expires", new Date(until).toUTCString());
  return response;
};
