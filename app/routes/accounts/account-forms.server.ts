import { data, redirect } from "react-router";
import { publicUrl } from "../../../server/config.ts";
import type { AppDeps } from "../../../server/context.ts";
import { failureAnswer } from "../../../server/api/accounts-answers.ts";
import { formErrors } from "../../../server/api/form-errors.ts";
import { forgotPasswordInput, loginInput, registerInput, resetPasswordInput } from "../../../server/domain/accounts/accounts.schema.ts";
import {
  AccountsError,
  logIn,
  logOut,
  register,
  requestPasswordReset,
  resetPassword,
  type AccountsContext,
  type Visit,
} from "../../../server/domain/accounts/accounts.service.ts";
import { authCookies, expiredAuthCookies, TOKEN_COOKIE } from "../../../server/http/auth-cookies.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { isCommonPassword } from "../../../server/domain/accounts/common-passwords.ts";
import { SIGNED_IN_HOOKS } from "../../../server/domain/accounts/sign-in-hooks.ts";
import { cartTokenFrom } from "../../../server/http/shopper.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal as PageRefusal } from "../../lib/refusals.server.ts";
import { readCookie } from "../../browser/storage.ts";
import {
  loginBody,
  readIdentifier,
  readLogin,
  readNewPassword,
  readRegister,
  registerBody,
  type LoginPayload,
} from "../../features/accounts/session/auth-forms.ts";
import {
  recoveryFailure,
  signInFailure,
  tokenProblem,
  type AuthFailure,
  type FieldErrors,
  type Refusal,
} from "../../features/accounts/session/auth-outcomes.ts";
import { redirectAfterLogin } from "../../features/accounts/session/redirect-to.ts";
import { checkIdentifier, checkLogin, checkNewPassword, checkRegister } from "../../features/accounts/session/validation.ts";
import type { AccountFormFailure } from "../../features/accounts/account-forms.ts";

// The account pages' actions: the same forms posted without JavaScript. Each checks the form the way the page's
// script does (validation.ts), then with the API's schema, and calls the same account services as the API (rate
// limits, the dummy hash, the old shop's customers, the cart merge at sign-in), so the outcome and its words are
// the ones the script would have shown. Success sets the API's cookies and answers 303 to where the script goes.
// Cross-site posts never get here: the server refuses them first (server/http/same-origin.ts).

type Deps = Pick<AppDeps, "db" | "config" | "logger" | "mailer"> & { clientIp: string; locale: Locale };

const rules = { isCommonPassword };

function accounts(deps: Deps): AccountsContext {
  return {
    db: deps.db,
    sessionSeconds: deps.config.AUTH_SESSION_SECONDS,
    registrationsPerHour: deps.config.REGISTER_LIMIT_PER_HOUR,
    onSignedIn: SIGNED_IN_HOOKS,
  };
}

/** The visitor as the API sees one: the address for rate limits, the page's language, the visitor cart's token. */
function visitOf(deps: Deps, request: Request, locale: Locale): Visit {
  return { ip: deps.clientIp, lang: locale, cartToken: cartTokenFrom(request.headers) ?? undefined };
}

function pageOf(deps: Deps, request: Request) {
  return { url: new URL(request.url), locale: deps.locale };
}

