import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { isPersonalRequest } from "./cache-control.ts";
import { contentSecurityPolicy } from "./security.ts";

// Anonymous pages of the catalog and content, kept rendered and compressed in this process's memory (decision 016).
// A page is kept when its route says it may be shared (`Cache-Control: public…`, app/lib/page-cache.ts) and it was
// asked without anything personal (isPersonalRequest: no session, no rater cookie, not a personal page). It is served
// from memory until what it shows changes — every content change empties the cache (server/domain/content/
// content-version.ts) — or until its time is up (PAGE_CACHE_TTL_SECONDS: what time alone changes, a post published at
// a date), or sooner when the page says so (`Expires`: a campaign's countdown, worded as of its render). A kept page carries no nonce: its Content-Security-Policy names its inline scripts by their SHA-256 hashes.

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** What React Router answers for a page: a document, or a client navigation's data. */
const KEPT_TYPES = /^(text\/html|text\/x-script)\b/;
/** Longer addresses are served but not kept: nobody links to them, and each would be a new entry. */
const MAX_KEY_LENGTH = 512;
/** The answer's headers a kept page keeps; the rest are the request's own (added on the way out). */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "x-robots-tag", "content-language", "link"];

export type PageCacheState = "hit" | "miss" | "bypass";

export interface Entry {
  headers: [string, string][];
  etag: string;
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  bytes: number;
  expires: number;
  /** The pattern of the route that rendered it (/metrics' label for its hits); "" when unknown. */
  route: string;
}

export interface PageCacheOptions {
  /** Memory for kept pages, all encodings counted; 0 turns the cache off. */
  maxBytes: number;
  ttlMs: number;
  now?: () => number;
  /**
   * Authorize.Net's script host when card payments are on: a kept page's policy allows it as a rendered page's does,
   * or the checkout reached from a kept page without a reload (its cart link) could not load AcceptUI.js.
   */
  cardOrigin?: string | undefined;
}

/** Renders the page for this request. */
export type RenderPage = () => Promise<Response>;

export interface PageCache {
  /**
   * The page for `request`: from memory, or rendered (and kept when it may be). `nonce` is the render's CSP nonce.
   * `seen.route`, when given, is the answering route's pattern: set by the render, kept with the page, given back on a hit.
   */
  serve(request: Request, nonce: string, render: RenderPage, seen?: { route: string }): Promise<Response>;
  /** The kept page at `key` (path and query), while it is fresh; the most recently used from now on. */
  find(key: string): Entry | undefined;
  /** Forget every kept page (what the storefront shows has changed). */
  clear(): void;
  readonly stats: { entries: number; bytes: number };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  // A page being rendered to be kept: the requests for it that arrive meanwhile wait for it instead of rendering it too.
  let filling = new Map<string, Promise<Entry | null>>();
  let generation = 0;
  let bytes = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function keep(key: string, entry: Entry) {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    // The least recently kept go first (a Map iterates in insertion order).
    for (const oldest of entries.keys()) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  function find(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      remove(key);
      return undefined;
    }
    // Most recently used last: what is asked for stays, what nobody asks for goes first.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  async function fill(
    key: string,
    nonce: string,
    render: RenderPage,
    seen: { route: string } | undefined,
  ): Promise<{ entry: Entry | null; response?: Response }> {
    const started = generation;
    const response = await render();
    const expires = keptUntil(response, now() + options.ttlMs);
    if (!mayKeep(response) || expires <= now()) return { entry: null, response };
    const entry = await entryOf(response, nonce, expires, options.cardOrigin, seen?.route ?? "");
    // A change committed while the page rendered may not be in it: serve it to this request, keep it for nobody.
    if (generation === started && entry.bytes <= options.maxBytes / 4) keep(key, entry);
    return { entry };
  }

  return {
    async serve(request, nonce, render, seen) {
      const url = new URL(request.url);
      const key = url.pathname + url.search;
      if (options.maxBytes <= 0 || key.length > MAX_KEY_LENGTH || isPersonalRequest(request, url.pathname)) {
        return marked(await render(), "bypass");
      }
      const entry = find(key);
      if (entry) return answer(request, entry, "hit", seen);
      const pending = filling.get(key);
      if (pending) {
        const filled = await pending;
        return filled ? answer(request, filled, "hit", seen) : marked(await render(), "bypass");
      }
      // A HEAD asks for no body: it is answered from a kept page, never used to keep one.
      if (request.method !== "GET") return marked(await render(), "bypass");

      let settle!: (entry: Entry | null) => void;
      const mine = filling;
      mine.set(key, new Promise((resolve) => (settle = resolve)));
      try {
        const { entry: filled, response } = await fill(key, nonce, render, seen);
        settle(filled);
        return filled ? answer(request, filled, "miss", seen) : marked(response!, "bypass");
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        mine.delete(key);
      }
    },
    find,
    clear() {
      generation += 1;
      entries.clear();
      bytes = 0;
      // Requests from now on must not wait for a page rendered before the change.
      filling = new Map();
    },
    get stats() {
      return { entries: entries.size, bytes };
    },
  };
}

