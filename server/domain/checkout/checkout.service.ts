import { formatMoney } from "../../../app/i18n/formatters.ts";
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { Fulfilment } from "../../db/schema/orders.ts";
import { apiMessage, apiMessageCatalogues, type ApiMessageKey } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import { register, type AccountsContext, type SignedIn } from "../accounts/accounts.service.ts";
import { registerInput } from "../accounts/accounts.schema.ts";
import { isCommonPassword } from "../accounts/common-passwords.ts";
import * as cartRepo from "../cart/cart.repository.ts";
import { promotionOfGiftLine, type Shopper } from "../cart/cart.schema.ts";
import { applyCoupon, CartError, findCart, getCart, type CartContext, type CartItem, type CartView } from "../cart/cart.service.ts";
import { couponRefusal, refusalMessage, type CouponUses } from "../cart/coupons.ts";
import { PostgresAdapter, sql } from "kysely";
import * as promotionsRepo from "../cart/promotions.repository.ts";
import { findCustomer } from "../accounts/accounts.repository.ts";
import { normaliseEmail, normalisePhone } from "../accounts/identifier.ts";
import { passwordWeakness, WEAKNESS_MESSAGES } from "../accounts/password-strength.ts";
import { getShopInfo, type ShopInfo } from "../content/theme.service.ts";
import { addDays, isLocalDate, isLocalTime, localDateAt } from "../fulfilment/shop-time.ts";
import { clockTime, longDay } from "../../../app/features/checkout/shop-clock.ts";
import { deliveryZonesOf, loadFulfilmentSettings, slotRulesOf, type FulfilmentSettings } from "../fulfilment/settings.ts";
import { checkSlot, openSlots, type SlotRefusal, type SlotRules } from "../fulfilment/slots.ts";
import { calendarDays, dayRulesOf, type CalendarDayRow } from "../fulfilment/calendar.repository.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { weekdayOf } from "../fulfilment/shop-time.ts";
import type { OrderView, OrderTotals } from "../orders/order-view.ts";
import * as ordersRepo from "../orders/orders.repository.ts";
import { hitLimit } from "../limits/rate-limit.ts";
import { accessHashOf, orderViewById } from "../orders/orders.service.ts";
import { queueOrderEmails } from "../orders/order-outbox.ts";
import type { CardGateway, ChargeResult } from "../../payments/authorize-net.ts";
import type { CheckoutInput } from "./checkout.schema.ts";
import { deliveryQuote } from "./delivery.ts";
import * as idempotencyRepo from "./idempotency.repository.ts";
import { newOrderCode } from "./order-code.ts";
import { taxCents } from "./tax.ts";
import type { CheckoutOptionsView, DeliveryZoneView, PaymentMethodView } from "./options-view.ts";

// Checkout: what the form offers (options) and placing the order. One service for the API and the cart
// page's form post. The order, its lines, the capacity it takes, the coupon's use, the customer's notice and the
// idempotency record are written in one transaction; a card is charged just before it and voided if it fails.

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

export type CheckoutFailure =
  | "keyReused"
  | "inProgress"
  | "emptyCart"
  | "cartChanged"
  | "priceChanged"
  | "slotRefused"
  | "slotFull"
  | "soldOut"
  | "zipRefused"
  | "cardUnavailable"
  | "cardDeclined"
  | "cardFailed"
  | "couponRefused"
  | "emailTaken"
  | "accountRefused"
  | "tooManyAttempts";

export interface CheckoutText {
  key: ApiMessageKey;
  params?: Record<string, string | number>;
}

