import { data, redirect } from "react-router";
import { publicUrl } from "../../../server/config.ts";
import { confirmEmailChange, emailChangeOf } from "../../../server/domain/profile/profile.service.ts";
import { TOKEN_COOKIE } from "../../../server/http/auth-cookies.ts";
import { readCookie } from "../../browser/storage.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { readForm, formText } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import { accountInfoPath } from "./account-info.server.ts";
import type { Route } from "./+types/confirm-email";

// /profile/confirm-email?token=…: the link sent to a new e-mail address. Opening it changes nothing (mail scanners
// open links too): the page says which address it is for and asks; the customer's post makes the change. A link
// that is not theirs, used or expired is said so plainly, with the API's 404 or 410.

export type ConfirmEmailView = { state: "ready"; token: string; newEmail: string } | { state: "refused"; message: string };

const NO_STORE = { "Cache-Control": "private, no-store" };

function refused(refusal: Refusal) {
  const view: ConfirmEmailView = { state: "refused", message: refusal.message };
  return data(view, { status: refusal.status, headers: NO_STORE });
}

export async function confirmEmailLoader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  const change = await attempt(context.locale, () => emailChangeOf({ db: context.db }, signedInCustomer(context).customer.id, token), {
    signedIn: true,
  });
  if (!change.ok) return refused(change.refusal);
  const view: ConfirmEmailView = { state: "ready", token, newEmail: change.value.new_email };
  return data(view, { headers: NO_STORE });
}

export async function confirmEmailAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const session = readCookie(TOKEN_COOKIE, request.headers.get("cookie")) ?? "";
  const ctx = { db: context.db, mail: { mailer: context.mailer, logger: context.logger, publicUrl: publicUrl(context.config) } };
  const confirmed = await attempt(
    locale,
    () => confirmEmailChange(ctx, signedInCustomer(context).customer.id, session, formText(form, "token")),
    { signedIn: true },
  );
  if (!confirmed.ok) return refused(confirmed.refusal);
  return redirect(accountInfoPath(locale, "email_confirmed"), { status: 303, headers: { "Cache-Control": "no-store" } });
}
