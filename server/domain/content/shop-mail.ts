import { publicUrl } from "../../config.ts";
import type { AppDeps } from "../../context.ts";
import type { Db } from "../../db/index.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import type { MailBrand } from "../../mail/email-layout.tsx";
import type { Mail } from "../../mail/mailer.ts";
import { renderTextEmail } from "../../mail/message-email.tsx";
import { getShopInfo } from "./theme.service.ts";

export type MailDeps = Pick<AppDeps, "db" | "mailer" | "config" | "logger">;

/** One line, for a subject: a customer's name must not break the mail's headers. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Who signs an e-mail: the shop's name, address and phone as the "shop" theme option has them in `lang`, and its
 * public address (for the logo and the links). Without the option, the name from the e-mail catalogue.
 */
export async function mailBrand(db: Db, lang: Lang, siteAddress: string, fallbackName: string): Promise<MailBrand> {
  const shop = await getShopInfo(db, lang);
  const siteUrl = siteAddress.replace(/\/+$/, "");
  if (!shop) return { name: fallbackName, siteUrl };
  const { street, city, state, zip } = shop.address;
  return { name: shop.name || fallbackName, siteUrl, address: `${street}, ${city}, ${state} ${zip}`, phone: shop.phone || undefined };
}

export function languageName(lang: string): string {
  return lang === "vi" ? "Tiếng Việt" : "English";
}

/**
 * Sends a copy of a customer's message to the shop's inbox. The message is already in the database, so a mail
 * server that is down loses nothing: it is logged, false is returned and staff still find the row.
 */
export async function mailShop(deps: MailDeps, mail: Omit<Mail, "to" | "html">): Promise<boolean> {
  try {
    const brand = await mailBrand(deps.db, "en", publicUrl(deps.config), apiMessage("en", "emailSignature"));
    const html = await renderTextEmail("en", brand, mail.subject, mail.text);
    await deps.mailer.send({ ...mail, html, to: deps.config.SHOP_EMAIL });
    return true;
  } catch (err) {
    deps.logger.error({ err }, "could not e-mail a customer's message to the shop");
    return false;
  }
}
