import { useLocation } from "react-router";
import { AuthCard, TEXT_LINK } from "../components/account/AuthCard.tsx";
import { ForgotPasswordForm } from "../components/account/RecoveryForms.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { LocaleLink, translate, useT } from "../i18n/i18n.tsx";
import { requireAuthCookie } from "../lib/guards.server.ts";
import type { Route } from "./+types/forgot-password";

export function loader({ request }: Route.LoaderArgs) {
  requireAuthCookie(request);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "account.forgotTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.forgotDescription") },
  ];
}

export default function ForgotPassword() {
  const t = useT();
  const location = useLocation();
  // Set by the login forms when the account is a customer of the old shop (spec §4 legacy outcome).
  const legacy = (location.state as { legacy?: boolean } | null)?.legacy === true;
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
      <ForgotPasswordForm legacy={legacy} />
    </AuthCard>
  );
}
