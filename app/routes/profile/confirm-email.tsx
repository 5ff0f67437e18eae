import { Form, useNavigation } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { TEXT_LINK } from "../../features/accounts/AuthCard.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { LocaleLink, translate, useT } from "../../i18n/i18n.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { confirmEmailAction, confirmEmailLoader } from "./confirm-email.server.ts";
import type { Route } from "./+types/confirm-email";

export const loader = confirmEmailLoader;
export const action = confirmEmailAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "profileAccount.confirmEmailTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
    // The token is in the address: referrers carry the origin only (as on the password reset page).
    { name: "referrer", content: "strict-origin" },
  ];
}

const CARD = "rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6";

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const view = actionData ?? loaderData;
  return (
    <section className={`${CARD} space-y-4`} aria-labelledby="confirm-email-title" data-testid="confirm-email">
      <h2 id="confirm-email-title" className="text-2xl font-black">
        {t("profileAccount.confirmEmailTitle")}
      </h2>
      {view.state === "ready" ? (
        <Form method="post" className="space-y-4">
          <input type="hidden" name="token" value={view.token} />
          <p className="text-ink wrap-break-word">{t("profileAccount.confirmEmailQuestion", { email: view.newEmail })}</p>
          <SubmitButton width="phone" pending={navigation.state === "submitting"} pendingLabel={t("profileAccount.saving")}>
            {t("profileAccount.confirmEmailButton")}
          </SubmitButton>
        </Form>
      ) : (
        <FormAlert message={view.message} />
      )}
      <p>
        <LocaleLink to="/profile/accoutInfo" className={TEXT_LINK}>
          {t("profileAccount.backToAccount")}
        </LocaleLink>
      </p>
    </section>
  );
}
