import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * `cardOrigin`: Authorize.Net's script host when card payments are on. AcceptUI.js comes from it and opens its card
 * form in a frame from it; that one origin is allowed, nothing else outside the shop.
 */
export function contentSecurityPolicy(nonce: string, dev: boolean, cardOrigin?: string): string {
  const card = cardOrigin ? ` ${cardOrigin}` : "";
  const directives = [
    "default-src 'self'",
    // Dev: Vite's client and React Refresh inject inline and eval'd code; production allows only the nonce.
    dev ? `script-src 'self' 'unsafe-inline' 'unsafe-eval'${card}` : `script-src 'self' 'nonce-${nonce}'${card}`,
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

/** A fresh CSP nonce per request, and the security headers on every response. */
export function securityHeaders(options: { dev: boolean; trustProxy: boolean; cardOrigin?: string | undefined }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, options.dev, options.cardOrigin));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    const proto = options.trustProxy ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
    if ((proto ?? new URL(c.req.url).protocol.replace(":", "")) === "https") {
      headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    }
  };
}
