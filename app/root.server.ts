import { publicUrl } from "../server/config.ts";
import { getShellContent } from "../server/domain/content/shell.service.ts";
import type { FooterData } from "../server/domain/content/theme.service.ts";
import { unreadNoticesOfToken } from "../server/domain/notices/notices.service.ts";
import { sessionTokenOf } from "../server/http/session.ts";
import type { Route } from "./+types/root";
import { parseDisplayUser } from "./lib/display-user.ts";
import { readCookie } from "./browser/storage.ts";

// The page's language is its address's: a visitor who chose the other one was sent there before rendering
// (server/http/locale-redirect.ts).
export async function rootLoader({ request, context }: Route.LoaderArgs) {
  const locale = context.locale;
  // The header's unread notices: one COUNT, asked only when the request carries a session (a page asked without one
  // stays public and cacheable, and costs no query).
  const token = sessionTokenOf(request.headers)?.token;
  const [{ shop, menu, footer }, unreadNotices] = await Promise.all([
    getShellContent<FooterData>(context.db, locale),
    token ? unreadNoticesOfToken(context.db, token) : 0,
  ]);
  return {
    locale,
    shop: shop ?? null,
    menu: menu ?? [],
    footer: footer ?? null,
    user: parseDisplayUser(readCookie("auth_user", request.headers.get("cookie"))),
    origin: publicUrl(context.config),
    unreadNotices,
  };
}