/** A checkout that cannot go through; the edge answers it in the customer's language. */
export class CheckoutError extends Error {
  constructor(
    readonly failure: CheckoutFailure,
    readonly text: CheckoutText,
    /** The form field at fault, when there is one. */
    readonly field?: string,
    /** For priceChanged: the totals now. For accountRefused: the field errors' keys. */
    readonly detail?: { totals?: OrderTotals; fields?: Record<string, CheckoutText[]>; retryAfterSeconds?: number },
  ) {
    super(failure);
  }
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

const dollars = (cents: number) => cents / 100;
const clock = (ctx: CheckoutContext) => ctx.now?.() ?? new Date();
const cartContext = (ctx: CheckoutContext): CartContext => ({ db: ctx.db, lang: ctx.lang, client: ctx.client, now: ctx.now });


function totalsOf(cart: CartView, feeCents: number, taxRateBp: number): OrderTotals {
  const tax = taxCents(cart.subtotal_cents - cart.discount_cents + feeCents, taxRateBp);
  const total = cart.subtotal_cents - cart.discount_cents + feeCents + tax;
  return {
    subtotal: dollars(cart.subtotal_cents),
    subtotal_cents: cart.subtotal_cents,
    discount: dollars(cart.discount_cents),
    discount_cents: cart.discount_cents,
    fee: dollars(feeCents),
    fee_cents: feeCents,
    tax_rate: taxRateBp / 100,
    tax: dollars(tax),
    tax_cents: tax,
    total: dollars(total),
    total_cents: total,
    currency: "USD",
  };
}

async function leadTimeOf(db: Db, lines: readonly CartItem[]): Promise<number> {
  return ordersRepo.largestLeadTime(db, [...new Set(lines.map((l) => l.product_id))]);
}

/** The slot rules of the settings, the shop and the calendar's dates between two dates. */
async function rulesFor(db: Db, settings: FulfilmentSettings, shop: ShopInfo, from: string, to: string): Promise<{ rules: SlotRules; calendar: CalendarDayRow[] }> {
  const calendar = await calendarDays(db, from, to);
  return { rules: slotRulesOf(settings, shop, dayRulesOf(calendar)), calendar };
}

/** A closed date's reason in the customer's language (the other language's when only that one was written). */
function reasonIn(day: CalendarDayRow, lang: Lang): string | null {
  const [first, second] = lang === "vi" ? [day.reason_vi, day.reason_en] : [day.reason_en, day.reason_vi];
  return first.trim() || second.trim() || null;
}

interface Fee {
  feeCents: number;
  zone: string | null;
}

function feeFor(settings: FulfilmentSettings, fulfilment: Fulfilment, zip: string, cart: CartView): Fee | CheckoutError {
  if (fulfilment === "pickup") return { feeCents: 0, zone: null };
  const quote = deliveryQuote(deliveryZonesOf(settings), zip, cart.total_cents);
  if (!quote.ok) {
    return quote.reason === "zip_malformed"
      ? new CheckoutError("zipRefused", { key: "checkoutZipMalformed" }, "zip")
      : new CheckoutError("zipRefused", { key: "checkoutZipOutside", params: { zip: zip.trim() } }, "zip");
  }
  return { feeCents: quote.feeCents, zone: quote.zone };
}

/** The zones as customers read them: by fee, cheapest first, each zone's ZIP codes in order. */
export function deliveryZonesView(settings: FulfilmentSettings): DeliveryZoneView[] {
  return settings.delivery_zones
    .map((z) => ({ name: z.name, zips: [...z.zips].sort(), fee_cents: z.fee_cents, free_over_cents: z.free_over_cents }))
    .sort((a, b) => a.fee_cents - b.fee_cents || a.name.localeCompare(b.name));
}

function paymentMethods(ctx: CheckoutContext): PaymentMethodView[] {
  const methods: PaymentMethodView[] = [{ code: "pay_at_pickup" }];
  if (ctx.card) methods.push({ code: "card", script_url: ctx.card.scriptUrl, api_login_id: ctx.card.apiLoginId, client_key: ctx.card.clientKey });
  return methods;
}

async function shopOf(db: Db, lang: Lang): Promise<ShopInfo> {
  const shop = await getShopInfo(db, lang);
  if (!shop) throw new Error("the shop's settings (theme option 'shop') are missing");
  return shop;
}

const shopAddress = (shop: ShopInfo) => `${shop.address.street}, ${shop.address.city}, ${shop.address.state} ${shop.address.zip}`;

/** GET checkout/options: methods, fees, slots from the earliest the cart allows, and the totals for a fulfilment. */
export async function checkoutOptions(ctx: CheckoutContext, shopper: Shopper, query: { fulfilment?: Fulfilment | undefined; zip?: string | undefined }): Promise<CheckoutOptionsView> {
  const now = clock(ctx);
  const [cart, shop, settings] = await Promise.all([getCart(cartContext(ctx), shopper), shopOf(ctx.db, ctx.lang), loadFulfilmentSettings(ctx.db)]);
  const today = localDateAt(now, shop.time_zone);
  const last = addDays(today, settings.days_ahead);
  const { rules, calendar } = await rulesFor(ctx.db, settings, shop, today, last);
  const leadTimeHours = await leadTimeOf(ctx.db, [...cart.items, ...cart.gifts]);
  const taken = await capacity.slotsTaken(ctx.db, today, last);
  // The closed dates the customer would otherwise have been offered (a weekday the shop opens), with their reason.
  const closedDays = calendar
    .filter((d) => d.closed === 1 && rules.openingHours.some((w) => w.day === weekdayOf(d.date)))
    .map((d) => ({ date: d.date, reason: reasonIn(d, ctx.lang) }));
  const zip = query.zip?.trim() ?? "";
  const quote = zip ? deliveryQuote(deliveryZonesOf(settings), zip, cart.total_cents) : null;
  const zoneOfZip = quote?.ok ? settings.delivery_zones.find((z) => z.name === quote.zone) : undefined;
  const cheapest = Math.min(...settings.delivery_zones.map((z) => z.fee_cents));
  const deliveryFee = quote?.ok ? quote.feeCents : Number.isFinite(cheapest) ? cheapest : 0;
  const fulfilment = query.fulfilment ?? "pickup";
  const feeCents = fulfilment === "delivery" && quote?.ok ? quote.feeCents : 0;
  return {
    time_zone: rules.timeZone,
    shop: { name: shop.name, address: shopAddress(shop) },
    fulfilment_methods: [
      { code: "pickup", fee: 0, fee_cents: 0, zone: null, free: true, free_over_cents: null },
      {
        code: "delivery",
        fee: dollars(deliveryFee),
        fee_cents: deliveryFee,
        zone: quote?.ok ? quote.zone : null,
        free: quote?.ok ? quote.free : false,
        free_over_cents: zoneOfZip?.free_over_cents ?? null,
      },
    ],
    delivery: quote
      ? quote.ok
        ? { zip: quote.zip, ok: true, reason: null, message: null }
        : { zip, ok: false, reason: quote.reason, message: apiMessage(ctx.lang, quote.reason === "zip_malformed" ? "checkoutZipMalformed" : "checkoutZipOutside", { zip }) }
      : null,
    delivery_zones: deliveryZonesView(settings),
    payment_methods: paymentMethods(ctx),
    lead_time_hours: leadTimeHours,
    days: openSlots(rules, { now, leadTimeHours, taken }),
    closed_days: closedDays,
    totals: totalsOf(cart, feeCents, ctx.taxRateBp),
    count: cart.count,
  };
}

const SLOT_MESSAGES: Record<SlotRefusal, ApiMessageKey> = {
  malformed: "checkoutSlotInvalid",
  too_far_ahead: "checkoutSlotTooFar",
  closed: "checkoutSlotClosed",
  not_a_slot: "checkoutSlotNotASlot",
  past: "checkoutSlotPast",
  before_lead_time: "checkoutSlotBeforeLeadTime",
};

/** The account made at checkout: checked before anything is charged or written, created after the order. */
function accountInput(input: CheckoutInput) {
  const parsed = registerInput({ isCommonPassword }).safeParse({
    name: input.full_name || input.email.split("@")[0],
    email: input.email,
    phone: input.phone,
    password: input.password ?? "",
    password_confirmation: input.password_confirmation ?? "",
    remember: input.remember,
  });
  if (parsed.success) {
    const weakness = passwordWeakness(parsed.data.password, "customer", parsed.data);
    if (!weakness) return parsed.data;
    throw new CheckoutError("accountRefused", { key: "validationFailed" }, undefined, { fields: { password: [{ key: WEAKNESS_MESSAGES[weakness] }] } });
  }
  const fields: Record<string, CheckoutText[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "password");
    const key: ApiMessageKey = issue.message in apiMessageCatalogues.en ? (issue.message as ApiMessageKey) : "fieldInvalid";
    (fields[field === "name" ? "full_name" : field] ??= []).push({ key });
  }
  throw new CheckoutError("accountRefused", { key: "validationFailed" }, undefined, { fields });
}

