import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import { useT } from "../../i18n/i18n.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { FormAlert } from "../../ui/FormAlert.tsx";
import type { CartLike } from "./checkout-data.ts";
import type { Fulfilment } from "./checkout-form.ts";
import { TotalsList, type GiftItem } from "./TotalsList.tsx";
import type { CheckoutOptions } from "./use-checkout-options.ts";

/**
 * The order's totals beside the form, the form's message and Place order. While the totals are stale (from the change
 * on, not only while the options are asked again a moment later) they are dimmed and the button waits: a tap in
 * between would be lost when the button turns disabled under the finger.
 */
export function CheckoutSummary(props: {
  options: CheckoutOptionsView;
  optionsFor: CheckoutOptions["optionsFor"];
  optionsState: CheckoutOptions["optionsState"];
  fulfilment: Fulfilment;
  gifts: CartLike["gifts"];
  totalsStale: boolean;
  alert: { message: string; attempt: number; focus: boolean } | null;
  busy: boolean;
  payCard: boolean;
}) {
  const { options, optionsFor, optionsState, fulfilment, totalsStale, alert, busy, payCard } = props;
  const t = useT();
  const gifts: GiftItem[] = props.gifts.map((g) => ({ name: g.name, quantity: g.quantity }));
  return (
    <aside
      aria-labelledby="checkout-summary"
      className="h-fit min-w-0 space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:sticky md:top-28 md:p-6"
    >
      <h3 id="checkout-summary" className="text-xl font-black">
        {t("checkout.summary")}
      </h3>
      <div aria-busy={totalsStale} className={totalsStale ? "opacity-60" : undefined}>
        <TotalsList
          totals={options.totals}
          fulfilment={fulfilment}
          gifts={gifts}
          feeKnown={fulfilment !== "delivery" || (optionsFor.fulfilment === "delivery" && options.delivery?.ok === true)}
          deposit={
            options.pre_order
              ? {
                  label: t("checkout.preorder.deposit"),
                  deposit_cents: options.totals.deposit_cents,
                  balance_cents: options.totals.balance_cents,
                }
              : undefined
          }
        />
      </div>
      <p role="status" className={totalsStale || optionsState === "failed" ? "text-sm text-crust" : "sr-only"}>
        {totalsStale ? t("checkout.updating") : optionsState === "failed" ? t("checkout.error.options") : ""}
      </p>
      <FormAlert message={alert?.message} focusKey={alert?.focus ? alert.attempt : 0} />
      <SubmitButton
        pending={busy}
        pendingLabel={t("checkout.placing")}
        size="lg"
        width="full"
        disabled={totalsStale}
        data-testid="place-order"
      >
        {t(payCard ? "checkout.placeCard" : "checkout.place")}
      </SubmitButton>
    </aside>
  );
}
