import { useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from "react";
import { useNavigate } from "react-router";
import { localizePath } from "../../i18n/config.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { toast } from "../../shell/toast/Toaster.tsx";
import { signedIn as keepSession } from "../accounts/session/auth-client.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import { clearCartData, fetchCart } from "../cart/cart-store.ts";
import { readAcceptResponse, type AcceptResponse } from "./accept-ui.ts";
import { attemptKeys, postCheckout, type PlaceBody, type PlacedOrder, type PlaceOutcome } from "./checkout-calls.ts";
import type { CheckoutData, CheckoutFailure } from "./checkout-data.ts";
import { checkCheckout, checkoutBody, fieldErrorsOf, FIELD_ORDER, type CheckoutValues } from "./checkout-form.ts";
import { useAcceptUi, type CardMethod } from "./use-accept-ui.ts";
import { zipMessage, type CheckoutOptions } from "./use-checkout-options.ts";

/** The element that answers for a field: its input, or the checked (else the first usable) radio of a group. */
function focusTarget(form: HTMLFormElement, field: string): HTMLElement | null {
  const name = field === "payment_token" ? "payment_option" : field;
  const usable = Array.from(form.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)).filter(
    (el) => !el.disabled && el.type !== "hidden" && el.getClientRects().length > 0,
  );
  const found = usable.find((el) => el.checked) ?? usable[0];
  if (found) return found;
  return name === "slot" ? form.querySelector<HTMLElement>('[name="slot_day"]:checked') : null;
}

function focusFirstError(form: HTMLFormElement | null, errors: FieldErrors) {
  if (!form) return;
  const field = FIELD_ORDER.find((f) => errors[f]?.length);
  const target = field ? focusTarget(form, field) : null;
  window.requestAnimationFrame(() => {
    target?.focus();
    target?.scrollIntoView({ block: "center" });
  });
}

/**
 * Placing the order from the page's script: the form checked with checkout-form.ts's rules, the options asked again
 * when they are not the ones shown, then POST checkout — one Idempotency-Key per attempt, the same one again after an
 * unsure outcome — paying by card through AcceptUI.js when the customer chose it. Gives the form its message, its
 * pending state, the card's state and the payment actually chosen (pay at pickup while the card form cannot be used).
 */
