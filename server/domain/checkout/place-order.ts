import { randomBytes } from "node:crypto";
import { formatMoney } from "../../i18n/formatters.shared.ts";
import type { Fulfilment } from "../../db/schema/orders.ts";
import type { SignedIn } from "../accounts/accounts.service.ts";
import type { Shopper } from "../cart/cart.schema.ts";
import { applyCoupon, CartError, findCart, getCart, type CartItem, type CartView } from "../cart/cart.service.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { deliveryZonesOf, loadFulfilmentSettings, type FulfilmentSettings } from "../fulfilment/settings.ts";
import { checkSlot } from "../fulfilment/slots.ts";
import type { OrderTotals } from "../orders/order-view.ts";
import { hitLimit } from "../limits/rate-limit.ts";
import { orderViewById } from "../orders/orders.service.ts";
import type { ShopInfo } from "../content/theme.service.ts";
import { accountInput, createAccount, ensureNotRegistered, type AccountAsked } from "./checkout-account.ts";
import { cartContext, clock, leadTimeOf, rulesFor, shopOf, totalsOf } from "./checkout-basis.ts";
import { capacityRefused, cartChanged, chargeRefusal, CheckoutError, emptyCart, slotRefused } from "./checkout-error.ts";
import type { CheckoutInput } from "./checkout.schema.ts";
import type { CheckoutContext, PlacedOrder } from "./checkout-context.ts";
import { deliveryQuote } from "./delivery.ts";
import * as idempotencyRepo from "./idempotency.repository.ts";
import { newOrderCode } from "./order-code.ts";
import { writeOrder, type ChosenSlot, type OrderDraft } from "./order-writes.ts";
import { choosePickupDay, firstLookAtPickupDay, preorderOfCart, preorderTerms, type CartPreorder } from "../campaigns/campaign-checkout.ts";
import type { PickupDayRow } from "../campaigns/campaigns.repository.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { instantAt } from "../fulfilment/shop-time.ts";

// Placing an order, step by step: the account asked for, the coupon typed, the cart as it is now, the slot, the price,
// a first look at capacity, the card, then the order's one transaction (order-writes.ts), and what follows its commit.
// Everything that can refuse comes before the card is charged; a charged card is voided when the transaction fails.

/**
 * Places the order for the shopper's cart. `fingerprint` is the request body's (idempotency.ts): the same
 * key with the same body answers the same order again, with another body it is refused.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  shopper: Shopper,
  input: CheckoutInput,
  idempotency: { key: string; fingerprint: string },
): Promise<PlacedOrder> {
  const now = clock(ctx);
  const claim = await idempotencyRepo.claimKey(ctx.db, idempotency.key, idempotency.fingerprint, now, ctx.claimOwner);
  if (claim.kind === "reused") throw new CheckoutError("keyReused", { key: "checkoutKeyReused" });
  if (claim.kind === "inProgress") throw new CheckoutError("inProgress", { key: "checkoutKeyInProgress" });
  if (claim.kind === "replay") {
    return { order: await orderViewById(ctx.db, claim.orderId, ctx.lang), replayed: true, accessKey: null, signedIn: null };
  }
  try {
    // Counted once per attempt (a replay is not one), atomically, before anything is charged or reserved.
    const limit = await hitLimit(ctx.db, `checkout:ip:${ctx.client.ip}`, { max: ctx.attemptsPerHour, windowSeconds: 3600 }, now.getTime());
    if (!limit.allowed)
      throw new CheckoutError("tooManyAttempts", { key: "checkoutTooManyAttempts" }, undefined, { retryAfterSeconds: limit.retryAfter });
    return await place(ctx, shopper, input, idempotency.key, now);
  } catch (error) {
    await idempotencyRepo.releaseKey(ctx.db, idempotency.key, now.toISOString());
    throw error;
  }
}

async function place(ctx: CheckoutContext, shopper: Shopper, input: CheckoutInput, key: string, now: Date): Promise<PlacedOrder> {
  const account = await accountAsked(ctx, shopper, input);
  await applyTypedCoupon(ctx, shopper, input);
  const { cartId, cart, lines } = await cartToOrder(ctx, shopper, now);
  const timeZone = await shopTimeZone(ctx.db);
  const preorder = await preorderOfCart(ctx.db, lines, { lang: ctx.lang, timeZone, now });
  const { shop, slot, pickupDay } = preorder
    ? await choosePreorderSlot(ctx, input, lines, preorder, now)
    : { ...(await chooseSlot(ctx, input, lines, now)), pickupDay: null };
  const { zone, totals } = priceOrder(ctx, input, cart, slot.settings);
  await firstLookAtCapacity(ctx, slot);
  if (preorder && pickupDay) await firstLookAtPickupDay(ctx.db, preorder, pickupDay, ctx.lang);
  const terms =
    preorder && pickupDay
      ? preorderTerms(preorder, pickupDay, { totalCents: totals.total_cents, payment: input.payment_option, now, timeZone })
      : null;
  const code = newOrderCode();
  // A pre-order with a deposit charges the deposit now; the rest is paid at pickup.
  const charge = await chargeCard(ctx, input, terms && terms.depositCents > 0 ? terms.depositCents : totals.total_cents, code, shop);
  const accessKey = randomBytes(24).toString("base64url");
  const draft: OrderDraft = {
    key,
    code,
    accessKey,
    now,
    shopper,
    input,
    cartId,
    cart,
    lines,
    slot,
    zone,
    totals,
    charge,
    preorder: preorder && pickupDay && terms ? { cart: preorder, day: pickupDay, terms } : null,
  };
  let orderId: number;
  try {
    orderId = await writeOrder(ctx, draft);
  } catch (error) {
    if (charge) await ctx.card!.gateway.void(charge.transactionId).catch(() => undefined);
    throw error;
  }
  return afterCommit(ctx, { orderId, accessKey, account, now });
}

/** The account asked for at checkout (a guest's), checked before anything is charged or written; null when none was asked for. */
async function accountAsked(ctx: CheckoutContext, shopper: Shopper, input: CheckoutInput): Promise<AccountAsked | null> {
  const creatingAccount = input.create_account && shopper.customerId === null;
  const account = creatingAccount ? accountInput(input) : null;
  if (account) await ensureNotRegistered(ctx.db, account.email, account.phone);
  return account;
}

