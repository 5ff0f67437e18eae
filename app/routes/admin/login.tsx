import { Form, useActionData, useNavigation } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { AdminShell } from "../../features/admin/AdminShell.tsx";
import { ADMIN_BUTTON } from "../../features/admin/admin-ui.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { loginAction, loginLoader } from "./login.server.ts";
import type { Route } from "./+types/login";

export const loader = loginLoader;
export const action = loginAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "admin.loginTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <AdminShell staff={null}>
      <div className="mx-auto max-w-md py-6 md:py-10">
        <h1 className="text-3xl font-black">{t("admin.loginTitle")}</h1>
        <p className="mt-2 text-lg text-crust">{t("admin.loginIntro")}</p>
        <Form
          method="post"
          className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/5"
          data-testid="admin-login-form"
        >
          <FormAlert
            message={answer?.message ?? (loaderData.loggedOut ? t("admin.loggedOut") : null)}
            tone={answer ? "error" : "info"}
            focusKey={answer ? 1 : 0}
          />
          <FormField
            name="email"
            label={t("admin.email")}
            type="email"
            autoComplete="username"
            required
            defaultValue={answer?.email ?? ""}
            errors={answer?.errors.email ? [answer.errors.email] : undefined}
          />
          <FormField
            name="password"
            label={t("admin.password")}
            type="password"
            autoComplete="current-password"
            required
            errors={answer?.errors.password ? [answer.errors.password] : undefined}
          />
          <button type="submit" className={`${ADMIN_BUTTON} w-full`} disabled={busy}>
            {t("admin.loginSubmit")}
          </button>
        </Form>
      </div>
    </AdminShell>
  );
}
