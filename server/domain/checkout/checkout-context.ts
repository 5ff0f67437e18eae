import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { AccountsContext, SignedIn } from "../accounts/accounts.service.ts";
import type { OrderView } from "../orders/order-view.ts";
import type { CardGateway } from "../../payments/authorize-net.ts";
import type { Attribution } from "../orders/attribution.shared.ts";
import type { ClaimOwner } from "./idempotency.repository.ts";

// What checkout is given (its context) and what placing an order answers: their own module, so that the checkout's
// parts import them without going round through checkout.service.ts, which imports the parts.

export interface CheckoutContext {
  db: Db;
  lang: Lang;
  /** Sales tax in basis points (SALES_TAX_RATE 8.25 → 825). */
  taxRateBp: number;
  /** Null when the Authorize.Net keys are not configured: no card option. */
  card: { gateway: CardGateway; scriptUrl: string; apiLoginId: string; clientKey: string } | null;
  /** New visitor carts are limited per address (used when a coupon is applied at checkout). */
  client: { ip: string; cartsPerHour: number };
  /** The first visit's tracking, recorded with the order for reports only; null when none was sent. */
  attribution?: Attribution | null;
  /** Checkout attempts one address may make per hour (CHECKOUT_LIMIT_PER_HOUR). */
  attemptsPerHour: number;
  accounts: Omit<AccountsContext, "db">;
  /** Runs after an order is committed: sends the e-mails it queued (in the background; never undoes the order). */
  afterCommit?: () => void;
  /** This process among the live ones, when several serve the database: a key held by a dead one is taken over at once. */
  claimOwner?: ClaimOwner;
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
