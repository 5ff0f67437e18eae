import type { Db } from "../../db/index.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";

// The refusals of the back office's site-structure services (categories, main menu, shop details, redirects): one
// error carrying its status, its message and the field it is about, so the API and the pages answer alike.

export class StructureError extends Error {
  constructor(
    readonly status: 404 | 409 | 422,
    readonly key: ApiMessageKey,
    readonly params: Record<string, string | number> = {},
    /** The form field the refusal is about (422), if one. */
    readonly field?: string,
    /** For a stale save (409): the thing as it is now, under its name (`{ menu: … }`), as the API's answer gives it. */
    readonly current?: Record<string, unknown>,
  ) {
    super(key);
  }
}

/** A new version strictly after the one it replaces, so that a guarded save can never match its own old version. */
export function nextVersion(now: Date, previous?: string): string {
  const at = now.toISOString();
  if (previous === undefined || at > previous) return at;
  return new Date(Date.parse(previous) + 1).toISOString();
}

export interface StructureContext {
  db: Db;
  now?: () => Date;
}

export const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

/** A link staff may give: a path of the shop ("/…", never "//…") or an http(s) address; nothing else (no javascript:). */
export function isSafeLink(url: string): boolean {
  if (/[\s\\\p{Cc}]/u.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}
