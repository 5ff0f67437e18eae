import { useState } from "react";
import { AuthCard, SUBMIT, TEXT_LINK } from "../components/account/AuthCard.tsx";
import { FormAlert } from "../components/account/FormAlert.tsx";
import { LoginForm } from "../components/account/LoginForm.tsx";
import { FormField } from "../components/contact/FormField.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { LocaleLink, translate, useLocale, useT } from "../i18n/i18n.tsx";
import { requireAuthCookie } from "../lib/guards.server.ts";
import type { FieldErrors } from "../lib/session/auth-client.ts";
import { checkIdentifier } from "../lib/session/validation.ts";
import type { Route } from "./+types/customer-login";

// The returning customer's screen: the phone or e-mail first, then the password. The API has no "who is this?"
// look-up (it would let anyone probe which phones are customers), so step 1 only collects the identifier; a
// customer of the old shop learns it at step 2, from the login's legacy answer, and goes to recovery from there.

export function loader({ request }: Route.LoaderArgs) {
  requireAuthCookie(request);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "account.customerLoginTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.customerLoginDescription") },
  ];
}

export default function CustomerLogin() {
  const t = useT();
  const locale = useLocale();
  const [identifier, setIdentifier] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

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
      <p className="mb-4 text-sm font-semibold uppercase tracking-wide text-crust">{t("account.step", { step: identifier === null ? 1 : 2 })}</p>
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
          <FormAlert message={errors.identifier ? t("account.errorSummary") : null} />
          <FormField name="identifier" label={t("account.identifier")} autoComplete="username" required errors={errors.identifier} />
          <button type="submit" className={SUBMIT}>
            {t("account.continue")}
          </button>
        </form>
      ) : (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream px-4 py-3">
            <span className="font-semibold" data-testid="chosen-identifier">{identifier}</span>
            <button type="button" className={TEXT_LINK} onClick={() => setIdentifier(null)}>
              {t("account.otherIdentifier")}
            </button>
          </p>
          <LoginForm fixedIdentifier={identifier} />
        </div>
      )}
    </AuthCard>
  );
}
