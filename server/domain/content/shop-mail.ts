import type { AppDeps } from "../../context.ts";
import type { Mail } from "../../mail/mailer.ts";

export type MailDeps = Pick<AppDeps, "mailer" | "config" | "logger">;

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
export async function mailShop(deps: MailDeps, mail: Omit<Mail, "to">): Promise<boolean> {
  try {
    await deps.mailer.send({ ...mail, to: deps.config.SHOP_EMAIL });
    return true;
  } catch (err) {
    deps.logger.error({ err }, "could not e-mail a customer's message to the shop");
    return false;
  }
}
