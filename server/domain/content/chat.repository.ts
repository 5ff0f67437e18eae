import type { Insertable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { ChatConversationsTable } from "../../db/schema/engagement.ts";

// The chat widget's conversations and messages, as the storefront writes them (staff read them in the inbox).

export function findChatConversation(db: Db, publicId: string) {
  return db
    .selectFrom("chat_conversations")
    .select(["id", "public_id", "name", "phone", "email", "locale"])
    .where("public_id", "=", publicId)
    .executeTakeFirst();
}

export async function insertChatConversation(db: Db, values: Insertable<ChatConversationsTable>): Promise<number> {
  const { id } = await db.insertInto("chat_conversations").values(values).returning("id").executeTakeFirstOrThrow();
  return id;
}

/** Keeps a visitor's message in its conversation, not yet e-mailed; the conversation's last message time moves to it. */
export async function insertVisitorChatMessage(db: Db, conversationId: number, body: string, now: string): Promise<number> {
  const { id } = await db
    .insertInto("chat_messages")
    .values({ conversation_id: conversationId, sender: "visitor", body, emailed_at: null, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.updateTable("chat_conversations").set({ last_message_at: now }).where("id", "=", conversationId).execute();
  return id;
}

export async function markChatMessageEmailed(db: Db, id: number, at: string): Promise<void> {
  await db.updateTable("chat_messages").set({ emailed_at: at }).where("id", "=", id).execute();
}
