import { data, redirect, type AppLoadContext } from "react-router";
import { findRedirect } from "../../server/domain/content/redirects.service.ts";
import { localizePath, stripLocale } from "../i18n/config.ts";
import { requireAuthCookie } from "../features/accounts/session/guards.server.ts";
import { safeRedirectTarget } from "../../server/http/redirect-target.shared.ts";

/**
 * What a path that names no page gets, with its guards in this order: the auth guard, then the shop's
 * redirect rules (an external target is a full page load, an internal one a client-side navigation), else 404.
 */
export async function notFoundOrRedirect(request: Request, context: AppLoadContext): Promise<never> {
  const url = new URL(request.url);
  const { locale } = context;
  requireAuthCookie(request, context.locale);
  const rule = await findRedirect(context.db, stripLocale(url.pathname));
  // An internal rule names a path of ours; one that would read as another host ("//…") is no rule.
  const internal = rule && !rule.external ? safeRedirectTarget(rule.to, null) : null;
  if (rule?.external) throw redirect(rule.to, rule.status);
  if (rule && internal) throw redirect(localizePath(internal, locale), rule.status);
  throw data({ locale }, { status: 404 });
}
