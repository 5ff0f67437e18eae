import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CommentStatus, InboxMessagesQuery, MessageKind } from "./inbox.schema.ts";

// The inbox's queries: contact and chat messages, the replies to them, news post comments and ratings. Plain rows;
// the guarded writes (`...If`) change a row only while it is still at the version read, and return the query for
// staffChange's version check to run.

export interface MessageRow {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  message: string;
  locale: string;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  updated_at: string;
  conversation?: string;
}

export interface CommentRow {
  id: number;
  post_id: number;
  post_title: string | null;
  name: string;
  email: string | null;
  content: string;
  status: CommentStatus;
  locale: string;
  created_at: string;
  updated_at: string;
}

export interface RatingRow {
  id: number;
  post_id: number;
  post_title: string | null;
  rating: number;
  customer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReplyRow {
  id: number;
  staff_name: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

type MessageState = InboxMessagesQuery["state"];

// ——— Messages ———

function contactRows(db: Db) {
  return db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "phone", "message", "locale", "created_at", "handled_at", "handled_by", "updated_at"]);
}

function chatRows(db: Db) {
  return db
    .selectFrom("chat_messages as m")
    .innerJoin("chat_conversations as c", "c.id", "m.conversation_id")
    .where("m.sender", "=", "visitor")
    .select([
      "m.id as id",
      "c.name as name",
      "c.email as email",
      "c.phone as phone",
      "m.body as message",
      "c.locale as locale",
      "m.created_at as created_at",
      "m.handled_at as handled_at",
      "m.handled_by as handled_by",
      "m.updated_at as updated_at",
      "c.public_id as conversation",
    ]);
}

