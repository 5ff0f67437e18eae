import { useNavigate, useSearchParams } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { requestPasswordReset, resetPassword } from "../../lib/session/auth-client.ts";
import { checkIdentifier, checkNewPassword } from "../../lib/session/validation.ts";
import { FormField } from "../contact/FormField.tsx";
import { SUBMIT } from "./AuthCard.tsx";
import { FormAlert } from "./FormAlert.tsx";
import { useAuthForm } from "./use-auth-form.ts";

/** Asks for the reset link. The answer is the same whether or not an account matches (no account probing). */
export function ForgotPasswordForm({ legacy }: { legacy: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { state, onSubmit } = useAuthForm({
    summary: t("account.errorSummary"),
    read: (form) => ({ identifier: String(form.get("identifier") ?? "") }),
    check: (values) => checkIdentifier(values, locale),
    send: (values) => requestPasswordReset(values.identifier, locale),
    onOutcome: (outcome) => (outcome.ok ? t("account.linkSent") : undefined),
  });
  const errors = state.fieldErrors;
  const message = state.message ?? (legacy ? `${t("account.error.legacy")} ${t("account.legacyNotice")}` : null);

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={state.pending}>
      <FormAlert message={message} tone={state.message ? state.tone : "error"} focusKey={Object.keys(errors).length ? 0 : state.attempt} />
      <FormField
        name="identifier"
        label={t("account.identifier")}
        autoComplete="username"
        required
        defaultValue={params.get("identifier") ?? ""}
        errors={errors.identifier}
      />
      <button type="submit" className={SUBMIT} disabled={state.pending}>
        {state.pending ? t("account.working") : t("account.sendLink")}
      </button>
    </form>
  );
}

/** Sets the new password with the e-mailed token, then sends to the login form with the identifier filled in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { state, onSubmit } = useAuthForm({
    summary: t("account.errorSummary"),
    read: (form) => ({
      token,
      password: String(form.get("password") ?? ""),
      password_confirmation: String(form.get("password_confirmation") ?? ""),
    }),
    check: (values) => checkNewPassword(values, locale),
    send: (values) => resetPassword(values, locale),
    onOutcome: (outcome) => {
      if (outcome.ok) {
        const identifier = outcome.data?.identifier ?? "";
        void navigate(`${localizePath("/login", locale)}?identifier=${encodeURIComponent(identifier)}&reset=1`, { replace: true });
        return;
      }
      // The token is not a field of this form: its problem is the form's message.
      if (outcome.kind === "fields" && outcome.fieldErrors.token) return outcome.fieldErrors.token.join(" ");
    },
  });
  const errors = state.fieldErrors;

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={state.pending}>
      <FormAlert message={state.message} tone={state.tone} focusKey={errors.password || errors.password_confirmation ? 0 : state.attempt} />
      <FormField
        name="password"
        type="password"
        label={t("account.newPassword")}
        hint={t("account.passwordHint")}
        autoComplete="new-password"
        required
        errors={errors.password}
      />
      <FormField
        name="password_confirmation"
        type="password"
        label={t("account.passwordConfirmation")}
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
      <button type="submit" className={SUBMIT} disabled={state.pending}>
        {state.pending ? t("account.working") : t("account.savePassword")}
      </button>
    </form>
  );
}
