import { data, redirect } from "react-router";
import { profileApiError } from "../../../server/api/profile-answers.ts";
import { publicUrl } from "../../../server/config.ts";
import { confirmEmailChange, emailChangeOf } from "../../../server/domain/profile/profile.service.ts";
import { TOKEN_COOKIE } from "../../../server/http/auth-cookies.ts";
import { readCookie } from "../../browser/storage.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { readForm, formText } from "../../lib/form-data.server.ts";
import { accountInfoPath } from "./account-info.server.ts";
import type { Locale } from "../../i18n/config.ts";
import type { Route } from "./+types/confirm-email";

// /profile/confirm-email?token=…: the link sent to a new e-mail address. Opening it changes nothing (mail scanners
// open links too): the page says which address it is for and asks; the customer's post makes the change. A link
// that is not theirs, used or expired is said so plainly, with the API's 404 or 410.

export type ConfirmEmailView = { state: "ready"; token: string; newEmail: string } | { state: "refused"; message: string };

const NO_STORE = { "Cache-Control": "private, no-store" };

function refusal(error: unknown, locale: Locale) {
  const answer = profileApiError(error, locale);
  if (!answer) throw error;
  const view: ConfirmEmailView = { state: "refused", message: answer.text ?? "" };
  return data(view, { status: answer.status, headers: NO_STORE });
}

export async function confirmEmailLoader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token")?.trim() ?? "";
  try {
    const change = await emailChangeOf({ db: context.db }, signedInCustomer(context).customer.id, token);
    const view: ConfirmEmailView = { state: "ready", token, newEmail: change.new_email };
    return data(view, { headers: NO_STORE });
  } catch (error) {
    return refusal(error, context.locale);
  }
}

export async function confirmEmailAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const session = readCookie(TOKEN_COOKIE, request.headers.get("cookie")) ?? "";
  const ctx = { db: context.db, mail: { mailer: context.mailer, logger: context.logger, publicUrl: publicUrl(context.config) } };
  try {
    await confirmEmailChange(ctx, signedInCustomer(context).customer.id, session, formText(form, "token"));
  } catch (error) {
    return refusal(error, context.locale);
  }
  return redirect(accountInfoPath(locale, "email_confirmed"), { status: 303, headers: { "Cache-Control": "no-store" } });
}
