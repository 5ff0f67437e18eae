import { loadCataloguesFor } from "../../i18n/catalogue.ts";
import { localeFromPath } from "../../i18n/config.ts";

/**
 * The back office's routes' clientMiddleware: its texts are a chunk of their own (app/i18n/catalogue.ts), which a
 * navigation into the back office (or a language switch inside it) loads before the page renders. The first page
 * loaded has them from entry.client.tsx.
 */
export function loadBackOfficeMessages({ request }: { request: Request }): Promise<void> {
  const { pathname } = new URL(request.url);
  return loadCataloguesFor(localeFromPath(pathname), pathname);
}
