import { createContext, redirect, type AppLoadContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { findCustomerById } from "../../../../server/domain/accounts/accounts.repository.ts";
import { expiredAuthCookies } from "../../../../server/http/auth-cookies.ts";
import { secureCookies } from "../../../../server/http/cookie-security.ts";
import { sessionOf } from "../../../../server/http/session.ts";
import { localizePath } from "../../../i18n/config.ts";
import { requireAuthCookie } from "./guards.server.ts";

/**
 * The signed-in customer of a page request: the auth guard first (no cookie → /login), then the session behind
 * the `auth_token` cookie. A cookie whose session has ended is dropped on the way to the login page.
 */
export async function requireCustomer(request: Request, context: AppLoadContext) {
  requireAuthCookie(request, context.locale);
  const session = await sessionOf(context.db, request.headers);
  const customer = session ? await findCustomerById(context.db, session.user.id) : undefined;
  if (!session || !customer) {
    const url = new URL(request.url);
    const headers = new Headers();
    for (const cookie of expiredAuthCookies(secureCookies(request, context.config))) headers.append("Set-Cookie", cookie);
    const back = encodeURIComponent(`${url.pathname}${url.search}`);
    throw redirect(`${localizePath("/login", context.locale)}?redirectTo=${back}`, { headers });
  }
  return { customer, expiresAt: session.expires_at };
}

export type SignedIn = Awaited<ReturnType<typeof requireCustomer>>;

const signedInContext = createContext<SignedIn>();

/**
 * The signed-in layouts' guard (profile/_layout.tsx): runs before any of their loaders, on page loads and on the
 * browser's data requests alike, and hands the customer down. Without a live session: the locale's /login.
 */
export const customerRequired: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(signedInContext, await requireCustomer(request, context));
};

/** The customer the guard found, for the loaders and actions below a signed-in layout. */
export function signedInCustomer(context: Readonly<RouterContextProvider>): SignedIn {
  return context.get(signedInContext);
}
