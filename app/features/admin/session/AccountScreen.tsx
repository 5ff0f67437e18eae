import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { accountLoader, accountAction } from "../../../routes/admin/account.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** The signed-in staff member's own account: who they are, and the form that changes their password. */
export function AccountScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof accountLoader>;
  actionData: ActionData<typeof accountAction>;
}) {
  const t = useT();
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
