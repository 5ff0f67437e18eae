import { randomBytes, randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { cakeWord, customCakeWordsEn, customCakeWordsVi } from "./custom-cake-words.shared.ts";
import type { Db } from "../../db/index.ts";
import type { OrderLinesTable, OrdersTable } from "../../db/schema/orders.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ChargeResult } from "../../payments/authorize-net.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { chargeRefusal } from "../checkout/checkout-error.ts";
import { rulesFor, shopOf } from "../checkout/checkout-basis.ts";
import * as idempotencyRepo from "../checkout/idempotency.repository.ts";
import { newOrderCode } from "../checkout/order-code.ts";
import { calendarDays } from "../fulfilment/calendar.repository.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { loadFulfilmentSettings } from "../fulfilment/settings.ts";
import { addDays, instantAt, localDateAt, weekdayOf, type LocalDate } from "../fulfilment/shop-time.ts";
import { hitLimit, type Limit } from "../limits/rate-limit.ts";
import { UploadBusy } from "../media/media.service.ts";
import type { OrderView } from "../orders/order-view.ts";
import { queueOrderEmails } from "../orders/order-outbox.ts";
import * as ordersRepo from "../orders/orders.repository.ts";
import { accessHashOf, orderViewById } from "../orders/orders.service.ts";
import { recordAudit } from "../staff/audit.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { PhotoRefused, removeCakePhotos, storeCakePhotos, type StoredPhoto } from "./cake-photos.ts";
import {
  CUSTOM_CAKE_LEAD_DAYS,
  CUSTOM_CAKE_MAX_DAYS_AHEAD,
  CUSTOM_CAKE_PRODUCT_SLUG,
  MAX_PHOTOS,
  suggestedSize,
} from "./custom-cake-rules.shared.ts";
import * as repo from "./custom-cakes.repository.ts";
import { basisOf, hashOf, quoteOf, refundUntilOf, rowFor, statusAt, viewFor, viewsOf, type CakeAccess } from "./custom-cake-views.ts";

export {
  adminCakeRequestLink,
  cakeRequestById,
  cakeRequestByKey,
  cakeRequestFor,
  cakeRequestLink,
  cakeRequestOfCustomer,
  customerCakeRequests,
  isRequestCode,
  summaryOf,
  viewsOf,
  type CakeAccess,
} from "./custom-cake-views.ts";
import { CakeRequestError, type CakeContext, type CakeRequestInput, type CakeRequestView } from "./custom-cakes.types.ts";

// The customer's side of a custom cake: the request with its photos, the customer's view (by the link's key, or
// signed in), accepting the quote (the deposit charged, the order made) and declining it.
//
// Accepting is where money moves, so it goes in the checkout's order: the Idempotency-Key claimed, the request held
// for this accept by a guarded claim (a second accept at once is refused before anything is charged), a first look at
// the day's custom cakes (a full day: no charge, the customer told, the shop e-mailed), the deposit charged, then one
// transaction that writes the order and takes the day's cake by a guarded update — a refusal there voids the charge.

/** Per client address: a family asks for a cake or two, not a dozen an hour. */
export const CAKE_REQUEST_LIMIT: Limit = { max: 5, windowSeconds: 3600 };
/** A deposit to pay at the counter (no card payments configured) holds the cake this long. */
const COUNTER_DEPOSIT_HOURS = 48;

const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** A request's code: "CK-" and 8 characters a person can read out over the phone (not a secret: the key is). */
function newRequestCode(): string {
  const bytes = randomBytes(8);
  return `CK-${Array.from(bytes, (byte) => CODE_ALPHABET[byte & 31]).join("")}`;
}

// ───────────── The date asked ─────────────

/** The date's opening on the shop's clock (its first window's opening to its last's closing); null when the shop is closed. */
export async function openingOn(
  db: Db,
  lang: Lang,
  date: LocalDate,
): Promise<{ opens: string; closes: string; timeZone: string; reason: string | null } | null> {
  const [shop, settings] = await Promise.all([shopOf(db, lang), loadFulfilmentSettings(db)]);
  const { rules, calendar } = await rulesFor(db, settings, shop, date, date);
  const windows = rules.openingHours.filter((w) => w.day === weekdayOf(date)).sort((a, b) => a.opens.localeCompare(b.opens));
  if (rules.closedDates.has(date) || windows.length === 0) {
    const day = calendar[0];
    const reason = day ? (lang === "vi" ? day.reason_vi || day.reason_en : day.reason_en || day.reason_vi) || null : null;
    return reason === null ? null : { opens: "", closes: "", timeZone: rules.timeZone, reason };
  }
  return { opens: windows[0]!.opens, closes: windows[windows.length - 1]!.closes, timeZone: rules.timeZone, reason: null };
}

/**
 * Whether a cake can be had on `date`: not past, not before the lead time (whole days on the shop's clock), not beyond
 * a year, and a day the shop opens. Throws CakeRequestError on `field`.
 */
export async function checkCakeDate(
  db: Db,
  lang: Lang,
  date: LocalDate,
  now: Date,
  field = "date",
): Promise<{ opens: string; closes: string; timeZone: string }> {
  const today = localDateAt(now, await shopTimeZone(db));
  const earliest = addDays(today, CUSTOM_CAKE_LEAD_DAYS);
  if (date < today) throw new CakeRequestError("datePast", { key: "cakeDatePast" }, field);
  if (date < earliest)
    throw new CakeRequestError("dateTooSoon", { key: "cakeDateTooSoon", params: { days: CUSTOM_CAKE_LEAD_DAYS, date: earliest } }, field);
  if (date > addDays(today, CUSTOM_CAKE_MAX_DAYS_AHEAD)) throw new CakeRequestError("dateTooFar", { key: "cakeDateTooFar" }, field);
  const opening = await openingOn(db, lang, date);
  if (!opening || opening.reason !== null) {
    throw new CakeRequestError(
      "dateClosed",
      opening?.reason
        ? { key: "cakeDateClosedBecause", params: { date, reason: opening.reason } }
        : { key: "cakeDateClosed", params: { date } },
      field,
    );
  }
  return opening;
}

// ───────────── The request ─────────────

/** The request's form and API body, its photos apart; throws CakeRequestError (422 on a field, 429 rate limited, 503 busy). */
export async function createCakeRequest(
  ctx: CakeContext,
  input: CakeRequestInput,
  photos: readonly Uint8Array[],
  who: { customerId: number | null },
): Promise<{ request: CakeRequestView; key: string }> {
  const now = ctx.now?.() ?? new Date();
  if (photos.length > MAX_PHOTOS)
    throw new CakeRequestError("tooManyPhotos", { key: "cakeTooManyPhotos", params: { max: MAX_PHOTOS } }, "photos");
  await checkCakeDate(ctx.db, ctx.lang, input.date, now);
  // Counted once the form is sound, before any photo is decoded: a refused form does not use up a customer's tries.
  const limit = await hitLimit(ctx.db, `cake-request:ip:${ctx.ip}`, CAKE_REQUEST_LIMIT, now.getTime());
  if (!limit.allowed) {
    throw new CakeRequestError("rateLimited", { key: "cakeRequestsRateLimited" }, undefined, 429, { retryAfterSeconds: limit.retryAfter });
  }

  let stored: StoredPhoto[];
  try {
    stored = await storeCakePhotos(ctx.privateDir, photos);
  } catch (error) {
    if (error instanceof PhotoRefused) {
      throw new CakeRequestError(
        "photoRefused",
        { key: "cakePhotoRefused", params: { n: error.position, refusal: error.refusal } },
        "photos",
      );
    }
    if (error instanceof UploadBusy) {
      throw new CakeRequestError("busy", { key: "uploadBusy", params: { seconds: error.retryAfterSeconds } }, "photos", 503, {
        retryAfterSeconds: error.retryAfterSeconds,
      });
    }
    throw error;
  }

  const key = randomBytes(24).toString("base64url");
  const at = now.toISOString();
  try {
    let id: number | undefined;
    // Two codes alike out of 2^40 is a unique violation: the whole request is written again under a new code.
    for (let attempt = 0; id === undefined; attempt++) {
      try {
        id = await writeRequest(ctx.db, requestRow(ctx.lang, input, who.customerId, newRequestCode(), hashOf(key), at), stored, key, at);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 2) throw error;
      }
    }
    ctx.afterCommit?.();
    const row = (await repo.findRequestById(ctx.db, id))!;
    const [view] = await viewsOf(ctx.db, [row], await basisOf(ctx.db, now));
    return { request: view!, key };
  } catch (error) {
    await removeCakePhotos(
      ctx.privateDir,
      stored.map((p) => p.file_name),
    );
    throw error;
  }
}

