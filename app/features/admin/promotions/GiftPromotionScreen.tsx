import { Form } from "react-router";
import { GIFT_NAME_MAX, MAX_GIFT_QUANTITY } from "../../../../server/domain/promotions/gift-limits.shared.ts";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { BackLink, CheckboxField, fieldsOf } from "../form-fields.tsx";
import { PromotionDates, PromotionNameFields } from "./PromotionFields.tsx";
import { decimalDollars } from "../../../i18n/formatters.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
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
  const fields = fieldsOf(answer);
  const { typed, value, errors, field } = fields;
  const product = value("gift_product_id", gift ? String(gift.gift_product_id) : "");
  return (
    <section aria-labelledby="gift-title" data-testid="admin-gift-page">
      <BackLink to="/admin/promotions">{t("adminPromotions.back")}</BackLink>
      <h1 id="gift-title" className="mt-2 break-words text-3xl font-black">
        {gift ? t("adminPromotions.giftEditTitle", { name: gift.name[locale] || gift.name.en }) : t("adminPromotions.giftCreateTitle")}
      </h1>
      {/* Keyed by the version: after a stale save the form shows the promotion as it is now. */}
      <Form method="post" className={`${ADMIN_CARD} mt-4 grid max-w-3xl gap-4`} data-testid="gift-form" key={gift?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {gift && <input type="hidden" name="expected_updated_at" value={gift.updated_at} />}
        <PromotionNameFields
          saved={gift}
          fields={fields}
          label={t("adminPromotions.giftName")}
          labelVi={t("adminPromotions.giftNameVi")}
          hint={t("adminPromotions.giftNameHint")}
          maxLength={GIFT_NAME_MAX}
        />
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
            {...field("gift_quantity", gift ? String(gift.gift_quantity) : "1")}
            type="number"
            min={1}
            max={MAX_GIFT_QUANTITY}
            label={t("adminPromotions.giftQuantity")}
          />
        </div>
        <FormField
          {...field("min_subtotal", gift ? decimalDollars(gift.min_subtotal_cents) : "")}
          label={t("adminPromotions.giftMinSubtotal")}
          inputMode="decimal"
        />
        <PromotionDates saved={gift} fields={fields} />
        <CheckboxField
          name="active"
          label={t("adminPromotions.giftActiveField")}
          defaultChecked={typed ? typed.active === "1" : (gift?.active ?? true)}
        />
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {gift ? t("adminPromotions.saveGift") : t("adminPromotions.createGift")}
          </button>
        </div>
      </Form>
    </section>
  );
}
