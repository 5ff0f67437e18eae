import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { inboxAction, inboxLoader } from "./inbox.server.ts";
import type { Route } from "./+types/inbox";
import { InboxScreen } from "../../features/admin/inbox/InboxScreen.tsx";

// /admin/inbox (permission "inbox"): three sections behind links that work without JavaScript — the contact and chat
// messages (waiting first; mark handled, open to reply), the comments on the news (show, hide, delete) and the
// ratings (delete). Each button is a plain form post carrying the version the staff member saw.

export const middleware: Route.MiddlewareFunction[] = [staffMay("inbox")];
export const loader = inboxLoader;
export const action = inboxAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminInbox.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
  return <InboxScreen loaderData={loaderData} actionData={actionData} />;
}