async function writeRequest(
  db: Db,
  values: ReturnType<typeof requestRow>,
  stored: readonly StoredPhoto[],
  key: string,
  at: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const requestId = await repo.insertRequest(trx, values);
    await repo.insertPhotos(
      trx,
      stored.map((p, i) => ({ request_id: requestId, position: i + 1, ...p, created_at: at })),
    );
    await repo.queueCakeMail(trx, "cake_request", { request_id: requestId, key }, at);
    await repo.queueCakeMail(trx, "cake_request_shop", { request_id: requestId }, at);
    await recordAudit(
      trx,
      { id: null, name: values.full_name || values.email },
      {
        action: "cake_request.create",
        entity: "cake_request",
        entityId: requestId,
        before: null,
        after: { status: "requested", date: values.date_wanted, photos: stored.length },
      },
      at,
    );
    return requestId;
  });
}

function requestRow(lang: Lang, input: CakeRequestInput, customerId: number | null, code: string, accessHash: string, at: string) {
  return {
    code,
    status: "requested" as const,
    locale: lang,
    customer_id: customerId,
    full_name: input.full_name,
    email: input.email,
    phone: input.phone,
    occasion: input.occasion,
    date_wanted: input.date,
    fulfilment: input.shipping_option,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    country: input.country,
    servings: input.servings,
    size: suggestedSize(input.servings),
    flavour: input.flavour,
    filling: input.filling,
    frosting_colour: input.frosting_colour,
    inscription: input.inscription,
    notes: input.notes,
    access_hash: accessHash,
    created_at: at,
    updated_at: at,
  };
}

