import { Form } from "react-router";
import { CAMPAIGN_BANNER_MAX, CAMPAIGN_BODY_MAX, CAMPAIGN_NAME_MAX } from "../../../../server/domain/campaigns/campaign-rules.shared.ts";
import { longDay } from "../../../../server/domain/checkout/shop-clock.shared.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { BackLink, CheckboxField, fieldsOf, SelectField } from "../form-fields.tsx";
import { CampaignNav } from "./CampaignNav.tsx";
import { campaignName, productName } from "./campaign-text.ts";
import { decimalDollars, pluralOf, timeZoneName } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import type { campaignAction, campaignLoader, DayRow, ProductRow } from "../../../routes/admin/campaigns.server.ts";

// /admin/campaigns/new and /admin/campaigns/:id: one plain form — the names and slug, the banner and page text (the
// two languages side by side from a tablet up, stacked on a phone), the order window on the shop's clock and the
// published tick, the deposit rule, then one row a product (chosen from the catalogue, with its limit per customer)
// and one row a pickup day (its date, hours and capacity, with the units already ordered), each with empty rows to
// add more; each refusal beside its field. Then delete, which asks first and names what goes — or, for a campaign
// with orders, says why it cannot be deleted.

const BLANK_ROWS = 3;
const EMPTY_PRODUCT: ProductRow = { product_id: "", limit: "", remove: false };
const EMPTY_DAY: DayRow = { date: "", opens: "", closes: "", capacity: "", remove: false };

