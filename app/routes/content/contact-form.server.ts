import { contentAnswer } from "../../../server/api/content-answers.ts";
import { fieldErrors } from "../../../server/api/envelope.ts";
import type { AppDeps } from "../../../server/context.ts";
import { receiveContactMessage } from "../../../server/domain/content/contact.service.ts";
import { ContactInputSchema } from "../../../server/domain/content/engagement.schema.ts";
import { customerIdOf } from "../../../server/http/session.ts";
import type { Locale } from "../../i18n/config.ts";
import { CONTACT_FIELDS, type ContactFormResult, type ContactFormValues } from "../../features/content/contact/contact-form.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "logger"> & { clientIp: string };

/** The contact page's action: the API's schema and service, answered in the page's language. */
export async function submitContactForm(deps: Deps, request: Request, locale: Locale): Promise<ContactFormResult> {
  const form = await readForm(request);
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, formText(form, field)])) as ContactFormValues;
  const parsed = ContactInputSchema.safeParse({ ...values, website: formText(form, "website") });
  if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error.issues, locale), values };

  const result = await receiveContactMessage(deps, parsed.data, {
    ip: deps.clientIp,
    lang: locale,
    customerId: await customerIdOf(deps.db, request.headers),
  });
  if (result.status === "rate_limited") return { status: "rate_limited", retryAfter: result.retryAfter, values };
  // A filled honeypot is answered like a success, so a bot learns nothing.
  return { status: "sent", email: parsed.data.email };
}

/** The status and headers of the page's answer: the content area's table for a refusal (with Retry-After). */
export function answerOf(result: ContactFormResult): { status: number; headers: Record<string, string> } {
  if (result.status === "invalid") return { status: 422, headers: {} };
  return result.status === "rate_limited"
    ? contentAnswer({ status: "rate_limited", retryAfter: result.retryAfter })
    : { status: 200, headers: {} };
}
