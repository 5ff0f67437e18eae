import { Form, Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { fieldsOf, SelectField } from "../form-fields.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { redirectsAction, redirectsLoader } from "../../../routes/admin/structure.server.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

// /admin/redirects: the search (a GET form), a card per rule with edit (?edit=<id>) and delete, and one form to add
// or edit a rule. Plain posts: they work without JavaScript.

export interface RedirectsScreenProps {
  loaderData: LoaderData<typeof redirectsLoader>;
}

export function RedirectsScreen({ loaderData }: RedirectsScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof redirectsAction>();
  const { redirects, q } = loaderData;
  const { typed, value, errors, field } = fieldsOf(answer);
  const editing = typed
    ? typed.id
      ? {
          id: Number(typed.id),
          from: typed.from ?? "",
          to: typed.to ?? "",
          status: typed.status === "302" ? 302 : 301,
          updated_at: typed.expected_updated_at ?? "",
        }
      : null
    : loaderData.editing;
  const path = localizePath("/admin/redirects", locale);
  return (
    <section aria-labelledby="redirects-title" data-testid="admin-redirects-page">
      <h1 id="redirects-title" className="text-3xl font-black">
        {t("adminStructure.redirectsTitle")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminStructure.redirectsIntro")}</p>
      {answer && !answer.values && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      <Form
        method="post"
        id="redirect-form"
        className={`${ADMIN_CARD} mt-4 grid max-w-3xl scroll-mt-24 gap-4`}
        data-testid="redirect-form"
        key={editing ? `${editing.id}-${editing.updated_at}` : "new"}
      >
        <h2 className="text-2xl font-black">
          {editing ? t("adminStructure.editRedirect", { from: editing.from }) : t("adminStructure.addRedirect")}
        </h2>
        {answer?.values && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="intent" value="save" />
        {editing && <input type="hidden" name="id" value={editing.id} />}
        {editing && <input type="hidden" name="expected_updated_at" value={editing.updated_at} />}
        <FormField
          {...field("from", editing?.from ?? "")}
          label={t("adminStructure.from")}
          required
          autoComplete="off"
          hint={t("adminStructure.fromHint")}
        />
        <FormField
          {...field("to", editing?.to ?? "")}
          label={t("adminStructure.to")}
          required
          autoComplete="off"
          hint={t("adminStructure.toHint")}
        />
        <SelectField
          name="status"
          label={t("adminStructure.status")}
          defaultValue={value("status", String(editing?.status ?? 301))}
          errors={errors("status")}
        >
          <option value="301">{t("adminStructure.status301")}</option>
          <option value="302">{t("adminStructure.status302")}</option>
        </SelectField>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={ADMIN_BUTTON}>
            {editing ? t("adminStructure.save") : t("adminStructure.addRedirect")}
          </button>
          {editing && (
            <Link to={path} className={ADMIN_BUTTON_QUIET}>
              {t("adminStructure.cancel")}
            </Link>
          )}
        </div>
      </Form>
      <Form method="get" className="mt-6 flex max-w-3xl flex-wrap items-end gap-2" role="search">
        <label className={`${ADMIN_LABEL} min-w-0 flex-1`}>
          {t("adminStructure.searchLabel")}
          <input type="search" name="q" defaultValue={q} className={ADMIN_INPUT} />
        </label>
        <button type="submit" className={ADMIN_BUTTON_QUIET}>
          {t("adminStructure.search")}
        </button>
      </Form>
      {redirects.length === 0 && <p className="mt-4 text-crust">{t("adminStructure.noRedirects")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="redirect-list">
        {redirects.map((rule) => (
          <li key={rule.id} className={ADMIN_CARD} data-testid="redirect" data-from={rule.from}>
            <p className="wrap-anywhere font-mono font-bold">{rule.from}</p>
            <p className="wrap-anywhere text-sm">
              → {rule.to} · <span className="font-semibold">{rule.status}</span>
            </p>
            {answer?.id === rule.id && <p className="mt-2 font-semibold text-red-800">{answer.message}</p>}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link
                to={`${path}?edit=${rule.id}#redirect-form`}
                className={ADMIN_BUTTON_QUIET}
                aria-label={t("adminStructure.editRedirect", { from: rule.from })}
              >
                {t("adminStructure.edit")}
              </Link>
              <ConfirmForm
                intent="delete"
                fields={{ id: rule.id }}
                className={ADMIN_BUTTON_QUIET}
                aria-label={t("adminStructure.deleteRedirect", { from: rule.from })}
                title={t("adminConfirm.redirectTitle", { from: rule.from })}
                body={
                  <p className="break-all">
                    {t("adminConfirm.redirectBody", { from: rule.from, to: rule.to })} {t("adminConfirm.noUndo")}
                  </p>
                }
                confirmLabel={t("adminConfirm.redirectConfirm", { from: rule.from })}
              >
                {t("adminStructure.delete")}
              </ConfirmForm>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
