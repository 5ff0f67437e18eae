import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../index.ts";
import { taxCents } from "../../domain/checkout/tax.ts";
import { awardPointsForCompletedOrder } from "../../domain/loyalty/loyalty.service.ts";
import { deliveryQuote } from "../../domain/checkout/delivery.ts";
import { newOrderCode } from "../../domain/checkout/order-code.ts";
import { couponDiscountCents } from "../../domain/cart/coupons.ts";
import { noteKindOf } from "../../domain/catalog/note-kind.ts";
import { configure, defaultModifiers, variantLabel, type ProductConfiguration } from "../../domain/catalog/configuration.shared.ts";
import { loadConfigurations } from "../../domain/catalog/configurations.ts";
import { deliveryZonesOf, FULFILMENT_SETTINGS_KEY, slotRulesOf, type FulfilmentSettings } from "../../domain/fulfilment/settings.ts";
import { addDays, instantAt, localDateAt, minutesOf, timeOf, weekdayOf, type LocalDate } from "../../domain/fulfilment/shop-time.ts";
import { openSlots } from "../../domain/fulfilment/slots.ts";
import * as capacityRepo from "../../domain/fulfilment/capacity.repository.ts";
import { normaliseEmail, normalisePhone } from "../../domain/accounts/identifier.ts";
import type { OrderStatus } from "../schema/orders.ts";
import type { SeedAddress, SeedOrderBase, SeedShop } from "./types.ts";
import { DEMO_CUSTOMER, DEMO_STAFF_ACTOR, demoOrders } from "./data/demo-customer.ts";
import { upcomingOrders } from "./data/upcoming-orders.ts";
import { SEED_ATTRIBUTIONS } from "./data/attributions.ts";

// The demo customer and its past orders, and the orders of the coming days (guests' and the demo customer's), each
// written as checkout would have written it (writeOrder): lines copied from the seeded products in the order's
// language, the gift its subtotal earned, the coupon's discount, the delivery fee of its ZIP's zone, tax on
// (subtotal − discount + fee) rounded half up, the capacity its slot and products hold, and its history.

/** The sales-tax rate of the demo orders (8.25 %, Houston's), in basis points. */
export const DEMO_TAX_RATE_BP = 825;

const MINUTE_MS = 60_000;

/** The fulfilment settings, and the closed days of the capacity calendar with their reasons in both languages. */
export async function seedFulfilmentSettings(
  db: Db,
  settings: FulfilmentSettings,
  closed: readonly ClosedDay[],
  now: string,
): Promise<void> {
  await db
    .insertInto("shop_settings")
    .values({ key: FULFILMENT_SETTINGS_KEY, value_json: JSON.stringify(settings), updated_at: now })
    .execute();
  if (closed.length) {
    await db
      .insertInto("calendar_days")
      .values(
        closed.map((d) => ({
          date: d.date,
          closed: 1,
          reason_en: d.reason.en,
          reason_vi: d.reason.vi,
          slot_minutes: null,
          orders_per_slot: null,
          updated_at: now,
        })),
      )
      .execute();
  }
}

export interface ClosedDay {
  date: LocalDate;
  reason: { en: string; vi: string };
}

/** The nearest day the shop is open, from `date` towards the past (step −1) or the future (step 1). */
function openDay(date: LocalDate, step: 1 | -1, shop: SeedShop, closed: ReadonlySet<LocalDate>): LocalDate {
  let day = date;
  for (let i = 0; i < 30; i++, day = addDays(day, step)) {
    const open = shop.opening_hours.some((w) => w.day === weekdayOf(day)) && !closed.has(day);
    if (open) return day;
  }
  throw new Error(`seed: no open day near ${date}`);
}

/** The slot `index` of the day's first opening window, on the shop's clock. */
function slotOf(date: LocalDate, index: number, shop: SeedShop, settings: FulfilmentSettings) {
  const window = shop.opening_hours.filter((w) => w.day === weekdayOf(date)).sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens))[0]!;
  const from = minutesOf(window.opens) + index * settings.slot_minutes;
  if (from + settings.slot_minutes > minutesOf(window.closes)) throw new Error(`seed: slot ${index} does not fit the window of ${date}`);
  const start = timeOf(from);
  return { date, start, end: timeOf(from + settings.slot_minutes), startsAt: instantAt(date, start, shop.time_zone) };
}

