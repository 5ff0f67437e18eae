import type { Db } from "../../db/index.ts";
import { preorderRefusal } from "../campaigns/campaign-cart.ts";
import type { CouponType } from "../../db/schema/cart.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import {
  configure,
  variantLabel,
  type Chosen,
  type Configured,
  type ConfigurationProblem,
  type ProductConfiguration,
} from "../catalog/configuration.shared.ts";
import { chosenOfKey, configurationsAt } from "../catalog/configurations.ts";
import type { NoteKind } from "../catalog/note-kind.ts";
import { getShopInfo, shopTimeZone } from "../content/theme.service.ts";
import { hitLimit } from "../limits/rate-limit.ts";
import { cartProducts, type CartProduct } from "./cart-products.ts";
import * as repo from "./cart.repository.ts";
import { giftLineId, isCartToken, MAX_LINES, newCartToken, normaliseCouponCode, type LineRef, type Shopper } from "./cart.schema.ts";
import { couponDiscountCents, couponRefusal, refusalMessage, type Coupon, type CouponRefusal } from "./coupons.ts";
import * as promotionsRepo from "./promotions.repository.ts";
import { earnedGifts } from "./promotions.ts";

/** One line as the cart page shows it (an item of GET carts, plus cents, allergens and the line total). */
export interface CartItem {
  /** The line's id; `gift-<promotion id>` for a gift, which nobody can change. */
  id: number | string;
  line_item_id: number | string;
  product_id: number;
  slug: string;
  sku: string;
  /** In the request's language. */
  name: string;
  image_path: string | null;
  /** Dollars, from the catalogue (0 for a gift). */
  price: number;
  price_cents: number;
  quantity: number;
  line_total: number;
  line_total_cents: number;
  /** The variant's label in the request's language ("8 inch · Pandan"); null for a product without options. */
  variant: string | null;
  /** The variant chosen (a product without options has one, which the shopper never sees). */
  variant_id: number | null;
  /** The add-ons chosen, in the groups' order, in the request's language. */
  modifiers: CartLineModifier[];
  /** How much of the product's daily capacity one piece of this line uses (a 10-inch cake may count 2). */
  capacity_units: number;
  /** The hours' notice this line needs (its variant's, else its product's). */
  lead_time_hours: number;
  is_gift: boolean;
  note: string;
  /** What the note is: a cake's inscription, or a note for the kitchen. */
  note_kind: NoteKind;
  /** Big 9 allergens the product contains (shown again in the cart). */
  allergens: string[];
  /** For a gift: the promotion that gives it. */
  promotion_name: string | null;
  /** How many the shop makes a day (null: no limit): one order cannot have more for its day. */
  daily_capacity: number | null;
}

/** An add-on chosen for a line ("Extras: Fried egg × 1"). */
export interface CartLineModifier {
  group_id: number;
  /** The group's name in the request's language. */
  group: string;
  choice_id: number;
  label: string;
  quantity: number;
  price_delta: number;
  price_delta_cents: number;
}

/** The coupon on the cart; `applied` is false (and the discount 0) while a notice says why it gives nothing. */
export interface CartPromotion {
  code: string;
  name: string;
  type: CouponType;
  /** Percent off, or dollars off. */
  value: number;
  /** Cents off for a "fixed" coupon; null for a percentage. */
  value_cents: number | null;
  min_subtotal: number;
  min_subtotal_cents: number;
  discount: number;
  discount_cents: number;
  applied: boolean;
}

export type CartNoticeCode =
  | "product_unavailable"
  | "option_unavailable"
  | "coupon_withdrawn"
  | "coupon_expired"
  | "coupon_not_started"
  | "coupon_used_up"
  | "coupon_already_used"
  | "coupon_below_minimum";

/** A message key and its parameters: the edge (API, page) says it in the request's language. */
export interface CartText {
  key: ApiMessageKey;
  params?: Record<string, string | number>;
}

/** Something the cart changed or could not do by itself, told once in the answer that noticed it. */
export interface CartNotice {
  code: CartNoticeCode;
  text: CartText;
  product_id?: number;
  coupon_code?: string;
}