/** Who may act on a request: the link's key, or the signed-in customer whose request it is. */
// ───────────── Accept and decline ─────────────

export interface AcceptInput {
  payment_option: "card" | "pay_at_pickup";
  payment_token?: { data_descriptor: string; data_value: string } | null;
}

type ApprovedCharge = Extract<ChargeResult, { status: "approved" }>;

/**
 * Accepts the quote: the deposit charged by card (or due at the counter when cards are not configured), the order
 * made with the date's cake taken. Two accepts at once make one order and one charge; the same Idempotency-Key
 * answers the same order again. Throws CakeRequestError (404, 409 not open / day full / in progress, 410 expired,
 * 402 declined card).
 */
export async function acceptQuote(
  ctx: CakeContext,
  code: string,
  access: CakeAccess,
  input: AcceptInput,
  idempotency: { key: string; fingerprint: string },
): Promise<{ request: CakeRequestView; order: OrderView; accessKey: string | null; replayed: boolean }> {
  const now = ctx.now?.() ?? new Date();
  const row = await rowFor(ctx.db, code, access);
  if (!row) throw notFound();
  const claim = await idempotencyRepo.claimKey(ctx.db, `cake:${idempotency.key}`, idempotency.fingerprint, now, ctx.claimOwner);
  if (claim.kind === "reused") throw new CakeRequestError("keyReused", { key: "checkoutKeyReused" }, undefined, 422);
  if (claim.kind === "inProgress") throw new CakeRequestError("inProgress", { key: "checkoutKeyInProgress" }, undefined, 409);
  if (claim.kind === "replay") {
    const order = await orderViewById(ctx.db, claim.orderId, ctx.lang);
    return {
      request: await viewFor(ctx.db, (await repo.findRequestById(ctx.db, Number(row.id)))!, now),
      order,
      accessKey: null,
      replayed: true,
    };
  }
  try {
    return await accept(ctx, row, input, `cake:${idempotency.key}`, now);
  } catch (error) {
    await idempotencyRepo.releaseKey(ctx.db, `cake:${idempotency.key}`, now.toISOString());
    throw error;
  }
}

const notFound = () => new CakeRequestError("notFound", { key: "cakeRequestNotFound" }, undefined, 404);