/** The e-mail and the phone of an account made at checkout must be free, as registration requires. */
async function ensureNotRegistered(db: Db, email: string, phone: string | undefined): Promise<void> {
  const byEmail = await db.selectFrom("customers").select("id").where("email", "=", email).executeTakeFirst();
  if (byEmail) throw new CheckoutError("emailTaken", { key: "authEmailTaken" }, "email");
  const byPhone = phone ? await db.selectFrom("customers").select("id").where("phone", "=", phone).executeTakeFirst() : undefined;
  if (byPhone) throw new CheckoutError("emailTaken", { key: "authPhoneTaken" }, "phone");
}

function chargeRefusal(result: Exclude<ChargeResult, { status: "approved" }>): CheckoutError {
  if (result.status === "declined") return new CheckoutError("cardDeclined", { key: "checkoutCardDeclined", params: { reason: result.reason } }, "payment_token");
  return new CheckoutError("cardFailed", { key: "checkoutCardFailed" }, "payment_token");
}

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
  const claim = await idempotencyRepo.claimKey(ctx.db, idempotency.key, idempotency.fingerprint, now);
  if (claim.kind === "reused") throw new CheckoutError("keyReused", { key: "checkoutKeyReused" });
  if (claim.kind === "inProgress") throw new CheckoutError("inProgress", { key: "checkoutKeyInProgress" });
  if (claim.kind === "replay") {
    return { order: await orderViewById(ctx.db, claim.orderId, ctx.lang), replayed: true, accessKey: null, signedIn: null };
  }
  try {
    // Counted once per attempt (a replay is not one), atomically, before anything is charged or reserved.
    const limit = await hitLimit(ctx.db, `checkout:ip:${ctx.client.ip}`, { max: ctx.attemptsPerHour, windowSeconds: 3600 }, now.getTime());
    if (!limit.allowed) throw new CheckoutError("tooManyAttempts", { key: "checkoutTooManyAttempts" }, undefined, { retryAfterSeconds: limit.retryAfter });
    return await place(ctx, shopper, input, idempotency.key, now);
  } catch (error) {
    await idempotencyRepo.releaseKey(ctx.db, idempotency.key);
    throw error;
  }
}

