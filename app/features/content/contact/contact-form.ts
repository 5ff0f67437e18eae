/** The contact form's fields and the answers of its action, shared by the page and its action. */

export const CONTACT_FIELDS = ["name", "email", "phone", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
/** What the visitor typed, sent back so a page rendered without JavaScript keeps it. */
export type ContactFormValues = Record<ContactField, string>;

export type ContactFormResult =
  | { status: "sent"; email: string }
  | { status: "invalid"; errors: Record<string, string[]>; values: ContactFormValues }
  | { status: "rate_limited"; retryAfter: number; values: ContactFormValues };
