import type { Db } from "../../db/index.ts";

/** The redirect rule stored for this exact path; undefined when there is none. */
export function findRedirectRow(db: Db, fromPath: string) {
  return db.selectFrom("redirects").select(["to_url", "status_code"]).where("from_path", "=", fromPath).executeTakeFirst();
}
