import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { onContentChange } from "./content-version.ts";
import { getMenu, type MenuItem } from "./menu.service.ts";
import { getShopInfo, getThemeOption, type ShopInfo } from "./theme.service.ts";

/** What every page around its content shows: the shop's details, the main menu and the footer. */
export interface ShellContent<Footer> {
  shop: ShopInfo | undefined;
  menu: MenuItem[] | undefined;
  footer: Footer | undefined;
}

/**
 * How long pages reuse the shell content. A staff edit in this process empties it at once (contentChanged); the
 * time bounds how long another process could show the old menu or footer.
 */
export const SHELL_CONTENT_TTL_MS = 10_000;

const cached = new WeakMap<Db, Map<Lang, { until: number; content: Promise<ShellContent<unknown>> }>>();
onContentChange((db) => cached.delete(db));

/**
 * The shell content for one language, read once per SHELL_CONTENT_TTL_MS per database rather than on every
 * page view (it is the same on all of them). A failed read is not kept.
 */
export function getShellContent<Footer>(db: Db, lang: Lang, now = Date.now()): Promise<ShellContent<Footer>> {
  let byLang = cached.get(db);
  if (!byLang) cached.set(db, (byLang = new Map()));
  const hit = byLang.get(lang);
  if (hit && hit.until > now) return hit.content as Promise<ShellContent<Footer>>;
  const content = Promise.all([
    getShopInfo(db, lang),
    getMenu(db, "main-menu", lang),
    getThemeOption<Footer>(db, "quan-ly-thong-tin-footer", lang),
  ]).then(([shop, menu, footer]) => ({ shop, menu, footer }));
  const entry = { until: now + SHELL_CONTENT_TTL_MS, content: content as Promise<ShellContent<unknown>> };
  byLang.set(lang, entry);
  content.catch(() => {
    if (byLang.get(lang) === entry) byLang.delete(lang);
  });
  return content;
}