async function place(ctx: CheckoutContext, shopper: Shopper, input: CheckoutInput, key: string, now: Date): Promise<PlacedOrder> {
  const { db, lang } = ctx;
  const at = now.toISOString();
  const creatingAccount = input.create_account && shopper.customerId === null;
  const account = creatingAccount ? accountInput(input) : null;
  if (account) await ensureNotRegistered(db, account.email, account.phone);

  // The coupon typed at checkout, if it is not the cart's already.
  if (input.coupon) {
    const current = await getCart(cartContext(ctx), shopper);
    if (current.promotion?.code !== input.coupon.toUpperCase()) {
      try {
        await applyCoupon(cartContext(ctx), shopper, input.coupon);
      } catch (error) {
        if (error instanceof CartError) throw new CheckoutError("couponRefused", error.text, "coupon");
        throw error;
      }
    }
  }

  const cartRow = await findCart(db, shopper, now);
  const cart = await getCart(cartContext(ctx), shopper);
  // A product the shop withdrew since the cart was shown: getCart has taken it out and says so once.
  const changed = cart.notices.filter((n) => n.code === "product_unavailable" || n.code === "coupon_withdrawn");
  if (changed.length) throw new CheckoutError("cartChanged", { key: "checkoutCartChanged", params: { reason: "" } }, "cart", { totals: undefined, fields: { cart: changed.map((n) => n.text) } });
  if (!cartRow || cart.items.length === 0) throw new CheckoutError("emptyCart", { key: "checkoutEmptyCart" }, "cart");

  const [shop, settings] = await Promise.all([shopOf(db, lang), loadFulfilmentSettings(db)]);
  const { rules, calendar } = await rulesFor(db, settings, shop, input.slot.date, input.slot.date);
  const lines = [...cart.items, ...cart.gifts];
  const leadTimeHours = await leadTimeOf(db, lines);
  const pieces = capacity.piecesOf(lines);
  const slotCheck = checkSlot(rules, { now, leadTimeHours }, input.slot);
  const slotRefused = (reason: SlotRefusal, day: CalendarDayRow | undefined = calendar[0]) => {
    const earliest = new Date(now.getTime() + leadTimeHours * 3_600_000);
    // A day the calendar closed says why (Thanksgiving, Tết) when a reason was written.
    const closedFor = reason === "closed" && day?.closed ? reasonIn(day, lang) : null;
    return new CheckoutError(
      "slotRefused",
      {
        key: closedFor ? "checkoutSlotClosedReason" : SLOT_MESSAGES[reason],
        params: {
          reason: closedFor ?? "",
          date: dayOf(input.slot.date, lang),
          start: timeOf(input.slot.start, lang),
          days: rules.daysAhead,
          hours: leadTimeHours,
          earliest: new Intl.DateTimeFormat(lang === "vi" ? "vi-VN" : "en-US", { timeZone: rules.timeZone, dateStyle: "medium", timeStyle: "short" }).format(earliest),
        },
      },
      "slot",
    );
  };
  if (!slotCheck.ok) throw slotRefused(slotCheck.reason);
  const slotEnd = slotCheck.end;

  const fee = feeFor(settings, input.shipping_option, input.zip, cart);
  if (fee instanceof CheckoutError) throw fee;
  const totals = totalsOf(cart, fee.feeCents, ctx.taxRateBp);
  // The server's price wins, and the customer sees it before paying.
  if (input.expected_total_cents !== null && input.expected_total_cents !== undefined && input.expected_total_cents !== totals.total_cents) {
    throw new CheckoutError("priceChanged", { key: "checkoutPriceChanged", params: { total: formatMoney(totals.total_cents) } }, undefined, { totals });
  }

  // Sold out already, or the slot full? Checked before a card is charged, against the date's capacities (the
  // calendar's, else the standing ones); the transaction's guarded updates are what decide.
  const room = await capacity.roomFor(db, { date: input.slot.date, start: input.slot.start, ordersPerSlot: capacity.ordersPerSlotOn(rules, input.slot.date), pieces });
  if (room) throw capacityRefused(room, input.slot.date, input.slot.start, lang);

  const code = newOrderCode();
  let charge: Extract<ChargeResult, { status: "approved" }> | null = null;
  if (input.payment_option === "card") {
    if (!ctx.card) throw new CheckoutError("cardUnavailable", { key: "checkoutCardUnavailable" }, "payment_option");
    const [firstName, ...rest] = input.full_name.split(/\s+/).filter(Boolean);
    const result = await ctx.card.gateway.charge({
      amountCents: totals.total_cents,
      token: { dataDescriptor: input.payment_token!.data_descriptor, dataValue: input.payment_token!.data_value },
      refId: code.replace(/^MV-/, ""),
      invoiceNumber: code.replace(/^MV-/, ""),
      description: `${shop.name} ${code}`,
      customer: { email: input.email, phone: input.phone },
      billTo: { firstName, lastName: rest.join(" ") || undefined, address: input.address, city: input.city, state: input.state, zip: input.zip || undefined, country: input.country },
    });
    if (result.status !== "approved") throw chargeRefusal(result);
    charge = result;
  }

  const accessKey = randomBytes(24).toString("base64url");
  let orderId: number;
  try {
    orderId = await db.transaction().execute(async (trx) => {
      // The date as it is now (a change in the calendar since the check above counts).
      const day = await calendarDays(trx, input.slot.date, input.slot.date);
      if (day[0]?.closed) throw slotRefused("closed", day[0]);
      // Before the lines that name them: a gift's promotion cannot be deleted under the order.
      await holdGiftPromotions(trx, lines);
      // Closing the cart claims it: two checkouts of one cart under two keys place one order.
      if (!(await cartRepo.closeCart(trx, cartRow.id, "ordered", at))) throw new CheckoutError("emptyCart", { key: "checkoutEmptyCart" }, "cart");
      const id = await ordersRepo.insertOrder(trx, {
        code,
        customer_id: shopper.customerId,
        cart_id: cartRow.id,
        status: "unfinished",
        locale: lang,
        email: input.email,
        phone: input.phone,
        full_name: input.full_name,
        address: input.address,
        city: input.city,
        state: input.state,
        country: input.country,
        zip: input.zip,
        fulfilment: input.shipping_option,
        delivery_zone: fee.zone,
        slot_date: input.slot.date,
        slot_start: input.slot.start,
        slot_end: slotEnd,
        slot_starts_at: slotCheck.startsAt.toISOString(),
        time_zone: rules.timeZone,
        payment_option: input.payment_option,
        payment_status: charge ? "paid" : "unpaid",
        subtotal_cents: totals.subtotal_cents,
        discount_cents: totals.discount_cents,
        fee_cents: totals.fee_cents,
        tax_rate_bp: ctx.taxRateBp,
        tax_cents: totals.tax_cents,
        total_cents: totals.total_cents,
        coupon_code: cart.promotion?.applied ? cart.promotion.code : null,
        notes: input.notes,
        access_hash: accessHashOf(accessKey),
        created_at: at,
        updated_at: at,
      });
      // Each line keeps its name in both languages: a page in the other language shows it in its own.
      const giftPromotions = lines.map((line) => (line.is_gift ? promotionOfGiftLine(line.id) : null));
      const [products, promotions] = await Promise.all([
        ordersRepo.productNames(trx, [...new Set(lines.map((l) => l.product_id))]),
        ordersRepo.promotionNames(trx, [...new Set(giftPromotions.filter((id): id is number => id !== null))]),
      ]);
      const inLang = (names: Partial<Record<string, string>> | undefined, own: string, other: Lang) => (other === lang ? own : (names?.[other] ?? own));
      await ordersRepo.insertOrderLines(
        trx,
        lines.map((line, position) => ({
          order_id: id,
          product_id: line.product_id,
          slug: line.slug,
          sku: line.sku,
          name: line.name,
          name_en: inLang(products.get(line.product_id), line.name, "en"),
          name_vi: inLang(products.get(line.product_id), line.name, "vi"),
          price_cents: line.price_cents,
          quantity: line.quantity,
          note: line.note,
          note_kind: line.note_kind,
          allergens_json: JSON.stringify(line.allergens),
          is_gift: line.is_gift ? 1 : 0,
          promotion_name: line.promotion_name,
          promotion_name_en: line.promotion_name === null ? null : inLang(promotions.get(giftPromotions[position] ?? 0), line.promotion_name, "en"),
          promotion_name_vi: line.promotion_name === null ? null : inLang(promotions.get(giftPromotions[position] ?? 0), line.promotion_name, "vi"),
          // Which gift promotion gave it: a promotion used on an order cannot be deleted, only switched off.
          promotion_id: giftPromotions[position] ?? null,
          position,
        })),
      );
      await ordersRepo.insertStatusChange(trx, { order_id: id, status: "unfinished", actor: "customer", created_at: at });
      if (charge) {
        await ordersRepo.insertPayment(trx, {
          order_id: id,
          provider: "authorize_net",
          transaction_id: charge.transactionId,
          amount_cents: totals.total_cents,
          status: "captured",
          account_number: charge.accountNumber,
          account_type: charge.accountType,
          created_at: at,
        });
      }
      if (cart.promotion?.applied) {
        const use = { code: cart.promotion.code, customerId: shopper.customerId, email: input.email, phone: input.phone };
        await redeemCoupon(trx, ctx, { ...use, orderId: id, subtotalCents: cart.subtotal_cents, discountCents: totals.discount_cents, now });
      }
      if (shopper.customerId !== null) {
        await ordersRepo.insertNotice(trx, { customer_id: shopper.customerId, kind: "order_placed", order_id: id, params: { code }, created_at: at });
      }
      await queueOrderEmails(trx, id, accessKey, at);
      await idempotencyRepo.markKeyDone(trx, key, id, code);
      // The date's limits last, each taken by a guarded update: the slot's and the products' rows are the ones every
      // order of a busy day writes, and each stays locked until the commit, so the less work after them, the less the
      // next order waits (measured: nearly every wait of a checkout burst on PostgreSQL was on one product's row). A
      // refusal here undoes the whole order. The slot's limit is the date's as it is now, read above.
      const ordersPerSlot = capacity.slotLimit(settings.orders_per_slot, day[0]?.orders_per_slot);
      const refused = await capacity.reserve(trx, { date: input.slot.date, start: input.slot.start, ordersPerSlot, pieces });
      if (refused) throw capacityRefused(refused, input.slot.date, input.slot.start, lang);
      return id;
    });
  } catch (error) {
    if (charge) await ctx.card!.gateway.void(charge.transactionId).catch(() => undefined);
    throw error;
  }

  let signedIn: SignedIn | null = null;
  if (account) {
    signedIn = await createAccount(ctx, account, orderId, now).catch(() => null);
  }
  const order = await orderViewById(db, orderId, lang);
  ctx.afterCommit?.();
  return { order, replayed: false, accessKey, signedIn };
}

