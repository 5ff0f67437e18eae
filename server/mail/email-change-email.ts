import { apiMessage, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import type { MailBrand } from "./email-layout.tsx";
import { renderMessageEmail, type MessagePart } from "./message-email.tsx";

// The three e-mails of a change of e-mail, in the customer's language: the link to the new address, the notice to
// the old one that a change was asked for, and the word to the old one once it is done.

export const EMAIL_CHANGE_HOURS = 24;

const prefix = (lang: Lang) => (lang === "vi" ? "/vi" : "");

/** The page that confirms the new address, in the customer's language. */
export function emailChangeLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${prefix(lang)}/profile/confirm-email?token=${encodeURIComponent(token)}`;
}

/** "n***@example.com": enough for the owner to know the address, not enough to hand it to whoever reads the old box. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

interface Mail {
  subject: string;
  text: string;
  html: string;
}

async function compose(
  lang: Lang,
  brand: MailBrand,
  subject: string,
  greeting: string,
  before: string[],
  action: { href: string; label: string },
  after: string[],
): Promise<Mail> {
  const signature = apiMessage(lang, "emailSignature");
  const text = [greeting, "", ...before.flatMap((p) => [p, ""]), action.href, "", ...after.flatMap((p) => [p, ""]), signature, ""].join(
    "\n",
  );
  const parts: MessagePart[] = [greeting, ...before, { action }, ...after, signature];
  return { subject, text, html: await renderMessageEmail({ lang, brand, preview: before[0] ?? subject, parts }) };
}

/** To the new address: the link that makes the change, valid for EMAIL_CHANGE_HOURS, once. */
export function emailChangeConfirmEmail(lang: Lang, name: string, link: string, brand: MailBrand): Promise<Mail> {
  const say = (key: ApiMessageKey, params?: Record<string, string>) => apiMessage(lang, key, params);
  return compose(
    lang,
    brand,
    say("emailChangeConfirmSubject"),
    say("emailGreeting", { name }),
    [say("emailChangeConfirmBody")],
    { href: link, label: say("emailChangeConfirmButton") },
    [say("emailChangeConfirmNote")],
  );
}

/** To the old address when a change is asked for: to which address (masked), and what to do if it was not them. */
export function emailChangeNoticeEmail(lang: Lang, name: string, newEmail: string, accountUrl: string, brand: MailBrand): Promise<Mail> {
  const say = (key: ApiMessageKey, params?: Record<string, string>) => apiMessage(lang, key, params);
  return compose(
    lang,
    brand,
    say("emailChangeNoticeSubject"),
    say("emailGreeting", { name }),
    [say("emailChangeNoticeBody", { email: maskEmail(newEmail) }), say("emailChangeNoticeWarning")],
    { href: accountUrl, label: say("emailChangeAccountButton") },
    [],
  );
}

/** To the old address once the new one confirmed: the change is made, and how to take the account back. */
export function emailChangeDoneEmail(lang: Lang, name: string, newEmail: string, resetUrl: string, brand: MailBrand): Promise<Mail> {
  const say = (key: ApiMessageKey, params?: Record<string, string>) => apiMessage(lang, key, params);
  return compose(
    lang,
    brand,
    say("emailChangeDoneSubject"),
    say("emailGreeting", { name }),
    [say("emailChangeDoneBody", { email: maskEmail(newEmail) }), say("emailChangeDoneWarning")],
    { href: resetUrl, label: say("emailChangeResetButton") },
    [],
  );
}

/** The account page and the password reset page, in the customer's language (for the two notices). */
export function accountPageLink(publicUrl: string, lang: Lang): string {
  return `${publicUrl}${prefix(lang)}/profile/accoutInfo`;
}

export function forgotPasswordLink(publicUrl: string, lang: Lang): string {
  return `${publicUrl}${prefix(lang)}/forgot-password`;
}
