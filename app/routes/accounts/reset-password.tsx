import { useSearchParams } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { resetPasswordAction } from "./account-forms.server.ts";
import { AuthCard, TEXT_LINK } from "../../features/accounts/AuthCard.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { ResetPasswordForm } from "../../features/accounts/RecoveryForms.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/reset-password";

/** The form posted without JavaScript. */
export function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(context, request);
}

/** The action's `Cache-Control: no-store` (and `Retry-After` on a 429) on the page it renders. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.resetTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "account.resetDescription") },
    { name: "robots", content: "noindex" },
    // The token is in the address: referrers carry the origin only, never the address. Not "no-referrer": that
    // would make the browser send `Origin: null` with the form's own post, which is refused as cross-site.
    { name: "referrer", content: "strict-origin" },
  ];
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
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
      {token ? <ResetPasswordForm token={token} failure={actionData} /> : <FormAlert message={t("account.resetMissingToken")} />}
    </AuthCard>
  );
}
