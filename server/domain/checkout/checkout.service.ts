import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { AccountsContext, SignedIn } from "../accounts/accounts.service.ts";
import type { OrderView } from "../orders/order-view.ts";
import type { CardGateway } from "../../payments/authorize-net.ts";

// Checkout: what the form offers (options) and placing the order. One service for the API and the cart
// page's form post. The order, its lines, the capacity it takes, the coupon's use, the customer's notice and the
// idempotency record are written in one transaction; a card is charged just before it and voided if it fails.
//
// Its parts: checkout-options.ts (GET checkout/options), place-order.ts (placing, step by step), order-writes.ts (the
// order's transaction), checkout-account.ts (an account made at checkout), checkout-error.ts (the refusals),
// checkout-basis.ts (what options and placing share), idempotency.repository.ts (the Idempotency-Key store).

export { checkoutOptions, deliveryZonesView } from "./checkout-options.ts";
export { placeOrder } from "./place-order.ts";
export { CheckoutError, type CheckoutFailure, type CheckoutText } from "./checkout-error.ts";

export interface CheckoutContext {
  db: Db;
  lang: Lang;
  /** Sales tax in basis points (SALES_TAX_RATE 8.25 → 825). */
  taxRateBp: number;
  /** Null when the Authorize.Net keys are not configured: no card option. */
  card: { gateway: CardGateway; scriptUrl: string; apiLoginId: string; clientKey: string } | null;
  /** New visitor carts are limited per address (used when a coupon is applied at checkout). */
  client: { ip: string; cartsPerHour: number };
  /** Checkout attempts one address may make per hour (CHECKOUT_LIMIT_PER_HOUR). */
  attemptsPerHour: number;
  accounts: Omit<AccountsContext, "db">;
  /** Runs after an order is committed: sends the e-mails it queued (in the background; never undoes the order). */
  afterCommit?: () => void;
  now?: () => Date;
}

export interface PlacedOrder {
  order: OrderView;
  /** True when this answer replays an earlier request with the same Idempotency-Key. */
  replayed: boolean;
  /** The guest's key to the order (the `order_access` cookie); null on a replay (the first answer set it). */
  accessKey: string | null;
  /** When an account was created at checkout: its session, as POST register answers it. */
  signedIn: SignedIn | null;
}
