import { useNavigate, useSearchParams } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { requestPasswordReset, resetPassword } from "./session/auth-client.ts";
import { readIdentifier, readNewPassword } from "./session/auth-forms.ts";
import { tokenProblem } from "./session/auth-outcomes.ts";
import { checkIdentifier, checkNewPassword } from "./session/validation.ts";
import { FormField } from "../../ui/FormField.tsx";
import type { AccountFormFailure } from "./account-forms.ts";
import { NewPasswordFields } from "./AuthCard.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { SubmitButton } from "../../ui/SubmitButton.tsx";

/**
 * Asks for the reset link. The answer is the same whether or not an account matches (no account probing).
 * Without JavaScript the page's action answers: `sent` after it sent the link, `failure` when it refused the form.
 */
export function ForgotPasswordForm({
  legacy,
  sent = false,
  failure,
}: {
  legacy: boolean;
  sent?: boolean;
  failure?: AccountFormFailure | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { state, onSubmit } = useAuthForm({
    summary: t("account.errorSummary"),
    shown: failure
      ? { message: failure.message, fieldErrors: failure.fieldErrors }
      : sent
        ? { message: t("account.linkSent"), tone: "success" }
        : undefined,
    read: readIdentifier,
    check: (values) => checkIdentifier(values, locale),
    send: (values) => requestPasswordReset(values.identifier, locale),
    onOutcome: (outcome) => (outcome.ok ? t("account.linkSent") : undefined),
  });
  const errors = state.fieldErrors;
  const message = state.message ?? (legacy ? `${t("account.error.legacy")} ${t("account.legacyNotice")}` : null);

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={state.pending}>
      <FormAlert message={message} tone={state.message ? state.tone : "info"} focusKey={Object.keys(errors).length ? 0 : state.attempt} />
      <FormField
        name="identifier"
        label={t("account.identifier")}
        autoComplete="username"
        required
        defaultValue={failure?.values.identifier ?? params.get("identifier") ?? ""}
        errors={errors.identifier}
      />
      <SubmitButton pending={state.pending} pendingLabel={t("account.working")} width="full">
        {t("account.sendLink")}
      </SubmitButton>
    </form>
  );
}

/**
 * Sets the new password with the e-mailed token, then sends to the login form with the identifier filled in. The
 * token also goes as a hidden field, for the page's action when the form is posted without JavaScript.
 */
export function ResetPasswordForm({ token, failure }: { token: string; failure?: AccountFormFailure | undefined }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { state, onSubmit } = useAuthForm({
    summary: t("account.errorSummary"),
    shown: failure && { message: failure.message, fieldErrors: failure.fieldErrors },
    read: (form) => readNewPassword(form, token),
    check: (values) => checkNewPassword(values, locale),
    send: (values) => resetPassword(values, locale),
    onOutcome: (outcome) => {
      if (outcome.ok) {
        const identifier = outcome.data?.identifier ?? "";
        void navigate(`${localizePath("/login", locale)}?identifier=${encodeURIComponent(identifier)}&reset=1`, { replace: true });
        return;
      }
      // The token is not a field of this form: its problem is the form's message.
      return tokenProblem(outcome);
    },
  });
  const errors = state.fieldErrors;

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={state.pending}>
      <FormAlert message={state.message} tone={state.tone} focusKey={errors.password || errors.password_confirmation ? 0 : state.attempt} />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields
        label={t("account.newPassword")}
        confirmationLabel={t("account.passwordConfirmation")}
        hint={t("account.passwordHint")}
        errors={errors}
      />
      <SubmitButton pending={state.pending} pendingLabel={t("account.working")} width="full">
        {t("account.savePassword")}
      </SubmitButton>
    </form>
  );
}
