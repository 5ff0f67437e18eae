import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import {
  INBOX_REPLY_MAX,
  inboxCommentsQuery,
  inboxMessagesQuery,
  inboxRatingsQuery,
  inboxReplyInput,
  MESSAGE_KINDS,
  type MessageKind,
} from "../../../server/domain/inbox/inbox.schema.ts";
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
} from "../../../server/domain/inbox/inbox.service.ts";
import { outboxOf } from "../../../server/http/checkout-context.ts";
import { apiMessage, type ApiMessageKey } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import type { Route as InboxRoute } from "./+types/inbox";
import type { Route as MessageRoute } from "./+types/inbox-message";

// /admin/inbox and /admin/inbox/:kind/:id (permission "inbox", checked by each page's middleware): the messages,
// comments and ratings with their forms, and a message's page with the reply form. Plain form posts (303 back to the
// page with what was done); a refusal is the page again with its message in the page's language (404, 409, 422). The
// same services as /api/v1/admin/inbox.

export const INBOX_TABS = ["messages", "comments", "ratings"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

const DONE: Record<string, ApiMessageKey> = {
  handled: "inboxMarkedHandled",
  unhandled: "inboxMarkedUnhandled",
  approved: "inboxCommentApproved",
  hidden: "inboxCommentHidden",
  deleted: "inboxCommentDeleted",
  "rating-deleted": "inboxRatingDeleted",
};

/** The page's view: the tab and its filters, each read leniently (what does not parse is the default). */
function viewOf(url: URL) {
  const param = (name: string) => url.searchParams.get(name)?.slice(0, 40) ?? undefined;
  const tab: InboxTab = (INBOX_TABS as readonly string[]).includes(param("tab") ?? "") ? (param("tab") as InboxTab) : "messages";
  const page = param("page");
  const messages = inboxMessagesQuery.safeParse({ kind: param("kind"), state: param("state") ?? "all", page });
  const comments = inboxCommentsQuery.safeParse({ status: param("status"), page });
  const ratings = inboxRatingsQuery.safeParse({ page });
  return {
    tab,
    messages: messages.success ? messages.data : inboxMessagesQuery.parse({}),
    comments: comments.success ? comments.data : inboxCommentsQuery.parse({}),
    ratings: ratings.success ? ratings.data : inboxRatingsQuery.parse({}),
  };
}

export async function inboxLoader({ request, context }: InboxRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const view = viewOf(url);
  const messages = await listInboxMessages(context.db, view.tab === "messages" ? view.messages : { ...view.messages, page: 1 });
  const comments = view.tab === "comments" ? await listInboxComments(context.db, view.comments) : null;
  const ratings = view.tab === "ratings" ? await listInboxRatings(context.db, view.ratings) : null;
  const doneKey = DONE[url.searchParams.get("done") ?? ""];
  return data(
    {
      locale,
      tab: view.tab,
      filters: { kind: view.messages.kind, state: view.messages.state, status: view.comments.status },
      messages,
      comments,
      ratings,
      done: doneKey ? apiMessage(locale, doneKey) : null,
    },
    { headers: ADMIN_NO_STORE },
  );
}

const idOf = (raw: string): number => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0);
const kindOf = (raw: string): MessageKind | undefined => MESSAGE_KINDS.find((k) => k === raw);
const expectedOf = (form: FormData) => {
  const value = formText(form, "expected_updated_at").slice(0, 40);
  return value ? { expected_updated_at: value } : {};
};

type Refusal = { error: string; id: number };

function refusalOf<T>(change: Change<T>, locale: "en" | "vi", notFound: ApiMessageKey): { status: 404 | 409; error: string } | null {
  if (change.status === "not_found") return { status: 404, error: apiMessage(locale, notFound) };
  if (change.status === "stale") return { status: 409, error: apiMessage(locale, "inboxStale") };
  return null;
}

/**
 * intent=handled (kind, id, handled=1|0, expected_updated_at), approve / hide / delete-comment (id,
 * expected_updated_at) and delete-rating (id, expected_updated_at): 303 back to the same view with `done`; a refusal
 * is the page again with its message (404 when the row is gone, 409 when someone changed it meanwhile).
 */
