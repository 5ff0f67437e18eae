import type { Db } from "../../db/index.ts";
import { findRedirectRow } from "./redirects.repository.ts";

export interface RedirectRule {
  to: string;
  status: 301 | 302;
  /** An absolute URL elsewhere: the browser does a full page load. */
  external: boolean;
}

/** The shop's redirect rule for a locale-free path ("/menu"), if any. */
export async function findRedirect(db: Db, path: string): Promise<RedirectRule | undefined> {
  const normalized = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const row = await findRedirectRow(db, normalized);
  if (!row) return undefined;
  return {
    to: row.to_url,
    status: row.status_code === 302 ? 302 : 301,
    external: /^https?:\/\//i.test(row.to_url),
  };
}
