import type { Generated } from "kysely";
import type { CreatedAt, Id, Timestamp } from "./columns.ts";

/** A reader's comment on a news post. Plain text: it is never rendered as HTML. */
export interface PostCommentsTable {
  id: Id;
  post_id: number;
  /** The signed-in customer who wrote it, if any. */
  customer_id: number | null;
  name: string;
  email: string | null;
  content: string;
  /** "published" at once; kept so staff can hide a comment later. */
  status: "published" | "hidden";
  locale: string;
  created_at: CreatedAt;
  /** The version a staff member's change carries (inbox); set to created_at when written. */
  updated_at: Generated<string>;
}

/** One star rating per post per rater; rating again replaces it. */
export interface PostRatingsTable {
  id: Id;
  post_id: number;
  /** "c:<customer id>" for a signed-in customer, else "v:<visitor_id cookie>". */
  rater_key: string;
  customer_id: number | null;
  /** 1–5. */
  rating: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Id;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  locale: string;
  customer_id: number | null;
  /** When the copy to the shop's inbox went out; null if sending failed (staff still see the row). */
  emailed_at: Timestamp | null;
  created_at: CreatedAt;
  /** When a staff member marked it handled (or replied), and who (their name); null while it waits. */
  handled_at: Generated<string | null>;
  handled_by: Generated<string | null>;
  /** The version a staff member's change carries (inbox). */
  updated_at: Generated<string>;
}

export interface ChatConversationsTable {
  id: Id;
  /** The random id the widget holds (`conversation_id`); sequential ids would let anyone post into others' chats. */
  public_id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  locale: string;
  customer_id: number | null;
  created_at: CreatedAt;
  last_message_at: Timestamp;
}

export interface ChatMessagesTable {
  id: Id;
  conversation_id: number;
  sender: "visitor" | "staff";
  body: string;
  emailed_at: Timestamp | null;
  created_at: CreatedAt;
  /** When a staff member marked it handled (or replied), and who (their name); null while it waits. */
  handled_at: Generated<string | null>;
  handled_by: Generated<string | null>;
  /** The version a staff member's change carries (inbox). */
  updated_at: Generated<string>;
}

/** Tables of the engagement area (comments, ratings, contact and chat messages), added by their own migrations. */
/** A reply a staff member sent by e-mail from the inbox, to a contact or chat message. */
export interface InboxRepliesTable {
  id: Id;
  kind: "contact" | "chat";
  message_id: number;
  staff_id: number | null;
  staff_name: string;
  to_email: string;
  subject: string;
  body: string;
  locale: string;
  created_at: string;
}

export interface EngagementTables {
  inbox_replies: InboxRepliesTable;
  post_comments: PostCommentsTable;
  post_ratings: PostRatingsTable;
  contact_messages: ContactMessagesTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
}