interface Product {
  id: number;
  slug: string;
  sku: string;
  price_cents: number;
  lead_time_hours: number;
  daily_capacity: number | null;
  category: string;
  names: Map<string, string>;
  allergens: string[];
  /** Its options and add-ons, for a line that names its own. */
  config?: ProductConfiguration;
  /** Its one variant when it has no options (the shopper never sees it). */
  defaultVariantId: number | null;
  /**
   * For a product chosen by options or with a group that must be answered: what an order of it bought (its first
   * variant on sale and the groups' defaults), as checkout copies it. Undefined for a plain product.
   */
  configured?: null | {
    variant_id: number;
    sku: string;
    price_cents: number;
    capacity_units: number;
    variant_label_en: string | null;
    variant_label_vi: string | null;
    modifiers_json: string;
    allergens: string[];
  };
}

/** The add-ons a seeded line names (see SeedOrderLine.choices), each group not named keeping its defaults. */
function chosenModifiers(config: ProductConfiguration, slug: string, choices: Record<string, string[]>) {
  const kept = config.modifier_groups.filter((g) => !(g.name.en in choices));
  const modifiers = defaultModifiers({ modifier_groups: kept });
  for (const [groupName, labels] of Object.entries(choices)) {
    const group = config.modifier_groups.find((g) => g.name.en === groupName);
    if (!group) throw new Error(`seed: ${slug} offers no add-on group ${groupName}`);
    for (const label of labels) {
      const choice = group.choices.find((c) => c.label.en === label);
      if (!choice) throw new Error(`seed: ${slug}'s ${groupName} has no choice ${label}`);
      modifiers.push({ choice_id: choice.id, quantity: 1 });
    }
  }
  return modifiers;
}

/**
 * What an order of a configured product bought: its first variant on sale and the defaults of its groups, or the
 * add-ons the line names. Undefined for a plain product with nothing chosen; null when it cannot be bought as is.
 */
function configuredOrder(
  config: ProductConfiguration | undefined,
  slug: string,
  choices?: Record<string, string[]>,
): Product["configured"] | null {
  if (!config) return undefined;
  if (!choices && config.options.length === 0 && !config.modifier_groups.some((g) => g.min > 0)) return undefined;
  const variant = config.variants.find((v) => v.active);
  const wanted = choices ? chosenModifiers(config, slug, choices) : defaultModifiers(config);
  const done = variant ? configure(config, { variant_id: variant.id, modifiers: wanted }) : undefined;
  if (choices && done && !done.ok) throw new Error(`seed: ${slug} refuses ${JSON.stringify(choices)}: ${JSON.stringify(done.problems)}`);
  // A box must be filled by hand: no order of the seed's may name it (writeOrder refuses).
  if (!done?.ok) return null;
  const { value } = done;
  const groups = new Map(config.modifier_groups.map((g) => [g.id, g]));
  const modifiers = value.modifiers.map((m) => {
    const group = groups.get(m.group_id)!;
    const choice = group.choices.find((c) => c.id === m.choice_id)!;
    return {
      group_id: group.id,
      group_en: group.name.en,
      group_vi: group.name.vi,
      choice_id: choice.id,
      label_en: choice.label.en,
      label_vi: choice.label.vi,
      quantity: m.quantity,
      price_delta_cents: m.price_delta_cents,
    };
  });
  return {
    variant_id: value.variant.id,
    sku: config.options.length ? value.variant.sku : "",
    price_cents: value.unit_price_cents,
    capacity_units: value.capacity_units,
    variant_label_en: variantLabel(config, value.variant, "en"),
    variant_label_vi: variantLabel(config, value.variant, "vi"),
    modifiers_json: JSON.stringify(modifiers),
    allergens: [...value.allergens].sort(),
  };
}

