import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { inboxReplyEmail } from "../../mail/inbox-reply-email.ts";
import { getShopInfo } from "../content/theme.service.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import {
  countComments,
  countMessages,
  countRatings,
  deleteCommentIf,
  deleteRatingIf,
  findCommentRow,
  findMessageRow,
  findRatingRow,
  insertReply,
  listCommentRows,
  listMessageRows,
  listRatingRows,
  listReplies,
  queueReplyEmail,
  updateCommentStatusIf,
  updateMessageIf,
  type CommentRow,
  type MessageRow,
  type RatingRow,
} from "./inbox.repository.ts";
import type {
  CommentStatus,
  InboxCommentsQuery,
  InboxHandledInput,
  InboxMessagesQuery,
  InboxRatingsQuery,
  InboxReplyInput,
  InboxVersionInput,
  MessageKind,
} from "./inbox.schema.ts";

// The back office's inbox: the contact form's and the chat's messages (mark handled, reply by e-mail),
// the readers' comments on news posts (approve, hide, delete) and their ratings (delete). Every change is audited in
// its own transaction and carries the version the staff member saw: two staff at once → one change, the other a 409
// with the row as it is now. A reply goes out through the orders' e-mail outbox (written in the same transaction,
// sent just after it, retried until it goes).

export interface InboxReply {
  id: number;
  staff_name: string;
  to_email: string;
  subject: string;
  body: string;
  created_at: string;
}

export interface InboxMessage {
  kind: MessageKind;
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  /** The language of the sender's page: the reply is written in it. */
  locale: Lang;
  created_at: string;
  handled_at: string | null;
  handled_by: string | null;
  updated_at: string;
  /** The chat's conversation (its first 8 characters); null for a contact message. */
  conversation: string | null;
}

/** A comment as the inbox lists it: the repository's row, with an empty title for a post that has none. */
export type InboxComment = Omit<CommentRow, "post_title"> & { post_title: string };

