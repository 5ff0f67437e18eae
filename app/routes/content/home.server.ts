import { getHomeSections } from "../../../server/domain/content/home.service.ts";
import type { Route } from "./+types/home";

export async function homeLoader({ context }: Route.LoaderArgs) {
  const locale = context.locale;
  return { locale, sections: await getHomeSections(context.db, locale) };
}
