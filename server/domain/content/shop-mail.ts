import { publicUrl } from "../../config.ts";
import type { AppDeps } from "../../context.ts";
import { mailBrand } from "../../mail/mail-brand.ts";
import type { Mail } from "../../mail/mailer.ts";
import { renderTextEmail } from "../../mail/message-email.tsx";

export type MailDeps = Pick<AppDeps, "db" | "mailer" | "config" | "logger">;

/** One line, for a subject: a customer's name must not break the mail's headers. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
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
    const brand = await mailBrand(deps.db, "en", publicUrl(deps.config));
    const html = await renderTextEmail("en", brand, mail.subject, mail.text);
    await deps.mailer.send({ ...mail, html, to: deps.config.SHOP_EMAIL });
    return true;
  } catch (err) {
    deps.logger.error({ err }, "could not e-mail a customer's message to the shop");
    return false;
  }
}