async function productsBySlug(db: Db): Promise<Map<string, Product>> {
  const rows = await db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .select(["p.id", "p.slug", "p.sku", "p.price_cents", "p.lead_time_hours", "p.daily_capacity", "c.slug as category"])
    .execute();
  const names = await db.selectFrom("product_translations").select(["product_id", "locale", "name"]).execute();
  const allergens = await db.selectFrom("product_allergens").select(["product_id", "allergen"]).execute();
  // Out-today marks are the seed's own date: a date long past reads every choice as on sale.
  const configs = await loadConfigurations(db, "2000-01-01");
  return new Map(
    rows.map((row) => [
      row.slug,
      {
        ...row,
        config: configs.get(row.id),
        configured: configuredOrder(configs.get(row.id), row.slug),
        defaultVariantId: configs.get(row.id)?.options.length === 0 ? (configs.get(row.id)?.variants[0]?.id ?? null) : null,
        names: new Map(names.filter((n) => n.product_id === row.id).map((n) => [n.locale, n.name])),
        allergens: allergens
          .filter((a) => a.product_id === row.id)
          .map((a) => a.allergen)
          .sort(), // as the catalog lists them
      },
    ]),
  );
}

/** An order's buyer: the demo customer's account, or a guest's details alone (no customer). */
interface Buyer {
  customerId: number | null;
  name: string;
  email: string;
  phone: string;
  address: SeedAddress;
}

/** An order spec with its buyer and its times worked out: what `writeOrder` writes. */
interface OrderPlan {
  spec: SeedOrderBase;
  buyer: Buyer;
  slot: { date: LocalDate; start: string; end: string; startsAt: Date };
  placedAt: string;
  moves: { status: Exclude<OrderStatus, "unfinished">; at: string; note: string }[];
}

/** What every order is worked out from: the seeded catalog and its gift promotion, the settings and the shop. */
interface OrderBook {
  db: Db;
  shop: SeedShop;
  settings: FulfilmentSettings;
  products: Map<string, Product>;
  gift: { promotionId: number; minSubtotalCents: number; quantity: number; product: Product; names: Map<string, string> } | null;
}

async function orderBook(db: Db, shop: SeedShop, settings: FulfilmentSettings): Promise<OrderBook> {
  const products = await productsBySlug(db);
  const promotion = await db
    .selectFrom("promotions")
    .select(["id", "min_subtotal_cents", "gift_product_id", "gift_quantity"])
    .where("kind", "=", "gift")
    .where("is_active", "=", 1)
    .orderBy("id")
    .executeTakeFirst();
  const product = promotion?.gift_product_id ? [...products.values()].find((p) => p.id === promotion.gift_product_id) : undefined;
  if (!promotion || !product) return { db, shop, settings, products, gift: null };
  const names = new Map(
    (await db.selectFrom("promotion_translations").select(["locale", "name"]).where("promotion_id", "=", promotion.id).execute()).map(
      (t) => [t.locale, t.name],
    ),
  );
  return {
    db,
    shop,
    settings,
    products,
    gift: { promotionId: promotion.id, minSubtotalCents: promotion.min_subtotal_cents, quantity: promotion.gift_quantity, product, names },
  };
}

/**
 * The demo customer with its past orders, and the orders of the next days (guests' and two of the demo customer's),
 * all dated from `now` (the seed's clock): today's board and the production report have a bakery's day to show.
 */
