import type { Db } from "../../db/index.ts";

/** The language a request was made in (its customer's e-mails are written in it); undefined when it is deleted. */
export async function findCakeRequestLocale(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom("cake_requests").select("locale").where("id", "=", id).executeTakeFirst();
  return row?.locale;
}
