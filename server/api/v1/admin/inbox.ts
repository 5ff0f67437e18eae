import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../../../context.ts";
import {
  COMMENT_STATUSES,
  INBOX_REPLY_MAX,
  inboxCommentsQuery,
  inboxHandledInput,
  inboxMessagesQuery,
  inboxRatingsQuery,
  inboxReplyInput,
  inboxVersionInput,
  MESSAGE_KINDS,
} from "../../../domain/inbox/inbox.schema.ts";
import {
  deleteComment,
  deleteRating,
  inboxMessage,
  listInboxComments,
  listInboxMessages,
  listInboxRatings,
  replyToMessage,
  setCommentStatus,
  setMessageHandled,
  type Change,
} from "../../../domain/inbox/inbox.service.ts";
import { outboxOf } from "../../../http/checkout-context.ts";
import { apiMessage, type ApiMessageKey } from "../../../i18n/api-messages.ts";
import { ApiError, ok } from "../../envelope.ts";
import { envelopeOf, json, failure } from "../../openapi.ts";
import { newAdminApi, staffRoute, type StaffEnv } from "../../staff-guard.ts";
import { PaginationSchema } from "./schemas.ts";

// The inbox: contact and chat messages (mark handled, reply by e-mail), comments on news posts (approve,
// hide, delete) and ratings (delete): the managers' and the owner's (permission "inbox"). Every change is audited
// and carries `expected_updated_at`, the version the staff member saw; a change made since → 409 with the row now.

const MessageSchema = z
  .object({
    kind: z.enum(MESSAGE_KINDS),
    id: z.number().int(),
    name: z.string().openapi({ description: "Empty when a chat visitor gave none" }),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    message: z.string(),
    locale: z.enum(["en", "vi"]).openapi({ description: "The language of the sender's page: the reply is written in it" }),
    created_at: z.string(),
    handled_at: z.string().nullable(),
    handled_by: z.string().nullable().openapi({ description: "The staff member's name" }),
    updated_at: z.string().openapi({ description: "The version to send back as `expected_updated_at`" }),
    conversation: z
      .string()
      .nullable()
      .openapi({ description: "A chat message's conversation (its first 8 characters); null for a contact message" }),
  })
  .openapi("InboxMessage");

const ReplySchema = z
  .object({
    id: z.number().int(),
    staff_name: z.string(),
    to_email: z.string(),
    subject: z.string(),
    body: z.string(),
    created_at: z.string(),
  })
  .openapi("InboxReply");

const CommentSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    post_title: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    content: z.string().openapi({ description: "Plain text" }),
    status: z.enum(COMMENT_STATUSES),
    locale: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("InboxComment");

