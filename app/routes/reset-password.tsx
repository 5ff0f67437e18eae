import { useSearchParams } from "react-router";
import { AuthCard, TEXT_LINK } from "../components/account/AuthCard.tsx";
import { FormAlert } from "../components/account/FormAlert.tsx";
import { ResetPasswordForm } from "../components/account/RecoveryForms.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { LocaleLink, translate, useT } from "../i18n/i18n.tsx";
import { requireAuthCookie } from "../lib/guards.server.ts";
import type { Route } from "./+types/reset-password";

export function loader({ request }: Route.LoaderArgs) {
  requireAuthCookie(request);
  return null;
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "account.resetTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.resetDescription") },
    { name: "robots", content: "noindex" },
    // The token is in the address: do not hand it to other sites as a referrer.
    { name: "referrer", content: "no-referrer" },
  ];
}

export default function ResetPassword() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  return (
    <AuthCard
      title={t("account.resetTitle")}
      footer={
        <p>
          <LocaleLink to="/forgot-password" className={TEXT_LINK}>
            {t("account.forgotLink")}
          </LocaleLink>
        </p>
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <FormAlert message={t("account.resetMissingToken")} />}
    </AuthCard>
  );
}
