import { readJson, readStorage, writeStorage } from "../../browser/storage.ts";
import type { CHECKOUT_STORAGE_KEYS } from "../cart/cart-storage.ts";
import type { CheckoutValues } from "./checkout-form.ts";

// What the checkout keeps while the customer fills it in, so a reload or a trip back to a product page loses
// nothing: the form (never a password), the note, and the chosen shipping and payment methods. Session storage,
// this tab only: an address and a phone number have no business outliving the visit. The keys are decided
// in cart-storage.ts, and "clearing all cart data" removes them (wipeCartStorage).

/** One of the checkout's keys (CHECKOUT_STORAGE_KEYS), by name (the compiler checks it is one). */
const key = <K extends (typeof CHECKOUT_STORAGE_KEYS)[number]>(name: K) => name;
const FORM = key("checkout_form");
const NOTE = key("checkout_note");
const SHIPPING = key("checkout_shipping_method");
const PAYMENT = key("checkout_payment_method");

type Kept = Omit<CheckoutValues, "password" | "password_confirmation" | "notes" | "shipping_option" | "payment_option">;

export function saveCheckoutForm(values: CheckoutValues): void {
  const { password: _p, password_confirmation: _c, notes, shipping_option, payment_option, ...kept } = values;
  writeStorage(FORM, JSON.stringify(kept satisfies Kept), "session");
  writeStorage(NOTE, notes, "session");
  writeStorage(SHIPPING, shipping_option, "session");
  writeStorage(PAYMENT, payment_option, "session");
}

/** What this tab kept of the form, over `values` (only the fields it holds, and only text). */
export function restoreCheckoutForm(values: CheckoutValues): CheckoutValues {
  const kept = readJson<Partial<Record<keyof Kept, unknown>>>(FORM, "session");
  const next = { ...values };
  if (kept && typeof kept === "object") {
    for (const key of ["email", "phone", "full_name", "slot", "address", "city", "state", "country", "zip"] as const) {
      if (typeof kept[key] === "string") next[key] = kept[key];
    }
    if (typeof kept.create_account === "boolean") next.create_account = kept.create_account;
    if (typeof kept.remember === "boolean") next.remember = kept.remember;
  }
  const note = readStorage(NOTE, "session");
  if (note !== null) next.notes = note;
  const shipping = readStorage(SHIPPING, "session");
  if (shipping === "pickup" || shipping === "delivery") next.shipping_option = shipping;
  const payment = readStorage(PAYMENT, "session");
  if (payment === "pay_at_pickup" || payment === "card") next.payment_option = payment;
  return next;
}
