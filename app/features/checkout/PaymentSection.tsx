import type { Dispatch, RefObject, SetStateAction } from "react";
import { useT } from "../../i18n/i18n.tsx";
import { formatMoney } from "../../i18n/formatters.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import { RESPONSE_HANDLER } from "./accept-ui.ts";
import type { Fulfilment, PaymentOption } from "./checkout-form.ts";
import { Choice, GroupError, Section } from "./CheckoutParts.tsx";
import type { CardMethod, CardState } from "./use-accept-ui.ts";
import type { SetField } from "./use-checkout-values.ts";

/**
 * Pay at pickup (or on delivery), or by card when the shop takes cards: the card choice waits for AcceptUI.js, and
 * says so when it could not be loaded. The card form itself is Authorize.Net's, opened by the hidden button below.
 */
export function PaymentSection(props: {
  fulfilment: Fulfilment;
  payment: PaymentOption | "";
  card: CardMethod | undefined;
  cardState: CardState;
  cardUsable: boolean;
  waitingForCard: boolean;
  acceptButton: RefObject<HTMLButtonElement | null>;
  totalCents: number;
  /** A pre-order's deposit: what paying now (by card) or at the counter is about; 0 without one. */
  depositCents?: number;
  hydrated: boolean;
  errors: FieldErrors;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  set: SetField;
}) {
  const { fulfilment, payment, card, cardState, cardUsable, waitingForCard, acceptButton, hydrated, errors, setErrors, set } = props;
  const t = useT();
  const payCard = payment === "card";
  const deposit = props.depositCents ?? 0;
  const amount = formatMoney(deposit);
  return (
    <Section
      legend={t("checkout.payment")}
      testId="checkout-payment"
      describedBy={[errors.payment_option && "payment-error", errors.payment_token && "card-error"].filter(Boolean).join(" ") || undefined}
    >
      <GroupError id="payment-error" errors={errors.payment_option} />
      <div className="grid gap-3">
        <Choice
          name="payment_option"
          value="pay_at_pickup"
          checked={payment === "pay_at_pickup"}
          onChange={() => set("payment_option", "pay_at_pickup")}
          label={
            deposit > 0
              ? t("checkout.preorder.payDepositCounter")
              : t(fulfilment === "delivery" ? "checkout.payOnDelivery" : "checkout.payAtPickup")
          }
          detail={
            deposit > 0
              ? t("checkout.preorder.payDepositCounterHint", { deposit: amount })
              : t(fulfilment === "delivery" ? "checkout.payOnDeliveryHint" : "checkout.payAtPickupHint")
          }
          testId="pay-at-pickup"
        />
        {card && (
          <Choice
            name="payment_option"
            value="card"
            checked={payCard}
            disabled={!cardUsable}
            onChange={() => {
              set("payment_option", "card");
              if (errors.payment_token) setErrors(({ payment_token: _gone, ...rest }) => rest);
            }}
            label={t(deposit > 0 ? "checkout.preorder.payDepositCard" : "checkout.payCard")}
            detail={
              cardState === "loading" && hydrated
                ? t("checkout.cardLoading")
                : deposit > 0
                  ? t("checkout.preorder.payDepositCardHint", { deposit: amount })
                  : t("checkout.payCardHint")
            }
            describedBy={cardState === "failed" ? "card-load-error" : undefined}
            testId="pay-card"
          />
        )}
      </div>
      {card && cardState === "failed" && (
        <p id="card-load-error" role="alert" className="text-sm font-semibold text-red-800" data-testid="card-load-error">
          {t("checkout.cardLoadFailed")}
        </p>
      )}
      {card && (
        <noscript>
          <p className="text-sm text-crust">{t("checkout.cardNeedsScript")}</p>
        </noscript>
      )}
      <GroupError id="card-error" errors={errors.payment_token} />
      {waitingForCard && (
        <p role="status" className="text-sm font-semibold text-ink">
          {t("checkout.cardWaiting")}
        </p>
      )}
      {card && (
        // AcceptUI.js binds this button and opens its hosted form when it is clicked; "Place order" clicks it
        // once the form has passed its checks, and the answer comes back to the global handler it names.
        <button
          ref={acceptButton}
          type="button"
          hidden
          tabIndex={-1}
          className="AcceptUI"
          data-billingAddressOptions='{"show":false,"required":false}'
          data-apiLoginID={card.api_login_id}
          data-clientKey={card.client_key}
          data-acceptUIFormBtnTxt={t("checkout.cardFormButton", { total: formatMoney(deposit > 0 ? deposit : props.totalCents) })}
          data-acceptUIFormHeaderTxt={t("checkout.cardFormHeader")}
          data-paymentOptions='{"showCreditCard": true}'
          data-responseHandler={RESPONSE_HANDLER}
        >
          {t("checkout.payCard")}
        </button>
      )}
    </Section>
  );
}
