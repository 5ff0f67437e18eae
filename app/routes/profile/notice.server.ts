import { data, redirect } from "react-router";
import { listNotices, readAllNotices, readNotice } from "../../../server/domain/notices/notices.service.ts";
import { sayCode } from "../../../server/i18n/api-messages.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { pageOf, pageOfList } from "../../lib/page-of-list.server.ts";
import type { Route } from "./+types/notice";

// The profile's notices: the signed-in customer's own (the layout's middleware has checked the session).

const NO_STORE = { "Cache-Control": "private, no-store" };

/** /profile/notice?page=n: a page of notices, unread first then newest; a page past the last shows the last. */
export async function noticesLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { customer } = signedInCustomer(context);
  const list = await pageOfList(url, (page) => listNotices(context.db, customer.id, page));
  const notices = list.notices.map((notice) => ({ ...notice, title: sayCode(locale, notice.title), body: sayCode(locale, notice.body) }));
  return data({ locale, ...list, notices }, { headers: NO_STORE });
}

/**
 * The page's buttons, plain form posts answered with a 303 back to the same page (POST/redirect/GET):
 * intent=read with the notice's id (another customer's, or an unknown id, is 404) and intent=read-all.
 */
export async function noticesAction({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { customer } = signedInCustomer(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "read") {
    const id = Number(formText(form, "id"));
    const read = Number.isSafeInteger(id) && id > 0 ? await readNotice(context.db, customer.id, id) : undefined;
    if (!read) throw data(null, { status: 404, headers: NO_STORE });
  } else if (intent === "read-all") {
    await readAllNotices(context.db, customer.id);
  } else {
    throw data(null, { status: 400, headers: NO_STORE });
  }
  const page = pageOf(url);
  return redirect(`${localizePath("/profile/notice", locale)}${page > 1 ? `?page=${page}` : ""}`, { status: 303, headers: NO_STORE });
}