function notOpen(row: repo.CakeRequestRow, now: Date, timeZone: string): CakeRequestError {
  const status = statusAt(row, now);
  if (status === "expired") {
    const params = { date: row.quote_expires_at ?? "", time_zone: timeZone };
    return new CakeRequestError("expired", { key: "cakeQuoteExpired", params }, undefined, 410);
  }
  if (status === "accepted") return new CakeRequestError("notOpen", { key: "cakeQuoteAlreadyAccepted" }, undefined, 409);
  if (status === "declined") return new CakeRequestError("notOpen", { key: "cakeRequestDeclinedAlready" }, undefined, 409);
  return new CakeRequestError("notOpen", { key: "cakeQuoteNotYet" }, undefined, 409);
}

async function accept(
  ctx: CakeContext,
  row: repo.CakeRequestRow,
  input: AcceptInput,
  idempotencyKey: string,
  now: Date,
): Promise<{ request: CakeRequestView; order: OrderView; accessKey: string | null; replayed: boolean }> {
  const id = Number(row.id);
  const timeZone = await shopTimeZone(ctx.db);
  if (statusAt(row, now) !== "quoted") throw notOpen(row, now, timeZone);
  if (input.payment_option === "card" && !ctx.card)
    throw new CakeRequestError("cardUnavailable", { key: "checkoutCardUnavailable" }, "payment_option");
  if (input.payment_option === "card" && !input.payment_token)
    throw new CakeRequestError("invalid", { key: "checkoutCardTokenRequired" }, "payment_token");
  // With card payments configured, the deposit is paid by card: it is what holds the day.
  if (input.payment_option === "pay_at_pickup" && ctx.card)
    throw new CakeRequestError("invalid", { key: "cakeDepositByCard" }, "payment_option");

  const claim = randomUUID();
  const at = now.toISOString();
  if (!(await repo.claimAccept(ctx.db, id, claim, at, new Date(now.getTime() - repo.ACCEPT_CLAIM_MS).toISOString()))) {
    const current = (await repo.findRequestById(ctx.db, id)) ?? row;
    if (current.status === "quoted" && current.accept_claim !== null) {
      throw new CakeRequestError("inProgress", { key: "cakeAcceptInProgress" }, undefined, 409);
    }
    throw notOpen(current, now, timeZone);
  }
  let charge: ApprovedCharge | null = null;
  try {
    const quote = quoteOf(row, "UTC")!;
    const date = quote.date;
    const opening = await openingOn(ctx.db, ctx.lang, date);
    if (!opening || opening.reason !== null)
      throw new CakeRequestError("dateClosed", { key: "cakeDateClosed", params: { date } }, undefined, 409);
    const product = await repo.findCakeProduct(ctx.db, CUSTOM_CAKE_PRODUCT_SLUG);
    const pieces = product ? [{ productId: Number(product.id), name: product.slug, quantity: 1 }] : [];
    // A first look before the card is charged: a full day charges nothing.
    const room = await capacity.roomFor(ctx.db, { date, start: opening.opens, ordersPerSlot: null, pieces });
    if (room) throw await dayFull(ctx, id, date, now);

    const orderCode = newOrderCode();
    const deposit = quote.deposit_cents;
    if (input.payment_option === "card") charge = await chargeDeposit(ctx, row, input.payment_token!, deposit, orderCode);
    const accessKey = randomBytes(24).toString("base64url");
    const refundUntil = refundUntilOf(date, opening.timeZone).toISOString();
    const orderId = await ctx.db.transaction().execute(async (trx) => {
      const day = await calendarDays(trx, date, date);
      if (day[0]?.closed) throw new CakeRequestError("dateClosed", { key: "cakeDateClosed", params: { date } }, undefined, 409);
      const orderRow: Insertable<OrdersTable> = {
        code: orderCode,
        customer_id: row.customer_id,
        cart_id: null,
        status: "unfinished",
        locale: row.locale,
        email: row.email,
        phone: row.phone,
        full_name: row.full_name,
        address: row.address,
        city: row.city,
        state: row.state,
        country: row.country,
        zip: row.zip,
        fulfilment: row.fulfilment,
        delivery_zone: null,
        slot_date: date,
        slot_start: opening.opens,
        slot_end: opening.closes,
        slot_starts_at: instantAt(date, opening.opens, opening.timeZone).toISOString(),
        time_zone: opening.timeZone,
        payment_option: input.payment_option,
        payment_status: charge && deposit >= quote.total_cents ? "paid" : "unpaid",
        subtotal_cents: quote.price_cents,
        discount_cents: 0,
        fee_cents: 0,
        tax_rate_bp: row.quote_tax_rate_bp ?? ctx.taxRateBp,
        tax_cents: quote.tax_cents,
        total_cents: quote.total_cents,
        coupon_code: null,
        notes: [
          row.notes,
          row.quote_notes ? `${(row.locale === "vi" ? customCakeWordsVi : customCakeWordsEn).quoteNotesLabel}: ${row.quote_notes}` : "",
        ]
          .filter(Boolean)
          .join("\n"),
        access_hash: accessHashOf(accessKey),
        created_at: at,
        updated_at: at,
        deposit_cents: deposit,
        deposit_status: charge ? "paid" : "due",
        deposit_due_by: charge ? null : new Date(now.getTime() + COUNTER_DEPOSIT_HOURS * 3_600_000).toISOString(),
        refund_until: refundUntil,
        cake_request_id: id,
      };
      const orderId = await ordersRepo.insertOrder(trx, orderRow);
      await ordersRepo.insertOrderLines(trx, [await cakeLine(trx, orderId, row, quote.price_cents, product ?? null)]);
      if (ctx.attribution) await ordersRepo.insertAttribution(trx, orderId, ctx.attribution);
      await ordersRepo.insertStatusChange(trx, { order_id: orderId, status: "unfinished", actor: "customer", created_at: at });
      if (charge) {
        await ordersRepo.insertPayment(trx, {
          order_id: orderId,
          provider: "authorize_net",
          transaction_id: charge.transactionId,
          amount_cents: deposit,
          status: "captured",
          account_number: charge.accountNumber,
          account_type: charge.accountType,
          created_at: at,
        });
      }
      if (row.customer_id !== null) {
        await ordersRepo.insertNotice(trx, {
          customer_id: row.customer_id,
          kind: "order_placed",
          order_id: orderId,
          params: { code: orderCode },
          created_at: at,
        });
      }
      await queueOrderEmails(trx, orderId, accessKey, at);
      // The key still this request's: a request that took it over (this one counted as dead) accepts instead.
      if (!(await idempotencyRepo.markKeyDone(trx, idempotencyKey, now.toISOString(), orderId, orderCode)))
        throw new CakeRequestError("inProgress", { key: "checkoutKeyInProgress" }, undefined, 409);
      if (!(await repo.markAccepted(trx, id, claim, orderId, at)))
        throw notOpen((await repo.findRequestById(trx, id)) ?? row, now, timeZone);
      await recordAudit(
        trx,
        { id: null, name: row.full_name || row.email },
        {
          action: "cake_request.accept",
          entity: "cake_request",
          entityId: id,
          before: { status: "quoted" },
          after: { status: "accepted", order: orderCode, deposit_cents: deposit },
        },
        at,
      );
      // The day's cake last, by a guarded update (see checkout's order-writes.ts for why last).
      const refused = await capacity.reserve(trx, { date, start: opening.opens, ordersPerSlot: null, pieces });
      if (refused) throw new CakeRequestError("dayFull", { key: "cakeDayFull", params: { date } }, undefined, 409);
      return orderId;
    });
    ctx.afterCommit?.();
    const order = await orderViewById(ctx.db, orderId, ctx.lang);
    return { request: await viewFor(ctx.db, (await repo.findRequestById(ctx.db, id))!, now), order, accessKey, replayed: false };
  } catch (error) {
    if (charge) await ctx.card!.gateway.void(charge.transactionId).catch(() => undefined);
    await repo.releaseAccept(ctx.db, id, claim);
    if (error instanceof CakeRequestError && error.reason === "dayFull" && charge) await tellShopDayFull(ctx, id, now);
    throw error;
  }
}

