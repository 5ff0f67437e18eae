import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Form } from "react-router";
import { formatMoney } from "../../i18n/formatters.ts";
import { useT } from "../../i18n/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { RESPONSE_HANDLER, readAcceptResponse } from "../checkout/accept-ui.ts";
import { useAcceptUi } from "../checkout/use-accept-ui.ts";
import { submitButtonClass } from "../../ui/SubmitButton.tsx";

export interface CardForm {
  scriptUrl: string;
  apiLoginId: string;
  clientKey: string;
}

/**
 * "Accept and pay the deposit": by card through AcceptUI.js as the checkout takes it (its hosted form gives a token,
 * which this form posts in `data_descriptor` and `data_value` with payment_option=card), or, when the shop takes no
 * cards, at the counter within 48 hours (payment_option=pay_at_pickup, which works without JavaScript). The
 * Idempotency-Key comes with the page: a form posted twice makes one order.
 */
export function AcceptForm(props: { card: CardForm | null; idempotencyKey: string; depositCents: number; cakeKey: string }) {
  const { card, idempotencyKey, depositCents, cakeKey } = props;
  const t = useT();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const [token, setToken] = useState<{ data_descriptor: string; data_value: string } | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const offered = card
    ? { code: "card" as const, script_url: card.scriptUrl, api_login_id: card.apiLoginId, client_key: card.clientKey }
    : undefined;
  const { state } = useAcceptUi(offered, (response) => {
    setWaiting(false);
    const read = readAcceptResponse(response);
    if (!read.ok) {
      setCardError(read.text || t("customCakes.cardFailed"));
      return;
    }
    // The hidden fields hold the token once rendered (at once, flushSync); then the form goes as a plain post.
    flushSync(() => {
      setCardError(null);
      setToken(read.token);
    });
    form.current?.requestSubmit();
  });
  const deposit = formatMoney(depositCents);

  return (
    <Form method="post" reloadDocument ref={form} className="space-y-3" data-testid="cake-accept">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="idempotency_key" value={idempotencyKey} />
      {cakeKey && <input type="hidden" name="key" value={cakeKey} />}
      <input type="hidden" name="payment_option" value={card ? "card" : "pay_at_pickup"} />
      {token && (
        <>
          <input type="hidden" name="data_descriptor" value={token.data_descriptor} />
          <input type="hidden" name="data_value" value={token.data_value} />
        </>
      )}
      {card ? (
        <>
          <p className="text-sm text-crust">{t("customCakes.payCardHint", { deposit })}</p>
          <noscript>
            <p className="text-sm font-semibold text-ink">{t("customCakes.cardNeedsScript")}</p>
          </noscript>
          {state === "failed" && (
            <p role="alert" className="text-sm font-semibold text-red-800">
              {t("customCakes.cardLoadFailed")}
            </p>
          )}
          {cardError && (
            <p role="alert" className="text-sm font-semibold text-red-800" data-testid="cake-card-error">
              {cardError}
            </p>
          )}
          {waiting && (
            <p role="status" className="text-sm font-semibold text-ink">
              {t("customCakes.cardWaiting")}
            </p>
          )}
          <button
            type="button"
            className={submitButtonClass("lg", "phone")}
            disabled={!hydrated || state !== "ready" || waiting}
            onClick={() => {
              setCardError(null);
              setWaiting(true);
              acceptButton.current?.click();
            }}
            data-testid="cake-accept-card"
          >
            {t("customCakes.acceptCard", { deposit })}
          </button>
          {/* AcceptUI.js binds this button and opens its hosted card form; its answer comes to the handler it names. */}
          <button
            ref={acceptButton}
            type="button"
            hidden
            tabIndex={-1}
            className="AcceptUI"
            data-billingAddressOptions='{"show":false,"required":false}'
            data-apiLoginID={card.apiLoginId}
            data-clientKey={card.clientKey}
            data-acceptUIFormBtnTxt={t("customCakes.cardFormButton", { deposit })}
            data-acceptUIFormHeaderTxt={t("customCakes.cardFormHeader")}
            data-paymentOptions='{"showCreditCard": true}'
            data-responseHandler={RESPONSE_HANDLER}
          >
            {t("customCakes.acceptCard", { deposit })}
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-crust">{t("customCakes.payCounterHint", { deposit })}</p>
          <button type="submit" className={submitButtonClass("lg", "phone")} data-testid="cake-accept-counter">
            {t("customCakes.acceptCounter")}
          </button>
        </>
      )}
    </Form>
  );
}
