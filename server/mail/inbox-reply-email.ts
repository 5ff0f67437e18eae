import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// The words of a staff member's reply to a customer's message, in the customer's language: its subject and its text
// part, the customer's message quoted under the reply. The inbox stores and queues them as they are; the outbox draws
// the HTML from the text when it sends.

export interface InboxReply {
  /** The shop's name, "" without one. */
  shop: string;
  /** The customer's name, "" when the message gave none. */
  name: string;
  /** What the staff member wrote. */
  body: string;
  staff: string;
  /** The customer's message being answered. */
  message: string;
}

export function inboxReplyEmail(lang: Lang, reply: InboxReply): { subject: string; text: string } {
  const subject = apiMessage(lang, "inboxReplySubject", { shop: reply.shop });
  const quoted = reply.message
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const name = reply.name || apiMessage(lang, "inboxReplyNoName");
  const text = apiMessage(lang, "inboxReplyText", { name, body: reply.body, staff: reply.staff, shop: reply.shop, quoted });
  return { subject, text };
}
