import { z } from "zod";
import { key, whenMissing } from "../shared/fields.schema.ts";

// The back office's inbox: what its queries and forms accept (browser-safe: the pages' forms check the same limits).

export const INBOX_PER_PAGE = 25;
export const INBOX_MAX_PER_PAGE = 100;
/** A reply: 1–5000 characters once trimmed; line breaks are kept. */
export const INBOX_REPLY_MAX = 5000;

export const MESSAGE_KINDS = ["contact", "chat"] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];
export const MESSAGE_STATES = ["unhandled", "handled", "all"] as const;
export const COMMENT_STATUSES = ["published", "hidden"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

const wholeNumber = (min: number, max: number) => z.coerce.number(key("fieldInvalid")).int(key("fieldInvalid")).min(min).max(max);
const paging = {
  page: wholeNumber(1, 100_000).default(1),
  per_page: wholeNumber(1, INBOX_MAX_PER_PAGE).default(INBOX_PER_PAGE),
};

/** Contact or chat messages: unhandled first, then the newest. `state` filters; all by default. */
export const inboxMessagesQuery = z.object({
  kind: z.enum(MESSAGE_KINDS, key("fieldInvalid")).default("contact"),
  state: z.enum(MESSAGE_STATES, key("fieldInvalid")).default("all"),
  ...paging,
});
export type InboxMessagesQuery = z.infer<typeof inboxMessagesQuery>;

export const inboxCommentsQuery = z.object({
  status: z.enum([...COMMENT_STATUSES, "all"], key("fieldInvalid")).default("all"),
  ...paging,
});
export type InboxCommentsQuery = z.infer<typeof inboxCommentsQuery>;

export const inboxRatingsQuery = z.object({ ...paging });
export type InboxRatingsQuery = z.infer<typeof inboxRatingsQuery>;

/** The version the staff member saw (the row's `updated_at` as read): a change made since → 409. */
const expected = z.string(key("fieldInvalid")).trim().min(1, key("fieldInvalid")).max(40, key("fieldInvalid")).optional();

// eslint-disable-next-line no-control-regex -- these are what it looks for
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const inboxReplyInput = z.object({
  body: z
    .string(whenMissing("inboxReplyRequired"))
    .trim()
    .min(1, key("inboxReplyRequired"))
    .max(INBOX_REPLY_MAX, key("inboxReplyTooLong"))
    .refine((text) => !CONTROL_BUT_LINES.test(text), key("inboxReplyInvalid")),
  expected_updated_at: expected,
});
export type InboxReplyInput = z.infer<typeof inboxReplyInput>;

export const inboxHandledInput = z.object({
  handled: z.boolean(key("fieldInvalid")),
  expected_updated_at: expected,
});
export type InboxHandledInput = z.infer<typeof inboxHandledInput>;

export const inboxVersionInput = z.object({ expected_updated_at: expected });
export type InboxVersionInput = z.infer<typeof inboxVersionInput>;