export interface CartView {
  /**
   * The visitor cart's token, for the client to keep and send back. Only the server makes tokens: one it
   * does not know is never taken over, and the first change opens a cart under a new one. "" while there is no
   * visitor cart (nothing added yet, or a signed-in customer's cart, which the session finds).
   */
  token: string;
  items: CartItem[];
  /** Gift lines (price 0), kept apart from `items`. */
  gifts: CartItem[];
  /** Pieces in `items` (gifts not counted): the header badge. */
  count: number;
  subtotal: number;
  subtotal_cents: number;
  discount: number;
  discount_cents: number;
  /** What the customer pays for the goods after the discount (before delivery and tax, which checkout adds). */
  total: number;
  total_cents: number;
  currency: "USD";
  promotion: CartPromotion | null;
  notices: CartNotice[];
}

export interface CartContext {
  db: Db;
  lang: Lang;
  /** Who asks: new visitor carts are limited per client address (CART_LIMIT_PER_HOUR). */
  client: { ip: string; cartsPerHour: number };
  /** The clock, for tests. */
  now?: () => Date;
}

export type CartFailure =
  | "lineNotFound"
  | "giftLine"
  | "productUnavailable"
  | "configurationRefused"
  | "cartFull"
  | "couponRefused"
  | "tooManyCarts"
  | "preorderRefused";

/** A change the customer asked for that cannot be made; the route turns it into a localised 4xx answer. */
export class CartError extends Error {
  constructor(
    readonly failure: CartFailure,
    readonly text: CartText,
    /** For "tooManyCarts": seconds until a new cart may be opened. */
    readonly retryAfterSeconds?: number,
    /** For "configurationRefused": what was wrong with the options and add-ons chosen, each with its field. */
    readonly problems: readonly ConfigurationProblem[] = [],
  ) {
    super(failure);
  }
}

function clock(ctx: CartContext): Date {
  return ctx.now?.() ?? new Date();
}

async function openCustomerCart(db: Db, customerId: number, at: string): Promise<repo.CartRow> {
  const found = await repo.findOpenCustomerCart(db, customerId);
  if (found) return found;
  await repo.insertCustomerCart(db, customerId, at);
  const opened = await repo.findOpenCustomerCart(db, customerId);
  if (!opened) throw new Error(`could not open a cart for customer ${customerId}`);
  return opened;
}

/**
 * Opens a visitor cart under a token the server makes, never one the request brought: a token chosen by the client
 * could be one an attacker planted in the victim's browser, or share with a cart they can watch.
 */
async function openVisitorCart(ctx: CartContext, now: Date): Promise<repo.CartRow> {
  const { db } = ctx;
  const at = now.toISOString();
  // A shopper opens one cart; a script opening thousands would fill the table. Counted before the insert, atomically.
  const limit = await hitLimit(db, `cart:open:${ctx.client.ip}`, { max: ctx.client.cartsPerHour, windowSeconds: 3600 }, now.getTime());
  if (!limit.allowed) throw new CartError("tooManyCarts", { key: "tooManyCarts" }, limit.retryAfter);
  // 24 characters of 62 are 142 random bits: a clash is not expected, the second token is a belt to those braces.
  for (const candidate of [newCartToken(), newCartToken()]) {
    await repo.insertVisitorCart(db, candidate, at);
    const opened = await repo.findOpenVisitorCart(db, candidate);
    if (opened) return opened;
  }
  throw new Error("could not open a visitor cart");
}

/**
 * The cart a request is about, if it has one. A signed-in customer's is the customer's open cart; a visitor cart
 * the same browser filled before signing in is merged into it first, in case the login did not do it.
 */
export async function findCart(db: Db, shopper: Shopper, now: Date): Promise<repo.CartRow | undefined> {
  if (shopper.customerId !== null) {
    if (shopper.token) await mergeVisitorCart(db, { customerId: shopper.customerId, cartToken: shopper.token, now });
    return repo.findOpenCustomerCart(db, shopper.customerId);
  }
  return shopper.token ? repo.findOpenVisitorCart(db, shopper.token) : undefined;
}

/** findCart's cart with its lines, as describing it needs them (one statement after the merge, if any). */
async function readCart(db: Db, shopper: Shopper, now: Date): Promise<repo.CartWithLines | undefined> {
  if (shopper.customerId !== null) {
    if (shopper.token) await mergeVisitorCart(db, { customerId: shopper.customerId, cartToken: shopper.token, now });
    return repo.findOpenCustomerCartWithLines(db, shopper.customerId);
  }
  return shopper.token ? repo.findOpenVisitorCartWithLines(db, shopper.token) : undefined;
}

async function findOrOpenCart(ctx: CartContext, shopper: Shopper, now: Date): Promise<repo.CartRow> {
  const found = await findCart(ctx.db, shopper, now);
  if (found) return found;
  return shopper.customerId !== null ? openCustomerCart(ctx.db, shopper.customerId, now.toISOString()) : openVisitorCart(ctx, now);
}

