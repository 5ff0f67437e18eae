import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import { useT } from "../../i18n/i18n.tsx";
import { formatMoney } from "../../i18n/formatters.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutValues } from "./checkout-form.ts";
import { Choice, GroupError, Section } from "./CheckoutParts.tsx";
import type { SetField } from "./use-checkout-values.ts";

/** Pickup at the shop (free) or delivery, with what delivery costs for the ZIP asked about. */
export function FulfilmentSection(props: { options: CheckoutOptionsView; values: CheckoutValues; errors: FieldErrors; set: SetField }) {
  const { options, values, errors, set } = props;
  const t = useT();
  const delivery = options.fulfilment_methods.find((m) => m.code === "delivery");
  const deliveryDetail = (() => {
    if (!delivery) return undefined;
    if (delivery.zone && delivery.free) return t("checkout.deliveryFreeNow", { zone: delivery.zone });
    if (!delivery.zone) return t("checkout.deliveryNeedsZip");
    const fee = t("checkout.deliveryFee", { fee: formatMoney(delivery.fee_cents) });
    if (delivery.free_over_cents === null) return fee;
    return `${fee} · ${t("checkout.deliveryFreeOver", { amount: formatMoney(delivery.free_over_cents), zone: delivery.zone })}`;
  })();
  return (
    <Section
      legend={t("checkout.fulfilment")}
      testId="checkout-fulfilment"
      describedBy={errors.shipping_option ? "shipping-error" : undefined}
    >
      <GroupError id="shipping-error" errors={errors.shipping_option} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Choice
          name="shipping_option"
          value="pickup"
          checked={values.shipping_option === "pickup"}
          onChange={() => set("shipping_option", "pickup")}
          label={t("checkout.pickup")}
          detail={
            <>
              <span className="block" data-testid="shop-address">
                {t("checkout.pickupWhere", { name: options.shop.name, address: options.shop.address })}
              </span>
              <span className="block">{t("checkout.free")}</span>
            </>
          }
          testId="choose-pickup"
        />
        {!options.pre_order && (
          <Choice
            name="shipping_option"
            value="delivery"
            checked={values.shipping_option === "delivery"}
            onChange={() => set("shipping_option", "delivery")}
            label={t("checkout.delivery")}
            detail={<span data-testid="delivery-fee">{deliveryDetail}</span>}
            testId="choose-delivery"
          />
        )}
      </div>
      {options.pre_order && <p className="text-sm text-crust">{t("checkout.preorder.pickupOnly")}</p>}
      {!options.pre_order && (
        <noscript>
          <p className="text-sm text-crust">{t("checkout.noJsDelivery")}</p>
        </noscript>
      )}
    </Section>
  );
}
