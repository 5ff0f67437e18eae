// Anything that destroys or cancels asks first: the one protocol between a destructive form, its action and the
// page. The form posts its `intent` and fields; without `confirmed=1` the action does nothing and sends the page
// back to itself with the question in the address (?confirm=<intent>&confirm.<field>=<value>#confirm-<intent>),
// where app/ui/ConfirmForm.tsx shows the question on the page with the real button and a way back. With
// JavaScript, ConfirmForm asks in a modal dialog instead and posts `confirmed=1` at once.

export const CONFIRM_PARAM = "confirm";
export const CONFIRMED_FIELD = "confirmed";
const FIELD_PREFIX = "confirm.";

/** The id of the question on the page (the redirect's fragment brings it into view). */
export function confirmStepId(intent: string): string {
  return `confirm-${intent}`;
}

/** Fields that say which thing, not which version of it: a version may change between asking and answering. */
function identifying(name: string): boolean {
  return !name.startsWith("expected_") && name !== "intent" && name !== CONFIRMED_FIELD;
}

/** `search` with the question about `intent` on `fields` (and without any other question). */
export function withQuestion(search: URLSearchParams, intent: string, fields: Record<string, string>): URLSearchParams {
  const next = withoutQuestion(search);
  next.set(CONFIRM_PARAM, intent);
  for (const [name, value] of Object.entries(fields)) if (identifying(name)) next.set(FIELD_PREFIX + name, value);
  return next;
}

/** `search` without a question: where "No, go back" leads. */
export function withoutQuestion(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of search) if (name !== CONFIRM_PARAM && !name.startsWith(FIELD_PREFIX)) next.append(name, value);
  return next;
}

/** Does the address ask about this form (this intent, this thing)? */
export function asksAbout(search: URLSearchParams, intent: string, fields: Record<string, string>): boolean {
  if (search.get(CONFIRM_PARAM) !== intent) return false;
  return Object.entries(fields).every(([name, value]) => !identifying(name) || search.get(FIELD_PREFIX + name) === value);
}