export async function seedDemoOrders(
  db: Db,
  shop: SeedShop,
  settings: FulfilmentSettings,
  closed: readonly ClosedDay[],
  now: number,
): Promise<void> {
  const lastId = await db
    .selectFrom("orders")
    .select((eb) => eb.fn.max("id").as("id"))
    .executeTakeFirst();
  const customerId = await insertDemoCustomer(db, now);
  const demo: Buyer = {
    customerId,
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    address: DEMO_CUSTOMER.address,
  };
  const book = await orderBook(db, shop, settings);

  const closedDates = new Set(closed.map((d) => d.date));
  const today = localDateAt(new Date(now), shop.time_zone);
  // Nothing the seed writes happens after its own clock.
  const notAfterNow = (ms: number) => new Date(Math.min(ms, now - MINUTE_MS)).toISOString();
  for (const spec of demoOrders) {
    // A past order's day goes back to an open day, a coming one forward: a past slot never lands after today.
    const day = openDay(addDays(today, -spec.slot_days_ago), spec.slot_days_ago > 0 ? -1 : 1, shop, closedDates);
    const slot = slotOf(day, spec.slot_index, shop, settings);
    const slotMs = slot.startsAt.getTime();
    await writeOrder(book, {
      spec,
      buyer: demo,
      slot,
      placedAt: notAfterNow(slotMs - spec.placed_hours_before_slot * 60 * MINUTE_MS),
      moves: spec.moves.map((move) => ({
        status: move.status,
        at: notAfterNow(slotMs + move.minutes_after_slot * MINUTE_MS),
        note: move.note ?? "",
      })),
    });
  }

  // The days ahead as checkout offers them at `now` (open days, slots not yet started), the first three.
  const rules = slotRulesOf(
    settings,
    shop,
    closed.map((d) => ({ date: d.date, closed: true, slot_minutes: null, orders_per_slot: null })),
  );
  const days = openSlots(rules, { now: new Date(now), leadTimeHours: 0 }).slice(0, 3);
  for (const spec of upcomingOrders) {
    const slots = days[spec.day]?.slots;
    if (!slots?.length) throw new Error(`seed: no open day ${spec.day} ahead of ${today}`);
    const slot = slots[Math.min(spec.slot_index, slots.length - 1)]!;
    const ago = (minutes: number) => new Date(now - minutes * MINUTE_MS).toISOString();
    const placedAt = ago(spec.placed_hours_ago * 60);
    const moves = spec.moves.map((move) => ({ status: move.status, at: ago(move.minutes_ago), note: move.note ?? "" }));
    if (moves.some((move) => move.at <= placedAt)) throw new Error(`seed: an upcoming order moves before it is placed`);
    const buyer: Buyer =
      spec.buyer === "demo"
        ? demo
        : {
            customerId: null,
            name: spec.buyer.name,
            email: normaliseEmail(spec.buyer.email),
            phone: normalisePhone(spec.buyer.phone),
            address: spec.buyer.address,
          };
    await writeOrder(book, {
      spec,
      buyer,
      slot: { date: slot.date, start: slot.start, end: slot.end, startsAt: new Date(slot.starts_at) },
      placedAt,
      moves,
    });
  }
  await seedAttributions(db, Number(lastId?.id ?? 0));
}

