import { useState, type FormEvent } from "react";
import type { AuthOutcome, FieldErrors } from "./session/auth-client.ts";
import type { AlertTone } from "../../ui/FormAlert.tsx";

export interface FormState {
  pending: boolean;
  message: string | null;
  tone: AlertTone;
  fieldErrors: FieldErrors;
  /** Changes on every failed submit, so the alert or the first invalid field takes the focus again. */
  attempt: number;
}

const initial: FormState = { pending: false, message: null, tone: "error", fieldErrors: {}, attempt: 0 };

/**
 * Runs a form's submit: the browser checks first (`check`), then the call; field errors and the message come
 * back into the state. `onOutcome` gets every outcome of the call. `shown` is what the form shows at first: the
 * page action's answer when the form was posted without JavaScript.
 */
export function useAuthForm<V, O extends { ok: boolean }>(options: {
  read: (form: FormData) => V;
  check: (values: V) => FieldErrors;
  send: (values: V) => Promise<O | Exclude<AuthOutcome, { ok: true }>>;
  onOutcome: (outcome: O | Exclude<AuthOutcome, { ok: true }>, values: V) => string | null | void;
  summary: string;
  shown?: Partial<Pick<FormState, "message" | "tone" | "fieldErrors">> | undefined;
}) {
  const [state, setState] = useState<FormState>(() => ({ ...initial, ...options.shown }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.pending) return;
    const form = event.currentTarget;
    const values = options.read(new FormData(form));
    const fieldErrors = options.check(values);
    if (Object.keys(fieldErrors).length) {
      setState((s) => ({ ...initial, fieldErrors, message: options.summary, attempt: s.attempt + 1 }));
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setState((s) => ({ ...s, pending: true }));
    const outcome = await options.send(values);
    if (outcome.ok) {
      const notice = options.onOutcome(outcome, values);
      setState((s) => ({ ...initial, message: notice ?? null, tone: "success", attempt: s.attempt }));
      return;
    }
    const failed = outcome as Exclude<AuthOutcome, { ok: true }>;
    const keep = options.onOutcome(failed, values);
    const errors = failed.kind === "fields" ? failed.fieldErrors : {};
    // A customer of the old shop is welcomed, not scolded: the message is information (the legacy outcome).
    const tone = failed.kind === "legacy" ? "info" : "error";
    setState((s) => ({ ...initial, message: keep ?? failed.message, tone, fieldErrors: errors, attempt: s.attempt + 1 }));
    if (Object.keys(errors).length) focusFirstInvalid(form, errors);
  };

  return { state, onSubmit };
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = Array.from(form.elements).find((el): el is HTMLInputElement => el instanceof HTMLInputElement && Boolean(errors[el.name]));
  window.requestAnimationFrame(() => first?.focus());
}
