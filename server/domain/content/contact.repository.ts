import type { Insertable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { ContactMessagesTable } from "../../db/schema/engagement.ts";

// The contact form's messages, as the storefront writes them (staff read them in the inbox).

export async function insertContactMessage(db: Db, values: Insertable<ContactMessagesTable>): Promise<number> {
  const { id } = await db.insertInto("contact_messages").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

export async function markContactMessageEmailed(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable("contact_messages").set({ emailed_at: at }).where("id", "=", id).execute();
}
