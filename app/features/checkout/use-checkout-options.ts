import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import type { Locale } from "../../i18n/config.ts";
import type { useT } from "../../i18n/i18n.tsx";
import type { CartLike, CheckoutFailure } from "./checkout-data.ts";
import { fetchOptions } from "./checkout-calls.ts";
import { splitSlot, type CheckoutValues, type Fulfilment } from "./checkout-form.ts";

const cartSignature = (cart: CartLike) => `${cart.items.map((l) => `${l.id}:${l.quantity}`).join(",")}|${cart.promotion?.code ?? ""}`;
const ZIP = /^\s*\d{5}(-\d{4})?\s*$/;
export const zipKey = (zip: string) => (ZIP.test(zip) ? zip.trim().slice(0, 5) : zip.trim());

export function slotIsOpen(options: CheckoutOptionsView | null, slot: string): boolean {
  const picked = splitSlot(slot);
  if (!picked || !options) return false;
  return options.days.some((d) => d.slots.some((s) => s.date === picked.date && s.start === picked.start && !s.full));
}

/** Why the options refused the delivery ZIP, in the page's words when the answer has none. */
export function zipMessage(t: ReturnType<typeof useT>, o: CheckoutOptionsView): string {
  return (
    o.delivery?.message ||
    (o.delivery?.reason === "zip_outside_zones" ? t("checkout.zipOutside", { zip: o.delivery.zip }) : t("checkout.zipMalformed"))
  );
}

export type OptionsState = "idle" | "loading" | "failed";

/**
 * The checkout's options (slots, fees, totals), asked again when the fulfilment, the delivery ZIP or the cart change.
 * `refresh` asks at once (only its latest answer counts) and leaves out a chosen slot that is no longer open; `behind`
 * says the options shown are not for what is chosen now, and they are asked again a moment after the last change.
 */
export function useCheckoutOptions(args: {
  initial: CheckoutOptionsView | null;
  failure: CheckoutFailure | undefined;
  cart: CartLike;
  values: CheckoutValues;
  setValues: Dispatch<SetStateAction<CheckoutValues>>;
  hydrated: boolean;
  locale: Locale;
}) {
  const { failure, cart, values, setValues, hydrated, locale } = args;
  const [options, setOptions] = useState<CheckoutOptionsView | null>(args.initial);
  /** The options as last answered, for a send that runs after an await (the card form's answer). */
  const latest = useRef(options);
  const [optionsFor, setOptionsFor] = useState({
    fulfilment: (failure?.values?.shipping_option || "pickup") as Fulfilment,
    zip: zipKey(failure?.values?.zip ?? ""),
    cart: cartSignature(cart),
  });
  const [optionsState, setOptionsState] = useState<OptionsState>(options ? "idle" : "failed");

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
    [locale, setValues],
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

  return { options, latest, optionsFor, optionsState, refresh, behind, zipReady };
}

export type CheckoutOptions = ReturnType<typeof useCheckoutOptions>;
