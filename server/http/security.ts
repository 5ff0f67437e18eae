import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * `cardOrigin`: Authorize.Net's script host when card payments are on. AcceptUI.js comes from it and opens its card
 * form in a frame from it; that one origin is allowed, nothing else outside the shop.
 */
export function contentSecurityPolicy(scripts: string | { hashes: readonly string[] }, dev: boolean, cardOrigin?: string): string {
  const card = cardOrigin ? ` ${cardOrigin}` : "";
  // A page rendered for one request carries that request's nonce; a page kept for everyone (server/http/page-cache.ts)
  // names its inline scripts by their SHA-256 hashes instead (decision 016).
  const allowed = typeof scripts === "string" ? `'nonce-${scripts}'` : scripts.hashes.map((hash) => `'${hash}'`).join(" ");
  const directives = [
    "default-src 'self'",
    // Dev: Vite's client and React Refresh inject inline and eval'd code; production allows only the nonce.
    dev ? `script-src 'self' 'unsafe-inline' 'unsafe-eval'${card}` : `script-src 'self' ${allowed}${card}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    dev ? `connect-src 'self' ws: wss:${card}` : `connect-src 'self'${card}`,
    ...(cardOrigin ? [`frame-src ${cardOrigin}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  return directives.join("; ");
}

// Nonces come from a pool of random bytes filled 256 nonces at a time: one call to the system's random source
// instead of one a request (measured at about 3 % of an API read's CPU). Each nonce is still 16 bytes never handed out twice.
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

function freshNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** A fresh CSP nonce per request (the pages that are rendered for it use it), and the security headers on every response. */
export function securityHeaders(options: {
  dev: boolean;
  trustProxy: boolean;
  cardOrigin?: string | undefined;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = freshNonce();
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    // A kept page comes with its own policy, naming its inline scripts' hashes (server/http/page-cache.ts).
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options.dev, options.cardOrigin));
    const proto = options.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
    for (const [name, value] of securityHeaderPairs((proto ?? new URL(c.req.url).protocol.replace(":", "")) === "https"))
      headers.set(name, value);
  };
}

const SECURITY_HEADERS: readonly [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
];
const SECURITY_HEADERS_HTTPS: readonly [string, string][] = [
  ...SECURITY_HEADERS,
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
];

/** The security headers of every answer but its Content-Security-Policy; HSTS when the visitor came over https. */
export function securityHeaderPairs(https: boolean): readonly [string, string][] {
  return https ? SECURITY_HEADERS_HTTPS : SECURITY_HEADERS;
}
