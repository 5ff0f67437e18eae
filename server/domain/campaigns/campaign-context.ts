import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import type { CampaignContext } from "./campaigns.service.ts";

/** A campaign read's context for the storefront and the public API: the shop's clock, as of `now`. */
export async function storefrontCampaignContext(db: Db, lang: Lang, now = new Date()): Promise<CampaignContext> {
  return { db, lang, timeZone: await shopTimeZone(db), now };
}