/**
 * Until when a page may be kept: the cache's time, or sooner when the page says what it shows goes stale before
 * (`Expires`: a countdown worded in days changes at the shop's midnight, an order window opens or closes). Browsers
 * and CDNs go by the page's Cache-Control, which wins over Expires; only this cache reads it.
 */
function keptUntil(response: Response, ttlEnd: number): number {
  const expires = Date.parse(response.headers.get("expires") ?? "");
  return Number.isFinite(expires) ? Math.min(ttlEnd, expires) : ttlEnd;
}

/** A page may be kept for everyone when its route says so, it is a plain 200, and it sets no cookie. */
function mayKeep(response: Response): boolean {
  if (response.status !== 200 || !response.body || response.headers.has("set-cookie")) return false;
  if (!/\bpublic\b/.test(response.headers.get("cache-control") ?? "")) return false;
  return KEPT_TYPES.test(response.headers.get("content-type") ?? "");
}

async function entryOf(response: Response, nonce: string, expires: number, cardOrigin: string | undefined, route: string): Promise<Entry> {
  let text = await response.text();
  const headers: [string, string][] = [];
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.push([name, value]);
  }
  if (/^text\/html\b/.test(response.headers.get("content-type") ?? "")) {
    // The render's nonce would be one request's: the kept page's policy names its inline scripts by hash instead.
    if (nonce) text = text.replaceAll(` nonce="${nonce}"`, "");
    headers.push(["content-security-policy", contentSecurityPolicy({ hashes: inlineScriptHashes(text) }, false, cardOrigin)]);
  }
  const identity = Buffer.from(text, "utf8");
  const etag = `W/"${createHash("sha1").update(identity).digest("base64url")}"`;
  const vary = headers.find(([name]) => name === "vary");
  if (vary) vary[1] = /\baccept-encoding\b/i.test(vary[1]) ? vary[1] : `${vary[1]}, Accept-Encoding`;
  else headers.push(["vary", "Accept-Encoding"]);
  headers.push(["etag", etag]);
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  return { headers, etag, identity, gzip: gzipped, br: brotli, bytes: identity.length + gzipped.length + brotli.length, expires, route };
}

/** `'sha256-…'` sources for each distinct inline script of a document (its text exactly as written). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = match;
    if (/\bsrc\s*=/i.test(attributes) || body === "") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

function answer(request: Request, entry: Entry, state: PageCacheState, seen?: { route: string }): Response {
  if (seen) seen.route = entry.route;
  const { status, headers, body } = answerOf(
    entry,
    request.method,
    request.headers.get("if-none-match"),
    request.headers.get("accept-encoding"),
  );
  const answerHeaders = new Headers(headers);
  answerHeaders.set("X-Page-Cache", state);
  // (Node's Buffers are Uint8Arrays over an ArrayBuffer, which the DOM types cannot tell.)
  return new Response(body as Uint8Array<ArrayBuffer> | null, { status, headers: answerHeaders });
}

/** A kept page's answer to a GET or HEAD: 304 when the browser's copy is current, else the encoding it accepts. */
export function answerOf(
  entry: Entry,
  method: string,
  ifNoneMatch: string | null | undefined,
  acceptEncoding: string | null | undefined,
): { status: 200 | 304; headers: [string, string][]; body: Uint8Array | null } {
  if (etagMatches(ifNoneMatch ?? null, entry.etag)) return { status: 304, headers: entry.headers, body: null };
  const encoding = preferredEncoding(acceptEncoding ?? null);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.identity;
  const headers: [string, string][] = [...entry.headers, ["content-length", String(body.length)]];
  if (encoding) headers.push(["content-encoding", encoding]);
  return { status: 200, headers, body: method === "HEAD" ? null : body };
}

function marked(response: Response, state: PageCacheState): Response {
  response.headers.set("X-Page-Cache", state);
  return response;
}

/** If-None-Match against a (weak) ETag: weak comparison, as RFC 9110 asks of GET. */
export function etagMatches(header: string | null, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const candidate = tag.trim();
    return candidate === "*" || candidate.replace(/^W\//, "") === opaque;
  });
}

/** Brotli, else gzip, else nothing, as Accept-Encoding allows (`;q=0` refuses). */
export function preferredEncoding(header: string | null): "br" | "gzip" | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}
