import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutValues } from "./checkout-form.ts";

// What the checkout form is given: the cart page loader's data, the answer of a form posted without JavaScript that
// did not place the order, and the cart as the page shows it.

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

export interface CartLike {
  items: { id: string; quantity: number }[];
  gifts: { name: string; quantity: number }[];
  promotion: { code: string } | null;
  mutating: boolean;
}
