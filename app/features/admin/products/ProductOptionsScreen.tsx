import type { ReactNode } from "react";
import { BackLink } from "../form-fields.tsx";
import { Form, Link, useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { decimalDollars, pluralOf } from "../../../i18n/formatters.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import { localizePath, type Locale } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { productOptionsAction, productOptionsLoader } from "../../../routes/admin/product-options.server.ts";
import { rowsOfFields, rowsToShow, type OptionRow } from "../../../routes/admin/product-options.shared.ts";

// /admin/products/:id/options: three plain forms, each working without JavaScript. The options (names and values in
// English and Vietnamese, side by side from a tablet up, stacked on a phone; blank rows to fill, ignored when left
// blank), whose save regenerates the variants and asks first when it would remove some; the variants edited together
// (a table from a tablet up, a card a variant on a phone); the add-on groups the product offers, in order. Every form
// carries the product's version; a refusal comes back beside its field, a stale save with the product as it is now.

type Loaded = LoaderData<typeof productOptionsLoader>;
type Answer = NonNullable<ReturnType<typeof useActionData<typeof productOptionsAction>>>;
type T = ReturnType<typeof useT>;

/** The product's name in the language shown, the other one when that is empty (the page's title too). */
export const nameIn = (product: { name_en: string; name_vi: string }, locale: string) =>
  locale === "vi" ? product.name_vi || product.name_en : product.name_en || product.name_vi;

const labelIn = (thing: { label_en: string; label_vi: string }, locale: string) =>
  locale === "vi" ? thing.label_vi || thing.label_en : thing.label_en || thing.label_vi;

/** One text input with its label (hidden when a column heading says it) and its message beside it. */
function TextCell({
  name,
  label,
  labelClass = ADMIN_LABEL,
  defaultValue,
  error,
  lang,
  inputMode,
  maxLength,
  className,
}: {
  name: string;
  label: ReactNode;
  labelClass?: string;
  defaultValue: string;
  error?: string;
  lang?: "en" | "vi";
  inputMode?: "decimal" | "numeric";
  maxLength?: number;
  className?: string;
}) {
  const id = `field-${name}`;
  return (
    <div className={`min-w-0${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        lang={lang}
        defaultValue={defaultValue}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete="off"
        spellCheck={inputMode ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${ADMIN_INPUT} aria-[invalid=true]:bg-red-50`}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group's rules in a few words: "choose up to 3", "choose exactly 6 · up to 6 of each". */
function ruleOf(group: Loaded["groups"][number], t: T, locale: Locale): string {
  const parts: string[] = [];
  if (group.total !== null) parts.push(t("adminProductOptions.rule.total", { count: group.total }));
  else if (group.min_choices === group.max_choices)
    parts.push(
      group.max_choices === 1 ? t("adminProductOptions.rule.one") : t("adminProductOptions.rule.exactly", { count: group.max_choices }),
    );
  else if (group.min_choices === 0) parts.push(t("adminProductOptions.rule.upTo", { count: group.max_choices }));
  else parts.push(t("adminProductOptions.rule.between", { min: group.min_choices, max: group.max_choices }));
  if (group.max_per_choice > 1) parts.push(t("adminProductOptions.rule.perChoice", { count: group.max_per_choice }));
  parts.push(t(`adminProductOptions.choices.${pluralOf(group.choices, locale)}`, { count: group.choices }));
  return parts.join(" · ");
}

function OptionsForm({ loaderData, answer }: { loaderData: Loaded; answer: Answer | undefined }) {
  const t = useT();
  const locale = useLocale();
  const { product, configuration, question, maxOptions } = loaderData;
  const mine = answer?.intent === "options" ? answer : undefined;
  const rows: OptionRow[] = mine?.values
    ? rowsOfFields(Object.entries(mine.values))
    : (question?.rows ?? configuration.options.map((o) => ({ name_en: o.name_en, name_vi: o.name_vi, values: o.values })));
  const shown = rowsToShow(rows, maxOptions);
  const error = (name: string) => mine?.errors?.[name];
  const stored = configuration.options.length;
  return (
    <section className={`${ADMIN_CARD} grid gap-4`} aria-labelledby="options-title" data-testid="options-section">
      <h2 id="options-title" className="text-2xl font-black">
        {t("adminProductOptions.optionsTitle")}
      </h2>
      {question && (
        <ConfirmForm
          intent="options"
          fields={{ ...question.fields, expected_updated_at: product.updated_at }}
          className={ADMIN_BUTTON}
          title={t(`adminProductOptions.confirmTitle.${pluralOf(question.removed.length, locale)}`, { count: question.removed.length })}
          body={
            <>
              <p>{t(`adminProductOptions.confirmBody.${pluralOf(question.made, locale)}`, { made: question.made })}</p>
              <ul className="mt-2 list-disc pl-6" data-testid="confirm-removed">
                {question.removed.map((v) => (
                  <li key={v.id}>
                    {v.label_en ? `${labelIn(v, locale)} (${v.sku})` : t("adminProductOptions.confirmSingle", { sku: v.sku })}
                  </li>
                ))}
              </ul>
            </>
          }
          confirmLabel={t(`adminProductOptions.confirmSave.${pluralOf(question.removed.length, locale)}`, {
            count: question.removed.length,
          })}
        >
          {t("adminProductOptions.saveOptions")}
        </ConfirmForm>
      )}
      <Form
        method="post"
        className="grid gap-4"
        data-testid="options-form"
        key={`${product.updated_at}-${question ? "asked" : ""}`}
        noValidate
      >
        {mine && <FormAlert message={mine.message} tone="error" focusKey={1} />}
        <p className="text-crust">{t("adminProductOptions.optionsHint", { max: maxOptions })}</p>
        <input type="hidden" name="intent" value="options" />
        <input type="hidden" name="expected_updated_at" value={product.updated_at} />
        {shown.map((option, i) => (
          <fieldset key={i} className="grid min-w-0 gap-3 rounded-xl border border-black/15 p-3" data-testid="option-fieldset">
            <legend className="px-1 text-lg font-black">
              {i < stored || option.name_en || option.name_vi
                ? t("adminProductOptions.option", { index: i + 1 })
                : t("adminProductOptions.newOption")}
            </legend>
            <div className="grid gap-3 md:grid-cols-2">
              <TextCell
                name={`options.${i}.name_en`}
                lang="en"
                label={t("adminProductOptions.nameEn")}
                defaultValue={option.name_en}
                error={error(`options.${i}.name_en`)}
                maxLength={60}
              />
              <TextCell
                name={`options.${i}.name_vi`}
                lang="vi"
                label={t("adminProductOptions.nameVi")}
                defaultValue={option.name_vi}
                error={error(`options.${i}.name_vi`)}
                maxLength={60}
              />
            </div>
            <fieldset className="min-w-0" aria-describedby={error(`options.${i}.values`) ? `options-${i}-values-error` : undefined}>
              <legend className="font-semibold">{t("adminProductOptions.values")}</legend>
              {error(`options.${i}.values`) && (
                <p id={`options-${i}-values-error`} className="mt-1 text-sm font-semibold text-red-800" data-testid="field-error">
                  {error(`options.${i}.values`)}
                </p>
              )}
              {/* The columns' names once; each field has its own label for a screen reader. */}
              <div className="mt-1 grid grid-cols-2 gap-2 text-sm text-crust" aria-hidden="true">
                <span>{t("adminProductOptions.columnEn")}</span>
                <span>{t("adminProductOptions.columnVi")}</span>
              </div>
              <ol className="mt-1 grid gap-2">
                {option.values.map((value, j) => (
                  <li key={j} className="grid grid-cols-2 gap-2" data-testid="option-value-row">
                    {(["en", "vi"] as const).map((lang) => (
                      <TextCell
                        key={lang}
                        name={`options.${i}.values.${j}.label_${lang}`}
                        lang={lang}
                        labelClass="sr-only"
                        label={t(lang === "en" ? "adminProductOptions.valueEn" : "adminProductOptions.valueVi", { index: j + 1 })}
                        defaultValue={value[`label_${lang}`]}
                        error={error(`options.${i}.values.${j}.label_${lang}`)}
                        maxLength={60}
                      />
                    ))}
                  </li>
                ))}
              </ol>
            </fieldset>
          </fieldset>
        ))}
        <p id="options-save-hint" className="text-sm text-crust">
          {t("adminProductOptions.saveOptionsHint")}
        </p>
        <div>
          <button type="submit" className={ADMIN_BUTTON} aria-describedby="options-save-hint" data-testid="options-save">
            {t("adminProductOptions.saveOptions")}
          </button>
        </div>
      </Form>
    </section>
  );
}

const COLUMNS = "md:grid md:grid-cols-[minmax(7rem,1fr)_minmax(9.5rem,1.2fr)_6rem_5rem_6rem_4.5rem] md:items-start md:gap-3";

function VariantsForm({ loaderData, answer }: { loaderData: Loaded; answer: Answer | undefined }) {
  const t = useT();
  const locale = useLocale();
  const { product, configuration } = loaderData;
  const mine = answer?.intent === "variants" ? answer : undefined;
  const typed = mine?.values;
  const value = (name: string, saved: string) => (typed ? (typed[name] ?? "") : saved);
  const error = (name: string) => mine?.errors?.[name];
  const hasOptions = configuration.options.length > 0;
  const cellLabel = (text: string, variant: string) => (
    <>
      {text}
      <span className="sr-only"> — {variant}</span>
    </>
  );
  const LABEL = "block text-sm font-semibold md:sr-only";
  return (
    <section className={`${ADMIN_CARD} grid min-w-0 gap-4`} aria-labelledby="variants-title" data-testid="variants-section">
      <h2 id="variants-title" className="text-2xl font-black">
        {t("adminProductOptions.variantsTitle", { count: hasOptions ? configuration.variants.length : 1 })}
      </h2>
      {!hasOptions ? (
        <p data-testid="single-variant">{t("adminProductOptions.single")}</p>
      ) : (
        <Form method="post" className="grid min-w-0 gap-4" data-testid="variants-form" key={product.updated_at} noValidate>
          {mine && <FormAlert message={mine.message} tone="error" focusKey={1} />}
          <p className="text-sm text-crust">{t("adminProductOptions.variantsHint", { hours: product.lead_time_hours })}</p>
          <input type="hidden" name="intent" value="variants" />
          <input type="hidden" name="expected_updated_at" value={product.updated_at} />
          <div className={`hidden border-b border-black/15 pb-2 text-sm font-bold ${COLUMNS}`} aria-hidden="true">
            <span>{t("adminProductOptions.variant")}</span>
            <span>{t("adminProductOptions.sku")}</span>
            <span>{t("adminProductOptions.price")}</span>
            <span>{t("adminProductOptions.units")}</span>
            <span>{t("adminProductOptions.leadTime")}</span>
            <span>{t("adminProductOptions.active")}</span>
          </div>
          <ol className="grid gap-3 md:gap-2">
            {configuration.variants.map((variant, i) => {
              const label = labelIn(variant, locale);
              const name = (field: string) => `variants.${i}.${field}`;
              const active = typed ? typed[name("is_active")] === "1" : variant.is_active;
              return (
                <li
                  key={variant.id}
                  className={`grid grid-cols-2 gap-3 rounded-xl border border-black/15 p-3 min-[560px]:grid-cols-3 md:rounded-none md:border-0 md:border-b md:p-0 md:pb-2 ${COLUMNS}`}
                  data-testid="variant-row"
                  data-variant-id={variant.id}
                >
                  <input type="hidden" name={name("id")} value={variant.id} />
                  <div className="col-span-full min-w-0 md:col-span-1 md:self-center">
                    <p className="font-bold wrap-break-word" data-testid="variant-label">
                      {label}
                    </p>
                    {error(name("id")) && <p className="mt-1 text-sm font-semibold text-red-800">{error(name("id"))}</p>}
                  </div>
                  <TextCell
                    name={name("sku")}
                    labelClass={LABEL}
                    label={cellLabel(t("adminProductOptions.sku"), label)}
                    defaultValue={value(name("sku"), variant.sku)}
                    error={error(name("sku"))}
                    maxLength={40}
                    className="col-span-full min-[560px]:col-span-1"
                  />
                  <TextCell
                    name={name("price")}
                    labelClass={LABEL}
                    label={cellLabel(t("adminProductOptions.price"), label)}
                    defaultValue={value(name("price"), decimalDollars(variant.price_cents))}
                    error={error(name("price"))}
                    inputMode="decimal"
                  />
                  <TextCell
                    name={name("capacity_units")}
                    labelClass={LABEL}
                    label={cellLabel(t("adminProductOptions.units"), label)}
                    defaultValue={value(name("capacity_units"), String(variant.capacity_units))}
                    error={error(name("capacity_units"))}
                    inputMode="numeric"
                  />
                  <TextCell
                    name={name("lead_time_hours")}
                    labelClass={LABEL}
                    label={cellLabel(t("adminProductOptions.leadTime"), label)}
                    defaultValue={value(name("lead_time_hours"), variant.lead_time_hours?.toString() ?? "")}
                    error={error(name("lead_time_hours"))}
                    inputMode="numeric"
                  />
                  <label className="flex min-h-12 items-center gap-3 self-end font-semibold md:self-start">
                    <input type="checkbox" name={name("is_active")} value="1" defaultChecked={active} className="h-6 w-6 shrink-0" />
                    <span className="md:sr-only">{cellLabel(t("adminProductOptions.active"), label)}</span>
                  </label>
                </li>
              );
            })}
          </ol>
          <div>
            <button type="submit" className={ADMIN_BUTTON} data-testid="variants-save">
              {t("adminProductOptions.saveVariants")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

function GroupsForm({ loaderData, answer }: { loaderData: Loaded; answer: Answer | undefined }) {
  const t = useT();
  const locale = useLocale();
  const { product, groups, attached } = loaderData;
  const mine = answer?.intent === "groups" ? answer : undefined;
  const typed = mine?.values;
  const error = (name: string) => mine?.errors?.[name];
  return (
    <section className={`${ADMIN_CARD} grid gap-4`} aria-labelledby="groups-title" data-testid="groups-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="groups-title" className="text-2xl font-black">
          {t("adminProductOptions.groupsTitle")}
        </h2>
        <Link to={localizePath("/admin/modifier-groups", locale)} className={ADMIN_BUTTON_QUIET} data-testid="edit-groups">
          {t("adminProductOptions.editGroups")}
        </Link>
      </div>
      {groups.length === 0 ? (
        <p>{t("adminProductOptions.noGroups")}</p>
      ) : (
        <Form method="post" className="grid gap-4" data-testid="groups-form" key={product.updated_at} noValidate>
          {mine && <FormAlert message={mine.message} tone="error" focusKey={1} />}
          <p className="text-crust">{t("adminProductOptions.groupsHint")}</p>
          <input type="hidden" name="intent" value="groups" />
          <input type="hidden" name="expected_updated_at" value={product.updated_at} />
          <ul className="grid gap-2">
            {groups.map((group) => {
              const at = attached.indexOf(group.id);
              const checked = typed ? typed[`group.${group.id}`] === "1" : at >= 0;
              const position = typed ? (typed[`position.${group.id}`] ?? "") : at >= 0 ? String(at + 1) : "";
              const name = locale === "vi" ? group.name_vi || group.name_en : group.name_en || group.name_vi;
              const positionName = `position.${group.id}`;
              return (
                <li
                  key={group.id}
                  className="grid grid-cols-[1fr_auto] items-start gap-3 rounded-xl border border-black/15 p-3"
                  data-testid="group-row"
                  data-group-id={group.id}
                >
                  <label className="flex min-h-12 min-w-0 items-start gap-3 pt-2">
                    <input
                      type="checkbox"
                      name={`group.${group.id}`}
                      value="1"
                      defaultChecked={checked}
                      className="mt-0.5 h-6 w-6 shrink-0"
                    />
                    <span className="min-w-0">
                      <span className="block font-bold wrap-break-word">{name}</span>
                      <span className="block text-sm text-crust">{ruleOf(group, t, locale)}</span>
                      {error(`group.${group.id}`) && (
                        <span className="block text-sm font-semibold text-red-800">{error(`group.${group.id}`)}</span>
                      )}
                    </span>
                  </label>
                  <div className="w-20">
                    <label htmlFor={`field-${positionName}`} className="block text-sm font-semibold">
                      {t("adminProductOptions.position")}
                      <span className="sr-only"> — {name}</span>
                    </label>
                    <input
                      id={`field-${positionName}`}
                      name={positionName}
                      defaultValue={position}
                      inputMode="numeric"
                      autoComplete="off"
                      aria-invalid={error(positionName) ? true : undefined}
                      aria-describedby={error(positionName) ? `field-${positionName}-error` : undefined}
                      className={`${ADMIN_INPUT} mt-0`}
                    />
                  </div>
                  {error(positionName) && (
                    <p
                      id={`field-${positionName}-error`}
                      className="col-span-full text-sm font-semibold text-red-800"
                      data-testid="field-error"
                    >
                      {error(positionName)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          <div>
            <button type="submit" className={ADMIN_BUTTON} data-testid="groups-save">
              {t("adminProductOptions.saveGroups")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

export interface ProductOptionsScreenProps {
  loaderData: Loaded;
}

export function ProductOptionsScreen({ loaderData }: ProductOptionsScreenProps) {
  const t = useT();
  const locale = useLocale();
  const answer = useActionData<typeof productOptionsAction>();
  const { product, saved } = loaderData;
  const name = nameIn(product, locale);
  return (
    <section aria-labelledby="options-page-title" data-testid="admin-product-options-page" className="grid min-w-0 gap-6">
      <div>
        <BackLink to={`/admin/products/${product.id}`}>{t("adminProductOptions.back", { name })}</BackLink>
        <h1 id="options-page-title" className="mt-2 text-3xl font-black wrap-break-word">
          {t("adminProductOptions.title", { name })}
        </h1>
        <p className="mt-2 max-w-3xl text-crust">{t("adminProductOptions.intro")}</p>
        {saved && !answer && (
          <div className="mt-4" data-testid="options-saved">
            <FormAlert message={t(`adminProductOptions.saved.${saved}`)} tone="success" />
          </div>
        )}
      </div>
      <OptionsForm loaderData={loaderData} answer={answer} />
      <VariantsForm loaderData={loaderData} answer={answer} />
      <GroupsForm loaderData={loaderData} answer={answer} />
    </section>
  );
}
