import { Form, useActionData } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../../features/admin/admin-ui.ts";
import { FormAlert } from "../../ui/FormAlert.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { accountAction, accountLoader } from "./account.server.ts";
import type { Route } from "./+types/account";

// Every signed-in staff role may open its own account: the layout's staff guard is the only one.
export const loader = accountLoader;
export const action = accountAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "admin.accountTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const fieldError = (name: string) => (answer?.errors?.[name] ? [answer.errors[name]] : undefined);
  return (
    <section aria-labelledby="account-title" data-testid="admin-account-page">
      <h1 id="account-title" className="text-3xl font-black">
        {t("admin.accountTitle")}
      </h1>
      <p className="mt-2 text-lg font-bold">
        {loaderData.me.name} · {t(`admin.role.${loaderData.me.role}`)}
      </p>
      <p className="wrap-anywhere text-crust">{loaderData.me.email}</p>
      <p className="mt-2 max-w-3xl text-crust">{t("admin.accountIntro")}</p>
      <Form
        method="post"
        className={`${ADMIN_CARD} mt-6 grid max-w-2xl gap-4`}
        data-testid="account-password-form"
        key={answer?.ok ?? "password"}
      >
        {answer && (
          <FormAlert
            message={answer.ok ? t("admin.passwordChanged") : answer.message}
            tone={answer.ok ? "success" : "error"}
            focusKey={1}
          />
        )}
        <FormField
          name="current_password"
          label={t("admin.currentPassword")}
          type="password"
          required
          autoComplete="current-password"
          errors={fieldError("current_password")}
        />
        <FormField
          name="password"
          label={t("admin.newPassword")}
          type="password"
          required
          autoComplete="new-password"
          hint={t("admin.newPasswordHint")}
          errors={fieldError("password")}
        />
        <FormField
          name="password_confirmation"
          label={t("admin.newPasswordConfirm")}
          type="password"
          required
          autoComplete="new-password"
          errors={fieldError("password_confirmation")}
        />
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {t("admin.changePassword")}
          </button>
        </div>
      </Form>
    </section>
  );
}
