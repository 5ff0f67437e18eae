import { publicUrl } from "../server/config.ts";
import { getShellContent } from "../server/domain/content/shell.service.ts";
import type { Route } from "./+types/root";
import "./app.css";
import type { FooterData } from "./shell/shell-state.ts";
import { localeFromPath } from "./i18n/config.ts";
import { parseDisplayUser } from "./lib/display-user.ts";
import { readCookie } from "./browser/storage.ts";

// The page's language is its address's: a visitor who chose the other one was sent there before rendering
// (server/http/locale-redirect.ts).
export async function rootLoader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const { shop, menu, footer } = await getShellContent<FooterData>(context.db, locale);
  return {
    locale,
    shop: shop ?? null,
    menu: menu ?? [],
    footer: footer ?? null,
    user: parseDisplayUser(readCookie("auth_user", request.headers.get("cookie"))),
    origin: publicUrl(context.config),
  };
}
