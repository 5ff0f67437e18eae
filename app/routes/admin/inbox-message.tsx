import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { inboxMessageAction, inboxMessageLoader } from "./inbox.server.ts";
import type { Route } from "./+types/inbox-message";
import { InboxMessageScreen } from "../../features/admin/inbox/InboxMessageScreen.tsx";

// /admin/inbox/:kind/:id (permission "inbox"): one contact or chat message — who, when, in which language — the
// replies already sent, and the reply form (a plain form post; the reply goes out by e-mail in the sender's language
// and the message is marked handled).

export const middleware: Route.MiddlewareFunction[] = [staffMay("inbox")];
export const loader = inboxMessageLoader;
export const action = inboxMessageAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminInbox.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminInboxMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxMessageScreen loaderData={loaderData} actionData={actionData} />;
}