/** Runs a change in a transaction that holds the cart; undefined when the cart was closed (merged, ordered) meanwhile. */
async function inLockedCart<T>(db: Db, cart: repo.CartRow, at: string, change: (trx: Db) => Promise<T>): Promise<{ value: T } | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockOpenCart(trx, cart.id, at))) return undefined;
    return { value: await change(trx) };
  });
}

/**
 * Moves a visitor's cart (found by its token) into the customer's open cart: quantities of the same product and note
 * add up (at most 99), notes are kept, the customer's own coupon wins over the visitor's, and the visitor cart is
 * closed ("merged") and its token freed. True when something was merged; an unknown or malformed token does nothing.
 */
export async function mergeVisitorCart(
  db: Db,
  visit: { customerId: number; cartToken: string | null | undefined; now?: Date },
): Promise<boolean> {
  if (!isCartToken(visit.cartToken)) return false;
  const visitor = await repo.findOpenVisitorCart(db, visit.cartToken);
  if (!visitor) return false;
  const at = (visit.now ?? new Date()).toISOString();
  const target = await openCustomerCart(db, visit.customerId, at);
  return db.transaction().execute(async (trx) => {
    if (!(await repo.lockOpenCart(trx, target.id, at))) return false;
    // Closing claims the visitor cart: of two merges at once (a login and a page load), only one moves the lines.
    if (!(await repo.closeCart(trx, visitor.id, "merged", at))) return false;
    for (const line of await repo.findLines(trx, visitor.id)) {
      await repo.addToLine(
        trx,
        { cartId: target.id, productId: line.product_id, configKey: line.config_key, note: line.note, quantity: line.quantity },
        at,
      );
    }
    await repo.deleteAllLines(trx, visitor.id);
    if (visitor.coupon_code) await repo.setCouponCodeIfNone(trx, target.id, visitor.coupon_code, at);
    return true;
  });
}

async function explainRefusal(ctx: CartContext, code: string, refusal: CouponRefusal) {
  const timeZone = refusal.reason === "not_started" ? ((await getShopInfo(ctx.db, ctx.lang))?.time_zone ?? "UTC") : "UTC";
  return refusalMessage(code, refusal, ctx.lang, timeZone);
}

function promotionOf(coupon: Coupon, discountCents: number, applied: boolean): CartPromotion {
  return {
    code: coupon.code,
    name: coupon.name,
    type: coupon.type,
    value: coupon.type === "percentage" ? coupon.value : dollars(coupon.value),
    value_cents: coupon.type === "fixed" ? coupon.value : null,
    min_subtotal: dollars(coupon.min_subtotal_cents),
    min_subtotal_cents: coupon.min_subtotal_cents,
    discount: dollars(discountCents),
    discount_cents: discountCents,
    applied,
  };
}

/** The coupon's part of the answer: its summary and discount, or a notice when it gives nothing now. */
async function priceCoupon(ctx: CartContext, cart: repo.CartRow, shopper: Shopper, subtotalCents: number, now: Date) {
  const code = cart.coupon_code!;
  const found = await promotionsRepo.findCouponWithUses(ctx.db, code, ctx.lang, shopper.customerId);
  if (!found) {
    // Staff withdrew it: take it off, say so once.
    await repo.dropCouponCode(ctx.db, cart.id, code, now.toISOString());
    const notice: CartNotice = { code: "coupon_withdrawn", coupon_code: code, text: { key: "couponWithdrawn", params: { code } } };
    return { promotion: null, discountCents: 0, notice };
  }
  const { coupon, uses } = found;
  const refusal = couponRefusal(coupon, subtotalCents, uses, now);
  if (!refusal) {
    const discountCents = couponDiscountCents(coupon, subtotalCents);
    return { promotion: promotionOf(coupon, discountCents, true), discountCents, notice: undefined };
  }
  const notice: CartNotice = {
    code: `coupon_${refusal.reason}`,
    coupon_code: coupon.code,
    text: await explainRefusal(ctx, coupon.code, refusal),
  };
  return { promotion: promotionOf(coupon, 0, false), discountCents: 0, notice };
}

