import { registerAction } from "./account-forms.server.ts";
import { metaLocale } from "../../lib/seo.ts";
import { AuthCard, TEXT_LINK } from "../../features/accounts/AuthCard.tsx";
import { RegisterForm } from "../../features/accounts/RegisterForm.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/register";

/** The form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return registerAction(context, request);
}

/** The action's `Cache-Control: no-store` (and `Retry-After` on a 429) on the page it renders. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.registerTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.registerDescription") },
  ];
}

export default function Register({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard
      title={t("account.registerTitle")}
      intro={t("account.registerIntro")}
      footer={
        <p>
          {t("account.haveAccount")}{" "}
          <LocaleLink to="/login" className={TEXT_LINK}>
            {t("account.loginLink")}
          </LocaleLink>
        </p>
      }
    >
      <RegisterForm failure={actionData} />
    </AuthCard>
  );
}