async function insertDemoCustomer(db: Db, now: number): Promise<number> {
  const created = new Date(now - 90 * 24 * 60 * MINUTE_MS).toISOString();
  const { id } = await db
    .insertInto("customers")
    .values({
      name: DEMO_CUSTOMER.name,
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      password_hash: DEMO_CUSTOMER.password_hash,
      legacy: 0,
      points: 0,
      membership_level: "member",
      birthday: DEMO_CUSTOMER.birthday,
      status: "active",
      locale: DEMO_CUSTOMER.locale,
      avatar_path: null,
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Writes one order as checkout would have, and the staff's moves after it: its lines copied from the products in the
 * order's language, the gift its subtotal earns, the coupon's discount, the delivery fee of its ZIP's zone, tax on
 * (subtotal − discount + fee), the payment, the capacity it holds unless canceled, its history, and for an account
 * its notices (and the points of a completed order).
 */
/** Where each seeded order first came from (data/attributions.ts), in the order they were written. */
async function seedAttributions(db: Db, fromId: number): Promise<void> {
  const ids = (await db.selectFrom("orders").select("id").where("id", ">", fromId).orderBy("id").execute()).map((o) => Number(o.id));
  const rows = ids.flatMap((orderId, i) => {
    const attribution = SEED_ATTRIBUTIONS[i % SEED_ATTRIBUTIONS.length];
    return attribution ? [{ order_id: orderId, ...attribution }] : [];
  });
  if (rows.length) await db.insertInto("order_attributions").values(rows).execute();
}

async function writeOrder(book: OrderBook, plan: OrderPlan): Promise<void> {
  const { db, shop, settings, gift } = book;
  const { spec, buyer, slot, placedAt } = plan;
  const lines = spec.lines.map((line) => {
    const product = book.products.get(line.slug);
    if (!product) throw new Error(`seed: an order names unknown product ${line.slug}`);
    if (product.configured === null) throw new Error(`seed: an order names ${line.slug}, which has no default configuration`);
    if (slot.startsAt.getTime() - Date.parse(placedAt) < product.lead_time_hours * 60 * MINUTE_MS)
      throw new Error(`seed: ${line.slug} needs ${product.lead_time_hours} h`);
    const chosen = line.choices ? { ...product, configured: configuredOrder(product.config, line.slug, line.choices) } : product;
    return { product: chosen, quantity: line.quantity, note: line.note ?? "", isGift: false };
  });
  const priceOf = (product: Product) => product.configured?.price_cents ?? product.price_cents;
  const subtotal = lines.reduce((sum, line) => sum + priceOf(line.product) * line.quantity, 0);
  if (gift && subtotal >= gift.minSubtotalCents) lines.push({ product: gift.product, quantity: gift.quantity, note: "", isGift: true });

  const coupon = spec.coupon
    ? await db.selectFrom("coupons").select(["id", "type", "value"]).where("code", "=", spec.coupon).executeTakeFirstOrThrow()
    : undefined;
  const discount = coupon ? couponDiscountCents(coupon, subtotal) : 0;
  const address = spec.address ?? buyer.address;
  let fee = 0;
  let zone: string | null = null;
  if (spec.fulfilment === "delivery") {
    const quote = deliveryQuote(deliveryZonesOf(settings), address.zip, subtotal - discount);
    if (!quote.ok) throw new Error(`seed: no delivery zone for ${address.zip}`);
    fee = quote.feeCents;
    zone = quote.zone;
  }
  const tax = taxCents(subtotal - discount + fee, DEMO_TAX_RATE_BP);
  const total = subtotal - discount + fee + tax;
  const lastMove = plan.moves.at(-1);
  const updatedAt = lastMove?.at ?? placedAt;
  const card = spec.payment.option === "card" ? spec.payment : null;
  const canceled = spec.status === "canceled";
  if ((lastMove?.status ?? "unfinished") !== spec.status) throw new Error(`seed: an order's last move is not its status ${spec.status}`);

  const code = newOrderCode();
  const { id: orderId } = await db
    .insertInto("orders")
    .values({
      // Random like every order's: a code is what a guest's link names, so none is published with the repository.
      code,
      customer_id: buyer.customerId,
      cart_id: null,
      status: spec.status,
      locale: spec.locale,
      email: buyer.email,
      phone: buyer.phone,
      full_name: buyer.name,
      ...address,
      fulfilment: spec.fulfilment,
      delivery_zone: zone,
      slot_date: slot.date,
      slot_start: slot.start,
      slot_end: slot.end,
      slot_starts_at: slot.startsAt.toISOString(),
      time_zone: shop.time_zone,
      payment_option: spec.payment.option,
      payment_status: card ? (canceled ? "voided" : "paid") : "unpaid",
      subtotal_cents: subtotal,
      discount_cents: discount,
      fee_cents: fee,
      tax_rate_bp: DEMO_TAX_RATE_BP,
      tax_cents: tax,
      total_cents: total,
      coupon_code: spec.coupon ?? null,
      notes: spec.notes,
      // The key itself is thrown away: an account reaches its orders through itself, and a guest's link is not needed.
      access_hash: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("hex"),
      created_at: placedAt,
      updated_at: updatedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  await db
    .insertInto("order_lines")
    .values(
      lines.map((line, position) => ({
        order_id: orderId,
        product_id: line.product.id,
        slug: line.product.slug,
        sku: line.product.configured?.sku || line.product.sku,
        name: line.product.names.get(spec.locale) ?? line.product.slug,
        name_en: line.product.names.get("en") ?? line.product.slug,
        name_vi: line.product.names.get("vi") ?? line.product.slug,
        price_cents: line.isGift ? 0 : priceOf(line.product),
        quantity: line.quantity,
        note: line.note,
        note_kind: noteKindOf(line.product.category),
        allergens_json: JSON.stringify(line.product.configured?.allergens ?? line.product.allergens),
        variant_id: line.product.configured?.variant_id ?? line.product.defaultVariantId,
        variant_label_en: line.product.configured?.variant_label_en ?? null,
        variant_label_vi: line.product.configured?.variant_label_vi ?? null,
        modifiers_json: line.product.configured?.modifiers_json ?? "[]",
        capacity_units: line.product.configured?.capacity_units ?? 1,
        is_gift: line.isGift ? 1 : 0,
        promotion_name: line.isGift ? (gift?.names.get(spec.locale) ?? null) : null,
        promotion_name_en: line.isGift ? (gift?.names.get("en") ?? null) : null,
        promotion_name_vi: line.isGift ? (gift?.names.get("vi") ?? gift?.names.get("en") ?? null) : null,
        promotion_id: line.isGift ? (gift?.promotionId ?? null) : null,
        position,
      })),
    )
    .execute();

  await db
    .insertInto("order_status_history")
    .values([
      { order_id: orderId, status: "unfinished", actor: "customer", note: "", created_at: placedAt },
      ...plan.moves.map((move) => ({
        order_id: orderId,
        status: move.status,
        actor: DEMO_STAFF_ACTOR,
        note: move.note,
        created_at: move.at,
      })),
    ])
    .execute();

  if (buyer.customerId !== null) {
    // The customer's notices of it, as checkout and the staff's moves write them: the latest move of each order is
    // still unread, so the demo account shows some.
    const customerId = buyer.customerId;
    await db
      .insertInto("notices")
      .values([
        {
          customer_id: customerId,
          kind: "order_placed" as const,
          order_id: orderId,
          params_json: JSON.stringify({ code }),
          read_at: plan.moves.length ? placedAt : null,
          created_at: placedAt,
        },
        ...plan.moves.map((move, i) => ({
          customer_id: customerId,
          kind: "order_status" as const,
          order_id: orderId,
          params_json: JSON.stringify({ code, status: move.status }),
          read_at: i < plan.moves.length - 1 ? move.at : null,
          created_at: move.at,
        })),
      ])
      .execute();
    // A completed order has earned its points, as the staff's move to Completed gives them (loyalty.service.ts).
    if (lastMove?.status === "completed") await awardPointsForCompletedOrder(db, orderId, { pointsPerDollar: 1, now: new Date(updatedAt) });
  }

  if (card) {
    await db
      .insertInto("payments")
      .values({
        order_id: orderId,
        provider: "authorize_net",
        transaction_id: card.transaction_id,
        amount_cents: total,
        status: canceled ? "voided" : "captured",
        account_number: card.account_number,
        account_type: card.account_type,
        created_at: placedAt,
      })
      .execute();
  }

  if (coupon) {
    const keys = { email_key: normaliseEmail(buyer.email) || null, phone_key: normalisePhone(buyer.phone) || null };
    await db
      .insertInto("coupon_redemptions")
      .values({
        coupon_id: coupon.id,
        customer_id: buyer.customerId,
        order_id: orderId,
        ...keys,
        discount_cents: discount,
        created_at: placedAt,
      })
      .execute();
  }

  // What an order holds until it is canceled, taken as checkout takes it (capacity.repository.ts): a place in
  // its slot, and the pieces of every product, gifts included, by fulfilment date: counted against the product's daily
  // capacity when it has one, only counted when it has none. The seed never overbooks: a full slot or product throws.
  if (!canceled) {
    if (!(await capacityRepo.reserveSlot(db, slot.date, slot.start, settings.orders_per_slot))) {
      throw new Error(`seed: slot ${slot.date} ${slot.start} is full`);
    }
    const pieces = new Map<Product, number>();
    for (const line of lines) {
      const units = line.quantity * (line.product.configured?.capacity_units ?? 1);
      pieces.set(line.product, (pieces.get(line.product) ?? 0) + units);
    }
    for (const [product, quantity] of pieces) {
      if (!(await capacityRepo.reserveStock(db, product.id, slot.date, quantity, product.daily_capacity))) {
        throw new Error(`seed: ${product.slug} sold out on ${slot.date}`);
      }
    }
  }
}
