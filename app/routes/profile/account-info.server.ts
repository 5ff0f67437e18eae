import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import type { FieldErrors } from "../../../server/api/envelope.ts";
import { isCommonPassword } from "../../../server/domain/accounts/common-passwords.ts";
import { changeEmailInput, changePasswordInput, updateProfileInput } from "../../../server/domain/profile/profile.schema.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import {
  cancelEmailChange,
  changeEmail,
  changePassword,
  getProfile,
  updateProfile,
} from "../../../server/domain/profile/profile.service.ts";
import { TOKEN_COOKIE } from "../../../server/http/auth-cookies.ts";
import { publicUrl } from "../../../server/config.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { readCookie } from "../../browser/storage.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { LOCALE_TAGS, localizePath, type Locale } from "../../i18n/config.ts";
import { dateTimeFormat } from "../../i18n/formatters.ts";
import { translate } from "../../i18n/i18n.tsx";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/account-info";

// /profile/accoutInfo: the customer's details, e-mail and password, three plain forms posted to this action
// (intent=details|email|password; cancel_email drops a change of e-mail waiting for its link). They call the profile services the API calls (the same rules, limits and words);
// success is a 303 back with ?saved=…, a refusal the page again with the messages by field and the API's status.

export type AccountIntent = "details" | "email" | "password";

/** What ?saved= may say: a form's intent, or the end of a change of e-mail (canceled here, confirmed by its link). */
export type SavedNote = AccountIntent | "email_canceled" | "email_confirmed";

export interface AccountFormResult {
  intent: AccountIntent;
  message: string;
  fieldErrors: FieldErrors;
  values: Record<string, string>;
}

const NO_STORE = { "Cache-Control": "no-store" };
const SAVED = {
  details: "profileSaved",
  email: "profileEmailChangePending",
  email_canceled: "profileEmailChangeCanceled",
  email_confirmed: "profileEmailConfirmed",
  password: "profilePasswordChanged",
} as const;

/** The account page with a note on the form it is about (the notes of a change of e-mail are the e-mail form's). */
export function accountInfoPath(locale: Locale, saved: SavedNote): string {
  return `${localizePath("/profile/accoutInfo", locale)}?saved=${saved}#${saved.startsWith("email") ? "email" : saved}`;
}

export async function accountInfoLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const profile = await getProfile(context.db, signedInCustomer(context).customer.id);
  const saved = url.searchParams.get("saved");
  const note = saved && Object.hasOwn(SAVED, saved) ? (saved as SavedNote) : null;
  // The notes of a change of e-mail belong to the e-mail's form; "asked" only while one is waiting.
  const intent: AccountIntent | null =
    note === "email_canceled" || note === "email_confirmed" ? "email" : note === "email" && !profile.pending_email ? null : note;
  const message =
    note && intent ? apiMessage(locale, SAVED[note], { email: (note === "email" ? profile.pending_email : profile.email) ?? "" }) : null;
  // When the link sent to the new address stops working, on the shop's clock: "Thứ Bảy, 28/11/2026, 11:33".
  let pendingUntil: string | null = null;
  if (profile.pending_email_expires_at) {
    const [tag, timeZone, at] = [LOCALE_TAGS[locale], await shopTimeZone(context.db), new Date(profile.pending_email_expires_at)];
    const day = dateTimeFormat(tag, { timeZone, weekday: "long", day: "2-digit", month: "2-digit", year: "numeric" }).format(at);
    pendingUntil = `${day}, ${dateTimeFormat(tag, { timeZone, hour: "numeric", minute: "2-digit" }).format(at)}`;
  }
  return data(
    { locale, profile, pendingUntil, saved: intent && message ? { intent, message } : null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function refused(
  intent: AccountIntent,
  locale: Locale,
  status: number,
  fieldErrors: FieldErrors,
  values: Record<string, string>,
  message?: string,
  headers: Record<string, string> = {},
) {
  const result: AccountFormResult = {
    intent,
    message: message && Object.keys(fieldErrors).length === 0 ? message : translate(locale, "account.errorSummary"),
    fieldErrors,
    values,
  };
  return data(result, { status, headers: { ...NO_STORE, ...headers } });
}

/** The e-mail form's password is `email_password` on the page (two password fields share it). */
const renamed = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field === "password" ? "email_password" : field, list]));

export async function accountInfoAction({ request, context }: Route.ActionArgs) {
  const { locale } = context;
  const { customer } = signedInCustomer(context);
  const form = await readForm(request);
  askFirst(request, form, ["cancel_email"]);
  const field = (name: string) => formText(form, name);
  const intent = field("intent");
  const ctx = { db: context.db, mail: { mailer: context.mailer, logger: context.logger, publicUrl: publicUrl(context.config) } };
  const visit = { ip: context.clientIp };
  const done = (saved: SavedNote) => redirect(accountInfoPath(locale, saved), { status: 303, headers: NO_STORE });

  const save = async (
    current: AccountIntent,
    values: Record<string, string>,
    work: () => Promise<unknown>,
    rename = (e: FieldErrors) => e,
  ) => {
    const saved = await attempt(locale, work, { signedIn: true });
    if (saved.ok) return done(current);
    const { status, errors, message, headers } = saved.refusal;
    return refused(current, locale, status, rename(errors), values, message, headers);
  };

  switch (intent) {
    case "details": {
      const values = { name: field("name"), phone: field("phone"), birthday: field("birthday") };
      const input = updateProfileInput.safeParse(values);
      if (!input.success) return refused("details", locale, 422, formErrors(input.error.issues, locale), values);
      return save("details", values, () => updateProfile(ctx, customer.id, input.data));
    }
    case "email": {
      const values = { email: field("email") };
      // Passwords are never trimmed: the form's own text, as typed.
      const password = String(form.get("email_password") ?? "");
      const input = changeEmailInput.safeParse({ email: values.email, password });
      if (!input.success) return refused("email", locale, 422, renamed(formErrors(input.error.issues, locale)), values);
      return save("email", values, () => changeEmail(ctx, customer.id, input.data, visit), renamed);
    }
    case "cancel_email": {
      await cancelEmailChange(ctx, customer.id);
      return done("email_canceled");
    }
    case "password": {
      const typed = (name: string) => String(form.get(name) ?? "");
      const input = changePasswordInput({ isCommonPassword }).safeParse({
        current_password: typed("current_password"),
        password: typed("password"),
        password_confirmation: typed("password_confirmation"),
      });
      if (!input.success) return refused("password", locale, 422, formErrors(input.error.issues, locale), {});
      const token = readCookie(TOKEN_COOKIE, request.headers.get("cookie")) ?? "";
      return save("password", {}, () => changePassword(ctx, customer.id, token, input.data, visit));
    }
    default:
      return data(null, { status: 400, headers: NO_STORE });
  }
}
