import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { parse } from "hono/utils/cookie";
import type { Logger } from "../logger.ts";
import { langFromAcceptLanguage } from "../i18n/language.ts";
import { LOCALE_COOKIE } from "../i18n/locales.shared.ts";
import { isPersonalAsk } from "./cache-control.ts";
import { isCrawler } from "./crawler.ts";
import { localeAnswer } from "./locale-redirect.shared.ts";
import { answerOf, type PageCache } from "./page-cache.ts";
import { SAFE_REQUEST_ID } from "./request-log.ts";
import { httpRequestDuration, pageCacheRequests } from "../observability/metrics.ts";
import { securityHeaderPairs } from "./security.ts";

/**
 * A kept page answered straight off Node's request, before the app is reached: no Request or Response object, no
 * middleware chain — the same answer the app would give (server/app.ts: the request log's id and line, the security
 * headers, the language rule, the page cache's headers), at close to the cost of sending the bytes. Anything else —
 * a page not kept, a visitor with a session, one the language rule sends elsewhere — returns false: the app answers.
 */
export function pagesFromMemory(options: { cache: PageCache; logger: Logger; trustProxy: boolean; metrics?: boolean }) {
  const { cache, logger, trustProxy, metrics = false } = options;
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") return false;
    const key = req.url ?? "/";
    // Keys are kept as the app sees them (a URL's path and query): a raw address written another way is not found,
    // and the app answers it.
    const entry = cache.find(key);
    if (!entry) return false;
    const headers = req.headers;
    const queryAt = key.indexOf("?");
    const path = queryAt === -1 ? key : key.slice(0, queryAt);
    if (isPersonalAsk(method, headers.authorization !== undefined, headers.cookie, path)) return false;
    const language = localeAnswer({
      method,
      url: new URL(key, "http://page.invalid"),
      cookie: headers.cookie ? parse(headers.cookie, LOCALE_COOKIE)[LOCALE_COOKIE] : undefined,
      browserLocale: langFromAcceptLanguage(headers["accept-language"]),
      crawler: isCrawler(headers["user-agent"] ?? null),
    });
    if (language.kind === "redirect") return false;

    const started = performance.now();
    const incoming = headers["x-request-id"];
    const requestId = typeof incoming === "string" && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const answer = answerOf(entry, method, headers["if-none-match"], headers["accept-encoding"]);
    const out: Record<string, string> = {};
    for (const [name, value] of answer.headers) out[name] = value;
    if (language.kind === "page") out.vary = `${out.vary}, ${language.vary}`;
    const proto = trustProxy
      ? String(headers["x-forwarded-proto"] ?? "")
          .split(",")[0]
          ?.trim()
      : "http";
    for (const [name, value] of securityHeaderPairs(proto === "https")) out[name] = value;
    out["x-page-cache"] = "hit";
    out["x-request-id"] = requestId;
    res.writeHead(answer.status, out);
    res.end(answer.body ?? undefined);
    const ms = performance.now() - started;
    logger.info({ requestId, method, path, status: answer.status, ms: Math.round(ms), cache: "hit" }, "request");
    if (metrics) {
      httpRequestDuration.observe({ method, route: entry.route || "unmatched", status: answer.status }, ms / 1000);
      pageCacheRequests.inc({ result: "hit" });
    }
    return true;
  };
}
