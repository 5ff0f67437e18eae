import { useSearchParams } from "react-router";
import { loginAction } from "../components/account/account-forms.server.ts";
import { AuthCard, TEXT_LINK } from "../components/account/AuthCard.tsx";
import { LoginForm } from "../components/account/LoginForm.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { LocaleLink, translate, useT } from "../i18n/i18n.tsx";
import { requireAuthCookie } from "../lib/guards.server.ts";
import type { Route } from "./+types/login";

export function loader({ request }: Route.LoaderArgs) {
  requireAuthCookie(request);
  return null;
}

/** The form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return loginAction(context, request);
}

/** The action's `Cache-Control: no-store` (and `Retry-After` on a 429) on the page it renders. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ location }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "account.loginTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.loginDescription") },
    { name: "robots", content: "noindex" },
  ];
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={t("account.loginTitle")}
      intro={t("account.loginIntro")}
      footer={
        <>
          <p>
            {t("account.noAccount")}{" "}
            <LocaleLink to="/register" className={TEXT_LINK}>
              {t("account.registerLink")}
            </LocaleLink>
          </p>
          <p>
            <LocaleLink to="/customerLogin" className={TEXT_LINK}>
              {t("account.returningLink")}
            </LocaleLink>
          </p>
        </>
      }
    >
      <LoginForm notice={params.get("reset") === "1" ? t("account.passwordChanged") : null} failure={actionData} />
    </AuthCard>
  );
}
