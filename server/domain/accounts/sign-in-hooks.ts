import { mergeVisitorCart } from "../cart/cart.service.ts";
import type { SignedInHook } from "./accounts.service.ts";

/**
 * What else happens when a customer signs in, whichever way they came in: the API's login and registration, and the
 * account pages' own forms (without JavaScript): the visitor's cart joins the customer's.
 */
export const SIGNED_IN_HOOKS: readonly SignedInHook[] = [
  ({ db, customerId, visit }) => mergeVisitorCart(db, { customerId, cartToken: visit.cartToken }).then(() => {}),
];