/** A line's variant and add-ons as the cart shows them, in `lang`. */
function configuredParts(
  config: ProductConfiguration | undefined,
  configured: Configured | undefined,
  lang: Lang,
): Pick<CartItem, "variant" | "variant_id" | "modifiers" | "capacity_units"> {
  if (!config || !configured) return { variant: null, variant_id: null, modifiers: [], capacity_units: 1 };
  const groups = new Map(config.modifier_groups.map((g) => [g.id, g]));
  return {
    variant: variantLabel(config, configured.variant, lang),
    variant_id: configured.variant.id,
    modifiers: configured.modifiers.map((m) => {
      const group = groups.get(m.group_id)!;
      return {
        group_id: group.id,
        group: group.name[lang],
        choice_id: m.choice_id,
        label: group.choices.find((c) => c.id === m.choice_id)!.label[lang],
        quantity: m.quantity,
        price_delta: dollars(m.price_delta_cents),
        price_delta_cents: m.price_delta_cents,
      };
    }),
    capacity_units: configured.capacity_units,
  };
}

function itemOf(
  product: CartProduct,
  line: { id: number | string; quantity: number; note: string; priceCents: number; promotionName: string | null },
  parts: Pick<CartItem, "variant" | "variant_id" | "modifiers" | "capacity_units"> & {
    lead_time_hours: number;
    allergens: readonly string[];
  },
): CartItem {
  return {
    id: line.id,
    line_item_id: line.id,
    product_id: product.id,
    slug: product.slug,
    sku: product.sku,
    name: product.name,
    image_path: product.image_path,
    price: dollars(line.priceCents),
    price_cents: line.priceCents,
    quantity: line.quantity,
    line_total: dollars(line.priceCents * line.quantity),
    line_total_cents: line.priceCents * line.quantity,
    variant: parts.variant,
    variant_id: parts.variant_id,
    modifiers: parts.modifiers,
    capacity_units: parts.capacity_units,
    lead_time_hours: parts.lead_time_hours,
    is_gift: line.promotionName !== null,
    note: line.note,
    note_kind: product.note_kind,
    allergens: [...parts.allergens].sort(),
    promotion_name: line.promotionName,
    daily_capacity: product.daily_capacity,
  };
}

/**
 * The whole cart as the client shows it, priced from the catalogue now. Lines whose product is no longer sold are
 * removed here, and the answer says so once; gifts are derived from the running promotions; the coupon is checked.
 */
async function describeCart(ctx: CartContext, shopper: Shopper, found: repo.CartWithLines | undefined, now: Date): Promise<CartView> {
  const { db, lang } = ctx;
  const cart = found?.cart;
  const lines = found?.lines ?? [];
  // An empty cart shows no products and earns no gift: nothing more to read.
  const [promotions, products, configs] =
    found && lines.length
      ? await Promise.all([
          promotionsRepo.findActiveGiftPromotions(db, lang),
          cartProducts(db, lang, found.contentVersion),
          configurationsAt(db, now, found.contentVersion),
        ])
      : [[], new Map<number, CartProduct>(), new Map<number, ProductConfiguration>()];
  const sellable = (productId: number) => {
    const product = products.get(productId);
    return product?.status === "published" ? product : undefined;
  };
  // Each line's configuration as the product is now: a variant or a choice no longer offered, or out today, ends it.
  const configuredOf = new Map<number, Configured>();
  for (const line of lines) {
    const config = configs.get(line.product_id);
    const result = config ? configure(config, chosenOfKey(line.config_key) ?? {}) : undefined;
    if (result?.ok) configuredOf.set(line.id, result.value);
  }

  const notices: CartNotice[] = [];
  const unconfigured = lines.filter((line) => sellable(line.product_id) && !configuredOf.has(line.id));
  const gone = lines.filter((line) => !sellable(line.product_id));
  if (cart && unconfigured.length) {
    await repo.deleteLines(
      db,
      cart.id,
      unconfigured.map((line) => line.id),
    );
    for (const productId of new Set(unconfigured.map((line) => line.product_id))) {
      const name = products.get(productId)?.name ?? "";
      notices.push({ code: "option_unavailable", product_id: productId, text: { key: "cartOptionUnavailable", params: { name } } });
    }
  }
  if (cart && gone.length) {
    await repo.deleteLines(
      db,
      cart.id,
      gone.map((line) => line.id),
    );
    for (const productId of new Set(gone.map((line) => line.product_id))) {
      const name = products.get(productId)?.name ?? "";
      notices.push({ code: "product_unavailable", product_id: productId, text: { key: "cartProductUnavailable", params: { name } } });
    }
  }

  const items = lines.flatMap((line) => {
    const card = sellable(line.product_id);
    const configured = configuredOf.get(line.id);
    if (!card || !configured) return [];
    const parts = {
      ...configuredParts(configs.get(line.product_id), configured, lang),
      lead_time_hours: configured.lead_time_hours,
      allergens: configured.allergens,
    };
    return [itemOf(card, { ...line, priceCents: configured.unit_price_cents, promotionName: null }, parts)];
  });
  const subtotalCents = items.reduce((sum, item) => sum + item.line_total_cents, 0);
  const gifts = earnedGifts(
    promotions.filter((p) => sellable(p.gift_product_id)),
    subtotalCents,
    items.length > 0,
    now,
  ).map((p) => {
    const config = configs.get(p.gift_product_id);
    // A gift is its product's first variant on sale, with no add-ons.
    const variant = config?.variants.find((v) => v.active);
    const parts = {
      ...configuredParts(
        config,
        variant
          ? {
              variant,
              modifiers: [],
              unit_price_cents: 0,
              capacity_units: variant.capacity_units,
              lead_time_hours: 0,
              allergens: [],
              key: "",
            }
          : undefined,
        lang,
      ),
      lead_time_hours: variant?.lead_time_hours ?? config?.lead_time_hours ?? 0,
      allergens: config?.allergens ?? sellable(p.gift_product_id)!.allergens,
    };
    return itemOf(
      sellable(p.gift_product_id)!,
      { id: giftLineId(p.id), quantity: p.gift_quantity, note: "", priceCents: 0, promotionName: p.name },
      parts,
    );
  });

  const coupon = cart?.coupon_code ? await priceCoupon(ctx, cart, shopper, subtotalCents, now) : undefined;
  if (coupon?.notice) notices.push(coupon.notice);
  const discountCents = coupon?.discountCents ?? 0;
  const totalCents = subtotalCents - discountCents;

  return {
    token: cart?.token ?? "",
    items,
    gifts,
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: dollars(subtotalCents),
    subtotal_cents: subtotalCents,
    discount: dollars(discountCents),
    discount_cents: discountCents,
    total: dollars(totalCents),
    total_cents: totalCents,
    currency: "USD",
    promotion: coupon?.promotion ?? null,
    notices,
  };
}

