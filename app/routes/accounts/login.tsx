import { useSearchParams } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { loginAction } from "./account-forms.server.ts";
import { AuthCard, TEXT_LINK } from "../../features/accounts/AuthCard.tsx";
import { LoginForm } from "../../features/accounts/LoginForm.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/login";

/** The form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return loginAction(context, request);
}

/** The action's `Cache-Control: no-store` (and `Retry-After` on a 429) on the page it renders. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.loginTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.loginDescription") },
    { name: "robots", content: "noindex" },
  ];
}

/** What the login page confirms when it is where a password reset or a logout (without JavaScript) ended. */
function loginNotice(params: URLSearchParams, t: ReturnType<typeof useT>): string | null {
  if (params.get("reset") === "1") return t("account.passwordChanged");
  if (params.get("loggedOut") === "1") return t("toast.loggedOut");
  return null;
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
      <LoginForm notice={loginNotice(params, t)} failure={actionData} />
    </AuthCard>
  );
}
