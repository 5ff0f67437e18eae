import { useNavigate, useSearchParams } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { logIn, type AuthOutcome } from "./session/auth-client.ts";
import { readLogin } from "./session/auth-forms.ts";
import { redirectAfterLogin } from "./session/redirect-to.ts";
import { checkLogin } from "./session/validation.ts";
import { FormField } from "../../ui/FormField.tsx";
import { toast } from "../../shell/toast/Toaster.tsx";
import type { AccountFormFailure } from "./account-forms.ts";
import { RememberField, TEXT_LINK } from "./AuthCard.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { useAuthForm } from "./use-auth-form.ts";
import { SubmitButton } from "../../ui/SubmitButton.tsx";

/**
 * Log in with an e-mail or phone number (what a refusal shows: session/auth-outcomes.ts). `fixedIdentifier` is the
 * customer-login screen's step 2: the identifier was given at step 1 and is sent as a hidden field. `failure` is the
 * page action's answer when the form was posted without JavaScript.
 */
export function LoginForm({
  fixedIdentifier,
  notice,
  failure,
}: {
  fixedIdentifier?: string;
  notice?: string | null;
  failure?: AccountFormFailure | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, onSubmit } = useAuthForm({
    summary: t("account.errorSummary"),
    shown: failure && { message: failure.message, fieldErrors: failure.fieldErrors },
    read: (form) => readLogin(form, fixedIdentifier),
    check: (values) => checkLogin(values, locale),
    send: (values) => logIn(values, locale),
    onOutcome: (outcome: AuthOutcome, values) => {
      if (outcome.ok) {
        toast(outcome.message);
        void navigate(redirectAfterLogin(params.get("redirectTo"), locale), { replace: true });
        return;
      }
      if (outcome.kind === "legacy") {
        // A customer of the old shop restores the password; the identifier goes along.
        void navigate(`${localizePath("/forgot-password", locale)}?identifier=${encodeURIComponent(values.identifier.trim())}`, {
          state: { legacy: true },
        });
        return;
      }
      if (outcome.kind === "message") toast(t("toast.loginFailed"));
    },
  });
  const errors = state.fieldErrors;

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-busy={state.pending}>
      <FormAlert
        message={notice && !state.message ? notice : state.message}
        tone={state.message ? state.tone : "success"}
        focusKey={Object.keys(errors).length ? 0 : state.attempt}
      />
      {fixedIdentifier === undefined ? (
        <FormField
          name="identifier"
          label={t("account.identifier")}
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={failure?.values.identifier ?? params.get("identifier") ?? ""}
          errors={errors.identifier}
        />
      ) : (
        <input type="hidden" name="identifier" value={fixedIdentifier} />
      )}
      <FormField
        name="password"
        type="password"
        label={t("account.password")}
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <RememberField label={t("account.remember")} hint={t("account.rememberHint")} defaultChecked={failure?.values.remember === "1"} />
      <SubmitButton pending={state.pending} pendingLabel={t("account.working")} width="full">
        {t("account.loginSubmit")}
      </SubmitButton>
      <p className="text-center">
        <LocaleLink
          to={`/forgot-password${fixedIdentifier ? `?identifier=${encodeURIComponent(fixedIdentifier)}` : ""}`}
          className={TEXT_LINK}
        >
          {t("account.forgotLink")}
        </LocaleLink>
      </p>
    </form>
  );
}