/** A page of one kind's messages in one state: waiting ones first, then newest first. */
export async function listMessageRows(
  db: Db,
  kind: MessageKind,
  state: MessageState,
  limit: number,
  offset: number,
): Promise<MessageRow[]> {
  if (kind === "contact") {
    let q = contactRows(db);
    if (state === "unhandled") q = q.where("handled_at", "is", null);
    if (state === "handled") q = q.where("handled_at", "is not", null);
    return q
      .orderBy(sql`case when handled_at is null then 0 else 1 end`)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(limit)
      .offset(offset)
      .execute();
  }
  let q = chatRows(db);
  if (state === "unhandled") q = q.where("m.handled_at", "is", null);
  if (state === "handled") q = q.where("m.handled_at", "is not", null);
  return q
    .orderBy(sql`case when m.handled_at is null then 0 else 1 end`)
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many messages of one kind are in one state (a chat's: the visitor's only). */
export async function countMessages(db: Db, kind: MessageKind, state: MessageState): Promise<number> {
  const table = kind === "contact" ? "contact_messages" : "chat_messages";
  let q = db.selectFrom(table).select(sql<number>`count(*)`.as("n"));
  if (kind === "chat") q = q.where("sender", "=", "visitor");
  if (state === "unhandled") q = q.where("handled_at", "is", null);
  if (state === "handled") q = q.where("handled_at", "is not", null);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function findMessageRow(db: Db, kind: MessageKind, id: number): Promise<MessageRow | undefined> {
  return kind === "contact"
    ? await contactRows(db).where("id", "=", id).executeTakeFirst()
    : await chatRows(db).where("m.id", "=", id).executeTakeFirst();
}

export function listReplies(db: Db, kind: MessageKind, messageId: number): Promise<ReplyRow[]> {
  return db
    .selectFrom("inbox_replies")
    .select(["id", "staff_name", "to_email", "subject", "body", "created_at"])
    .where("kind", "=", kind)
    .where("message_id", "=", messageId)
    .orderBy("id")
    .execute();
}

/** The guarded write: applied only if the row is still at `version`; no row when another change came first. */
export function updateMessageIf(
  trx: Db,
  kind: MessageKind,
  id: number,
  version: string,
  set: { handled_at: string | null; handled_by: string | null; updated_at: string },
) {
  const table = kind === "contact" ? "contact_messages" : "chat_messages";
  return trx.updateTable(table).set(set).where("id", "=", id).where("updated_at", "=", version);
}

export async function insertReply(
  trx: Db,
  values: {
    kind: MessageKind;
    message_id: number;
    staff_id: number;
    staff_name: string;
    to_email: string;
    subject: string;
    body: string;
    locale: string;
    created_at: string;
  },
) {
  const reply = await trx.insertInto("inbox_replies").values(values).returning("id").executeTakeFirstOrThrow();
  return reply.id;
}

/** Queues a reply's e-mail in the outbox, sent once the transaction is committed. */
export async function queueReplyEmail(
  trx: Db,
  params: { to: string; subject: string; text: string; lang: string },
  at: string,
): Promise<void> {
  await trx
    .insertInto("outbox_emails")
    .values({ kind: "inbox_reply", order_id: null, params_json: JSON.stringify(params), attempts: 0, next_attempt_at: at, created_at: at })
    .execute();
}

// ——— Comments ———

function commentRows(db: Db) {
  return db
    .selectFrom("post_comments as pc")
    .leftJoin("post_translations as t", (join) => join.onRef("t.post_id", "=", "pc.post_id").on("t.locale", "=", "en"))
    .select([
      "pc.id",
      "pc.post_id",
      "t.title as post_title",
      "pc.name",
      "pc.email",
      "pc.content",
      "pc.status",
      "pc.locale",
      "pc.created_at",
      "pc.updated_at",
    ]);
}

/** A page of comments (`status` "all": either status), newest first, with the post's English title. */
export function listCommentRows(db: Db, status: CommentStatus | "all", limit: number, offset: number): Promise<CommentRow[]> {
  return (status === "all" ? commentRows(db) : commentRows(db).where("pc.status", "=", status))
    .orderBy("pc.created_at", "desc")
    .orderBy("pc.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countComments(db: Db, status: CommentStatus | "all"): Promise<number> {
  const count = db.selectFrom("post_comments").select(sql<number>`count(*)`.as("n"));
  return Number((await (status === "all" ? count : count.where("status", "=", status)).executeTakeFirstOrThrow()).n);
}

export function findCommentRow(db: Db, id: number): Promise<CommentRow | undefined> {
  return commentRows(db).where("pc.id", "=", id).executeTakeFirst();
}

export function updateCommentStatusIf(trx: Db, id: number, version: string, set: { status: CommentStatus; updated_at: string }) {
  return trx.updateTable("post_comments").set(set).where("id", "=", id).where("updated_at", "=", version);
}

export function deleteCommentIf(trx: Db, id: number, version: string) {
  return trx.deleteFrom("post_comments").where("id", "=", id).where("updated_at", "=", version);
}

// ——— Ratings ———

function ratingRows(db: Db) {
  return db
    .selectFrom("post_ratings as r")
    .leftJoin("post_translations as t", (join) => join.onRef("t.post_id", "=", "r.post_id").on("t.locale", "=", "en"))
    .select(["r.id", "r.post_id", "t.title as post_title", "r.rating", "r.customer_id", "r.created_at", "r.updated_at"]);
}

/** A page of ratings, the latest given first, with the post's English title. */
export function listRatingRows(db: Db, limit: number, offset: number): Promise<RatingRow[]> {
  return ratingRows(db).orderBy("r.updated_at", "desc").orderBy("r.id", "desc").limit(limit).offset(offset).execute();
}

export async function countRatings(db: Db): Promise<number> {
  return Number(
    (
      await db
        .selectFrom("post_ratings")
        .select(sql<number>`count(*)`.as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export function findRatingRow(db: Db, id: number): Promise<RatingRow | undefined> {
  return ratingRows(db).where("r.id", "=", id).executeTakeFirst();
}

export function deleteRatingIf(trx: Db, id: number, version: string) {
  return trx.deleteFrom("post_ratings").where("id", "=", id).where("updated_at", "=", version);
}