export interface InboxRating {
  id: number;
  post_id: number;
  post_title: string;
  rating: number;
  /** "customer" when a signed-in customer gave it, else "visitor". */
  by: "customer" | "visitor";
  customer_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export type Change<T> = { status: "ok"; value: T } | { status: "not_found" } | { status: "stale"; current: T };

/** A refusal met inside a change's transaction (changed or gone meanwhile): thrown, so nothing stays, and answered as is. */
class Refusal extends Error {
  constructor(readonly answer: { status: "not_found" } | { status: "stale"; current: unknown }) {
    super(answer.status);
  }
}

const stale = (current: unknown) => new Refusal({ status: "stale", current });
/** After a guarded delete found no row: changed since it was seen (409), or deleted meanwhile (404). */
const staleOrGone = (now: unknown) => (now === undefined ? new Refusal({ status: "not_found" }) : stale(now));

/**
 * Runs an inbox change (staffChange: audited in its transaction); a refusal thrown inside comes back as the answer. What
 * readers see (`content`: a comment, a rating) is told to the storefront only when the change was made.
 */
async function inboxChange<R extends { status: string }>(
  db: Db,
  actor: StaffActor,
  content: boolean,
  work: (staff: StaffChange) => Promise<R>,
): Promise<R> {
  try {
    return await staffChange(db, actor, { content: (result: R) => content && result.status === "ok" }, work);
  } catch (error) {
    // The answer has the shape of the thing the change is about: `current` is what `work` read of it.
    if (error instanceof Refusal) return error.answer as R;
    throw error;
  }
}

const langOf = (locale: string): Lang => (locale === "vi" ? "vi" : "en");
const pagination = (page: number, perPage: number, total: number): Pagination => ({
  page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});

/** A version later than `previous`: a change made in the same millisecond as the last still moves it on. */
function nextVersion(previous: string): string {
  const now = new Date().toISOString();
  if (now > previous) return now;
  const last = Date.parse(previous);
  return Number.isNaN(last) ? now : new Date(last + 1).toISOString();
}

// ——— Messages ———

function messageOf(kind: MessageKind, row: MessageRow): InboxMessage {
  return {
    kind,
    id: row.id,
    name: row.name ?? "",
    email: row.email,
    phone: row.phone,
    message: row.message,
    locale: langOf(row.locale),
    created_at: row.created_at,
    handled_at: row.handled_at,
    handled_by: row.handled_by,
    updated_at: row.updated_at,
    conversation: row.conversation ? row.conversation.slice(0, 8) : null,
  };
}

export async function listInboxMessages(
  db: Db,
  query: InboxMessagesQuery,
): Promise<{ messages: InboxMessage[]; pagination: Pagination; unhandled: { contact: number; chat: number } }> {
  const rows = await listMessageRows(db, query.kind, query.state, query.per_page, (query.page - 1) * query.per_page);
  const countOf = (kind: MessageKind, state: InboxMessagesQuery["state"]) => countMessages(db, kind, state);
  const [total, contact, chat] = await Promise.all([
    countOf(query.kind, query.state),
    countOf("contact", "unhandled"),
    countOf("chat", "unhandled"),
  ]);
  return {
    messages: rows.map((row) => messageOf(query.kind, row)),
    pagination: pagination(query.page, query.per_page, total),
    unhandled: { contact, chat },
  };
}

async function findMessage(db: Db, kind: MessageKind, id: number): Promise<InboxMessage | undefined> {
  const row = await findMessageRow(db, kind, id);
  return row ? messageOf(kind, row) : undefined;
}

export async function inboxMessage(
  db: Db,
  kind: MessageKind,
  id: number,
): Promise<{ message: InboxMessage; replies: InboxReply[] } | undefined> {
  const message = await findMessage(db, kind, id);
  if (!message) return undefined;
  const replies = await listReplies(db, kind, id);
  return { message, replies };
}

const auditView = (m: InboxMessage) => ({ handled_at: m.handled_at, handled_by: m.handled_by });

/** Marks a message handled, or back to waiting. */
export async function setMessageHandled(
  db: Db,
  actor: StaffActor,
  kind: MessageKind,
  id: number,
  input: InboxHandledInput,
): Promise<Change<InboxMessage>> {
  return inboxChange(db, actor, false, async ({ trx, audit, version, nothingToAudit }): Promise<Change<InboxMessage>> => {
    const before = await findMessage(trx, kind, id);
    if (!before) {
      nothingToAudit();
      return { status: "not_found" };
    }
    const expected = version(input.expected_updated_at, stale, async () => (await findMessage(trx, kind, id)) ?? before);
    expected.check(before);
    const at = nextVersion(before.updated_at);
    const set = input.handled
      ? { handled_at: before.handled_at ?? at, handled_by: before.handled_by ?? actor.name, updated_at: at }
      : { handled_at: null, handled_by: null, updated_at: at };
    await expected.write(updateMessageIf(trx, kind, id, before.updated_at, set));
    const after = { ...before, ...set };
    const action = input.handled ? "inbox.message.handled" : "inbox.message.unhandled";
    await audit({ action, entity: `${kind}_message`, entityId: id, before: auditView(before), after: auditView(after) }, at);
    return { status: "ok", value: after };
  });
}

export type ReplyResult = Change<InboxMessage> | { status: "no_email"; current: InboxMessage };

/**
 * Replies to a message by e-mail, in the sender's language, from the shop (Reply-To the shop's address): the e-mail
 * is queued in the outbox in the same transaction that records the reply and marks the message handled. Two replies
 * to the same message at once → one; the other is told the message has changed (409). A reply without the version
 * the staff member saw goes only to a message still waiting (a further reply carries the version).
 */
export async function replyToMessage(
  db: Db,
  actor: StaffActor,
  kind: MessageKind,
  id: number,
  input: InboxReplyInput,
): Promise<ReplyResult> {
  return inboxChange(db, actor, false, async ({ trx, audit, version, nothingToAudit }): Promise<ReplyResult> => {
    const before = await findMessage(trx, kind, id);
    if (!before) {
      nothingToAudit();
      return { status: "not_found" };
    }
    const expected = version(input.expected_updated_at, stale, async () => (await findMessage(trx, kind, id)) ?? before);
    expected.check(before);
    // Without the version seen, a reply goes only to a message still waiting: a second reply is sent knowingly.
    if (input.expected_updated_at === undefined && before.handled_at !== null) throw stale(before);
    if (!before.email) {
      nothingToAudit();
      return { status: "no_email", current: before };
    }
    const at = nextVersion(before.updated_at);
    const set = { handled_at: before.handled_at ?? at, handled_by: before.handled_by ?? actor.name, updated_at: at };
    await expected.write(updateMessageIf(trx, kind, id, before.updated_at, set));

    const lang = before.locale;
    const shop = (await getShopInfo(trx, lang))?.name ?? "";
    const { subject, text } = inboxReplyEmail(lang, {
      shop,
      name: before.name,
      body: input.body,
      staff: actor.name,
      message: before.message,
    });
    const replyId = await insertReply(trx, {
      kind,
      message_id: id,
      staff_id: actor.id,
      staff_name: actor.name,
      to_email: before.email,
      subject,
      body: input.body,
      locale: lang,
      created_at: at,
    });
    await queueReplyEmail(trx, { to: before.email, subject, text, lang }, at);
    const after = { ...before, ...set };
    const replied = { ...auditView(after), reply_id: replyId, to: before.email, body: input.body };
    await audit(
      { action: "inbox.message.replied", entity: `${kind}_message`, entityId: id, before: auditView(before), after: replied },
      at,
    );
    return { status: "ok", value: after };
  });
}

// ——— Comments ———

const commentOf = (row: CommentRow): InboxComment => ({ ...row, post_title: row.post_title ?? "" });

export async function listInboxComments(db: Db, query: InboxCommentsQuery): Promise<{ comments: InboxComment[]; pagination: Pagination }> {
  const status = query.status;
  const rows = await listCommentRows(db, status, query.per_page, (query.page - 1) * query.per_page);
  const total = await countComments(db, status);
  return { comments: rows.map(commentOf), pagination: pagination(query.page, query.per_page, total) };
}

async function findComment(db: Db, id: number): Promise<InboxComment | undefined> {
  const row = await findCommentRow(db, id);
  return row ? commentOf(row) : undefined;
}

/** Approves (publishes again) or hides a comment; a hidden comment is gone from the post at once. */
export async function setCommentStatus(
  db: Db,
  actor: StaffActor,
  id: number,
  status: CommentStatus,
  input: InboxVersionInput,
): Promise<Change<InboxComment>> {
  // What a post shows changed: the pages kept for everyone go (server/http/page-cache.ts).
  return inboxChange(db, actor, true, async ({ trx, audit, version, nothingToAudit }): Promise<Change<InboxComment>> => {
    const before = await findComment(trx, id);
    if (!before) {
      nothingToAudit();
      return { status: "not_found" };
    }
    const expected = version(input.expected_updated_at, stale, async () => (await findComment(trx, id)) ?? before);
    expected.check(before);
    const at = nextVersion(before.updated_at);
    await expected.write(updateCommentStatusIf(trx, id, before.updated_at, { status, updated_at: at }));
    const after = { ...before, status, updated_at: at };
    const action = status === "hidden" ? "inbox.comment.hidden" : "inbox.comment.approved";
    await audit({ action, entity: "post_comment", entityId: id, before: { status: before.status }, after: { status } }, at);
    return { status: "ok", value: after };
  });
}

/**
 * Deletes a comment for good (nothing refers to a comment, so nothing else goes with it); the audit line keeps what
 * it said. A comment changed since the staff member saw it is not deleted (409).
 */
export async function deleteComment(db: Db, actor: StaffActor, id: number, input: InboxVersionInput): Promise<Change<InboxComment>> {
  // What a post shows changed: the pages kept for everyone go (server/http/page-cache.ts).
  return inboxChange(db, actor, true, async ({ trx, audit, version, nothingToAudit }): Promise<Change<InboxComment>> => {
    const before = await findComment(trx, id);
    if (!before) {
      nothingToAudit();
      return { status: "not_found" };
    }
    const expected = version(input.expected_updated_at, staleOrGone, () => findComment(trx, id));
    expected.check(before);
    await expected.write(deleteCommentIf(trx, id, before.updated_at));
    await audit({ action: "inbox.comment.deleted", entity: "post_comment", entityId: id, before, after: null });
    return { status: "ok", value: before };
  });
}

// ——— Ratings ———

const ratingOf = (row: RatingRow): InboxRating => ({
  ...row,
  post_title: row.post_title ?? "",
  by: row.customer_id === null ? "visitor" : "customer",
});

export async function listInboxRatings(db: Db, query: InboxRatingsQuery): Promise<{ ratings: InboxRating[]; pagination: Pagination }> {
  const rows = await listRatingRows(db, query.per_page, (query.page - 1) * query.per_page);
  const total = await countRatings(db);
  return { ratings: rows.map(ratingOf), pagination: pagination(query.page, query.per_page, total) };
}

/** Deletes a rating (the post's average follows at once); a rating given again since it was seen is kept (409). */
export async function deleteRating(db: Db, actor: StaffActor, id: number, input: InboxVersionInput): Promise<Change<InboxRating>> {
  // What a post shows changed: the pages kept for everyone go (server/http/page-cache.ts).
  return inboxChange(db, actor, true, async ({ trx, audit, version, nothingToAudit }): Promise<Change<InboxRating>> => {
    const row = await findRatingRow(trx, id);
    if (!row) {
      nothingToAudit();
      return { status: "not_found" };
    }
    const before = ratingOf(row);
    const reread = async () => {
      const now = await findRatingRow(trx, id);
      return now && ratingOf(now);
    };
    const expected = version(input.expected_updated_at, staleOrGone, reread);
    expected.check(before);
    await expected.write(deleteRatingIf(trx, id, before.updated_at));
    await audit({ action: "inbox.rating.deleted", entity: "post_rating", entityId: id, before, after: null });
    return { status: "ok", value: before };
  });
}
