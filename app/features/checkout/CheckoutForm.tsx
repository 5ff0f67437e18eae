import { useRef, useState } from "react";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { FormField } from "../../ui/FormField.tsx";
import { AccountSection } from "./AccountSection.tsx";
import { AddressSection } from "./AddressSection.tsx";
import type { CartLike, CheckoutData, CheckoutFailure } from "./checkout-data.ts";
import type { Fulfilment } from "./checkout-form.ts";
import { CheckoutSummary } from "./CheckoutSummary.tsx";
import { ContactSection } from "./ContactSection.tsx";
import { FulfilmentSection } from "./FulfilmentSection.tsx";
import { PaymentSection } from "./PaymentSection.tsx";
import { PreorderNotice } from "./PreorderNotice.tsx";
import { dayToShow, SlotPicker } from "./SlotPicker.tsx";
import { TrackingFields } from "./TrackingFields.tsx";
import { useCheckoutOptions } from "./use-checkout-options.ts";
import { useCheckoutSubmit } from "./use-checkout-submit.ts";
import { useCheckoutValues } from "./use-checkout-values.ts";

export type { CheckoutAddress, CheckoutData, CheckoutFailure } from "./checkout-data.ts";

/**
 * The checkout, below the cart. A plain form posted to the cart page (intent=checkout) when JavaScript does not run:
 * pay at pickup then works as it is. With JavaScript it asks the options again as the fulfilment, the ZIP or the cart
 * change (use-checkout-options.ts), checks the form with checkout-form.ts's rules, and places the order with POST
 * checkout (use-checkout-submit.ts) — one Idempotency-Key per attempt, the same one again after an unsure outcome —
 * paying by card through AcceptUI.js when the customer chose it.
 */
export function CheckoutForm({
  data,
  failure,
  action,
  cart,
}: {
  data: CheckoutData;
  failure?: CheckoutFailure | undefined;
  action: string;
  cart: CartLike;
}) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const signedIn = data.customer !== null;
  const formRef = useRef<HTMLFormElement>(null);
  const firstOptions = failure?.options ?? data.options;
  const { values, setValues, errors, setErrors, set } = useCheckoutValues(data, failure, locale, firstOptions);
  const checkoutOptions = useCheckoutOptions({ initial: firstOptions, failure, cart, values, setValues, hydrated, locale });
  const { options, optionsFor, optionsState, refresh, behind, zipReady } = checkoutOptions;
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const submit = useCheckoutSubmit({ data, failure, values, setErrors, options: checkoutOptions, formRef, hydrated });

  const fulfilment: Fulfilment = values.shipping_option || "pickup";
  const day = options ? dayToShow(options.days, values.slot, chosenDay) : null;
  // Waiting for the card form does not lock the form: the customer may close it and choose again.
  const busy = submit.pending;
  // Stale from the change on, not only while the options are asked again (a moment later): a tap on Place order in
  // between would be lost when the button turns disabled under the finger.
  const totalsStale = optionsState === "loading" || (hydrated && behind && zipReady);
  const payCard = submit.payment === "card";

  if (!options) {
    return (
      <section aria-labelledby="checkout-title" className="mt-10" data-testid="checkout">
        <h2 id="checkout-title" className="text-3xl font-black">
          {t("checkout.title")}
        </h2>
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300">
          <p>{t("checkout.error.options")}</p>
          {hydrated && (
            <button
              type="button"
              onClick={() => void refresh(fulfilment, values.zip)}
              disabled={optionsState === "loading"}
              className="mt-3 min-h-11 rounded-full bg-ink px-5 font-bold text-white hover:bg-crust disabled:opacity-60"
            >
              {t("checkout.retry")}
            </button>
          )}
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="checkout-title" className="mt-10" data-testid="checkout">
      <h2 id="checkout-title" className="text-3xl font-black md:text-4xl">
        {t("checkout.title")}
      </h2>
      <p className="mt-2 text-crust">{t("checkout.intro")}</p>
      <form
        ref={formRef}
        id="checkout-form"
        method="post"
        action={action}
        noValidate
        onSubmit={(e) => void submit.onSubmit(e)}
        aria-busy={busy}
        className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8"
      >
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="idempotency_key" value={failure?.idempotencyKey ?? data.idempotencyKey} />
        <input type="hidden" name="expected_total_cents" value={options.totals.total_cents} />
        <TrackingFields />
        <div className="min-w-0 space-y-6 md:col-span-2">
          {options.pre_order_problem && (
            <p
              role="alert"
              className="rounded-xl bg-red-50 p-4 font-semibold text-red-900 ring-1 ring-red-300"
              data-testid="preorder-problem"
            >
              {options.pre_order_problem}
            </p>
          )}
          <PreorderNotice options={options} />
          <ContactSection customer={data.customer} values={values} errors={errors} set={set} />
          <FulfilmentSection options={options} values={values} errors={errors} set={set} />

          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6">
            <SlotPicker
              days={options.days}
              closedDays={options.closed_days}
              timeZone={options.time_zone}
              leadTimeHours={options.lead_time_hours}
              fulfilment={fulfilment}
              slot={values.slot}
              day={day}
              onDay={(date) => setChosenDay(date)}
              onSlot={(slot) => set("slot", slot)}
              errors={errors.slot}
              preorder={options.pre_order !== null}
            />
          </div>

          <AddressSection
            options={options}
            optionsFor={optionsFor}
            fulfilment={fulfilment}
            payCard={payCard}
            values={values}
            errors={errors}
            set={set}
          />
          <PaymentSection
            fulfilment={fulfilment}
            payment={submit.payment}
            card={submit.card}
            cardState={submit.cardState}
            cardUsable={submit.cardUsable}
            waitingForCard={submit.waitingForCard}
            acceptButton={submit.acceptButton}
            totalCents={options.totals.total_cents}
            depositCents={options.totals.deposit_cents}
            hydrated={hydrated}
            errors={errors}
            setErrors={setErrors}
            set={set}
          />

          <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6" data-testid="checkout-notes">
            <FormField
              name="notes"
              multiline
              rows={3}
              label={t("checkout.notes")}
              labelNote={t("checkout.optional")}
              hint={t("checkout.notesHint", { max: data.limits.notes })}
              maxLength={data.limits.notes}
              value={values.notes}
              onChange={(e) => set("notes", e.target.value)}
              errors={errors.notes}
            />
          </div>

          <AccountSection signedIn={signedIn} values={values} errors={errors} set={set} />
        </div>

        <CheckoutSummary
          options={options}
          optionsFor={optionsFor}
          optionsState={optionsState}
          fulfilment={fulfilment}
          gifts={cart.gifts}
          totalsStale={totalsStale}
          alert={submit.alert}
          busy={busy}
          payCard={payCard}
        />
      </form>
    </section>
  );
}
