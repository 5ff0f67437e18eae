// Safe access to the browser's storage and cookies: private modes and server rendering must not throw.

type Area = "local" | "session";

function area(which: Area): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: string, which: Area = "local"): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = "local"): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or disabled: the feature degrades, the page keeps working.
  }
}

export function removeStorage(key: string, which: Area = "local"): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // as above
  }
}

export function readJson<T>(key: string, which: Area = "local"): T | undefined {
  const raw = readStorage(key, which);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

/** A cache entry holds a timestamp and a value; it expires after a caller-supplied age in ms. */
export function readCache<T>(key: string, maxAgeMs: number, now = Date.now()): T | undefined {
  const entry = readJson<{ timestamp: number; value: T }>(key);
  if (!entry || typeof entry.timestamp !== "number" || now - entry.timestamp > maxAgeMs) return undefined;
  return entry.value;
}

export function writeCache<T>(key: string, value: T, now = Date.now()): void {
  writeStorage(key, JSON.stringify({ timestamp: now, value }));
}

export function readCookie(name: string, cookieHeader?: string | null): string | undefined {
  const source = cookieHeader ?? (typeof document === "undefined" ? "" : document.cookie);
  for (const part of source.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return part.slice(index + 1).trim();
      }
    }
  }
  return undefined;
}

export interface CookieOptions {
  /** Seconds; omit for a session cookie. */
  maxAge?: number;
}

/**
 * Sets a cookie with the attributes all the shop's cookies have: SameSite=Lax, Path=/, and Secure on an https page
 * only — Safari drops a Secure cookie on a plain-http page, localhost included (the server's rule:
 * server/http/cookie-security.ts).
 */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === "undefined") return;
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (window.location?.protocol === "https:") parts.push("Secure");
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAge))}`);
  document.cookie = parts.join("; ");
}

export function deleteCookie(name: string): void {
  writeCookie(name, "", { maxAge: 0 });
}
