import { useState } from "react";
import { Form, Link } from "react-router";
import { GROUP_TEXT_MAX } from "../../../../server/domain/catalog/modifier-group-limits.shared.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, CheckboxField, fieldsOf } from "../form-fields.tsx";
import { groupName, ruleText } from "./group-text.ts";
import { decimalDollars } from "../../../i18n/formatters.ts";
import { localizePath } from "../../../i18n/config.ts";
import { pluralOf } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { ChoiceRow, modifierGroupAction, modifierGroupLoader } from "../../../routes/admin/modifier-groups.server.ts";

// /admin/modifier-groups/new and /admin/modifier-groups/:id: one plain form — the names side by side from a tablet up
// (stacked on a phone), the rules with a hint each, then one row an add-on (its labels, the price it adds in dollars,
// ticked by default, its allergens) and three empty rows to add more; each refusal beside its field. Then delete,
// which asks first and names the products that stop offering the group.

const EMPTY_ROW: ChoiceRow = { id: "", label_en: "", label_vi: "", price: "", is_default: false, allergens: [], remove: false };
const BLANK_ROWS = 3;

export function ModifierGroupScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof modifierGroupLoader>;
  actionData: ActionData<typeof modifierGroupAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { allergens, saved } = loaderData;
  // After a stale save, the group as it is now.
  const group = answer?.current ?? loaderData.group;
  const saving = answer?.intent === "save";
  const { field, errors } = fieldsOf({ values: saving ? answer.values : undefined, errors: saving ? answer.errors : undefined });
  const rows: ChoiceRow[] = (saving ? answer.rows : undefined) ?? [
    ...(group?.choices ?? []).map((c) => ({
      id: String(c.id),
      label_en: c.label_en,
      label_vi: c.label_vi,
      price: decimalDollars(c.price_delta_cents),
      is_default: c.is_default,
      allergens: c.allergens,
      remove: false,
    })),
    ...Array.from({ length: BLANK_ROWS }, () => EMPTY_ROW),
  ];
  const name = group ? groupName(group, locale) : "";
  const products = group?.products.map((p) => (locale === "vi" ? p.name_vi || p.name_en : p.name_en || p.name_vi)) ?? [];
  return (
    <section aria-labelledby="modifier-group-title" data-testid="admin-modifier-group-page">
      <BackLink to="/admin/modifier-groups">{t("adminModifierGroups.back")}</BackLink>
      <h1 id="modifier-group-title" className="mt-2 text-3xl font-black wrap-break-word">
        {group ? t("adminModifierGroups.editTitle", { name }) : t("adminModifierGroups.createTitle")}
      </h1>
      {group && (
        <p className="mt-1 font-semibold" data-testid="modifier-group-rule">
          {ruleText(t, group, group.choices.length)}
        </p>
      )}
      {group && group.products.length > 0 && (
        <p className="mt-1 text-crust" data-testid="modifier-group-products">
          {t("adminModifierGroups.offeredBy")}{" "}
          {group.products.map((p, i) => (
            <span key={p.id}>
              {i > 0 && ", "}
              <Link to={localizePath(`/admin/products/${p.id}`, locale)} className="font-semibold text-brand-dark underline">
                {products[i]}
              </Link>
            </span>
          ))}
        </p>
      )}
      {/* The last save's word, until this page's own form answers. */}
      {saved && !answer && (
        <div className="mt-4">
          <FormAlert message={t(`adminModifierGroups.saved.${saved}`)} tone="success" />
        </div>
      )}
      {answer && !saving && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}

      {/* Keyed by the version: after a stale save the form shows the group as it is now. */}
      <Form method="post" className="mt-4 grid gap-4" data-testid="modifier-group-form" key={group?.updated_at ?? "new"} noValidate>
        {saving && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="intent" value="save" />
        {group && <input type="hidden" name="expected_updated_at" value={group.updated_at} />}

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 md:grid-cols-2`}>
          <legend className="float-left w-full text-xl font-black md:col-span-2">{t("adminModifierGroups.names")}</legend>
          <FormField
            {...field("name_en", group?.name_en ?? "")}
            lang="en"
            label={t("adminModifierGroups.nameEn")}
            required
            maxLength={GROUP_TEXT_MAX}
            autoComplete="off"
          />
          <FormField
            {...field("name_vi", group?.name_vi ?? "")}
            lang="vi"
            label={t("adminModifierGroups.nameVi")}
            required
            maxLength={GROUP_TEXT_MAX}
            autoComplete="off"
          />
          <p className="text-sm text-crust md:col-span-2">{t("adminModifierGroups.nameHint")}</p>
        </fieldset>

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 sm:grid-cols-2 xl:grid-cols-4`}>
          <legend className="float-left w-full text-xl font-black sm:col-span-2 xl:col-span-4">{t("adminModifierGroups.rules")}</legend>
          <FormField
            {...field("min_choices", String(group?.min_choices ?? 0))}
            label={t("adminModifierGroups.minChoices")}
            inputMode="numeric"
            hint={t("adminModifierGroups.minHint")}
          />
          <FormField
            {...field("max_choices", String(group?.max_choices ?? 1))}
            label={t("adminModifierGroups.maxChoices")}
            inputMode="numeric"
            required
            hint={t("adminModifierGroups.maxHint")}
          />
          <FormField
            {...field("max_per_choice", String(group?.max_per_choice ?? 1))}
            label={t("adminModifierGroups.perChoice")}
            inputMode="numeric"
            hint={t("adminModifierGroups.perChoiceHint")}
          />
          <FormField
            {...field("total", group?.total?.toString() ?? "")}
            label={t("adminModifierGroups.total")}
            inputMode="numeric"
            hint={t("adminModifierGroups.totalHint")}
          />
        </fieldset>

        <fieldset
          className={`${ADMIN_CARD} grid min-w-0 gap-4`}
          aria-describedby={errors("choices") ? "field-choices-error choices-hint" : "choices-hint"}
          data-testid="modifier-choices"
        >
          <legend className="float-left w-full text-xl font-black">{t("adminModifierGroups.choices")}</legend>
          <p id="choices-hint" className="clear-both text-sm text-crust">
            {t("adminModifierGroups.choicesHint")}
          </p>
          {errors("choices") && (
            <p id="field-choices-error" className="text-sm font-semibold text-red-800">
              {errors("choices")![0]}
            </p>
          )}
          <ol className="grid gap-4">
            {rows.map((row, n) => (
              <li key={n}>
                <ChoiceFields row={row} n={n} allergens={allergens} errors={errors} />
              </li>
            ))}
          </ol>
        </fieldset>

        <div>
          <button type="submit" className={ADMIN_BUTTON} data-testid="modifier-group-save">
            {group ? t("adminModifierGroups.save") : t("adminModifierGroups.create")}
          </button>
        </div>
      </Form>

      {group && (
        <div className={`${ADMIN_CARD} mt-6 grid gap-3`}>
          <ConfirmForm
            intent="delete"
            className={ADMIN_BUTTON_QUIET}
            testId="modifier-group-delete-form"
            title={t("adminModifierGroups.confirmTitle", { name })}
            body={
              <p>
                {t(`adminModifierGroups.confirmBody.${pluralOf(group.choices.length, locale)}`, { name, count: group.choices.length })}{" "}
                {products.length > 0
                  ? t("adminModifierGroups.confirmProducts", { products: products.join(", ") })
                  : t("adminModifierGroups.confirmNoProducts")}{" "}
                {t("adminConfirm.noUndo")}
              </p>
            }
            confirmLabel={t("adminModifierGroups.confirm", { name })}
          >
            <span data-testid="modifier-group-delete">{t("adminModifierGroups.delete")}</span>
          </ConfirmForm>
          <p className="text-sm text-crust">{t("adminModifierGroups.deleteHint")}</p>
        </div>
      )}
    </section>
  );
}

