import { fieldErrors, type FieldErrors } from "./envelope.ts";
import { apiMessage, apiMessageCatalogues, type ApiMessageKey } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";

// A form's field errors in the user's language: one place for the API's 422 and the pages' forms (which work
// without JavaScript), so both say the same thing.

function isMessageKey(text: string): text is ApiMessageKey {
  return Object.hasOwn(apiMessageCatalogues.en, text);
}

/**
 * The 422 of a form: each rule names its own message (see the *.schema.ts files), and each field shows its first
 * problem only ("Please enter password", not also "at least 8 characters").
 */
export function formErrors(issues: Parameters<typeof fieldErrors>[0], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    if (errors[field]) continue;
    errors[field] = [isMessageKey(issue.message) ? apiMessage(lang, issue.message) : fieldErrors([issue], lang)[field]![0]!];
  }
  return errors;
}

/** `formErrors` as a page's form shows them: one message a field. */
export function firstFieldErrors(issues: Parameters<typeof fieldErrors>[0], lang: Lang): Record<string, string> {
  return Object.fromEntries(Object.entries(formErrors(issues, lang)).map(([field, [first]]) => [field, first ?? ""]));
}
