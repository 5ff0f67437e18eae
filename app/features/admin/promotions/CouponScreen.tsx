import { Form } from "react-router";
import { PROMOTION_NAME_MAX } from "../../../../server/domain/promotions/gift-limits.shared.ts";
import { ADMIN_BUTTON, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, CheckboxField, fieldsOf, SelectField } from "../form-fields.tsx";
import { PromotionDates, PromotionNameFields } from "./PromotionFields.tsx";
import { decimalDollars } from "../../../i18n/formatters.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { couponLoader, couponAction } from "../../../routes/admin/promotions.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** A coupon's form, new or saved: what was typed comes back beside each refusal. */
export function CouponScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof couponLoader>;
  actionData: ActionData<typeof couponAction>;
}) {
  const t = useT();
  const coupon = loaderData.coupon;
  const fields = fieldsOf(answer);
  const { typed, value, errors, field } = fields;
  const savedValue = coupon ? (coupon.type === "fixed" ? decimalDollars(coupon.value) : String(coupon.value)) : "";
  return (
    <section aria-labelledby="coupon-title" data-testid="admin-coupon-page">
      <BackLink to="/admin/promotions">{t("adminPromotions.back")}</BackLink>
      <h1 id="coupon-title" className="mt-2 text-3xl font-black">
        {coupon ? t("adminPromotions.editTitle", { code: coupon.code }) : t("adminPromotions.createTitle")}
      </h1>
      {/* Keyed by the version: after a stale save the form shows the coupon as it is now. */}
      <Form method="post" className={`${ADMIN_CARD} mt-4 grid max-w-3xl gap-4`} data-testid="coupon-form" key={coupon?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {coupon && <input type="hidden" name="expected_updated_at" value={coupon.updated_at} />}
        <FormField
          {...field("code", coupon?.code ?? "")}
          label={t("adminPromotions.code")}
          required
          autoComplete="off"
          hint={t("adminPromotions.codeHint")}
        />
        <PromotionNameFields
          saved={coupon}
          fields={fields}
          label={t("adminPromotions.couponName")}
          labelVi={t("adminPromotions.couponNameVi")}
          hint={t("adminPromotions.couponNameHint")}
          maxLength={PROMOTION_NAME_MAX}
        />
        <SelectField
          name="type"
          label={t("adminPromotions.type")}
          defaultValue={value("type", coupon?.type ?? "percentage")}
          errors={errors("type")}
        >
          <option value="percentage">{t("adminPromotions.typePercentage")}</option>
          <option value="fixed">{t("adminPromotions.typeFixed")}</option>
        </SelectField>
        <FormField
          {...field("value", savedValue)}
          label={t("adminPromotions.value")}
          required
          inputMode="decimal"
          hint={t("adminPromotions.valueHint")}
        />
        <FormField
          {...field("min_subtotal", coupon ? decimalDollars(coupon.min_subtotal_cents) : "0.00")}
          label={t("adminPromotions.minSubtotal")}
          inputMode="decimal"
        />
        <PromotionDates saved={coupon} fields={fields} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            {...field("usage_limit", coupon?.usage_limit?.toString() ?? "")}
            label={t("adminPromotions.usageLimit")}
            inputMode="numeric"
          />
          <FormField
            {...field("per_customer_limit", coupon?.per_customer_limit?.toString() ?? "")}
            label={t("adminPromotions.perCustomerLimit")}
            inputMode="numeric"
            hint={t("adminPromotions.limitHint")}
          />
        </div>
        <CheckboxField
          name="active"
          label={t("adminPromotions.activeField")}
          defaultChecked={typed ? typed.active === "1" : (coupon?.active ?? true)}
        />
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {coupon ? t("adminPromotions.save") : t("adminPromotions.create")}
          </button>
        </div>
      </Form>
    </section>
  );
}
