import type { AppDeps } from "./context.ts";

/** What every React Router loader and action receives as `context`. */
export interface PageContext extends AppDeps {
  nonce: string;
  requestId: string;
  /** The visitor's address for rate limits (the socket's, or the proxy's X-Forwarded-For when trusted). */
  clientIp: string;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PageContext {}
}