/** The day's custom cakes are taken: the shop is told (once a request and date) so that someone calls the customer. */
async function tellShopDayFull(ctx: CakeContext, id: number, now: Date): Promise<void> {
  const row = await repo.findRequestById(ctx.db, id);
  const date = row?.quote_date ?? row?.date_wanted ?? "";
  const at = now.toISOString();
  await repo.queueCakeMail(ctx.db, "cake_day_full", { request_id: id }, at, `cake-day-full:${id}:${date}`);
  ctx.afterCommit?.();
}

async function dayFull(ctx: CakeContext, id: number, date: string, now: Date): Promise<CakeRequestError> {
  await tellShopDayFull(ctx, id, now);
  return new CakeRequestError("dayFull", { key: "cakeDayFull", params: { date } }, undefined, 409);
}

async function chargeDeposit(
  ctx: CakeContext,
  row: repo.CakeRequestRow,
  token: { data_descriptor: string; data_value: string },
  amountCents: number,
  orderCode: string,
): Promise<ApprovedCharge> {
  const [firstName, ...rest] = row.full_name.split(/\s+/).filter(Boolean);
  const result = await ctx.card!.gateway.charge({
    amountCents,
    token: { dataDescriptor: token.data_descriptor, dataValue: token.data_value },
    refId: orderCode.replace(/^MV-/, ""),
    invoiceNumber: orderCode.replace(/^MV-/, ""),
    description: `${row.code} ${orderCode}`,
    customer: { email: row.email, phone: row.phone },
    billTo: {
      firstName,
      lastName: rest.join(" ") || undefined,
      address: row.address,
      city: row.city,
      state: row.state,
      zip: row.zip || undefined,
      country: row.country,
    },
  });
  if (result.status !== "approved") {
    const refusal = chargeRefusal(result);
    throw new CakeRequestError("cardDeclined", refusal.text, "payment_token", 402);
  }
  return result;
}

