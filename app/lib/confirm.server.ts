import { redirect } from "react-router";
import { CONFIRMED_FIELD, confirmStepId, withQuestion } from "./confirm.ts";
import { formText } from "./form-data.ts";

/**
 * The server's half of "asks first" (app/lib/confirm.ts): when the form's intent is one of `intents` and it lacks
 * `confirmed=1`, nothing is done and the page is sent back to itself with the question (303), so a form posted
 * without JavaScript, or by anything else, never destroys on the first click. Call it in the action before
 * anything changes; app/lib/confirm.test.ts checks that every destructive form of the site goes through it.
 */
export function askFirst(request: Request, form: FormData, intents: readonly string[]): void {
  const intent = formText(form, "intent");
  if (!intents.includes(intent) || formText(form, CONFIRMED_FIELD) === "1") return;
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") fields[name] = value;
  const url = new URL(request.url);
  const query = withQuestion(url.searchParams, intent, fields);
  throw redirect(`${url.pathname}?${query.toString()}#${confirmStepId(intent)}`, { status: 303, headers: { "Cache-Control": "no-store" } });
}
