import { Form, Link } from "react-router";
import { PROMOTION_NAME_MAX } from "../../../../server/domain/promotions/gift-limits.shared.ts";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { decimalDollars } from "../../../i18n/formatters.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
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
  const locale = useLocale();
  const coupon = loaderData.coupon;
  const typed = answer?.values;
  const value = (field: string, saved: string) => (typed ? (typed[field] ?? "") : saved);
  const errors = (field: string) => (answer?.errors?.[field] ? [answer.errors[field]] : undefined);
  const type = value("type", coupon?.type ?? "percentage");
  const missingVi = (typed ? typed.name_en && !typed.name_vi : coupon?.missing_translations.includes("name.vi"))
    ? `· ${t("adminHome.missing")}`
    : undefined;
  const savedValue = coupon ? (coupon.type === "fixed" ? decimalDollars(coupon.value) : String(coupon.value)) : "";
  return (
    <section aria-labelledby="coupon-title" data-testid="admin-coupon-page">
      <p>
        <Link to={localizePath("/admin/promotions", locale)} className="font-semibold text-brand-dark underline">
          {t("adminPromotions.back")}
        </Link>
      </p>
      <h1 id="coupon-title" className="mt-2 text-3xl font-black">
        {coupon ? t("adminPromotions.editTitle", { code: coupon.code }) : t("adminPromotions.createTitle")}
      </h1>
      {/* Keyed by the version: after a stale save the form shows the coupon as it is now. */}
      <Form method="post" className={`${ADMIN_CARD} mt-4 grid max-w-3xl gap-4`} data-testid="coupon-form" key={coupon?.updated_at ?? "new"}>
        {answer && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        {coupon && <input type="hidden" name="expected_updated_at" value={coupon.updated_at} />}
        <FormField
          name="code"
          label={t("adminPromotions.code")}
          required
          autoComplete="off"
          hint={t("adminPromotions.codeHint")}
          defaultValue={value("code", coupon?.code ?? "")}
          errors={errors("code")}
        />
        <fieldset className="grid gap-3 md:grid-cols-2">
          <legend className="sr-only">{t("adminPromotions.couponName")}</legend>
          <FormField
            name="name_en"
            lang="en"
            label={t("adminPromotions.couponName")}
            required
            maxLength={PROMOTION_NAME_MAX}
            autoComplete="off"
            defaultValue={value("name_en", coupon?.name.en ?? "")}
            errors={errors("name_en")}
          />
          <FormField
            name="name_vi"
            lang="vi"
            label={t("adminPromotions.couponNameVi")}
            labelNote={missingVi}
            maxLength={PROMOTION_NAME_MAX}
            autoComplete="off"
            defaultValue={value("name_vi", coupon?.name.vi ?? "")}
            errors={errors("name_vi")}
          />
          <p className="text-sm text-crust md:col-span-2">{t("adminPromotions.couponNameHint")}</p>
        </fieldset>
        <label className={ADMIN_LABEL}>
          {t("adminPromotions.type")}
          <select name="type" defaultValue={type} className={ADMIN_INPUT} aria-invalid={errors("type") ? true : undefined}>
            <option value="percentage">{t("adminPromotions.typePercentage")}</option>
            <option value="fixed">{t("adminPromotions.typeFixed")}</option>
          </select>
          {errors("type") && <span className="mt-1 block font-normal text-red-800">{errors("type")![0]}</span>}
        </label>
        <FormField
          name="value"
          label={t("adminPromotions.value")}
          required
          inputMode="decimal"
          hint={t("adminPromotions.valueHint")}
          defaultValue={value("value", savedValue)}
          errors={errors("value")}
        />
        <FormField
          name="min_subtotal"
          label={t("adminPromotions.minSubtotal")}
          inputMode="decimal"
          defaultValue={value("min_subtotal", coupon ? decimalDollars(coupon.min_subtotal_cents) : "0.00")}
          errors={errors("min_subtotal")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="starts_on"
            type="date"
            label={t("adminPromotions.startsOn")}
            defaultValue={value("starts_on", coupon?.starts_on ?? "")}
            errors={errors("starts_on")}
          />
          <FormField
            name="ends_on"
            type="date"
            label={t("adminPromotions.endsOn")}
            hint={t("adminPromotions.datesHint")}
            defaultValue={value("ends_on", coupon?.ends_on ?? "")}
            errors={errors("ends_on")}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            name="usage_limit"
            label={t("adminPromotions.usageLimit")}
            inputMode="numeric"
            defaultValue={value("usage_limit", coupon?.usage_limit?.toString() ?? "")}
            errors={errors("usage_limit")}
          />
          <FormField
            name="per_customer_limit"
            label={t("adminPromotions.perCustomerLimit")}
            inputMode="numeric"
            hint={t("adminPromotions.limitHint")}
            defaultValue={value("per_customer_limit", coupon?.per_customer_limit?.toString() ?? "")}
            errors={errors("per_customer_limit")}
          />
        </div>
        <label className="flex min-h-12 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="active"
            value="1"
            defaultChecked={typed ? typed.active === "1" : (coupon?.active ?? true)}
            className="h-6 w-6"
          />
          {t("adminPromotions.activeField")}
        </label>
        <div>
          <button type="submit" className={ADMIN_BUTTON}>
            {coupon ? t("adminPromotions.save") : t("adminPromotions.create")}
          </button>
        </div>
      </Form>
    </section>
  );
}
