import { useNavigate, useSearchParams } from "react-router";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { register } from "./session/auth-client.ts";
import { readRegister } from "./session/auth-forms.ts";
import { redirectAfterLogin } from "./session/redirect-to.ts";
import { checkRegister } from "./session/validation.ts";
import { FormField } from "../../ui/FormField.tsx";
import { toast } from "../../shell/toast/Toaster.tsx";
import type { AccountFormFailure } from "./account-forms.ts";
import { NewPasswordFields, RememberField } from "./AuthCard.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { SubmitButton } from "../../ui/SubmitButton.tsx";

/**
 * Registration. The server signs the new customer in at once (201 with a session), so the page keeps that
 * session and goes on (to `redirectTo` or the profile) instead of asking for a second login. `failure` is the page
 * action's answer when the form was posted without JavaScript.
 */
export function RegisterForm({ failure }: { failure?: AccountFormFailure | undefined }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, onSubmit } = useAuthForm({
    summary: t("account.errorSummary"),
    shown: failure && { message: failure.message, fieldErrors: failure.fieldErrors, tone: failure.tone ?? "error" },
    read: readRegister,
    check: (values) => checkRegister(values, locale),
    send: (values) => register(values, locale),
    onOutcome: (outcome) => {
      if (!outcome.ok) return;
      toast(outcome.message);
      void navigate(redirectAfterLogin(params.get("redirectTo"), locale), { replace: true });
    },
  });
  const errors = state.fieldErrors;
  const typed = failure?.values ?? {};

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={state.pending}>
      <FormAlert message={state.message} tone={state.tone} focusKey={Object.keys(errors).length ? 0 : state.attempt} />
      <FormField name="name" label={t("account.name")} autoComplete="name" required defaultValue={typed.name} errors={errors.name} />
      <FormField
        name="email"
        type="email"
        label={t("account.email")}
        autoComplete="email"
        required
        defaultValue={typed.email}
        errors={errors.email}
      />
      <FormField
        name="phone"
        type="tel"
        label={t("account.phone")}
        labelNote={t("account.optional")}
        autoComplete="tel"
        defaultValue={typed.phone}
        errors={errors.phone}
      />
      <NewPasswordFields
        label={t("account.password")}
        confirmationLabel={t("account.passwordConfirmation")}
        hint={t("account.passwordHint")}
        errors={errors}
      />
      <RememberField label={t("account.remember")} hint={t("account.rememberHint")} defaultChecked={typed.remember === "1"} />
      <SubmitButton pending={state.pending} pendingLabel={t("account.working")} width="full">
        {t("account.registerSubmit")}
      </SubmitButton>
    </form>
  );
}