const RatingSchema = z
  .object({
    id: z.number().int(),
    post_id: z.number().int(),
    post_title: z.string(),
    rating: z.number().int(),
    by: z.enum(["customer", "visitor"]),
    customer_id: z.number().int().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("InboxRating");

const conflict = <T extends z.ZodType>(name: string, schema: T) => ({
  description: `Changed by someone else meanwhile: the ${name} as it is now`,
  content: json(z.object({ error: z.literal(true), message: z.string(), data: z.object({ [name]: schema }) })),
});

/** Any text: what is not a whole number is answered like an unknown id (404). */
const IdParams = z.object({ id: z.string().max(20).openapi({ example: "12" }) });
const MessageParams = IdParams.extend({ kind: z.enum(MESSAGE_KINDS) });
const idOf = (raw: string): number => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0);

type Ctx = Context<StaffEnv>;

/** The service's answer: the value, a 404, or a 409 with the row as it is now under `data[name]`. */
function answer<T>(
  c: Ctx,
  change: Change<T>,
  name: string,
  notFound: ApiMessageKey,
  done: ApiMessageKey,
  params: Record<string, string> = {},
) {
  const lang = c.get("lang");
  if (change.status === "not_found") throw new ApiError(404, notFound);
  if (change.status === "stale")
    return c.json({ error: true as const, message: apiMessage(lang, "inboxStale"), data: { [name]: change.current } }, 409) as never;
  return ok(c, { [name]: change.value }, apiMessage(lang, done, params));
}

export function adminInboxApi(deps: AppDeps) {
  const { db } = deps;
  const messages = staffRoute(db, "inbox", {
    method: "get",
    path: "/messages",
    summary: "Contact or chat messages",
    description:
      "`kind`: contact (default) or chat; `state`: unhandled, handled or all (default). The unhandled first, then the newest. `unhandled` counts what waits of each kind. `per_page`: 25 by default, at most 100.",
    request: { query: inboxMessagesQuery },
    responses: {
      200: {
        description: "A page of messages",
        content: json(
          envelopeOf(
            z.object({
              messages: z.array(MessageSchema),
              pagination: PaginationSchema,
              unhandled: z.object({ contact: z.number().int(), chat: z.number().int() }),
            }),
          ),
        ),
      },
      422: failure("A filter is malformed"),
    },
  });
  const message = staffRoute(db, "inbox", {
    method: "get",
    path: "/messages/{kind}/{id}",
    summary: "One message with the replies sent to it",
    request: { params: MessageParams },
    responses: {
      200: { description: "The message", content: json(envelopeOf(z.object({ message: MessageSchema, replies: z.array(ReplySchema) }))) },
      404: failure("No such message"),
    },
  });
  const handled = staffRoute(db, "inbox", {
    method: "post",
    path: "/messages/{kind}/{id}/handled",
    summary: "Mark a message handled, or waiting again",
    description: "Audited. `expected_updated_at`: the message's `updated_at` as read; changed since → 409.",
    request: { params: MessageParams, body: { content: json(inboxHandledInput.openapi("InboxHandledInput")), required: true } },
    responses: {
      200: { description: "The message now", content: json(envelopeOf(z.object({ message: MessageSchema }))) },
      404: failure("No such message"),
      409: conflict("message", MessageSchema),
      422: failure("`handled` is not true or false"),
    },
  });
  const reply = staffRoute(db, "inbox", {
    method: "post",
    path: "/messages/{kind}/{id}/reply",
    summary: "Reply to a message by e-mail",
    description: `Sent to the sender's address in the language of their page, from the shop (Reply-To: the shop's address), through the e-mail outbox; kept with who replied and when; marks the message handled. \`body\`: 1–${INBOX_REPLY_MAX} characters once trimmed. Audited. Two replies at once → one; the other 409 with the message now (as does a stale \`expected_updated_at\`). Without \`expected_updated_at\` a reply goes only to a message still waiting (unhandled); a further reply carries the version. A chat visitor who left no e-mail → 409.`,
    request: { params: MessageParams, body: { content: json(inboxReplyInput.openapi("InboxReplyInput")), required: true } },
    responses: {
      200: { description: "The message now", content: json(envelopeOf(z.object({ message: MessageSchema }))) },
      404: failure("No such message"),
      409: conflict("message", MessageSchema),
      422: failure("The reply is empty, too long, or holds control characters"),
    },
  });
  const comments = staffRoute(db, "inbox", {
    method: "get",
    path: "/comments",
    summary: "Comments on news posts, the newest first",
    description: "`status`: published, hidden or all (default). `per_page`: 25 by default, at most 100.",
    request: { query: inboxCommentsQuery },
    responses: {
      200: {
        description: "A page of comments",
        content: json(envelopeOf(z.object({ comments: z.array(CommentSchema), pagination: PaginationSchema }))),
      },
      422: failure("A filter is malformed"),
    },
  });
  const commentMove = (path: "approve" | "hide", summary: string) =>
    staffRoute(db, "inbox", {
      method: "post",
      path: `/comments/{id}/${path}`,
      summary,
      description:
        "Shows on (or leaves) the post at once. Audited. `expected_updated_at`: the comment's `updated_at` as read; changed since → 409.",
      request: { params: IdParams, body: { content: json(inboxVersionInput.openapi("InboxVersionInput")), required: false } },
      responses: {
        200: { description: "The comment now", content: json(envelopeOf(z.object({ comment: CommentSchema }))) },
        404: failure("No such comment"),
        409: conflict("comment", CommentSchema),
        422: failure("`expected_updated_at` is malformed"),
      },
    });
  const approve = commentMove("approve", "Approve a comment (show it on the post)");
  const hide = commentMove("hide", "Hide a comment from the post");
  const removeComment = staffRoute(db, "inbox", {
    method: "delete",
    path: "/comments/{id}",
    summary: "Delete a comment",
    description:
      "For good (nothing else refers to it); the audit line keeps what it said. `expected_updated_at` (query): changed since → 409.",
    request: { params: IdParams, query: inboxVersionInput },
    responses: {
      200: { description: "The comment deleted", content: json(envelopeOf(z.object({ comment: CommentSchema }))) },
      404: failure("No such comment"),
      409: conflict("comment", CommentSchema),
      422: failure("`expected_updated_at` is malformed"),
    },
  });
  const ratings = staffRoute(db, "inbox", {
    method: "get",
    path: "/ratings",
    summary: "Ratings of news posts, the latest first",
    request: { query: inboxRatingsQuery },
    responses: {
      200: {
        description: "A page of ratings",
        content: json(envelopeOf(z.object({ ratings: z.array(RatingSchema), pagination: PaginationSchema }))),
      },
      422: failure("A filter is malformed"),
    },
  });
  const removeRating = staffRoute(db, "inbox", {
    method: "delete",
    path: "/ratings/{id}",
    summary: "Delete a rating",
    description: "The post's average follows at once. Audited. `expected_updated_at` (query): rated again since → 409.",
    request: { params: IdParams, query: inboxVersionInput },
    responses: {
      200: { description: "The rating deleted", content: json(envelopeOf(z.object({ rating: RatingSchema }))) },
      404: failure("No such rating"),
      409: conflict("rating", RatingSchema),
      422: failure("`expected_updated_at` is malformed"),
    },
  });

  return newAdminApi()
    .openapi(messages, async (c) => ok(c, await listInboxMessages(db, c.req.valid("query"))))
    .openapi(message, async (c) => {
      const found = await inboxMessage(db, c.req.valid("param").kind, idOf(c.req.valid("param").id));
      if (!found) throw new ApiError(404, "inboxMessageNotFound");
      return ok(c, found);
    })
    .openapi(handled, async (c) => {
      const input = c.req.valid("json");
      const change = await setMessageHandled(db, c.get("staff"), c.req.valid("param").kind, idOf(c.req.valid("param").id), input);
      return answer(c, change, "message", "inboxMessageNotFound", input.handled ? "inboxMarkedHandled" : "inboxMarkedUnhandled");
    })
    .openapi(reply, async (c) => {
      const lang = c.get("lang");
      const result = await replyToMessage(
        db,
        c.get("staff"),
        c.req.valid("param").kind,
        idOf(c.req.valid("param").id),
        c.req.valid("json"),
      );
      if (result.status === "no_email")
        return c.json({ error: true as const, message: apiMessage(lang, "inboxNoEmail"), data: { message: result.current } }, 409) as never;
      if (result.status === "ok") outboxOf(deps).kick();
      return answer(c, result, "message", "inboxMessageNotFound", "inboxReplySent", {
        email: result.status === "ok" ? (result.value.email ?? "") : "",
      });
    })
    .openapi(comments, async (c) => ok(c, await listInboxComments(db, c.req.valid("query"))))
    .openapi(approve, async (c) => {
      const change = await setCommentStatus(db, c.get("staff"), idOf(c.req.valid("param").id), "published", versionBody(c) ?? {});
      return answer(c, change, "comment", "inboxCommentNotFound", "inboxCommentApproved");
    })
    .openapi(hide, async (c) => {
      const change = await setCommentStatus(db, c.get("staff"), idOf(c.req.valid("param").id), "hidden", versionBody(c) ?? {});
      return answer(c, change, "comment", "inboxCommentNotFound", "inboxCommentHidden");
    })
    .openapi(removeComment, async (c) =>
      answer(
        c,
        await deleteComment(db, c.get("staff"), idOf(c.req.valid("param").id), c.req.valid("query")),
        "comment",
        "inboxCommentNotFound",
        "inboxCommentDeleted",
      ),
    )
    .openapi(ratings, async (c) => ok(c, await listInboxRatings(db, c.req.valid("query"))))
    .openapi(removeRating, async (c) =>
      answer(
        c,
        await deleteRating(db, c.get("staff"), idOf(c.req.valid("param").id), c.req.valid("query")),
        "rating",
        "inboxRatingNotFound",
        "inboxRatingDeleted",
      ),
    );
}

/** The optional body of approve and hide: none, or `{ expected_updated_at }` (validated by the route when sent as JSON). */
function versionBody(c: { req: { valid: (t: "json") => unknown } }): { expected_updated_at?: string } | undefined {
  return c.req.valid("json") as { expected_updated_at?: string } | undefined;
}
