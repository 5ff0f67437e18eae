import { nowIso } from "../../db/index.ts";
import type { AppDeps } from "../../context.ts";
import type { Lang } from "../../i18n/language.ts";
import { hitLimit, type Limit } from "../limits/rate-limit.ts";
import { insertContactMessage, markContactMessageEmailed } from "./contact.repository.ts";
import type { ContactInput } from "./engagement.schema.ts";
import { honeypotFilled } from "./field-text.ts";
import { languageName, mailShop, oneLine } from "./shop-mail.ts";

/** Per IP: a customer with a question writes once or twice, not five times an hour. */
export const CONTACT_LIMIT: Limit = { max: 5, windowSeconds: 3600 };

export interface Sender {
  ip: string;
  lang: Lang;
  customerId: number | null;
}

export type ContactResult =
  | { status: "received"; id: number }
  /** The honeypot was filled: the sender is told it worked, and nothing is kept or sent. */
  | { status: "discarded" }
  | { status: "rate_limited"; retryAfter: number };

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "logger">;

/** Keeps a contact-form message and e-mails it to the shop, with Reply-To set to the customer. */
export async function receiveContactMessage(deps: Deps, input: ContactInput, sender: Sender): Promise<ContactResult> {
  const limit = await hitLimit(deps.db, `contact:ip:${sender.ip}`, CONTACT_LIMIT);
  if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };
  if (honeypotFilled(input.website)) return { status: "discarded" };

  const receivedAt = nowIso();
  const id = await insertContactMessage(deps.db, {
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    message: input.message,
    locale: sender.lang,
    customer_id: sender.customerId,
    emailed_at: null,
    created_at: receivedAt,
    updated_at: receivedAt,
  });

  const mailed = await mailShop(deps, {
    subject: `Contact form: ${oneLine(input.name)}`,
    replyTo: input.email,
    text: [
      "A customer wrote through the contact form on the website.",
      "",
      `Name: ${oneLine(input.name)}`,
      `E-mail: ${input.email}`,
      `Phone: ${input.phone ?? "-"}`,
      `Language: ${languageName(sender.lang)}`,
      `Received: ${receivedAt}`,
      `Reference: contact #${id}`,
      "",
      "Message:",
      input.message,
      "",
      "Reply to this e-mail to answer the customer directly.",
    ].join("\n"),
  });
  if (mailed) await markContactMessageEmailed(deps.db, id, nowIso());
  return { status: "received", id };
}