/** The cart as it is after a change (re-read: the change may have altered its coupon). */
async function describeChanged(ctx: CartContext, shopper: Shopper, cart: repo.CartRow, now: Date): Promise<CartView> {
  const current = (await repo.findOpenCartWithLines(ctx.db, cart.id)) ?? (await readCart(ctx.db, shopper, now));
  return describeCart(ctx, shopper, current, now);
}

/** The cart of a customer or of a cart token; an empty one (token "") when there is none yet. */
export async function getCart(ctx: CartContext, shopper: Shopper): Promise<CartView> {
  const now = clock(ctx);
  return describeCart(ctx, shopper, await readCart(ctx.db, shopper, now), now);
}

/**
 * Adds a published product: the same product with the same note grows its line (at most 99), another note starts
 * a line of its own. Opens the cart on the first add, under a new token (see `CartView.token`).
 */
export async function addToCart(
  ctx: CartContext,
  shopper: Shopper,
  input: { productId: number; quantity: number; note: string } & Chosen,
): Promise<CartView> {
  const { db } = ctx;
  const now = clock(ctx);
  const at = now.toISOString();
  if (!(await repo.findSellableProduct(db, input.productId))) throw new CartError("productUnavailable", { key: "productNotFound" });
  // The server checks and prices what was chosen: a variant of the product, its add-ons within their groups' limits.
  const config = (await configurationsAt(db, now)).get(input.productId);
  const configured = config ? configure(config, { variant_id: input.variant_id, modifiers: input.modifiers }) : undefined;
  if (!configured?.ok) {
    throw new CartError("configurationRefused", { key: "validationFailed" }, undefined, configured?.problems ?? []);
  }
  const line = { productId: input.productId, configKey: configured.value.key, note: input.note, quantity: input.quantity };
  // A second round only when a login closed the visitor cart between finding and changing it.
  for (let round = 0; round < 3; round++) {
    const cart = await findOrOpenCart(ctx, shopper, now);
    const done = await inLockedCart(db, cart, at, async (trx) => {
      // A campaign's product: only in its window, one campaign a cart, at most its limit per customer.
      const preorder = await preorderRefusal(
        trx,
        { productId: line.productId, quantity: line.quantity, lang: ctx.lang, timeZone: () => shopTimeZone(trx), now },
        await repo.findLines(trx, cart.id),
      );
      if (preorder) throw new CartError("preorderRefused", preorder);
      const isNewLine = !(await repo.hasLine(trx, cart.id, line.productId, line.configKey, line.note));
      if (isNewLine && (await repo.countLines(trx, cart.id)) >= MAX_LINES) {
        throw new CartError("cartFull", { key: "cartFull", params: { max: MAX_LINES } });
      }
      await repo.addToLine(trx, { cartId: cart.id, ...line }, at);
    });
    if (done) return describeChanged(ctx, shopper, cart, now);
  }
  throw new Error("the cart was closed three times while adding to it");
}