/** The coupon typed at checkout, if it is not the cart's already. */
async function applyTypedCoupon(ctx: CheckoutContext, shopper: Shopper, input: CheckoutInput): Promise<void> {
  if (!input.coupon) return;
  const current = await getCart(cartContext(ctx), shopper);
  if (current.promotion?.code === input.coupon.toUpperCase()) return;
  try {
    await applyCoupon(cartContext(ctx), shopper, input.coupon);
  } catch (error) {
    if (error instanceof CartError) throw new CheckoutError("couponRefused", error.text, "coupon");
    throw error;
  }
}

/** The cart as it is now, with its items and gifts; refused when empty, or when the shop withdrew a product or the coupon since it was shown. */
async function cartToOrder(
  ctx: CheckoutContext,
  shopper: Shopper,
  now: Date,
): Promise<{ cartId: number; cart: CartView; lines: CartItem[] }> {
  const cartRow = await findCart(ctx.db, shopper, now);
  const cart = await getCart(cartContext(ctx), shopper);
  // A product the shop withdrew since the cart was shown: getCart has taken it out and says so once.
  const changed = cart.notices.filter((n) => n.code === "product_unavailable" || n.code === "coupon_withdrawn");
  if (changed.length) throw cartChanged("cart", { cart: changed.map((n) => n.text) });
  if (!cartRow || cart.items.length === 0) throw emptyCart();
  return { cartId: cartRow.id, cart, lines: [...cart.items, ...cart.gifts] };
}

/** The slot sent, checked against the shop's rules on its date (the calendar's too) and the cart's largest lead time (422). */
async function chooseSlot(
  ctx: CheckoutContext,
  input: CheckoutInput,
  lines: readonly CartItem[],
  now: Date,
): Promise<{ shop: ShopInfo; slot: ChosenSlot }> {
  const { db, lang } = ctx;
  const [shop, settings] = await Promise.all([shopOf(db, lang), loadFulfilmentSettings(db)]);
  const { rules, calendar } = await rulesFor(db, settings, shop, input.slot.date, input.slot.date);
  const leadTimeHours = leadTimeOf(lines);
  const pieces = capacity.piecesOf(lines);
  const check = checkSlot(rules, { now, leadTimeHours }, input.slot);
  const asked = { slot: input.slot, rules, leadTimeHours, now, lang };
  if (!check.ok) throw slotRefused(asked, check.reason, calendar[0]);
  return {
    shop,
    slot: {
      date: input.slot.date,
      start: input.slot.start,
      end: check.end,
      startsAt: check.startsAt,
      settings,
      asked,
      pieces,
      ordersPerSlot: capacity.ordersPerSlotOn(rules, input.slot.date),
    },
  };
}

/**
 * A pre-order's slot: one of its campaign's pickup days, at its opening time, collected at the shop. Everyday items in
 * the cart are made for that day: their pieces are taken from that date's capacity (no slot: the day counts units).
 */
