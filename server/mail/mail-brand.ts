import type { Db } from "../db/index.ts";
import { getShopInfo } from "../domain/content/theme.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import type { MailBrand } from "./email-layout.tsx";

/**
 * Who signs an e-mail: the shop's name, address and phone as the "shop" theme option has them in `lang`, and its
 * public address (for the logo and the links). Without the option, the name from the e-mail catalogue.
 */
export async function mailBrand(db: Db, lang: Lang, siteAddress: string): Promise<MailBrand> {
  const fallbackName = apiMessage(lang, "emailSignature");
  const shop = await getShopInfo(db, lang);
  const siteUrl = siteAddress.replace(/\/+$/, "");
  if (!shop) return { name: fallbackName, siteUrl };
  const { street, city, state, zip } = shop.address;
  return { name: shop.name || fallbackName, siteUrl, address: `${street}, ${city}, ${state} ${zip}`, phone: shop.phone || undefined };
}
