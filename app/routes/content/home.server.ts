import { getHomeSections } from "../../../server/domain/content/home.service.ts";
import type { Route } from "./+types/home";
import { pageStaleAt } from "../../lib/kept-until.server.ts";
import { campaignWordsUntil, homeCampaigns } from "./campaign.server.ts";

/** The home page: the shop's sections, and above them the seasonal pre-orders open now or opening soon, as of `now`. */
export async function homeLoader({ context }: Route.LoaderArgs) {
  const locale = context.locale;
  const now = new Date();
  const [sections, campaigns] = await Promise.all([getHomeSections(context.db, locale), homeCampaigns(context.db, locale, now)]);
  // A campaign's window is worded as of now: the page is kept no longer than those words hold.
  pageStaleAt(context, campaignWordsUntil(campaigns, now));
  return { locale, sections, campaigns, now: now.toISOString() };
}