async function choosePreorderSlot(
  ctx: CheckoutContext,
  input: CheckoutInput,
  lines: readonly CartItem[],
  preorder: CartPreorder,
  now: Date,
): Promise<{ shop: ShopInfo; slot: ChosenSlot; pickupDay: PickupDayRow }> {
  if (input.shipping_option !== "pickup") throw new CheckoutError("pickupOnly", { key: "preorderPickupOnly" }, "shipping_option");
  const { db, lang } = ctx;
  const [shop, settings] = await Promise.all([shopOf(db, lang), loadFulfilmentSettings(db)]);
  const leadTimeHours = leadTimeOf(lines);
  const earliest = now.getTime() + leadTimeHours * 3_600_000;
  const day = choosePickupDay(preorder, input.slot, { lang, timeZone: shop.time_zone, earliest });
  const { rules } = await rulesFor(db, settings, shop, day.date, day.date);
  return {
    shop,
    pickupDay: day,
    slot: {
      date: day.date,
      start: day.opens,
      end: day.closes,
      startsAt: instantAt(day.date, day.opens, shop.time_zone),
      settings,
      asked: { slot: input.slot, rules, leadTimeHours, now, lang },
      // Every piece is counted on the day, a campaign's too: a product's daily capacity is the oven's.
      pieces: capacity.piecesOf(lines),
      ordersPerSlot: null,
    },
  };
}

/** The delivery fee and the totals; refused when the ZIP is not served, or when the total is not the one the customer saw. */
function priceOrder(
  ctx: CheckoutContext,
  input: CheckoutInput,
  cart: CartView,
  settings: FulfilmentSettings,
): { zone: string | null; totals: OrderTotals } {
  const fee = feeFor(settings, input.shipping_option, input.zip, cart);
  const totals = totalsOf(cart, fee.feeCents, ctx.taxRateBp);
  // The server's price wins, and the customer sees it before paying.
  if (
    input.expected_total_cents !== null &&
    input.expected_total_cents !== undefined &&
    input.expected_total_cents !== totals.total_cents
  ) {
    throw new CheckoutError(
      "priceChanged",
      { key: "checkoutPriceChanged", params: { total: formatMoney(totals.total_cents) } },
      undefined,
      { totals },
    );
  }
  return { zone: fee.zone, totals };
}

function feeFor(
  settings: FulfilmentSettings,
  fulfilment: Fulfilment,
  zip: string,
  cart: CartView,
): { feeCents: number; zone: string | null } {
  if (fulfilment === "pickup") return { feeCents: 0, zone: null };
  const quote = deliveryQuote(deliveryZonesOf(settings), zip, cart.total_cents);
  if (!quote.ok) {
    throw quote.reason === "zip_malformed"
      ? new CheckoutError("zipRefused", { key: "checkoutZipMalformed" }, "zip")
      : new CheckoutError("zipRefused", { key: "checkoutZipOutside", params: { zip: zip.trim() } }, "zip");
  }
  return { feeCents: quote.feeCents, zone: quote.zone };
}

/**
 * Sold out already, or the slot full? Checked before a card is charged, against the date's capacities (the
 * calendar's, else the standing ones); the transaction's guarded updates are what decide.
 */
async function firstLookAtCapacity(ctx: CheckoutContext, slot: ChosenSlot): Promise<void> {
  const room = await capacity.roomFor(ctx.db, {
    date: slot.date,
    start: slot.start,
    ordersPerSlot: slot.ordersPerSlot,
    pieces: slot.pieces,
  });
  if (room) throw capacityRefused(room, slot.date, slot.start, ctx.lang);
}

/** Charges the card when the customer pays by card (a refusal is 402); null when paying at pickup. */
async function chargeCard(
  ctx: CheckoutContext,
  input: CheckoutInput,
  amountCents: number,
  code: string,
  shop: ShopInfo,
): Promise<OrderDraft["charge"]> {
  if (input.payment_option !== "card") return null;
  if (!ctx.card) throw new CheckoutError("cardUnavailable", { key: "checkoutCardUnavailable" }, "payment_option");
  const [firstName, ...rest] = input.full_name.split(/\s+/).filter(Boolean);
  const result = await ctx.card.gateway.charge({
    amountCents,
    token: { dataDescriptor: input.payment_token!.data_descriptor, dataValue: input.payment_token!.data_value },
    refId: code.replace(/^MV-/, ""),
    invoiceNumber: code.replace(/^MV-/, ""),
    description: `${shop.name} ${code}`,
    customer: { email: input.email, phone: input.phone },
    billTo: {
      firstName,
      lastName: rest.join(" ") || undefined,
      address: input.address,
      city: input.city,
      state: input.state,
      zip: input.zip || undefined,
      country: input.country,
    },
  });
  if (result.status !== "approved") throw chargeRefusal(result);
  return result;
}

/** After the commit: the account asked for (its failure leaves a guest order), the order as the answer shows it, the e-mails sent. */
async function afterCommit(
  ctx: CheckoutContext,
  placed: { orderId: number; accessKey: string; account: AccountAsked | null; now: Date },
): Promise<PlacedOrder> {
  let signedIn: SignedIn | null = null;
  if (placed.account) {
    signedIn = await createAccount(ctx, placed.account, placed.orderId, placed.now).catch(() => null);
  }
  const order = await orderViewById(ctx.db, placed.orderId, ctx.lang);
  ctx.afterCommit?.();
  return { order, replayed: false, accessKey: placed.accessKey, signedIn };
}
