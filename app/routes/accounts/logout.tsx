import { redirect } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { logoutAction } from "./account-forms.server.ts";
import { AuthCard } from "../../features/accounts/AuthCard.tsx";
import { submitButtonClass } from "../../ui/SubmitButton.tsx";
import { LogoutForm } from "../../features/accounts/LogoutForm.tsx";
import { localizePath } from "../../i18n/config.ts";
import { translate, useT } from "../../i18n/i18n.tsx";
import { readCookie } from "../../browser/storage.ts";
import type { Route } from "./+types/logout";

/** Opened as a page (a GET never logs anybody out): asks to confirm; nobody signed in goes to the login page. */
export function loader({ request, context }: Route.LoaderArgs) {
  if (!readCookie("auth_token", request.headers.get("cookie"))) {
    throw redirect(localizePath("/login", context.locale));
  }
  return null;
}

/** The logout form posted without JavaScript (another site's post never gets here: server/http/same-origin.ts). */
export function action({ request, context }: Route.ActionArgs) {
  return logoutAction(context, request);
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "account.logout")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function Logout() {
  const t = useT();
  return (
    <AuthCard title={t("account.logout")} intro={t("account.logoutIntro")}>
      <LogoutForm className={submitButtonClass("md", "full")} />
    </AuthCard>
  );
}
