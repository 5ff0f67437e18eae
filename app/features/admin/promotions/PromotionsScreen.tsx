import { Link } from "react-router";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD } from "../admin-ui.ts";
import { HiddenFieldsButton } from "../form-fields.tsx";
import { dayText } from "./coupon-text.ts";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { formatMoney } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";
import type { promotionsLoader, promotionsAction } from "../../../routes/admin/promotions.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** A promotion's card flag (a coupon's or a gift promotion's): no name at all, or one in English only. */
function NameMissing({ missing }: { missing: string[] }) {
  const t = useT();
  if (missing.length === 0) return null;
  return (
    <p className="mt-2 inline-block rounded-lg bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950" data-testid="name-missing">
      {missing.includes("name.en") ? t("adminPromotions.nameMissing") : t("adminPromotions.giftMissing")}
    </p>
  );
}

/** The coupons and the gift promotions, each with its edit link, (de)activation and delete while unused. */
export function PromotionsScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof promotionsLoader>;
  actionData: ActionData<typeof promotionsAction>;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="promotions-title" data-testid="admin-promotions-page">
      <h1 id="promotions-title" className="text-3xl font-black">
        {t("adminPromotions.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminPromotions.intro")}</p>
      {answer && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone="error" focusKey={1} />
        </div>
      )}
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-black">{t("adminPromotions.coupons")}</h2>
        <Link to={localizePath("/admin/promotions/coupons/new", locale)} className={ADMIN_BUTTON}>
          {t("adminPromotions.newCoupon")}
        </Link>
      </div>
      {loaderData.coupons.length === 0 && <p className="mt-4 text-crust">{t("adminPromotions.none")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="coupon-list">
        {loaderData.coupons.map((coupon) => (
          <li key={coupon.id} className={ADMIN_CARD} data-testid="coupon" data-code={coupon.code} data-active={coupon.active ? "1" : "0"}>
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="wrap-anywhere font-mono text-lg font-bold">{coupon.code}</span>
              <span
                className={coupon.state === "active" ? "font-semibold text-green-800" : "font-semibold text-crust"}
                data-testid="coupon-state"
              >
                {t(`adminPromotions.state.${coupon.state}`)}
              </span>
            </p>
            {(coupon.name[locale] || coupon.name.en) && (
              <p className="mt-1 break-words font-semibold" data-testid="coupon-name">
                {coupon.name[locale] || coupon.name.en}
              </p>
            )}
            <p className="mt-1">
              {coupon.type === "percentage"
                ? t("adminPromotions.percentOff", { value: coupon.value })
                : t("adminPromotions.amountOff", { amount: formatMoney(coupon.value) })}{" "}
              ·{" "}
              {coupon.min_subtotal_cents > 0
                ? t("adminPromotions.minimum", { amount: formatMoney(coupon.min_subtotal_cents) })
                : t("adminPromotions.noMinimum")}
            </p>
            {(coupon.starts_on || coupon.ends_on) && (
              <p className="mt-1 text-sm">
                {coupon.starts_on && t("adminPromotions.from", { date: dayText(coupon.starts_on, locale) })}{" "}
                {coupon.ends_on && t("adminPromotions.until", { date: dayText(coupon.ends_on, locale) })}
              </p>
            )}
            <p className="mt-1 text-sm" data-testid="coupon-uses">
              {coupon.usage_limit === null
                ? t("adminPromotions.uses", { count: coupon.uses })
                : t("adminPromotions.usesOf", { count: coupon.uses, limit: coupon.usage_limit })}
              {coupon.per_customer_limit !== null && ` · ${t("adminPromotions.perCustomer", { limit: coupon.per_customer_limit })}`}
            </p>
            <NameMissing missing={coupon.missing_translations} />
            {answer?.id === coupon.id && <p className="mt-2 font-semibold text-red-800">{answer.message}</p>}
            <div className="mt-3 flex flex-wrap gap-2">
              <Link to={localizePath(`/admin/promotions/coupons/${coupon.id}`, locale)} className={ADMIN_BUTTON_QUIET}>
                {t("adminPromotions.edit", { code: coupon.code })}
              </Link>
              <HiddenFieldsButton
                fields={{ intent: "active", id: coupon.id, active: coupon.active ? "0" : "1", expected_updated_at: coupon.updated_at }}
              >
                {coupon.active ? t("adminPromotions.deactivate") : t("adminPromotions.activate")}
              </HiddenFieldsButton>
              {coupon.uses === 0 && (
                <ConfirmForm
                  intent="delete"
                  fields={{ id: coupon.id }}
                  className={ADMIN_BUTTON_QUIET}
                  title={t("adminConfirm.couponTitle", { code: coupon.code })}
                  body={
                    <p>
                      {t("adminConfirm.couponBody", { code: coupon.code })} {t("adminConfirm.noUndo")}
                    </p>
                  }
                  confirmLabel={t("adminConfirm.couponConfirm", { code: coupon.code })}
                >
                  {t("adminPromotions.delete")}
                  <span className="sr-only"> {coupon.code}</span>
                </ConfirmForm>
              )}
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-black">{t("adminPromotions.gifts")}</h2>
        <Link to={localizePath("/admin/promotions/gifts/new", locale)} className={ADMIN_BUTTON}>
          {t("adminPromotions.newGift")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-crust">{t("adminPromotions.introGifts")}</p>
      {loaderData.gifts.length === 0 && <p className="mt-4 text-crust">{t("adminPromotions.noGifts")}</p>}
      <ul className="mt-4 grid gap-3 md:grid-cols-2" data-testid="gift-list">
        {loaderData.gifts.map((gift) => {
          const name = gift.name[locale] || gift.name.en;
          return (
            <li key={gift.id} className={ADMIN_CARD} data-testid="gift-promotion" data-id={gift.id} data-active={gift.active ? "1" : "0"}>
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="break-words text-lg font-bold">{name}</span>
                <span className={gift.state === "active" ? "font-semibold text-green-800" : "font-semibold text-crust"}>
                  {t(`adminPromotions.state.${gift.state}`)}
                </span>
              </p>
              <p className="mt-1">
                {t("adminPromotions.giftLine", {
                  quantity: gift.gift_quantity,
                  product: gift.gift_product_name[locale] || gift.gift_product_name.en,
                })}{" "}
                ·{" "}
                {gift.min_subtotal_cents > 0
                  ? t("adminPromotions.minimum", { amount: formatMoney(gift.min_subtotal_cents) })
                  : t("adminPromotions.noMinimum")}
              </p>
              {(gift.starts_on || gift.ends_on) && (
                <p className="mt-1 text-sm">
                  {gift.starts_on && t("adminPromotions.from", { date: dayText(gift.starts_on, locale) })}{" "}
                  {gift.ends_on && t("adminPromotions.until", { date: dayText(gift.ends_on, locale) })}
                </p>
              )}
              <p className="mt-1 text-sm">{t("adminPromotions.giftUses", { count: gift.uses })}</p>
              <NameMissing missing={gift.missing_translations} />
              {answer?.gift_id === gift.id && <p className="mt-2 font-semibold text-red-800">{answer.message}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                <Link to={localizePath(`/admin/promotions/gifts/${gift.id}`, locale)} className={ADMIN_BUTTON_QUIET}>
                  {t("adminPromotions.editGift")}
                  <span className="sr-only"> {name}</span>
                </Link>
                <HiddenFieldsButton
                  fields={{ intent: "gift-active", id: gift.id, active: gift.active ? "0" : "1", expected_updated_at: gift.updated_at }}
                >
                  {gift.active ? t("adminPromotions.deactivate") : t("adminPromotions.activate")}
                  <span className="sr-only"> {name}</span>
                </HiddenFieldsButton>
                {gift.uses === 0 && (
                  <ConfirmForm
                    intent="gift-delete"
                    fields={{ id: gift.id }}
                    className={ADMIN_BUTTON_QUIET}
                    title={t("adminConfirm.giftTitle", { name })}
                    body={
                      <p>
                        {t("adminConfirm.giftBody", { name })} {t("adminConfirm.noUndo")}
                      </p>
                    }
                    confirmLabel={t("adminConfirm.giftConfirm", { name })}
                  >
                    {t("adminPromotions.delete")}
                    <span className="sr-only"> {name}</span>
                  </ConfirmForm>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
