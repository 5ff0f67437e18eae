import { LOCALE_TAGS, type Locale } from "../i18n/config.ts";
import { readStorage } from "./storage.ts";
import { trackingHeaders } from "./tracking.ts";

/** The API base (from configuration; the server serves it on the same origin). */
export const API_BASE = "/api/v1";

export interface Envelope<T> {
  error: boolean;
  message: string;
  data: T;
  errors?: Record<string, string[]>;
}

/** A failed call: `status` 0 means the network failed before any answer. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Partial<Envelope<unknown>> & Record<string, unknown>,
  ) {
    super(message);
  }
}

export const RETRY = { retries: 2, baseMs: 600 } as const;
/** Statuses the generic client retries. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retries 5xx and status-0 failures up to 2 times, after 600 ms then 1200 ms (the retry helper). */
export async function withRetry<T>(
  call: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean = (e) => e instanceof ApiRequestError && (e.status === 0 || e.status >= 500),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= RETRY.retries || !shouldRetry(error)) throw error;
      await sleep(RETRY.baseMs * 2 ** attempt);
    }
  }
}

/** The browser's locale as the API's `Http-Accept-Language` header takes it: "vi-VN" → "vi_VN", fallback "vi". */
export function browserLocaleHeader(): string {
  const tag = typeof navigator === "undefined" ? "" : navigator.language;
  return tag ? tag.replace("-", "_") : "vi";
}

export interface RequestOptions {
  body?: unknown;
  /** Site language for menu, footer and cart calls; otherwise the browser's locale is sent. */
  siteLocale?: Locale;
  signal?: AbortSignal;
  /** Retry on the generic client's statuses (default true). */
  retry?: boolean;
}

/** The headers every API call sends: auth (when a token is stored), JSON, language, cart token, tracking. */
export function commonHeaders(siteLocale?: Locale): Record<string, string> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/json",
    "Http-Accept-Language": siteLocale ? LOCALE_TAGS[siteLocale].replace("-", "_") : browserLocaleHeader(),
    ...trackingHeaders(),
  };
  const token = readStorage("demo-token") ?? readStorage("auth_token");
  if (token) headers.authorization = token.startsWith("Bearer ") ? token : `Bearer ${token}`;
  const cartToken = readStorage("cart-token") ?? readStorage("cart_token");
  if (cartToken) headers["cart-token"] = cartToken;
  return headers;
}

/** Joins the base and a path; a leading "api/" is dropped when the base already ends in "api". */
export function apiUrl(path: string, base = API_BASE): string {
  const cleanBase = base.replace(/\/+$/, "");
  let cleanPath = path.replace(/^\/+/, "");
  if (/(^|\/)api$/.test(cleanBase) && cleanPath.startsWith("api/")) cleanPath = cleanPath.slice(4);
  return `${cleanBase}/${cleanPath}`;
}

async function once<T>(method: string, path: string, options: RequestOptions): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      headers: commonHeaders(options.siteLocale),
      credentials: "same-origin",
      ...(options.signal ? { signal: options.signal } : {}),
      ...(method !== "GET" && method !== "HEAD" && options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(error instanceof Error ? error.message : "Network error", 0);
  }
  let body: (Partial<Envelope<T>> & Record<string, unknown>) | undefined;
  try {
    body = (await response.json()) as Partial<Envelope<T>> & Record<string, unknown>;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw new ApiRequestError(body?.message || response.statusText, response.status, body);
  return (body ?? { error: false, message: "", data: undefined }) as Envelope<T>;
}

/** The generic client: JSON body for write methods, retries on 408/409/425/429/5xx. */
export function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const call = () => once<T>(method, path, options);
  if (options.retry === false) return call();
  return withRetry(call, (e) => e instanceof ApiRequestError && (e.status === 0 || RETRY_STATUSES.has(e.status)));
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, options),
};
