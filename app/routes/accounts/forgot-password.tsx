import { useLocation, useSearchParams } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { forgotPasswordAction } from "./account-forms.server.ts";
import { AuthCard, TEXT_LINK } from "../../features/accounts/AuthCard.tsx";
import { ForgotPasswordForm } from "../../features/accounts/RecoveryForms.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/forgot-password";

/** The form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(context, request);
}

/** The action's `Cache-Control: no-store` (and `Retry-After` on a 429) on the page it renders. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.forgotTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.forgotDescription") },
  ];
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const location = useLocation();
  const [params] = useSearchParams();
  // Set by the login forms when the account is a customer of the old shop (the login answered `is_old_account`): in the
  // navigation's state, or in the address after the login's action (without JavaScript).
  const legacy = (location.state as { legacy?: boolean } | null)?.legacy === true || params.get("legacy") === "1";
  return (
    <AuthCard
      title={t("account.forgotTitle")}
      intro={t("account.forgotIntro")}
      footer={
        <p>
          <LocaleLink to="/login" className={TEXT_LINK}>
            {t("account.loginLink")}
          </LocaleLink>
        </p>
      }
    >
      <ForgotPasswordForm legacy={legacy} sent={params.get("sent") === "1"} failure={actionData} />
    </AuthCard>
  );
}
