import { Form } from "react-router";
import { permissionsOf, STAFF_ROLES } from "../../../../server/domain/staff/roles.shared.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { useShopTimeZone } from "../../content/news/format.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import { formatDayIn } from "../../../i18n/formatters.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import type { staffLoader, staffAction } from "../../../routes/admin/staff.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** The staff: what each role opens, each member with role and (dis)able forms, and the form that adds one. */
export function StaffScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof staffLoader>;
  actionData: ActionData<typeof staffAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  const date = { format: (at: Date) => formatDayIn(at, timeZone, locale) };
  const added = answer?.intent === "add";
  return (
    <section aria-labelledby="staff-title" data-testid="admin-staff-page">
      <h1 id="staff-title" className="text-3xl font-black">
        {t("admin.staffTitle")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("admin.staffIntro")}</p>
      {/* What each role opens, from the one list the server enforces (server/domain/staff/roles.shared.ts). */}
      <dl className="mt-2 grid max-w-3xl gap-1 text-crust sm:grid-cols-[auto_1fr] sm:gap-x-3" data-testid="staff-roles">
        {STAFF_ROLES.map((role) => (
          <div key={role} className="contents" data-testid="staff-role" data-role={role}>
            <dt className="font-bold text-ink">{t(`admin.role.${role}`)}</dt>
            <dd className="mb-1 sm:mb-0">
              {permissionsOf(role)
                .map((p) => t(`admin.permission.${p}`))
                .join("; ")}
            </dd>
          </div>
        ))}
      </dl>
      {answer && answer.intent !== "add" && (
        <div className="mt-4">
          <FormAlert message={answer.ok ?? answer.message} tone={answer.ok ? "success" : "error"} focusKey={1} />
        </div>
      )}
      <ul className="mt-6 grid gap-3 md:grid-cols-2" data-testid="staff-list">
        {loaderData.staff.map((member) => {
          const you = member.id === loaderData.me;
          return (
            <li key={member.id} className={ADMIN_CARD} data-testid="staff-member" data-email={member.email}>
              <p className="text-lg font-bold">
                {member.name} {you && <span className="font-normal text-crust">{t("admin.staffYou")}</span>}
              </p>
              <p className="wrap-anywhere text-crust">{member.email}</p>
              <p className="mt-1 text-sm">
                {t(`admin.role.${member.role}`)} · {t(`admin.status.${member.status}`)} · {t("admin.staffSince")}{" "}
                {date.format(new Date(member.created_at))}
              </p>
              {!you && (
                <div className="mt-3 flex flex-wrap items-end gap-x-6 gap-y-3">
                  <Form method="post" className="flex flex-wrap items-end gap-3" data-testid="staff-role-form">
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="id" value={member.id} />
                    <RoleSelect defaultValue={member.role} />
                    <button type="submit" className={ADMIN_BUTTON_QUIET}>
                      {t("admin.staffChange")}
                    </button>
                  </Form>
                  {/* Disabling signs the person out at once: it asks first. Enabling again does not. */}
                  {member.status === "active" ? (
                    <ConfirmForm
                      intent="disable"
                      fields={{ id: member.id }}
                      className={ADMIN_BUTTON_QUIET}
                      testId="staff-disable-form"
                      title={t("adminConfirm.staffTitle", { name: member.name })}
                      body={<p>{t("adminConfirm.staffBody", { name: member.name })}</p>}
                      confirmLabel={t("adminConfirm.staffConfirm", { name: member.name })}
                      aria-label={`${t("admin.staffDisable")}: ${member.name}`}
                    >
                      {t("admin.staffDisable")}
                    </ConfirmForm>
                  ) : (
                    <Form method="post" data-testid="staff-enable-form">
                      <input type="hidden" name="intent" value="enable" />
                      <input type="hidden" name="id" value={member.id} />
                      <button type="submit" className={ADMIN_BUTTON_QUIET} aria-label={`${t("admin.staffEnable")}: ${member.name}`}>
                        {t("admin.staffEnable")}
                      </button>
                    </Form>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>

      <h2 className="mt-10 text-2xl font-black">{t("admin.staffAddTitle")}</h2>
      <Form
        method="post"
        className={`${ADMIN_CARD} mt-4 grid max-w-2xl gap-4`}
        data-testid="staff-add-form"
        key={added && answer.ok ? answer.ok : "add"}
      >
        <input type="hidden" name="intent" value="add" />
        {added && <FormAlert message={answer.ok ?? answer.message} tone={answer.ok ? "success" : "error"} focusKey={1} />}
        <FormField
          name="name"
          label={t("admin.staffName")}
          required
          autoComplete="off"
          defaultValue={added && !answer.ok ? answer.values?.name : ""}
          errors={added && answer.errors?.name ? [answer.errors.name] : undefined}
        />
        <FormField
          name="email"
          label={t("admin.email")}
          type="email"
          required
          autoComplete="off"
          defaultValue={added && !answer.ok ? answer.values?.email : ""}
          errors={added && answer.errors?.email ? [answer.errors.email] : undefined}
        />
        <RoleSelect defaultValue={(added && !answer.ok && answer.values?.role) || "kitchen"} />
        <FormField
          name="password"
          label={t("admin.password")}
          type="password"
          required
          autoComplete="new-password"
          hint={t("admin.staffPasswordHint")}
          errors={added && answer.errors?.password ? [answer.errors.password] : undefined}
        />
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {t("admin.staffAdd")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The role field of both forms: every role, in the page's language. */
function RoleSelect({ defaultValue }: { defaultValue: string }) {
  const t = useT();
  return (
    <label className={ADMIN_LABEL}>
      {t("admin.staffRole")}
      <select name="role" defaultValue={defaultValue} className={ADMIN_INPUT}>
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.role.${role}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
