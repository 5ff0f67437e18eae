import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";

export const RESET_LINK_MINUTES = 60;

/** The page where the customer chooses a new password, in the customer's language. */
export function passwordResetLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === "vi" ? "/vi" : ""}/reset-password?token=${encodeURIComponent(token)}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function passwordResetEmail(lang: Lang, customer: { name: string }, link: string) {
  const say = (key: ApiMessageKey) => apiMessage(lang, key);
  const t = { subject: say("emailResetSubject"), body: say("emailResetBody"), note: say("emailResetNote"), signature: say("emailSignature"), button: say("emailResetButton") };
  const greeting = apiMessage(lang, "emailGreeting", { name: customer.name });
  const text = [greeting, "", t.body, "", link, "", t.note, "", t.signature, ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(t.note)}</p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
  ].join("\n");
  return { subject: t.subject, text, html };
}