/**
 * The gift promotions the order's gift lines come from, held for the transaction (PostgreSQL: `for key share`, which
 * a staff delete's `for update` waits behind, so the delete then sees the promotion used and is refused). One deleted
 * since the cart was read means the cart changed: 409, the customer sees the cart again, never a failed insert.
 */
async function holdGiftPromotions(trx: Db, lines: readonly { id: number | string; is_gift: boolean }[]) {
  const ids = [...new Set(lines.filter((l) => l.is_gift).map((l) => promotionOfGiftLine(l.id)).filter((id): id is number => id !== null))];
  if (!ids.length) return;
  const held =
    trx.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ id: number }>`select id from promotions where id in (${sql.join(ids)}) for key share`.execute(trx)).rows
      : await trx.selectFrom("promotions").select("id").where("id", "in", ids).execute();
  if (held.length < ids.length) {
    throw new CheckoutError("cartChanged", { key: "checkoutCartChanged", params: { reason: "" } }, "cart", { fields: { cart: [{ key: "giftWithdrawn" }] } });
  }
}

/**
 * Records the coupon's use, re-checked inside the order's transaction with the coupon's row held (PostgreSQL; SQLite
 * runs one write transaction at a time), so two orders at once cannot both take a coupon's last use — nor a customer's
 * last: a customer is counted by account, by the order's e-mail and by its phone (normalised), signed in or not, and a
 * guest whose e-mail or phone is an account's is counted as that account too. The loser gets 409 with the coupon's
 * reason in its language ("already used").
 */