/** The order's one line: the cake at the quoted price, named in both languages, its inscription as its note. */
async function cakeLine(
  trx: Db,
  orderId: number,
  row: repo.CakeRequestRow,
  priceCents: number,
  product: { id: number; slug: string; sku: string } | null,
): Promise<Insertable<OrderLinesTable>> {
  const allergens = product ? await repo.productAllergens(trx, Number(product.id)) : [];
  const words = (lang: Lang) => (lang === "vi" ? customCakeWordsVi : customCakeWordsEn);
  const name = (lang: Lang) => `${words(lang).lineName}: ${cakeWord(lang, "occasion", row.occasion)}`;
  const label = (lang: Lang) =>
    [cakeWord(lang, "size", row.size), cakeWord(lang, "flavour", row.flavour), cakeWord(lang, "filling", row.filling), row.frosting_colour]
      .filter(Boolean)
      .join(" · ");
  const lang: Lang = row.locale === "vi" ? "vi" : "en";
  return {
    order_id: orderId,
    product_id: product ? Number(product.id) : null,
    slug: product?.slug ?? "",
    sku: product?.sku ?? "",
    name: name(lang),
    name_en: name("en"),
    name_vi: name("vi"),
    price_cents: priceCents,
    quantity: 1,
    note: row.inscription,
    note_kind: "inscription",
    allergens_json: JSON.stringify(allergens),
    is_gift: 0,
    promotion_name: null,
    promotion_id: null,
    position: 0,
    variant_id: null,
    variant_label_en: label("en"),
    variant_label_vi: label("vi"),
    modifiers_json: "[]",
    capacity_units: 1,
  };
}

/** The customer declines the quote (or withdraws the request before it is quoted). */
export async function declineByCustomer(ctx: CakeContext, code: string, access: CakeAccess, reason: string): Promise<CakeRequestView> {
  const now = ctx.now?.() ?? new Date();
  const row = await rowFor(ctx.db, code, access);
  if (!row) throw notFound();
  const id = Number(row.id);
  const at = now.toISOString();
  const moved = await ctx.db.transaction().execute(async (trx) => {
    // Not while an accept holds it (its card may be being charged), nor once it has expired.
    const open = statusAt(row, now) === "requested" || statusAt(row, now) === "quoted";
    if (!open) return false;
    if (!(await repo.declineRequest(trx, id, { by: "customer", reason, at }))) return false;
    await recordAudit(
      trx,
      { id: null, name: row.full_name || row.email },
      {
        action: "cake_request.decline",
        entity: "cake_request",
        entityId: id,
        before: { status: row.status },
        after: { status: "declined", by: "customer", reason },
      },
      at,
    );
    return true;
  });
  const current = (await repo.findRequestById(ctx.db, id)) ?? row;
  if (!moved) {
    if (current.status === "quoted" && current.accept_claim !== null)
      throw new CakeRequestError("inProgress", { key: "cakeAcceptInProgress" }, undefined, 409);
    throw notOpen(current, now, await shopTimeZone(ctx.db));
  }
  return viewFor(ctx.db, current, now);
}
