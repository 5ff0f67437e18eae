import { RouterContextProvider } from "react-router";
import type { AppDeps } from "./context.ts";
import type { Locale } from "./i18n/locales.shared.ts";

/** What every React Router loader and action receives as `context`. */
export interface PageContext extends AppDeps {
  nonce: string;
  /** The page's language, from its address, set once when the request comes in: loaders and actions read it here. */
  locale: Locale;
  /** The built client (build/client) in production, whose stylesheet the pages inline; absent in development. */
  clientDir?: string;
  requestId: string;
  /** The visitor's address for rate limits (the socket's, or the proxy's X-Forwarded-For when trusted). */
  clientIp: string;
  /** Set by the root route's middleware to the matched route's pattern (/:lang/products/:slug): /metrics' label. */
  pageRoute?: { route: string };
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
  // With middleware on, `context` is a RouterContextProvider; ours carries the same properties (pageContext below).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends PageContext {}
}

/**
 * The `context` of a page request: React Router's provider (what middleware hands down, read with context.get) with
 * the app's properties on it (context.db, context.clientIp…).
 */
export function pageContext(values: PageContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}
