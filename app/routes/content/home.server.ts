import { getHomeSections } from "../../../server/domain/content/home.service.ts";
import { localeFromPath } from "../../i18n/config.ts";
import type { Route } from "./+types/home";

export async function homeLoader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, sections: await getHomeSections(context.db, locale) };
}
