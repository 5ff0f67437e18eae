import type { LoaderData } from "../../../lib/route-data.ts";
import type { labelsLoader, LabelView } from "../../../routes/admin/print.server.ts";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT } from "../admin-ui.ts";
import { PrintToolbar } from "./PrintToolbar.tsx";

// Box labels for a 4 × 3 inch thermal label: one a box, each on its own page. The product in both languages, what it
// is made of, "Contains:" the Big 9 it holds (its choices' included) in both languages, the shop that made it and
// the day it was made. On screen the same labels one under another, as wide as the screen allows.

function Label({ label, shop }: { label: LabelView; shop: { name: string; address: string } }) {
  const small = label.dense ? "text-[6pt] leading-[1.15]" : "text-[7pt] leading-[1.2]";
  return (
    <section
      className="mx-auto flex w-full max-w-[4in] flex-col overflow-hidden bg-white p-[0.12in] text-black shadow-md ring-1 ring-black/10 print:min-h-[2.7in] print:max-w-none print:overflow-visible print:p-0 print:shadow-none print:ring-0"
      data-testid="label"
      data-contains={label.contains_en}
    >
      <h2 className="text-[11pt] leading-tight font-black wrap-break-word" lang="en" data-testid="label-name-en">
        {label.name_en}
        {label.variant_en && <span className="font-bold"> · {label.variant_en}</span>}
      </h2>
      <p className="text-[10pt] leading-tight font-bold wrap-break-word" lang="vi" data-testid="label-name-vi">
        {label.name_vi}
        {label.variant_vi && <span> · {label.variant_vi}</span>}
      </p>
      {label.choices_en && (
        <p className={`${small} mt-[0.03in] wrap-break-word`}>
          <span lang="en">{label.choices_en}</span>
          {label.choices_vi !== label.choices_en && <span lang="vi"> / {label.choices_vi}</span>}
        </p>
      )}
      {label.ingredients_en && (
        <p className={`${small} mt-[0.04in] wrap-break-word`} lang="en" data-testid="label-ingredients-en">
          {label.ingredients_en}
        </p>
      )}
      {label.ingredients_vi && (
        <p className={`${small} mt-[0.02in] wrap-break-word`} lang="vi" data-testid="label-ingredients-vi">
          {label.ingredients_vi}
        </p>
      )}
      {label.contains_en && (
        <div className="mt-[0.04in]">
          <p className="text-[8.5pt] leading-tight font-black" lang="en" data-testid="label-contains-en">
            {label.contains_en}
          </p>
          <p className="text-[8.5pt] leading-tight font-black" lang="vi" data-testid="label-contains-vi">
            {label.contains_vi}
          </p>
        </div>
      )}
      <div className="mt-auto flex items-end justify-between gap-2 border-t border-black pt-[0.03in] text-[6.5pt] leading-tight">
        <div className="min-w-0">
          <p className="font-bold">{shop.name}</p>
          <p className="wrap-break-word">{shop.address}</p>
        </div>
        <div className="shrink-0 text-right">
          <p className="font-bold" data-testid="label-made-on">
            {label.made_on_en}
          </p>
          <p lang="vi">{label.made_on_vi}</p>
          <p className="font-mono">{label.order}</p>
        </div>
      </div>
    </section>
  );
}

export function LabelsScreen({ loaderData }: { loaderData: LoaderData<typeof labelsLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { code, labels, lines, shop } = loaderData;
  return (
    <div data-testid="labels-page" data-code={code}>
      <PrintToolbar code={code} hint={t("adminPrint.labelsHint")}>
        <h1 className="text-2xl font-black">{t("adminPrint.labelsTitle", { code })}</h1>
        {/* Fewer labels than units (two in one box): a plain GET form, no JavaScript needed. */}
        <form method="get" action={localizePath(`/admin/orders/${code}/labels`, locale)} className={`${ADMIN_CARD} grid gap-3`}>
          <fieldset className="grid gap-2">
            <legend className="font-bold">{t("adminPrint.howMany")}</legend>
            <p className="text-sm text-crust">{t("adminPrint.howManyHint")}</p>
            {lines.map((line) => (
              <label key={line.id} className="flex items-center gap-3">
                <input
                  type="number"
                  name={`n${line.id}`}
                  min={0}
                  max={line.quantity}
                  defaultValue={line.count}
                  className={`${ADMIN_INPUT} w-20! shrink-0`}
                  data-testid="label-count-input"
                />
                <span className="min-w-0 wrap-break-word">
                  {line.name}
                  {line.variant && ` · ${line.variant}`} <span className="text-crust">(≤ {line.quantity})</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <button type="submit" className={ADMIN_BUTTON_QUIET}>
              {t("adminPrint.update")}
            </button>
          </div>
        </form>
        <p className="font-bold" data-testid="label-count">
          {t("adminPrint.labelCount", { count: labels.length })}
        </p>
      </PrintToolbar>
      {labels.length === 0 ? (
        <p className="print:hidden">{t("adminPrint.noLabels")}</p>
      ) : (
        <div className="grid gap-4 print:block print:[&>*+*]:break-before-page">
          {labels.map((label) => (
            <Label key={label.key} label={label} shop={shop} />
          ))}
        </div>
      )}
    </div>
  );
}