export function CampaignScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof campaignLoader>;
  actionData: ActionData<typeof campaignAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { products: catalogue, campaigns, timeZone, saved } = loaderData;
  // After a stale save, the campaign as it is now.
  const campaign = answer?.current ?? loaderData.campaign;
  const saving = answer?.intent === "save";
  const { field, errors, value } = fieldsOf({ values: saving ? answer.values : undefined, errors: saving ? answer.errors : undefined });
  const productRows: ProductRow[] = (saving ? answer.products : undefined) ?? [
    ...(campaign?.products ?? []).map((p) => ({
      product_id: String(p.product_id),
      limit: p.per_customer_limit?.toString() ?? "",
      remove: false,
    })),
    ...Array.from({ length: BLANK_ROWS }, () => EMPTY_PRODUCT),
  ];
  const dayRows: DayRow[] = (saving ? answer.days : undefined) ?? [
    ...(campaign?.pickup_days ?? []).map((d) => ({
      date: d.date,
      opens: d.opens,
      closes: d.closes,
      capacity: String(d.capacity_units),
      remove: false,
    })),
    ...Array.from({ length: BLANK_ROWS }, () => ({ ...EMPTY_DAY, opens: "08:00", closes: "18:00" })),
  ];
  const reservedOn = new Map((campaign?.pickup_days ?? []).map((d) => [d.date, d.reserved_units]));
  const savedProducts = new Set((campaign?.products ?? []).map((p) => String(p.product_id)));
  const campaignNames = new Map(campaigns.map((c) => [c.id, campaignName(c, locale)]));
  const name = campaign ? campaignName(campaign, locale) : "";
  const depositKind = value("deposit_kind", campaign?.deposit_kind ?? "none");
  const zone = timeZoneName(timeZone, locale);
  return (
    <section aria-labelledby="campaign-title" data-testid="admin-campaign-page">
      <BackLink to="/admin/campaigns">{t("adminCampaigns.back")}</BackLink>
      <h1 id="campaign-title" className="mt-2 text-3xl font-black wrap-break-word">
        {campaign ? t("adminCampaigns.editTitle", { name }) : t("adminCampaigns.createTitle")}
      </h1>
      {campaign && <CampaignNav id={campaign.id} mayEdit />}
      {/* The last save's word, until this page's own form answers. */}
      {saved && !answer && (
        <div className="mt-4">
          <FormAlert message={t(`adminCampaigns.saved.${saved}`)} tone="success" />
        </div>
      )}
      {answer && !saving && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}

      {/* Keyed by the version: after a stale save the form shows the campaign as it is now. */}
      <Form method="post" className="mt-4 grid gap-4" data-testid="campaign-form" key={campaign?.updated_at ?? "new"} noValidate>
        {saving && <FormAlert message={answer.message} tone="error" focusKey={1} />}
        <input type="hidden" name="intent" value="save" />
        {campaign && <input type="hidden" name="expected_updated_at" value={campaign.updated_at} />}

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 md:grid-cols-2`}>
          <legend className="float-left w-full text-xl font-black md:col-span-2">{t("adminCampaigns.names")}</legend>
          <FormField
            {...field("name_en", campaign?.name_en ?? "")}
            lang="en"
            label={t("adminCampaigns.nameEn")}
            required
            maxLength={CAMPAIGN_NAME_MAX}
            autoComplete="off"
          />
          <FormField
            {...field("name_vi", campaign?.name_vi ?? "")}
            lang="vi"
            label={t("adminCampaigns.nameVi")}
            required
            maxLength={CAMPAIGN_NAME_MAX}
            autoComplete="off"
          />
          <FormField
            {...field("slug", campaign?.slug ?? "")}
            label={t("adminCampaigns.slug")}
            hint={t("adminCampaigns.slugHint")}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </fieldset>

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 md:grid-cols-2`}>
          <legend className="float-left w-full text-xl font-black md:col-span-2">{t("adminCampaigns.texts")}</legend>
          <FormField
            {...field("banner_en", campaign?.banner_en ?? "")}
            lang="en"
            label={t("adminCampaigns.bannerEn")}
            hint={t("adminCampaigns.bannerHint")}
            maxLength={CAMPAIGN_BANNER_MAX}
          />
          <FormField
            {...field("banner_vi", campaign?.banner_vi ?? "")}
            lang="vi"
            label={t("adminCampaigns.bannerVi")}
            maxLength={CAMPAIGN_BANNER_MAX}
          />
          <FormField
            {...field("body_en", campaign?.body_en ?? "")}
            multiline
            rows={8}
            lang="en"
            label={t("adminCampaigns.bodyEn")}
            hint={t("adminCampaigns.bodyHint")}
            maxLength={CAMPAIGN_BODY_MAX}
          />
          <FormField
            {...field("body_vi", campaign?.body_vi ?? "")}
            multiline
            rows={8}
            lang="vi"
            label={t("adminCampaigns.bodyVi")}
            maxLength={CAMPAIGN_BODY_MAX}
          />
        </fieldset>

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 sm:grid-cols-2`}>
          <legend className="float-left w-full text-xl font-black sm:col-span-2">{t("adminCampaigns.windowTitle")}</legend>
          <p className="text-sm text-crust sm:col-span-2">{t("adminCampaigns.windowHint", { zone })}</p>
          <FormField {...field("opens_date", campaign?.opens_date ?? "")} type="date" label={t("adminCampaigns.opensDate")} required />
          <FormField {...field("opens_time", campaign?.opens_time ?? "00:00")} type="time" label={t("adminCampaigns.opensTime")} required />
          <FormField {...field("closes_date", campaign?.closes_date ?? "")} type="date" label={t("adminCampaigns.closesDate")} required />
          <FormField
            {...field("closes_time", campaign?.closes_time ?? "00:00")}
            type="time"
            label={t("adminCampaigns.closesTime")}
            required
          />
          <CheckboxField
            name="is_published"
            label={t("adminCampaigns.published")}
            defaultChecked={saving ? answer.values?.is_published === "1" : (campaign?.is_published ?? false)}
            className="sm:col-span-2"
          />
          <p className="-mt-3 text-sm text-crust sm:col-span-2">{t("adminCampaigns.publishedHint")}</p>
        </fieldset>

        <fieldset className={`${ADMIN_CARD} grid min-w-0 gap-4 sm:grid-cols-2 xl:grid-cols-4`}>
          <legend className="float-left w-full text-xl font-black sm:col-span-2 xl:col-span-4">{t("adminCampaigns.depositTitle")}</legend>
          <SelectField
            name="deposit_kind"
            label={t("adminCampaigns.depositKind")}
            defaultValue={depositKind}
            errors={errors("deposit_kind")}
          >
            <option value="none">{t("adminCampaigns.deposit.none")}</option>
            <option value="percent">{t("adminCampaigns.deposit.percent")}</option>
            <option value="fixed">{t("adminCampaigns.deposit.fixed")}</option>
          </SelectField>
          <FormField
            {...field("deposit_percent", campaign?.deposit_kind === "percent" ? String(campaign.deposit_value) : "")}
            label={t("adminCampaigns.depositPercent")}
            hint={t("adminCampaigns.depositPercentHint")}
            inputMode="numeric"
          />
          <FormField
            {...field("deposit_fixed", campaign?.deposit_kind === "fixed" ? decimalDollars(campaign.deposit_value) : "")}
            label={t("adminCampaigns.depositFixed")}
            hint={t("adminCampaigns.depositFixedHint")}
            inputMode="decimal"
          />
          <FormField
            {...field("cancel_until_days", String(campaign?.cancel_until_days ?? 0))}
            label={t("adminCampaigns.cancelDays")}
            hint={t("adminCampaigns.cancelDaysHint")}
            inputMode="numeric"
          />
        </fieldset>

        <fieldset
          className={`${ADMIN_CARD} grid min-w-0 gap-4`}
          aria-describedby={errors("products") ? "field-products-error products-hint" : "products-hint"}
          data-testid="campaign-products"
        >
          <legend className="float-left w-full text-xl font-black">{t("adminCampaigns.productsTitle")}</legend>
          <p id="products-hint" className="clear-both text-sm text-crust">
            {t("adminCampaigns.productsHint")}
          </p>
          {errors("products") && (
            <p id="field-products-error" className="text-sm font-semibold text-red-800">
              {errors("products")![0]}
            </p>
          )}
          <ol className="grid gap-3">
            {productRows.map((row, n) => (
              <li
                key={n}
                className="grid min-w-0 items-start gap-3 rounded-xl border border-black/15 p-3 md:grid-cols-[minmax(0,1fr)_12rem_auto]"
                data-testid="campaign-product"
                data-row={n}
              >
                <SelectField
                  name={`products.${n}.product_id`}
                  label={t("adminCampaigns.product", { number: n + 1 })}
                  defaultValue={row.product_id}
                  errors={errors(`products.${n}.product_id`)}
                >
                  <option value="">{t("adminCampaigns.productNone")}</option>
                  {catalogue.map((p) => {
                    const other = p.campaign_id !== null && p.campaign_id !== campaign?.id ? campaignNames.get(p.campaign_id) : undefined;
                    return (
                      <option key={p.id} value={p.id}>
                        {productName(p, locale)}
                        {p.draft ? ` · ${t("adminCampaigns.productDraft")}` : ""}
                        {other ? ` · ${t("adminCampaigns.productInOther", { campaign: other })}` : ""}
                      </option>
                    );
                  })}
                </SelectField>
                <FormField
                  name={`products.${n}.limit`}
                  defaultValue={row.limit}
                  errors={errors(`products.${n}.limit`)}
                  label={t("adminCampaigns.limit")}
                  hint={t("adminCampaigns.limitHint")}
                  inputMode="numeric"
                />
                {savedProducts.has(row.product_id) && (
                  <CheckboxField
                    name={`products.${n}.remove`}
                    label={t("adminCampaigns.remove")}
                    defaultChecked={row.remove}
                    className="md:mt-7"
                  />
                )}
              </li>
            ))}
          </ol>
        </fieldset>

        <fieldset
          className={`${ADMIN_CARD} grid min-w-0 gap-4`}
          aria-describedby={errors("days") ? "field-days-error days-hint" : "days-hint"}
          data-testid="campaign-days"
        >
          <legend className="float-left w-full text-xl font-black">{t("adminCampaigns.daysTitle")}</legend>
          <p id="days-hint" className="clear-both text-sm text-crust">
            {t("adminCampaigns.daysHint", { zone })}
          </p>
          {errors("days") && (
            <p id="field-days-error" className="text-sm font-semibold text-red-800">
              {errors("days")![0]}
            </p>
          )}
          <ol className="grid gap-3">
            {dayRows.map((row, n) => {
              const reserved = reservedOn.get(row.date);
              return (
                <li key={n} data-testid="campaign-day" data-row={n} data-date={row.date}>
                  <fieldset className="grid min-w-0 gap-3 rounded-xl border border-black/15 p-3 sm:grid-cols-2 lg:grid-cols-4">
                    <legend className="px-1 font-black">
                      {row.date && reserved !== undefined ? longDay(row.date, locale) : t("adminCampaigns.newDay", { number: n + 1 })}
                    </legend>
                    <FormField
                      name={`days.${n}.date`}
                      defaultValue={row.date}
                      errors={errors(`days.${n}.date`)}
                      type="date"
                      label={t("adminCampaigns.dayDate")}
                    />
                    <FormField
                      name={`days.${n}.opens`}
                      defaultValue={row.opens}
                      errors={errors(`days.${n}.opens`)}
                      type="time"
                      label={t("adminCampaigns.dayOpens")}
                    />
                    <FormField
                      name={`days.${n}.closes`}
                      defaultValue={row.closes}
                      errors={errors(`days.${n}.closes`)}
                      type="time"
                      label={t("adminCampaigns.dayCloses")}
                    />
                    <FormField
                      name={`days.${n}.capacity`}
                      defaultValue={row.capacity}
                      errors={errors(`days.${n}.capacity`)}
                      label={t("adminCampaigns.dayCapacity")}
                      hint={reserved !== undefined ? t("adminCampaigns.dayReserved", { count: reserved }) : undefined}
                      inputMode="numeric"
                    />
                    {reserved !== undefined && (
                      <CheckboxField
                        name={`days.${n}.remove`}
                        label={t("adminCampaigns.removeDay")}
                        defaultChecked={row.remove}
                        className="sm:col-span-2 lg:col-span-4"
                      />
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </fieldset>

        <div>
          <button type="submit" className={ADMIN_BUTTON} data-testid="campaign-save">
            {campaign ? t("adminCampaigns.save") : t("adminCampaigns.create")}
          </button>
        </div>
      </Form>

      {campaign && (
        <div className={`${ADMIN_CARD} mt-6 grid gap-3`} data-testid="campaign-delete-box">
          {campaign.orders > 0 ? (
            <p className="font-semibold" data-testid="campaign-cannot-delete">
              {t(`adminCampaigns.cannotDelete.${pluralOf(campaign.orders, locale)}`, { count: campaign.orders })}
            </p>
          ) : (
            <>
              <ConfirmForm
                intent="delete"
                className={ADMIN_BUTTON_QUIET}
                testId="campaign-delete-form"
                title={t("adminCampaigns.confirmTitle", { name })}
                body={
                  <p>
                    {t("adminCampaigns.confirmBody", {
                      name,
                      slug: campaign.slug,
                      products: campaign.products.length,
                      days: campaign.pickup_days.length,
                      waitlist: campaign.waitlist,
                    })}{" "}
                    {t("adminConfirm.noUndo")}
                  </p>
                }
                confirmLabel={t("adminCampaigns.confirm", { name })}
              >
                <span data-testid="campaign-delete">{t("adminCampaigns.delete")}</span>
              </ConfirmForm>
              <p className="text-sm text-crust">{t("adminCampaigns.deleteHint")}</p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