function seeOther(to: string, cookies: string[] = []) {
  const headers = new Headers({ "Cache-Control": "no-store" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirect(to, { status: 303, headers });
}

function failed(result: AccountFormFailure, status: number, extra: Record<string, string> = {}) {
  return data(result, { status, headers: { "Cache-Control": "no-store", ...extra } });
}

function shown(failure: AuthFailure, values: Record<string, string>, step?: 1 | 2): AccountFormFailure {
  return {
    message: failure.message,
    ...(failure.kind === "legacy" ? { tone: "info" as const } : {}),
    fieldErrors: failure.kind === "fields" ? failure.fieldErrors : {},
    values,
    ...(step ? { step } : {}),
  };
}

/** The API's 422 for a form its schema refuses, as the page's script reads it. */
function schemaRefusal(issues: Parameters<typeof formErrors>[0], locale: Locale): Refused {
  return { refusal: { status: 422, errors: formErrors(issues, locale), oldAccount: false }, status: 422, headers: {} };
}

/** The API's answer to a service's refusal, as the page's script reads it (`is_old_account`: the old shop's customer). */
function serviceRefusal({ status, message, errors, headers, error }: PageRefusal, locale: Locale): Refused {
  const oldAccount = error instanceof AccountsError && failureAnswer(error, locale).oldAccount;
  return { refusal: { status, message, errors, oldAccount }, status, headers };
}

interface Refused {
  refusal: Refusal;
  status: number;
  headers: Record<string, string>;
}

function invalid(errors: FieldErrors, locale: Locale, values: Record<string, string>, step?: 1 | 2) {
  return failed({ message: translate(locale, "account.errorSummary"), fieldErrors: errors, values, ...(step ? { step } : {}) }, 422);
}

const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

/** A customer of the old shop goes to password recovery, with the identifier kept. */
function recoveryPath(identifier: string, locale: Locale): string {
  return `${localizePath("/forgot-password", locale)}?${new URLSearchParams({ identifier: identifier.trim(), legacy: "1" })}`;
}

async function signIn(deps: Deps, request: Request, values: LoginPayload, step?: 2) {
  const { url, locale } = pageOf(deps, request);
  const kept = { identifier: values.identifier, remember: values.remember ? "1" : "" };
  const checked = checkLogin(values, locale);
  if (hasErrors(checked)) return invalid(checked, locale, kept, step);
  const input = loginInput.safeParse(loginBody(values));
  const refused = ({ refusal, status, headers }: Refused) => {
    const failure = signInFailure(refusal, locale, "login");
    if (failure.kind === "legacy") return seeOther(recoveryPath(values.identifier, locale));
    return failed(shown(failure, kept, step), status, headers);
  };
  if (!input.success) return refused(schemaRefusal(input.error.issues, locale));
  const signedIn = await attempt(locale, () => logIn(accounts(deps), input.data, visitOf(deps, request, locale)));
  if (!signedIn.ok) return refused(serviceRefusal(signedIn.refusal, locale));
  return seeOther(
    redirectAfterLogin(url.searchParams.get("redirectTo"), locale),
    authCookies(signedIn.value, secureCookies(request, deps.config)),
  );
}

/** /login: signs in, then goes to `redirectTo` (a path of this site) or the profile. */
export async function loginAction(deps: Deps, request: Request) {
  return signIn(deps, request, readLogin(await readForm(request)));
}

/**
 * /customerLogin: step 1 (`step=identify`) only carries the identifier to step 2, in the address; like the page's
 * script it looks nothing up, so nobody can probe which phones are customers. Step 2 is the login.
 */
export async function customerLoginAction(deps: Deps, request: Request) {
  const { url, locale } = pageOf(deps, request);
  const form = await readForm(request);
  if (formText(form, "step") !== "identify") return signIn(deps, request, readLogin(form), 2);

  const values = readIdentifier(form);
  const checked = checkIdentifier(values, locale);
  if (hasErrors(checked)) return invalid(checked, locale, values, 1);
  // The login's own rule for the identifier (at most 254 characters), before it goes into an address.
  const input = forgotPasswordInput.safeParse({ identifier: values.identifier });
  if (!input.success) return invalid(formErrors(input.error.issues, locale), locale, values, 1);
  const next = new URLSearchParams(url.searchParams);
  next.set("identifier", input.data.identifier);
  return seeOther(`${localizePath("/customerLogin", locale)}?${next}`);
}

/** /register: creates the account and signs in (the API's 201), then goes where a login would. */
export async function registerAction(deps: Deps, request: Request) {
  const { url, locale } = pageOf(deps, request);
  const form = await readForm(request);
  const values = readRegister(form);
  const kept = { name: values.name, email: values.email, phone: values.phone, remember: values.remember ? "1" : "" };
  const checked = checkRegister(values, locale);
  if (hasErrors(checked)) return invalid(checked, locale, kept);
  const input = registerInput(rules).safeParse(registerBody(values));
  // An e-mail of the old shop's customer is shown as the legacy message, in the form, as the script does.
  const refused = ({ refusal, status, headers }: Refused) =>
    failed(shown(signInFailure(refusal, locale, "register"), kept), status, headers);
  if (!input.success) return refused(schemaRefusal(input.error.issues, locale));
  const signedIn = await attempt(locale, () => register(accounts(deps), input.data, visitOf(deps, request, locale)));
  if (!signedIn.ok) return refused(serviceRefusal(signedIn.refusal, locale));
  return seeOther(
    redirectAfterLogin(url.searchParams.get("redirectTo"), locale),
    authCookies(signedIn.value, secureCookies(request, deps.config)),
  );
}

/** /forgot-password: sends the link (or not: the answer is the same), then shows "check your e-mail". */
export async function forgotPasswordAction(deps: Deps, request: Request) {
  const { locale } = pageOf(deps, request);
  const form = await readForm(request);
  const values = readIdentifier(form);
  const checked = checkIdentifier(values, locale);
  if (hasErrors(checked)) return invalid(checked, locale, values);
  const input = forgotPasswordInput.safeParse({ identifier: values.identifier.trim() });
  const refused = ({ refusal, status, headers }: Refused) => failed(shown(recoveryFailure(refusal, locale), values), status, headers);
  if (!input.success) return refused(schemaRefusal(input.error.issues, locale));
  const sent = await attempt(locale, () =>
    requestPasswordReset(accounts(deps), input.data, visitOf(deps, request, locale), {
      mailer: deps.mailer,
      logger: deps.logger,
      publicUrl: publicUrl(deps.config),
    }),
  );
  if (!sent.ok) return refused(serviceRefusal(sent.refusal, locale));
  return seeOther(`${localizePath("/forgot-password", locale)}?${new URLSearchParams({ identifier: input.data.identifier, sent: "1" })}`);
}

/**
 * /reset-password: sets the new password with the link's token (a hidden field, else the address), ends every
 * session and the auth cookies as the API does, then goes to the login form with the identifier filled in.
 */
export async function resetPasswordAction(deps: Deps, request: Request) {
  const { url, locale } = pageOf(deps, request);
  const form = await readForm(request);
  const values = readNewPassword(form, (formText(form, "token") || url.searchParams.get("token") || "").trim());
  const checked = checkNewPassword(values, locale);
  if (hasErrors(checked)) return invalid(checked, locale, {});
  const refused = ({ refusal, status, headers }: Refused) => {
    const failure = recoveryFailure(refusal, locale);
    return failed({ ...shown(failure, {}), message: tokenProblem(failure) ?? failure.message }, status, headers);
  };
  const input = resetPasswordInput(rules).safeParse(values);
  if (!input.success) return refused(schemaRefusal(input.error.issues, locale));
  const reset = await attempt(locale, () => resetPassword(accounts(deps), input.data, visitOf(deps, request, locale)));
  if (!reset.ok) return refused(serviceRefusal(reset.refusal, locale));
  return seeOther(
    `${localizePath("/login", locale)}?${new URLSearchParams({ identifier: reset.value.identifier, reset: "1" })}`,
    expiredAuthCookies(secureCookies(request, deps.config)),
  );
}

/**
 * /logout: ends the session on the server, as the API's logout does, clears the auth cookies and goes to the login
 * page, which says so. The page's script does the same through the API and also clears the browser's storage.
 */
export async function logoutAction(deps: Deps, request: Request) {
  const { locale } = pageOf(deps, request);
  await logOut(accounts(deps), readCookie(TOKEN_COOKIE, request.headers.get("cookie")));
  return seeOther(`${localizePath("/login", locale)}?loggedOut=1`, expiredAuthCookies(secureCookies(request, deps.config)));
}