async function redeemCoupon(
  trx: Db,
  ctx: CheckoutContext,
  use: { code: string; customerId: number | null; email: string; phone: string; orderId: number; subtotalCents: number; discountCents: number; now: Date },
) {
  const coupon = await promotionsRepo.findCoupon(trx, use.code, ctx.lang);
  if (!coupon) throw new CheckoutError("cartChanged", { key: "checkoutCartChanged", params: { reason: "" } }, "coupon", { fields: { coupon: [{ key: "couponWithdrawn", params: { code: use.code } }] } });
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select id from coupons where id = ${coupon.id} for update`.execute(trx);
  }
  const emailKey = normaliseEmail(use.email) || null;
  const phoneKey = normalisePhone(use.phone) || null;
  let uses: CouponUses = await promotionsRepo.countRedemptions(trx, coupon.id, use.customerId);
  if (coupon.per_customer_limit !== null) {
    const accounts = await Promise.all([
      emailKey ? findCustomer(trx, { kind: "email", value: emailKey }) : undefined,
      phoneKey ? findCustomer(trx, { kind: "phone", value: phoneKey }) : undefined,
    ]);
    const customerIds = [...new Set([use.customerId, ...accounts.map((a) => a?.id ?? null)].filter((id): id is number => id !== null))];
    uses = await promotionsRepo.countRedemptionsBy(trx, coupon.id, { customerIds, emailKey, phoneKey });
  }
  const refusal = couponRefusal(coupon, use.subtotalCents, uses, use.now);
  if (refusal) {
    const text = refusalMessage(coupon.code, refusal, ctx.lang, "UTC");
    throw new CheckoutError("cartChanged", { key: "checkoutCartChanged", params: { reason: "" } }, "coupon", { fields: { coupon: [text] } });
  }
  await ordersRepo.insertCouponRedemption(trx, {
    coupon_id: coupon.id,
    customer_id: use.customerId,
    order_id: use.orderId,
    email_key: emailKey,
    phone_key: phoneKey,
    discount_cents: use.discountCents,
    created_at: use.now.toISOString(),
  });
}

/** The account asked for at checkout; the order becomes its first. A failure here (a race on the e-mail) leaves a guest order. */
async function createAccount(ctx: CheckoutContext, account: ReturnType<typeof accountInput>, orderId: number, now: Date): Promise<SignedIn> {
  const signedIn = await register({ ...ctx.accounts, db: ctx.db }, account, { ip: ctx.client.ip, lang: ctx.lang });
  await ctx.db.updateTable("orders").set({ customer_id: signedIn.user.customer_id, updated_at: now.toISOString() }).where("id", "=", orderId).execute();
  const { code } = await ctx.db.selectFrom("orders").select("code").where("id", "=", orderId).executeTakeFirstOrThrow();
  await ordersRepo.insertNotice(ctx.db, { customer_id: signedIn.user.customer_id, kind: "order_placed", order_id: orderId, params: { code }, created_at: now.toISOString() });
  return signedIn;
}

/** A date of the shop's calendar as the customer's language writes it ("Saturday, November 28, 2026"); as sent when it is not one. */
function dayOf(date: unknown, lang: Lang): string {
  return isLocalDate(date) ? longDay(date, lang) : String(date);
}

/** A time on the shop's clock as the customer's language writes it ("9:00 AM" / "09:00"); as sent when it is not one. */
function timeOf(time: unknown, lang: Lang): string {
  return isLocalTime(time) ? clockTime(time, lang) : String(time);
}

/** How many of a product are left for the day, and how many the cart has: none left says so, some left says how many. */
function soldOut(piece: { name: string; quantity: number }, date: string, left: number, lang: Lang): CheckoutError {
  const params = { name: piece.name, date: dayOf(date, lang), left, quantity: piece.quantity };
  return new CheckoutError("soldOut", { key: left > 0 ? "checkoutSoldOut" : "checkoutSoldOutNone", params }, "cart");
}

function slotFull(date: string, start: string, lang: Lang): CheckoutError {
  return new CheckoutError("slotFull", { key: "checkoutSlotFull", params: { date: dayOf(date, lang), start: timeOf(start, lang) } }, "slot");
}

function capacityRefused(refusal: capacity.CapacityRefusal, date: string, start: string, lang: Lang): CheckoutError {
  return refusal.kind === "slotFull" ? slotFull(date, start, lang) : soldOut(refusal.piece, date, refusal.left, lang);
}
