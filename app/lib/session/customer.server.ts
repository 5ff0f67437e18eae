import { redirect, type AppLoadContext } from "react-router";
import { findCustomerById } from "../../../server/domain/accounts/accounts.repository.ts";
import { currentSession } from "../../../server/domain/accounts/accounts.service.ts";
import { localeFromPath, localizePath } from "../../i18n/config.ts";
import { requireAuthCookie } from "../guards.server.ts";
import { readCookie } from "../storage.ts";

const EXPIRED_COOKIES = ["auth_token", "auth_user", "auth_exp", "customer_id"].map(
  (name) => `${name}=; Path=/; Max-Age=0; SameSite=Lax; Secure${name === "auth_token" ? "; HttpOnly" : ""}`,
);

/**
 * The signed-in customer of a page request: the auth guard first (no cookie → /login), then the session behind
 * the `auth_token` cookie. A cookie whose session has ended is dropped on the way to the login page.
 */
export async function requireCustomer(request: Request, context: AppLoadContext) {
  requireAuthCookie(request);
  const session = await currentSession({ db: context.db }, readCookie("auth_token", request.headers.get("cookie")));
  const customer = session ? await findCustomerById(context.db, session.user.id) : undefined;
  if (!session || !customer) {
    const url = new URL(request.url);
    const headers = new Headers();
    for (const cookie of EXPIRED_COOKIES) headers.append("Set-Cookie", cookie);
    const back = encodeURIComponent(`${url.pathname}${url.search}`);
    throw redirect(`${localizePath("/login", localeFromPath(url.pathname))}?redirectTo=${back}`, { headers });
  }
  return { customer, expiresAt: session.expires_at };
}
