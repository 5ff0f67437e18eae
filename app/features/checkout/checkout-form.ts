import type { Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { formText } from "../../lib/form-data.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import { checkNewPassword } from "../accounts/session/validation.ts";
import { needsAddress } from "../../../server/domain/checkout/address-rule.shared.ts";

// The checkout form as both sides read it: the page's script (before POST checkout) and the cart page's action
// (the same form posted without JavaScript). Its first checks are the required fields with the page's words;
// the server checks again with checkout.schema.ts (phone plausibility, lengths, the slot, the ZIP's zone) and its
// 422 is shown per field the same way.

export type Fulfilment = "pickup" | "delivery";
export type PaymentOption = "pay_at_pickup" | "card";

export const DEFAULT_COUNTRY = "United States";

/** What the form holds. Every field is text, as a form posts it; the slot is "YYYY-MM-DD HH:MM". */
export interface CheckoutValues {
  email: string;
  phone: string;
  full_name: string;
  shipping_option: Fulfilment | "";
  slot: string;
  address: string;
  city: string;
  state: string;
  country: string;
  zip: string;
  payment_option: PaymentOption | "";
  notes: string;
  create_account: boolean;
  password: string;
  password_confirmation: string;
  remember: boolean;
}

export const EMPTY_VALUES: CheckoutValues = {
  email: "",
  phone: "",
  full_name: "",
  shipping_option: "pickup",
  slot: "",
  address: "",
  city: "",
  state: "",
  country: DEFAULT_COUNTRY,
  zip: "",
  payment_option: "pay_at_pickup",
  notes: "",
  create_account: false,
  password: "",
  password_confirmation: "",
  remember: false,
};

/** The order in which the form shows its fields: the first of them with an error takes the focus. */
export const FIELD_ORDER = [
  "email",
  "phone",
  "full_name",
  "shipping_option",
  "slot",
  "address",
  "city",
  "state",
  "country",
  "zip",
  "payment_option",
  "payment_token",
  "notes",
  "create_account",
  "password",
  "password_confirmation",
] as const;
export type CheckoutField = (typeof FIELD_ORDER)[number];

const fulfilmentOf = (value: string): Fulfilment | "" => (value === "pickup" || value === "delivery" ? value : "");
const paymentOf = (value: string): PaymentOption | "" => (value === "pay_at_pickup" || value === "card" ? value : "");
const ticked = (value: string) => value === "1" || value === "on" || value === "true";

export function readCheckout(form: FormData): CheckoutValues {
  const text = (name: string) => formText(form, name);
  return {
    email: text("email"),
    phone: text("phone"),
    full_name: text("full_name"),
    shipping_option: fulfilmentOf(text("shipping_option")),
    slot: text("slot"),
    address: text("address"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    zip: text("zip"),
    payment_option: paymentOf(text("payment_option")),
    notes: text("notes"),
    create_account: ticked(text("create_account")),
    password: text("password"),
    password_confirmation: text("password_confirmation"),
    remember: ticked(text("remember")),
  };
}

/** "2026-12-01 09:00" → { date, start }; anything else → null. */
export function splitSlot(slot: string): { date: string; start: string } | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/.exec(slot.trim());
  return match ? { date: match[1]!, start: match[2]! } : null;
}

export const slotValue = (date: string, start: string) => `${date} ${start}`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Phone, e-mail, payment option and shipping option are required; the slot too; the address (street,
 * city, state, country) for a delivery or a card's billing, the ZIP for a delivery, and a password when an account is
 * created (the account forms' rules).
 */
export function checkCheckout(values: CheckoutValues, locale: Locale, limits: { notes: number }, signedIn = false): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: CheckoutField, key: MessageKey | false, params?: Record<string, string | number>) => {
    if (key && !errors[field]) errors[field] = [translate(locale, key, params)];
  };
  const email = values.email.trim();
  add("email", !email && "checkout.error.emailRequired");
  add("email", email !== "" && !EMAIL.test(email) && "checkout.error.emailInvalid");
  add("phone", !values.phone.trim() && "checkout.error.phoneRequired");
  add("shipping_option", !values.shipping_option && "checkout.error.shippingRequired");
  add("slot", !splitSlot(values.slot) && "checkout.error.slotRequired");
  // The address only where it is used: a delivery's, or a card's billing address.
  const address = needsAddress(values);
  add("address", address && !values.address.trim() && "checkout.error.addressRequired");
  add("city", address && !values.city.trim() && "checkout.error.cityRequired");
  add("state", address && !values.state.trim() && "checkout.error.stateRequired");
  add("country", address && !values.country.trim() && "checkout.error.countryRequired");
  add("zip", values.shipping_option === "delivery" && !values.zip.trim() && "checkout.error.zipRequired");
  add("payment_option", !values.payment_option && "checkout.error.paymentRequired");
  add("notes", values.notes.length > limits.notes && "checkout.error.notesTooLong", { max: limits.notes });
  if (values.create_account && !signedIn) Object.assign(errors, { ...checkNewPassword(values, locale), ...errors });
  return errors;
}

/** The body of POST checkout (checkout.schema.ts), without the payment token and the expected total. */
export function checkoutBody(values: CheckoutValues, signedIn = false) {
  const slot = splitSlot(values.slot);
  const account = values.create_account && !signedIn;
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    full_name: values.full_name.trim() || undefined,
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country.trim(),
    zip: values.zip.trim() || undefined,
    shipping_option: values.shipping_option,
    slot: slot ?? { date: "", start: "" },
    payment_option: values.payment_option,
    notes: values.notes.trim() || undefined,
    create_account: account ? 1 : 0,
    ...(account
      ? { password: values.password, password_confirmation: values.password_confirmation, remember: values.remember ? 1 : 0 }
      : {}),
  } as const;
}

export type CheckoutBody = ReturnType<typeof checkoutBody>;

/**
 * A server 422's `errors` on the form's fields: "slot.date" is the slot's; a field the form does not show (the
 * cart, the key) stays apart as a message for the whole form.
 */
export function fieldErrorsOf(errors: FieldErrors | undefined): { fields: FieldErrors; other: string[] } {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const field = key.split(".")[0]!;
    if ((FIELD_ORDER as readonly string[]).includes(field)) fields[field] = [...(fields[field] ?? []), ...messages];
    else other.push(...messages);
  }
  return { fields, other };
}
