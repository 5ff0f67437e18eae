import { Form, Link } from "react-router";
import { GIFT_NAME_MAX, MAX_GIFT_QUANTITY } from "../../../../server/domain/promotions/gift-limits.shared.ts";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { decimalDollars } from "../../../i18n/formatters.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { giftLoader, giftAction } from "../../../routes/admin/gift-promotions.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** A gift promotion's form, new or saved: what was typed comes back beside each refusal. */
export function GiftPromotionScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof giftLoader>;
  actionData: ActionData<typeof giftAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { gift, products } = loaderData;
  const typed = answer?.values;
  const value = (field: string, saved: string) => (typed ? (typed[field] ?? "") : saved);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const missingVi = (typed ? typed.name_en && !typed.name_vi : gift?.missing_translations.includes("name.vi"))
    ? `· ${t("adminHome.missing")}`
    : undefined;
  const product = value("gift_product_id", gift ? String(gift.gift_product_id) : "");
  return (
    <section aria-labelledby="gift-title" data-testid="admin-gift-page">
      <p>
        <Link to={localizePath("/admin/promotions", locale)} className="font-semibold text-brand-dark underline">
          {t("adminPromotions.back")}
        </Link>
      </p>
      <h1 id="gift-title" className="mt-2 break-words text-3xl font-black">
        {gift ? t("adminPromotions.giftEditTitle", { name: gift.name[locale] || gift.name.en }) : t("adminPromotions.giftCreateTitle")}
      </h1>
      {/* Keyed by the version: after a stale save the form shows the promotion as it is now. */}
      <Form method="post" className={`${ADMIN_CARD} mt-4 grid max-w-3xl gap-4`} data-testid="gift-form" key={gift?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {gift && <input type="hidden" name="expected_updated_at" value={gift.updated_at} />}
        <fieldset className="grid gap-3 md:grid-cols-2">
          <legend className="sr-only">{t("adminPromotions.giftName")}</legend>
          <FormField
            name="name_en"
            lang="en"
            label={t("adminPromotions.giftName")}
            required
            maxLength={GIFT_NAME_MAX}
            autoComplete="off"
            defaultValue={value("name_en", gift?.name.en ?? "")}
            errors={errors("name_en")}
          />
          <FormField
            name="name_vi"
            lang="vi"
            label={t("adminPromotions.giftNameVi")}
            labelNote={missingVi}
            maxLength={GIFT_NAME_MAX}
            autoComplete="off"
            defaultValue={value("name_vi", gift?.name.vi ?? "")}
            errors={errors("name_vi")}
          />
          <p className="text-sm text-crust md:col-span-2">{t("adminPromotions.giftNameHint")}</p>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <div>
            <label htmlFor="field-gift_product_id" className={ADMIN_LABEL}>
              {t("adminPromotions.giftProduct")}
            </label>
            <select
              id="field-gift_product_id"
              name="gift_product_id"
              defaultValue={product}
              className={ADMIN_INPUT}
              aria-invalid={errors("gift_product_id") ? true : undefined}
              aria-describedby={errors("gift_product_id") ? "gift-product-error" : undefined}
            >
              <option value="">{t("adminPromotions.giftChooseProduct")}</option>
              {products.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {errors("gift_product_id") && (
              <p id="gift-product-error" className="mt-1.5 text-sm font-semibold text-red-800">
                {errors("gift_product_id")![0]}
              </p>
            )}
          </div>
          <FormField
            name="gift_quantity"
            type="number"
            min={1}
            max={MAX_GIFT_QUANTITY}
            label={t("adminPromotions.giftQuantity")}
            defaultValue={value("gift_quantity", gift ? String(gift.gift_quantity) : "1")}
            errors={errors("gift_quantity")}
          />
        </div>
        <FormField
          name="min_subtotal"
          label={t("adminPromotions.giftMinSubtotal")}
          inputMode="decimal"
          defaultValue={value("min_subtotal", gift ? decimalDollars(gift.min_subtotal_cents) : "")}
          errors={errors("min_subtotal")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="starts_on"
            type="date"
            label={t("adminPromotions.startsOn")}
            defaultValue={value("starts_on", gift?.starts_on ?? "")}
            errors={errors("starts_on")}
          />
          <FormField
            name="ends_on"
            type="date"
            label={t("adminPromotions.endsOn")}
            hint={t("adminPromotions.datesHint")}
            defaultValue={value("ends_on", gift?.ends_on ?? "")}
            errors={errors("ends_on")}
          />
        </div>
        <label className="flex min-h-12 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="active"
            value="1"
            defaultChecked={typed ? typed.active === "1" : (gift?.active ?? true)}
            className="h-6 w-6"
          />
          {t("adminPromotions.giftActiveField")}
        </label>
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {gift ? t("adminPromotions.saveGift") : t("adminPromotions.createGift")}
          </button>
        </div>
      </Form>
    </section>
  );
}
