import type { FieldErrors } from "./session/auth-outcomes.ts";
import type { AlertTone } from "../../ui/FormAlert.tsx";

/**
 * What an account page's action answers when its form, posted without JavaScript, fails: what the form would have
 * shown after the same failed call, and what was typed, so the page keeps it.
 */
export interface AccountFormFailure {
  /** The form's alert: the summary of field errors, or the failure's own message. */
  message: string;
  /** How the alert looks when it is not an error: the old shop's customer is welcomed ("info"). */
  tone?: AlertTone;
  fieldErrors: FieldErrors;
  /** What was typed (`remember`: "1" when ticked); never a password. */
  values: Record<string, string>;
  /** The customer-login screen: the step whose form failed. */
  step?: 1 | 2;
}
