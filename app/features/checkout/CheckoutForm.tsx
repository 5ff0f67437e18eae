import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import { localizePath } from "../../i18n/config.ts";
import { countryName } from "../../i18n/formatters.ts";
import { formatPrice, LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { toast } from "../../shell/toast/Toaster.tsx";
import { FormField } from "../../ui/FormField.tsx";
import { SubmitButton } from "../../ui/SubmitButton.tsx";
import { FormAlert } from "../accounts/FormAlert.tsx";
import { signedIn as keepSession } from "../accounts/session/auth-client.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import { clearCartData, fetchCart } from "../cart/cart-store.ts";
import { readAcceptResponse, type AcceptResponse, RESPONSE_HANDLER } from "./accept-ui.ts";
import { attemptKeys, fetchOptions, postCheckout, type PlaceBody, type PlacedOrder, type PlaceOutcome } from "./checkout-calls.ts";
import {
  checkCheckout,
  checkoutBody,
  EMPTY_VALUES,
  fieldErrorsOf,
  FIELD_ORDER,
  splitSlot,
  type CheckoutValues,
  type Fulfilment,
} from "./checkout-form.ts";
import { restoreCheckoutForm, saveCheckoutForm } from "./checkout-storage.ts";
import { DeliveryZones } from "./DeliveryZones.tsx";
import { dayToShow, SlotPicker } from "./SlotPicker.tsx";
import { TotalsList, type GiftItem } from "./TotalsList.tsx";
import { useAcceptUi, type CardMethod } from "./use-accept-ui.ts";

/** A saved address as the form takes it: the recipient and where. */
export interface CheckoutAddress {
  full_name: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** What the cart page's loader gives the checkout: the options for a pickup (so the slots are in the HTML), and the rest. */
export interface CheckoutData {
  /** Null when they could not be read: the page's script asks again. */
  options: CheckoutOptionsView | null;
  /** For the form posted without JavaScript: one per page view, so a resubmitted form places one order. */
  idempotencyKey: string;
  /** The signed-in customer, whose details (and default address, when one is saved) fill the form in. */
  customer: { name: string; email: string; phone: string; address?: CheckoutAddress | null } | null;
  limits: { notes: number };
}

/** The cart page action's answer when the checkout posted without JavaScript did not place the order. */
export interface CheckoutFailure {
  intent: "checkout";
  message: string;
  errors: FieldErrors;
  /** What was typed (never a password). */
  values: Partial<CheckoutValues>;
  /** The options for what was posted (its fulfilment and ZIP), so the fee and the total shown are the ones charged. */
  options: CheckoutOptionsView | null;
  /** A new attempt: a new key. */
  idempotencyKey: string;
}

interface CartLike {
  items: { id: string; quantity: number }[];
  gifts: { name: string; quantity: number }[];
  promotion: { code: string } | null;
  mutating: boolean;
}

const cartSignature = (cart: CartLike) => `${cart.items.map((l) => `${l.id}:${l.quantity}`).join(",")}|${cart.promotion?.code ?? ""}`;
const ZIP = /^\s*\d{5}(-\d{4})?\s*$/;
const zipKey = (zip: string) => (ZIP.test(zip) ? zip.trim().slice(0, 5) : zip.trim());

function slotIsOpen(options: CheckoutOptionsView | null, slot: string): boolean {
  const picked = splitSlot(slot);
  if (!picked || !options) return false;
  return options.days.some((d) => d.slots.some((s) => s.date === picked.date && s.start === picked.start && !s.full));
}

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

/** The address's fieldset is shown while delivery or card is chosen (checked radios, so without JavaScript too: app.css). */
const ADDRESS_SHOWN = "checkout-address";

function Section({ legend, children, testId, describedBy, className = "" }: { legend: string; children: ReactNode; testId?: string; describedBy?: string; className?: string }) {
  return (
    <fieldset className={`rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6 ${className}`} data-testid={testId} aria-describedby={describedBy}>
      {/* Floated, so it sits inside the card's padding rather than on its edge. */}
      <legend className="float-left mb-3 w-full text-xl font-black text-ink">{legend}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

function Choice({
  name,
  value,
  checked,
  onChange,
  disabled,
  label,
  detail,
  describedBy,
  testId,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  disabled?: boolean;
  label: string;
  detail?: ReactNode;
  describedBy?: string | undefined;
  testId?: string;
}) {
  const id = `${name}-${value}`;
  return (
    <label
      data-testid={testId}
      className={`flex min-h-11 gap-3 rounded-2xl p-3 ring-1 ${
        disabled ? "cursor-not-allowed bg-black/5 text-crust ring-black/10" : "cursor-pointer bg-white ring-black/20 has-checked:bg-cream has-checked:ring-2 has-checked:ring-ink"
      }`}
    >
      <input
        id={id}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-describedby={describedBy}
        className="mt-0.5 h-5 w-5 shrink-0 accent-brand-dark"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-bold text-ink">{label}</span>
        {detail && <span className="block text-sm wrap-break-word text-crust">{detail}</span>}
      </span>
    </label>
  );
}

function GroupError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm font-semibold text-red-800">
      {errors.join(" ")}
    </p>
  );
}

/**
 * The checkout, below the cart. A plain form posted to the cart page (intent=checkout) when JavaScript does not run:
 * pay at pickup then works as it is. With JavaScript it asks the options again as the fulfilment, the ZIP or the cart
 * change, checks the form with checkout-form.ts's rules, and places the order with POST checkout — one
 * Idempotency-Key per attempt, the same one again after an unsure outcome — paying by card through AcceptUI.js when
 * the customer chose it.
 */
export function CheckoutForm({ data, failure, action, cart }: { data: CheckoutData; failure?: CheckoutFailure | undefined; action: string; cart: CartLike }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const signedIn = data.customer !== null;
  const formRef = useRef<HTMLFormElement>(null);

  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_VALUES,
    ...(data.customer ? { email: data.customer.email, phone: data.customer.phone, full_name: data.customer.name } : {}),
    ...(data.customer?.address ?? {}),
    ...failure?.values,
    country: countryName(failure?.values?.country ?? data.customer?.address?.country ?? EMPTY_VALUES.country, locale),
    password: "",
    password_confirmation: "",
  }));
  const [errors, setErrors] = useState<FieldErrors>(failure?.errors ?? {});
  /** The form's message; `focus`: it takes the focus (a refusal that is no field's), else the first invalid field does. */
  const [alert, setAlert] = useState<{ message: string; attempt: number; focus: boolean } | null>(
    failure?.message ? { message: failure.message, attempt: 0, focus: false } : null,
  );
  const [options, setOptions] = useState<CheckoutOptionsView | null>(failure?.options ?? data.options);
  /** The options as last answered, for a send that runs after an await (the card form's answer). */
  const latest = useRef(options);
  const [optionsFor, setOptionsFor] = useState({ fulfilment: (failure?.values?.shipping_option || "pickup") as Fulfilment, zip: zipKey(failure?.values?.zip ?? ""), cart: cartSignature(cart) });
  const [optionsState, setOptionsState] = useState<"idle" | "loading" | "failed">(options ? "idle" : "failed");
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [waitingForCard, setWaitingForCard] = useState(false);
  const [keys] = useState(attemptKeys);
  const inFlight = useRef(false);
  /** The request of an attempt whose outcome is unsure: sent again as it was, with its key. */
  const unsure = useRef<{ body: PlaceBody; typed: string } | null>(null);
  const pendingCard = useRef<CheckoutValues | null>(null);
  const acceptButton = useRef<HTMLButtonElement>(null);

  // This tab's copy of what was typed (checkout-storage.ts): restored once, then kept as it changes. It is read here
  // and now: the effect below writes the form's first values over it in this same commit.
  const restored = useRef(false);
  const firstValues = useRef(values);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    if (failure) return;
    const kept = restoreCheckoutForm(firstValues.current);
    setValues(kept.slot && !slotIsOpen(latest.current, kept.slot) ? { ...kept, slot: "" } : kept);
  }, [failure]);
  useEffect(() => {
    if (restored.current) saveCheckoutForm(values);
  }, [values]);

  // ---- options: asked again when the fulfilment, the delivery ZIP or the cart change ----
  const cartRef = useRef(cart);
  useEffect(() => {
    cartRef.current = cart;
  });
  const asked = useRef(0);
  const refresh = useCallback(
    async (fulfilment: Fulfilment, zip: string) => {
      const ticket = ++asked.current;
      setOptionsState("loading");
      try {
        const next = await fetchOptions(fulfilment, fulfilment === "delivery" ? zip : "", locale);
        if (ticket !== asked.current) return null;
        latest.current = next;
        setOptions(next);
        setOptionsFor({ fulfilment, zip: zipKey(zip), cart: cartSignature(cartRef.current) });
        setOptionsState("idle");
        setValues((v) => (v.slot && !slotIsOpen(next, v.slot) ? { ...v, slot: "" } : v));
        return next;
      } catch {
        if (ticket === asked.current) setOptionsState("failed");
        return null;
      }
    },
    [locale],
  );
  // What the options should be for: the fulfilment chosen, the ZIP of a delivery (once it is a whole one, or
  // empty), the cart as it is (once no change is on its way). When they are behind, they are asked again a moment
  // after the last change — so typing a ZIP or clicking quantities in a row asks once.
  const signature = cartSignature(cart);
  const wanted = { fulfilment: (values.shipping_option || "pickup") as Fulfilment, zip: zipKey(values.zip) };
  const zipReady = wanted.fulfilment !== "delivery" || values.zip.trim() === "" || ZIP.test(values.zip);
  const behind =
    wanted.fulfilment !== optionsFor.fulfilment ||
    (wanted.fulfilment === "delivery" && wanted.zip !== optionsFor.zip) ||
    (!cart.mutating && signature !== optionsFor.cart);
  useEffect(() => {
    if (!hydrated || !behind || !zipReady) return;
    const timer = setTimeout(() => void refresh(wanted.fulfilment, wanted.zip), 300);
    return () => clearTimeout(timer);
  }, [hydrated, behind, zipReady, wanted.fulfilment, wanted.zip, signature, refresh]);

  const set = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

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
      keepSession({ token: result.token, expires_at: result.expires_at, user: result.user, customer_id: result.customer_id }, typed.remember);
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
    if (outcome.reason === "price_changed" || outcome.reason === "cart_changed" || outcome.reason === "sold_out" || outcome.reason === "slot_full") {
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
    const again = unsure.current && unsure.current.typed === form && (!token || unsure.current.body.payment_token) ? unsure.current.body : null;
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
      const zipErrors = { zip: [zipMessage(shown)] };
      setErrors(zipErrors);
      showAlert(t("checkout.errorSummary"), false);
      return focusFirstError(formRef.current, zipErrors);
    }
    setErrors({});
    if (typed.payment_option === "card") {
      // A retry of an unsure attempt sends the same token again; otherwise the card form gives a new one.
      if (unsure.current && unsure.current.typed === JSON.stringify(checkoutBody(typed, signedIn)) && unsure.current.body.payment_token) return send(typed);
      if (!cardUsable || !acceptButton.current) return showAlert(t(cardState === "loading" ? "checkout.cardLoading" : "checkout.cardLoadFailed"));
      pendingCard.current = typed;
      setWaitingForCard(true);
      acceptButton.current.click();
      return;
    }
    return send(typed);
  }

  const zipMessage = (o: CheckoutOptionsView) =>
    o.delivery?.message ||
    (o.delivery?.reason === "zip_outside_zones" ? t("checkout.zipOutside", { zip: o.delivery.zip }) : t("checkout.zipMalformed"));

  // ---- what is shown ----
  const fulfilment: Fulfilment = values.shipping_option || "pickup";
  const delivery = options?.fulfilment_methods.find((m) => m.code === "delivery");
  const zipFromOptions = fulfilment === "delivery" && options?.delivery && optionsFor.zip === zipKey(values.zip) && optionsFor.fulfilment === "delivery" ? options.delivery : null;
  const zipErrors = errors.zip ?? (zipFromOptions && !zipFromOptions.ok ? [zipMessage(options!)] : undefined);
  const zipOutside = zipFromOptions?.reason === "zip_outside_zones";
  const zipHint =
    zipFromOptions?.ok && delivery?.zone ? t("checkout.deliveryTo", { zip: zipFromOptions.zip, zone: delivery.zone }) : t("checkout.zipHint");
  const deliveryDetail = (() => {
    if (!delivery) return undefined;
    if (delivery.zone && delivery.free) return t("checkout.deliveryFreeNow", { zone: delivery.zone });
    if (!delivery.zone) return t("checkout.deliveryNeedsZip");
    const fee = t("checkout.deliveryFee", { fee: formatPrice(delivery.fee_cents, locale) });
    return delivery.free_over_cents !== null ? `${fee} · ${t("checkout.deliveryFreeOver", { amount: formatPrice(delivery.free_over_cents, locale), zone: delivery.zone })}` : fee;
  })();
  const day = options ? dayToShow(options.days, values.slot, chosenDay) : null;
  const gifts: GiftItem[] = cart.gifts.map((g) => ({ name: g.name, quantity: g.quantity }));
  // Waiting for the card form does not lock the form: the customer may close it and choose again.
  const busy = pending;
  // Stale from the change on, not only while the options are asked again (a moment later): a tap on Place order in
  // between would be lost when the button turns disabled under the finger.
  const totalsStale = optionsState === "loading" || (hydrated && behind && zipReady);
  const payCard = payment === "card";

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
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={busy}
        className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3 md:gap-8"
      >
        <input type="hidden" name="intent" value="checkout" />
        <input type="hidden" name="idempotency_key" value={failure?.idempotencyKey ?? data.idempotencyKey} />
        <input type="hidden" name="expected_total_cents" value={options.totals.total_cents} />
        <div className="min-w-0 space-y-6 md:col-span-2">
          <Section legend={t("checkout.contact")} testId="checkout-contact">
            {signedIn && <p className="text-sm text-crust">{t("checkout.signedInAs", { name: data.customer!.name || data.customer!.email })}</p>}
            <FormField
              name="email"
              type="email"
              label={`${t("checkout.email")} *`}
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => set("email", e.target.value)}
              errors={errors.email}
            />
            <FormField
              name="phone"
              type="tel"
              label={`${t("checkout.phone")} *`}
              hint={t("checkout.phoneHint")}
              autoComplete="tel"
              required
              value={values.phone}
              onChange={(e) => set("phone", e.target.value)}
              errors={errors.phone}
            />
            <FormField
              name="full_name"
              label={t("checkout.fullName")}
              labelNote={t("checkout.optional")}
              autoComplete="name"
              maxLength={100}
              value={values.full_name}
              onChange={(e) => set("full_name", e.target.value)}
              errors={errors.full_name}
            />
          </Section>

          <Section legend={t("checkout.fulfilment")} testId="checkout-fulfilment" describedBy={errors.shipping_option ? "shipping-error" : undefined}>
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
              <Choice
                name="shipping_option"
                value="delivery"
                checked={values.shipping_option === "delivery"}
                onChange={() => set("shipping_option", "delivery")}
                label={t("checkout.delivery")}
                detail={<span data-testid="delivery-fee">{deliveryDetail}</span>}
                testId="choose-delivery"
              />
            </div>
            <noscript>
              <p className="text-sm text-crust">{t("checkout.noJsDelivery")}</p>
            </noscript>
          </Section>

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
            />
          </div>

          {/* Asked only where it is used (a delivery's, a card's billing): shown by CSS while delivery or card is chosen, so
              the form works without JavaScript too. A pickup paid at the shop needs none. */}
          <Section
            legend={t(fulfilment === "delivery" ? "checkout.addressDelivery" : "checkout.addressBilling")}
            testId="checkout-address"
            describedBy="address-why"
            className={ADDRESS_SHOWN}
          >
            <p id="address-why" className="text-sm text-crust">
              {fulfilment === "delivery" ? t(payCard ? "checkout.addressWhyDeliveryCard" : "checkout.addressWhyDelivery") : t("checkout.addressWhyCard")}
            </p>
            <FormField
              name="address"
              label={`${t("checkout.address")} *`}
              autoComplete="address-line1"
              required
              maxLength={200}
              value={values.address}
              onChange={(e) => set("address", e.target.value)}
              errors={errors.address}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                name="city"
                label={`${t("checkout.city")} *`}
                autoComplete="address-level2"
                required
                maxLength={100}
                value={values.city}
                onChange={(e) => set("city", e.target.value)}
                errors={errors.city}
              />
              <FormField
                name="state"
                label={`${t("checkout.state")} *`}
                autoComplete="address-level1"
                required
                maxLength={100}
                value={values.state}
                onChange={(e) => set("state", e.target.value)}
                errors={errors.state}
              />
              <FormField
                name="zip"
                label={fulfilment === "delivery" ? `${t("checkout.zip")} *` : t("checkout.zip")}
                labelNote={fulfilment === "delivery" ? undefined : t("checkout.optional")}
                hint={zipHint}
                autoComplete="postal-code"
                inputMode="numeric"
                required={fulfilment === "delivery"}
                maxLength={10}
                value={values.zip}
                onChange={(e) => set("zip", e.target.value)}
                errors={zipErrors}
              />
              <FormField
                name="country"
                label={`${t("checkout.country")} *`}
                autoComplete="country-name"
                required
                maxLength={100}
                value={values.country}
                onChange={(e) => set("country", e.target.value)}
                errors={errors.country}
              />
            </div>
            {fulfilment === "delivery" && (
              // Beside the ZIP: where the shop delivers and for what, open at once when the ZIP typed is not served.
              <details key={zipOutside ? "outside" : "asked"} open={zipOutside || undefined} className="rounded-2xl bg-cream/40 p-3 ring-1 ring-black/5" data-testid="delivery-area">
                <summary className="min-h-11 cursor-pointer content-center font-bold text-brand-dark">{t("checkout.deliveryWhere")}</summary>
                <div className="mt-2 space-y-3">
                  <DeliveryZones zones={options.delivery_zones} headingLevel={4} />
                  <LocaleLink to="/delivery" className="inline-block font-semibold text-brand-dark underline underline-offset-2">
                    {t("checkout.deliveryPage")}
                  </LocaleLink>
                </div>
              </details>
            )}
          </Section>

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
                label={t(fulfilment === "delivery" ? "checkout.payOnDelivery" : "checkout.payAtPickup")}
                detail={t(fulfilment === "delivery" ? "checkout.payOnDeliveryHint" : "checkout.payAtPickupHint")}
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
                  label={t("checkout.payCard")}
                  detail={cardState === "loading" && hydrated ? t("checkout.cardLoading") : t("checkout.payCardHint")}
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
                data-acceptUIFormBtnTxt={t("checkout.cardFormButton", { total: formatPrice(options.totals.total_cents, locale) })}
                data-acceptUIFormHeaderTxt={t("checkout.cardFormHeader")}
                data-paymentOptions='{"showCreditCard": true}'
                data-responseHandler={RESPONSE_HANDLER}
              >
                {t("checkout.payCard")}
              </button>
            )}
          </Section>

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

          <fieldset
            className="group rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:p-6"
            data-testid="checkout-account"
            disabled={signedIn}
          >
            <legend className="float-left mb-3 w-full text-xl font-black text-ink">{t("checkout.account")}</legend>
            <div className="clear-both space-y-4">
              <div className="flex items-start gap-3">
                <input
                  id="create-account"
                  name="create_account"
                  type="checkbox"
                  value="1"
                  checked={values.create_account && !signedIn}
                  disabled={signedIn}
                  onChange={(e) => set("create_account", e.target.checked)}
                  aria-describedby="create-account-hint"
                  className="mt-1 h-5 w-5 shrink-0 accent-brand-dark"
                />
                <div>
                  <label htmlFor="create-account" className="font-semibold">
                    {t("checkout.createAccount")}
                  </label>
                  <p id="create-account-hint" className="text-sm text-crust" data-testid="create-account-hint">
                    {signedIn ? t("checkout.createAccountSignedIn") : t("checkout.createAccountHint")}
                  </p>
                </div>
              </div>
              {!signedIn && (
                // Shown by CSS while the box is ticked, so the form works without JavaScript too.
                <div className="hidden space-y-4 group-has-[#create-account:checked]:block" data-testid="account-fields">
                  <FormField
                    name="password"
                    type="password"
                    label={`${t("account.password")} *`}
                    hint={t("account.passwordHint")}
                    autoComplete="new-password"
                    value={values.password}
                    onChange={(e) => set("password", e.target.value)}
                    errors={errors.password}
                  />
                  <FormField
                    name="password_confirmation"
                    type="password"
                    label={`${t("account.passwordConfirmation")} *`}
                    autoComplete="new-password"
                    value={values.password_confirmation}
                    onChange={(e) => set("password_confirmation", e.target.value)}
                    errors={errors.password_confirmation}
                  />
                  <div className="flex items-start gap-3">
                    <input
                      id="field-remember"
                      name="remember"
                      type="checkbox"
                      value="1"
                      checked={values.remember}
                      onChange={(e) => set("remember", e.target.checked)}
                      aria-describedby="field-remember-hint"
                      className="mt-1 h-5 w-5 shrink-0 accent-brand-dark"
                    />
                    <div>
                      <label htmlFor="field-remember" className="font-semibold">
                        {t("account.remember")}
                      </label>
                      <p id="field-remember-hint" className="text-sm text-crust">
                        {t("account.rememberHint")}
                      </p>
                    </div>
                  </div>
                </div>
              )}
            </div>
          </fieldset>
        </div>

        <aside aria-labelledby="checkout-summary" className="h-fit min-w-0 space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-black/5 md:sticky md:top-28 md:p-6">
          <h3 id="checkout-summary" className="text-xl font-black">
            {t("checkout.summary")}
          </h3>
          <div aria-busy={totalsStale} className={totalsStale ? "opacity-60" : undefined}>
            <TotalsList
              totals={options.totals}
              fulfilment={fulfilment}
              gifts={gifts}
              feeKnown={fulfilment !== "delivery" || (optionsFor.fulfilment === "delivery" && options.delivery?.ok === true)}
            />
          </div>
          <p role="status" className={totalsStale || optionsState === "failed" ? "text-sm text-crust" : "sr-only"}>
            {totalsStale ? t("checkout.updating") : optionsState === "failed" ? t("checkout.error.options") : ""}
          </p>
          <FormAlert message={alert?.message} focusKey={alert?.focus ? alert.attempt : 0} />
          <SubmitButton pending={busy} pendingLabel={t("checkout.placing")} size="lg" width="full" disabled={totalsStale} data-testid="place-order">
            {t(payCard ? "checkout.placeCard" : "checkout.place")}
          </SubmitButton>
        </aside>
      </form>
    </section>
  );
}