export function useCheckoutSubmit(args: {
  data: CheckoutData;
  failure: CheckoutFailure | undefined;
  values: CheckoutValues;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
  options: CheckoutOptions;
  formRef: RefObject<HTMLFormElement | null>;
  hydrated: boolean;
}) {
  const { data, values, setErrors, formRef, hydrated } = args;
  const { options, latest, optionsState, refresh, behind } = args.options;
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const signedIn = data.customer !== null;
  /** The form's message; `focus`: it takes the focus (a refusal that is no field's), else the first invalid field does. */
  const [alert, setAlert] = useState<{ message: string; attempt: number; focus: boolean } | null>(
    args.failure?.message ? { message: args.failure.message, attempt: 0, focus: false } : null,
  );
  const [pending, setPending] = useState(false);
  const [waitingForCard, setWaitingForCard] = useState(false);
  const [keys] = useState(attemptKeys);
  const inFlight = useRef(false);
  /** The request of an attempt whose outcome is unsure: sent again as it was, with its key. */
  const unsure = useRef<{ body: PlaceBody; typed: string } | null>(null);
  const pendingCard = useRef<CheckoutValues | null>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);

  // ---- card ----
  const offered = options?.payment_methods.find((m): m is CardMethod => m.code === "card");
  const { card, state: cardState } = useAcceptUi(offered, (response: AcceptResponse) => {
    const typed = pendingCard.current;
    pendingCard.current = null;
    setWaitingForCard(false);
    if (!typed) return;
    const read = readAcceptResponse(response);
    if (!read.ok) {
      showAlert(t("checkout.cardRefused", { text: read.text || t("checkout.error.generic") }));
      return;
    }
    void send(typed, read.token);
  });
  const cardUsable = hydrated && card !== undefined && cardState === "ready";
  // Without the card form, card is no choice: pay at pickup stays usable.
  const payment = values.payment_option === "card" && (cardState === "failed" || !card) ? "pay_at_pickup" : values.payment_option;

  // ---- placing the order ----
  const showAlert = (message: string, focus = true) => setAlert((a) => ({ message, attempt: (a?.attempt ?? 0) + 1, focus }));

  async function placed(result: PlacedOrder, typed: CheckoutValues) {
    if (result.token && result.expires_at && result.user) {
      keepSession(
        { token: result.token, expires_at: result.expires_at, user: result.user, customer_id: result.customer_id },
        typed.remember,
      );
    }
    toast(t("checkout.toastPlaced"));
    await navigate(`${localizePath("/cart/order-success", locale)}?code=${encodeURIComponent(result.order.code)}`);
    // All cart data goes (the keys, the checkout's, the cookie, totals and promotion).
    clearCartData();
  }

  function refused(outcome: Extract<PlaceOutcome, { kind: "refused" }>) {
    const { fields, other } = fieldErrorsOf(outcome.errors);
    if (outcome.status === 422 && Object.keys(fields).length) {
      setErrors(fields);
      showAlert([t("checkout.errorSummary"), ...other].join(" "), false);
      focusFirstError(formRef.current, fields);
    } else {
      setErrors(outcome.reason === "slot_full" && fields.slot ? { slot: fields.slot } : {});
      showAlert(outcome.message || other.join(" ") || t("checkout.error.generic"));
    }
    // The server's cart and totals win: show them before the customer tries again.
    if (
      outcome.reason === "price_changed" ||
      outcome.reason === "cart_changed" ||
      outcome.reason === "sold_out" ||
      outcome.reason === "slot_full"
    ) {
      void fetchCart(locale);
      void refresh(values.shipping_option || "pickup", values.zip);
    }
  }

  async function send(typed: CheckoutValues, token?: PlaceBody["payment_token"]) {
    // A second click before the first one's render: one request (and were it sent, its key would make it the same order).
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setAlert(null);
    const form = JSON.stringify(checkoutBody(typed, signedIn));
    const again =
      unsure.current && unsure.current.typed === form && (!token || unsure.current.body.payment_token) ? unsure.current.body : null;
    const body: PlaceBody = again ?? {
      ...checkoutBody(typed, signedIn),
      ...(token ? { payment_token: token } : {}),
      expected_total_cents: latest.current!.totals.total_cents,
    };
    const outcome = await postCheckout(body, keys.next(), locale);
    keys.settle(outcome.kind);
    inFlight.current = false;
    unsure.current = outcome.kind === "unsure" ? { body, typed: form } : null;
    if (outcome.kind === "placed") return placed(outcome.data, typed);
    setPending(false);
    if (outcome.kind === "unsure") showAlert(outcome.status === 409 && outcome.message ? outcome.message : t("checkout.error.network"));
    else refused(outcome);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const typed: CheckoutValues = { ...values, payment_option: payment };
    const found = checkCheckout(typed, locale, data.limits, signedIn);
    if (Object.keys(found).length) {
      setErrors(found);
      showAlert(t("checkout.errorSummary"), false);
      focusFirstError(formRef.current, found);
      return;
    }
    // The total sent is the total shown: ask again first if what was asked is not what is chosen now.
    let shown = options;
    const fulfilment = typed.shipping_option || "pickup";
    if (!shown || behind || optionsState !== "idle") {
      shown = await refresh(fulfilment, typed.zip);
      if (!shown) return showAlert(t("checkout.error.options"));
    }
    if (fulfilment === "delivery" && shown.delivery && !shown.delivery.ok) {
      const zipErrors = { zip: [zipMessage(t, shown)] };
      setErrors(zipErrors);
      showAlert(t("checkout.errorSummary"), false);
      return focusFirstError(formRef.current, zipErrors);
    }
    setErrors({});
    if (typed.payment_option === "card") {
      // A retry of an unsure attempt sends the same token again; otherwise the card form gives a new one.
      if (unsure.current && unsure.current.typed === JSON.stringify(checkoutBody(typed, signedIn)) && unsure.current.body.payment_token)
        return send(typed);
      if (!cardUsable || !acceptButton.current)
        return showAlert(t(cardState === "loading" ? "checkout.cardLoading" : "checkout.cardLoadFailed"));
      pendingCard.current = typed;
      setWaitingForCard(true);
      acceptButton.current.click();
      return;
    }
    return send(typed);
  }

  return { alert, pending, waitingForCard, onSubmit, card, cardState, cardUsable, payment, acceptButton };
}
