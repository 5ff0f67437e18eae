import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import type { MailBrand } from "./email-layout.tsx";
import { renderMessageEmail } from "./message-email.tsx";

export const RESET_LINK_MINUTES = 60;

/** The page where the customer chooses a new password, in the customer's language. */
export function passwordResetLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === "vi" ? "/vi" : ""}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The e-mail with the link, in the customer's language: a button, the link itself, and a text part. */
export async function passwordResetEmail(lang: Lang, customer: { name: string }, link: string, brand: MailBrand) {
  const say = (key: ApiMessageKey) => apiMessage(lang, key);
  const t = {
    subject: say("emailResetSubject"),
    body: say("emailResetBody"),
    note: say("emailResetNote"),
    signature: say("emailSignature"),
    button: say("emailResetButton"),
  };
  const greeting = apiMessage(lang, "emailGreeting", { name: customer.name });
  const text = [greeting, "", t.body, "", link, "", t.note, "", t.signature, ""].join("\n");
  const html = await renderMessageEmail({
    lang,
    brand,
    preview: t.subject,
    parts: [greeting, t.body, { action: { href: link, label: t.button } }, t.note, t.signature],
  });
  return { subject: t.subject, text, html };
}
