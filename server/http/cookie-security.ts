import type { Config } from "../config.ts";

// Whether the shop's cookies carry `Secure` (decision 020): only when the visitor came over https, or the shop's
// public address is https. Safari and every WebKit browser drop a `Secure` cookie that a plain-http answer sets,
// localhost included, so a session, a cart or an order's key set that way would never come back.

/** The visitor came over https: the request's own scheme, or the proxy's first `X-Forwarded-Proto` when trusted. */
export function cameOverHttps(request: { url: string; headers: Headers }, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() : undefined;
  return (forwarded || new URL(request.url).protocol.replace(":", "")) === "https";
}

/** `Secure` on the cookies of this request's answer: it came over https, or PUBLIC_URL is an https address. */
export function secureCookies(request: { url: string; headers: Headers }, config: Pick<Config, "TRUST_PROXY" | "PUBLIC_URL">): boolean {
  return cameOverHttps(request, config.TRUST_PROXY) || (config.PUBLIC_URL?.toLowerCase().startsWith("https:") ?? false);
}
