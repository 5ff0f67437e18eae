import { useState } from "react";
import { metaLocale } from "../../lib/seo.ts";
import { useSearchParams } from "react-router";
import { customerLoginAction } from "./account-forms.server.ts";
import type { AccountFormFailure } from "../../features/accounts/account-forms.ts";
import { AuthCard, TEXT_LINK } from "../../features/accounts/AuthCard.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { LoginForm } from "../../features/accounts/LoginForm.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { localizePath } from "../../i18n/config.ts";
import { LocaleLink, translate, useLocale, useT } from "../../i18n/i18n.tsx";
import type { FieldErrors } from "../../features/accounts/session/auth-client.ts";
import { checkIdentifier } from "../../features/accounts/session/validation.ts";
import type { Route } from "./+types/customer-login";

// The returning customer's screen: the phone or e-mail first, then the password. The API has no "who is this?"
// look-up (it would let anyone probe which phones are customers), so step 1 only collects the identifier; a
// customer of the old shop learns it at step 2, from the login's legacy answer, and goes to recovery from there.
// With JavaScript the steps are the page's state; without, step 1 posts to the action, which answers with the
// identifier in the address (step 2), and step 2 posts the login.

/** The forms posted without JavaScript: step 1 (`step=identify`) or step 2 (the login). */
export function action({ request, context }: Route.ActionArgs) {
  return customerLoginAction(context, request);
}

/** The action's `Cache-Control: no-store` (and `Retry-After` on a 429) on the page it renders. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.customerLoginTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.customerLoginDescription") },
  ];
}

/** The identifier of step 2, or null for step 1: from the action's answer, else from the address. */
function stepTwoIdentifier(failure: AccountFormFailure | undefined, params: URLSearchParams): string | null {
  if (failure) return failure.step === 2 ? failure.values.identifier?.trim() || null : null;
  return params.get("identifier")?.trim() || null;
}

export default function CustomerLogin({ actionData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  // Without JavaScript: the answer of step 1's form (or of a post the action could not read), or of step 2's.
  const stepOne = actionData?.step === 2 ? undefined : actionData;
  const stepTwo = actionData?.step === 2 ? actionData : undefined;
  const [identifier, setIdentifier] = useState<string | null>(() => stepTwoIdentifier(actionData, params));
  const [errors, setErrors] = useState<FieldErrors>(() => stepOne?.fieldErrors ?? {});
  const redirectTo = params.get("redirectTo");

  return (
    <AuthCard
      title={t("account.customerLoginTitle")}
      intro={identifier === null ? t("account.customerLoginIntro") : null}
      footer={
        <p>
          {t("account.noAccount")}{" "}
          <LocaleLink to="/register" className={TEXT_LINK}>
            {t("account.registerLink")}
          </LocaleLink>
        </p>
      }
    >
      <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-crust">
        {t("account.step", { step: identifier === null ? 1 : 2 })}
      </p>
      {identifier === null ? (
        <form
          method="post"
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault();
            const value = String(new FormData(event.currentTarget).get("identifier") ?? "");
            const found = checkIdentifier({ identifier: value }, locale);
            setErrors(found);
            if (!Object.keys(found).length) setIdentifier(value.trim());
          }}
        >
          <input type="hidden" name="step" value="identify" />
          <FormAlert message={errors.identifier ? t("account.errorSummary") : (stepOne?.message ?? null)} />
          <FormField
            name="identifier"
            label={t("account.identifier")}
            autoComplete="username"
            required
            defaultValue={stepOne?.values.identifier}
            errors={errors.identifier}
          />
          <SubmitButton width="full">{t("account.continue")}</SubmitButton>
        </form>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream px-4 py-3">
            <span className="font-semibold" data-testid="chosen-identifier">
              {identifier}
            </span>
            {/* Without JavaScript this form goes back to step 1; with it, the page's state does. */}
            <form method="get" action={localizePath("/customerLogin", locale)}>
              {redirectTo !== null && <input type="hidden" name="redirectTo" value={redirectTo} />}
              <button
                type="submit"
                className={TEXT_LINK}
                onClick={(event) => {
                  event.preventDefault();
                  setIdentifier(null);
                }}
              >
                {t("account.otherIdentifier")}
              </button>
            </form>
          </div>
          <LoginForm fixedIdentifier={identifier} failure={stepTwo} />
        </div>
      )}
    </AuthCard>
  );
}