export async function inboxAction({ request, context }: InboxRoute.ActionArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const staff = signedInStaff(context);
  const form = await readForm(request);
  askFirst(request, form, ["delete-comment", "delete-rating"]);
  const intent = formText(form, "intent");
  const id = idOf(formText(form, "id"));
  const back = (done: string) => {
    const query = new URLSearchParams(url.search);
    query.set("done", done);
    return redirect(`${localizePath("/admin/inbox", locale)}?${query}`, { status: 303, headers: ADMIN_NO_STORE });
  };
  const refuse = (status: number, error: string) => data<Refusal>({ error, id }, { status, headers: ADMIN_NO_STORE });
  if (intent === "handled") {
    const kind = kindOf(formText(form, "kind"));
    if (!kind) return refuse(404, apiMessage(locale, "inboxMessageNotFound"));
    const handled = formText(form, "handled") === "1";
    const change = await setMessageHandled(context.db, staff, kind, id, { handled, ...expectedOf(form) });
    const refused = refusalOf(change, locale, "inboxMessageNotFound");
    return refused ? refuse(refused.status, refused.error) : back(handled ? "handled" : "unhandled");
  }
  if (intent === "approve" || intent === "hide") {
    const change = await setCommentStatus(context.db, staff, id, intent === "hide" ? "hidden" : "published", expectedOf(form));
    const refused = refusalOf(change, locale, "inboxCommentNotFound");
    return refused ? refuse(refused.status, refused.error) : back(intent === "hide" ? "hidden" : "approved");
  }
  if (intent === "delete-comment") {
    const change = await deleteComment(context.db, staff, id, expectedOf(form));
    const refused = refusalOf(change, locale, "inboxCommentNotFound");
    return refused ? refuse(refused.status, refused.error) : back("deleted");
  }
  if (intent === "delete-rating") {
    const change = await deleteRating(context.db, staff, id, expectedOf(form));
    const refused = refusalOf(change, locale, "inboxRatingNotFound");
    return refused ? refuse(refused.status, refused.error) : back("rating-deleted");
  }
  return refuse(400, apiMessage(locale, "validationFailed"));
}

export async function inboxMessageLoader({ params, request, context }: MessageRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const kind = kindOf(params.kind);
  const found = kind ? await inboxMessage(context.db, kind, idOf(params.id)) : undefined;
  if (!found) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const done = url.searchParams.get("done");
  const doneText =
    done === "replied"
      ? apiMessage(locale, "inboxReplySent", { email: found.message.email ?? "" })
      : DONE[done ?? ""]
        ? apiMessage(locale, DONE[done ?? ""]!)
        : null;
  return data({ locale, ...found, done: doneText, replyMax: INBOX_REPLY_MAX }, { headers: ADMIN_NO_STORE });
}

/**
 * intent=reply (body, expected_updated_at): the reply e-mailed in the sender's language, 303 back with `done=replied`;
 * an empty or too long reply is the page again with its message and the text kept (422), a message changed meanwhile
 * (another reply) 409. intent=handled (handled=1|0, expected_updated_at): 303 back.
 */
export async function inboxMessageAction({ params, request, context }: MessageRoute.ActionArgs) {
  const locale = context.locale;
  const staff = signedInStaff(context);
  const kind = kindOf(params.kind);
  const id = idOf(params.id);
  if (!kind || !id) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const page = localizePath(`/admin/inbox/${kind}/${id}`, locale);
  const body = form.get("body");
  const typed = typeof body === "string" ? body.slice(0, INBOX_REPLY_MAX * 2) : "";
  const refuse = (status: number, error: string) => data({ intent, error, body: typed }, { status, headers: ADMIN_NO_STORE });
  if (intent === "handled") {
    const handled = formText(form, "handled") === "1";
    const change = await setMessageHandled(context.db, staff, kind, id, { handled, ...expectedOf(form) });
    const refused = refusalOf(change, locale, "inboxMessageNotFound");
    if (refused?.status === 404) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    return refused
      ? refuse(refused.status, refused.error)
      : redirect(`${page}?done=${handled ? "handled" : "unhandled"}`, { status: 303, headers: ADMIN_NO_STORE });
  }
  if (intent !== "reply") return refuse(400, apiMessage(locale, "validationFailed"));
  const parsed = inboxReplyInput.safeParse({ body: typeof body === "string" ? body : undefined, ...expectedOf(form) });
  if (!parsed.success) return refuse(422, formErrors(parsed.error.issues, locale).body?.[0] ?? apiMessage(locale, "inboxReplyRequired"));
  const result = await replyToMessage(context.db, staff, kind, id, parsed.data);
  if (result.status === "not_found") throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  if (result.status === "no_email") return refuse(409, apiMessage(locale, "inboxNoEmail"));
  if (result.status === "stale") return refuse(409, apiMessage(locale, "inboxStale"));
  outboxOf(context).kick();
  return redirect(`${page}?done=replied`, { status: 303, headers: ADMIN_NO_STORE });
}