/** Sets a line's quantity (0 removes it; the caller has clamped it to 0–99). Gifts cannot be changed. */
export async function setLineQuantity(ctx: CartContext, shopper: Shopper, ref: LineRef, quantity: number): Promise<CartView> {
  if (ref.kind === "gift") throw new CartError("giftLine", { key: "cartGiftLocked" });
  const now = clock(ctx);
  const at = now.toISOString();
  const cart = ref.kind === "line" ? await findCart(ctx.db, shopper, now) : undefined;
  if (!cart || ref.kind !== "line") throw new CartError("lineNotFound", { key: "cartLineNotFound" });
  const done = await inLockedCart(ctx.db, cart, at, async (trx) =>
    quantity === 0 ? (await repo.deleteLines(trx, cart.id, [ref.id])) === 1 : repo.setLineQuantity(trx, cart.id, ref.id, quantity, at),
  );
  if (!done?.value) throw new CartError("lineNotFound", { key: "cartLineNotFound" });
  return describeChanged(ctx, shopper, cart, now);
}

export function removeLine(ctx: CartContext, shopper: Shopper, ref: LineRef): Promise<CartView> {
  return setLineQuantity(ctx, shopper, ref, 0);
}

/** Empties the cart: every line and the coupon (clearing resets totals and promotion). */
export async function clearCart(ctx: CartContext, shopper: Shopper): Promise<CartView> {
  const now = clock(ctx);
  const at = now.toISOString();
  const cart = await findCart(ctx.db, shopper, now);
  if (!cart) return describeCart(ctx, shopper, undefined, now);
  await inLockedCart(ctx.db, cart, at, async (trx) => {
    await repo.deleteAllLines(trx, cart.id);
    await repo.setCouponCode(trx, cart.id, null, at);
  });
  return describeChanged(ctx, shopper, cart, now);
}

/**
 * Puts a coupon on the cart after checking it against the cart as it is now: unknown, expired, not started yet,
 * used up, already used by this customer, or below its minimum subtotal is refused with the reason. A later change
 * that breaks a rule keeps the coupon on the cart without a discount, and the cart's notices say why.
 */
export async function applyCoupon(ctx: CartContext, shopper: Shopper, typed: string): Promise<CartView> {
  const now = clock(ctx);
  const at = now.toISOString();
  const coupon = await promotionsRepo.findCoupon(ctx.db, normaliseCouponCode(typed), ctx.lang);
  if (!coupon) throw new CartError("couponRefused", { key: "couponUnknown" });
  const found = await readCart(ctx.db, shopper, now);
  const cart = found?.cart;
  const { subtotal_cents } = await describeCart(ctx, shopper, found, now);
  const uses = await promotionsRepo.countRedemptions(ctx.db, coupon.id, shopper.customerId);
  const refusal = couponRefusal(coupon, subtotal_cents, uses, now);
  if (refusal) throw new CartError("couponRefused", await explainRefusal(ctx, coupon.code, refusal));
  for (let round = 0; round < 3; round++) {
    const target = round === 0 && cart ? cart : await findOrOpenCart(ctx, shopper, now);
    const done = await inLockedCart(ctx.db, target, at, (trx) => repo.setCouponCode(trx, target.id, coupon.code, at));
    if (done) return describeChanged(ctx, shopper, target, now);
  }
  throw new Error("the cart was closed three times while applying a coupon");
}

export async function removeCoupon(ctx: CartContext, shopper: Shopper): Promise<CartView> {
  const now = clock(ctx);
  const at = now.toISOString();
  const found = await readCart(ctx.db, shopper, now);
  const cart = found?.cart;
  if (!cart?.coupon_code) return describeCart(ctx, shopper, found, now);
  await inLockedCart(ctx.db, cart, at, (trx) => repo.setCouponCode(trx, cart.id, null, at));
  return describeChanged(ctx, shopper, cart, now);
}