/** One add-on's row: its id (kept by a save), labels, price, ticked by default, allergens, and Remove for a saved one. */
function ChoiceFields({
  row,
  n,
  allergens,
  errors,
}: {
  row: ChoiceRow;
  n: number;
  allergens: readonly string[];
  errors: (field: string) => string[] | undefined;
}) {
  const t = useT();
  const name = (field: string) => `choices.${n}.${field}`;
  const rowError = errors(name("id"));
  const allergenError = errors(name("allergens")) ?? errors(name("is_default"));
  // The summary of the allergens names those ticked; it follows the ticks once the page runs its script.
  const [ticked, setTicked] = useState(() => new Set(row.allergens));
  return (
    <fieldset
      className="grid min-w-0 gap-3 rounded-xl border border-black/15 p-3 md:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem]"
      data-testid="modifier-choice"
      data-row={n}
    >
      <legend className="px-1 font-black">{t("adminModifierGroups.choiceRow", { number: n + 1 })}</legend>
      {row.id && <input type="hidden" name={name("id")} value={row.id} />}
      {rowError && (
        <p id={`field-${name("id")}-error`} className="text-sm font-semibold text-red-800 md:col-span-2 lg:col-span-3">
          {rowError[0]}
        </p>
      )}
      <FormField
        name={name("label_en")}
        defaultValue={row.label_en}
        errors={errors(name("label_en"))}
        lang="en"
        label={t("adminModifierGroups.labelEn")}
        maxLength={GROUP_TEXT_MAX}
        autoComplete="off"
      />
      <FormField
        name={name("label_vi")}
        defaultValue={row.label_vi}
        errors={errors(name("label_vi"))}
        lang="vi"
        label={t("adminModifierGroups.labelVi")}
        maxLength={GROUP_TEXT_MAX}
        autoComplete="off"
      />
      <FormField
        name={name("price")}
        defaultValue={row.price}
        errors={errors(name("price"))}
        label={t("adminModifierGroups.price")}
        inputMode="decimal"
      />
      <div className="flex flex-wrap items-start gap-x-6 md:col-span-2 lg:col-span-3">
        <CheckboxField name={name("is_default")} label={t("adminModifierGroups.isDefault")} defaultChecked={row.is_default} />
        {row.id && <CheckboxField name={name("remove")} label={t("adminModifierGroups.remove")} defaultChecked={row.remove} />}
        <details className="min-w-0 grow basis-64" open={allergenError !== undefined}>
          <summary className="min-h-12 cursor-pointer py-3 font-semibold">
            {t("adminModifierGroups.allergens")}
            {ticked.size > 0 && (
              <span className="ml-1 font-normal text-crust">
                ·{" "}
                {allergens
                  .filter((a) => ticked.has(a))
                  .map((a) => t(`catalog.allergen.${a}` as MessageKey))
                  .join(", ")}
              </span>
            )}
          </summary>
          <div className="grid grid-cols-1 gap-x-4 min-[360px]:grid-cols-2 lg:grid-cols-3">
            {allergens.map((allergen) => (
              <label key={allergen} className="flex min-h-12 items-center gap-3">
                <input
                  type="checkbox"
                  name={name("allergens")}
                  value={allergen}
                  defaultChecked={row.allergens.includes(allergen)}
                  className="h-6 w-6 shrink-0"
                  onChange={(event) => {
                    const next = new Set(ticked);
                    if (event.currentTarget.checked) next.add(allergen);
                    else next.delete(allergen);
                    setTicked(next);
                  }}
                />
                {t(`catalog.allergen.${allergen}` as MessageKey)}
              </label>
            ))}
          </div>
        </details>
      </div>
      {allergenError && <p className="text-sm font-semibold text-red-800 md:col-span-2 lg:col-span-3">{allergenError[0]}</p>}
    </fieldset>
  );
}
