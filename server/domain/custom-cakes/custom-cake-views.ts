import { createHash, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { taxCents } from "../checkout/tax.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { instantAt, type LocalDate } from "../fulfilment/shop-time.ts";
import { CUSTOM_CAKE_REFUND_HOURS, type CakeRequestStatus } from "./custom-cake-rules.shared.ts";
import * as repo from "./custom-cakes.repository.ts";
import type { CakeQuoteView, CakeRequestSummary, CakeRequestView } from "./custom-cakes.types.ts";

// A custom cake request as its readers see it: the customer (by the link's key, or signed in), the e-mails and the
// back office. Reads only: the changes are custom-cakes.service.ts's and custom-cakes-admin.service.ts's.

/** sha256 of a link's key, hex: only this is kept. */
export const hashOf = (key: string) => createHash("sha256").update(key).digest("hex");

function sameHash(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

export const isRequestCode = (value: string): boolean => /^CK-[0-9A-HJKMNP-TV-Z]{8}$/.test(value);
// ───────────── Views ─────────────

/** The status a customer sees: a quote past its time has expired, whether or not the job has marked it yet. */
export function statusAt(row: repo.CakeRequestRow, now: Date): CakeRequestStatus {
  if (
    row.status === "quoted" &&
    row.quote_expires_at !== null &&
    Date.parse(row.quote_expires_at) <= now.getTime() &&
    row.accept_claim === null
  ) {
    return "expired";
  }
  return row.status;
}

/** The quote with its tax, at the rate of the day it was made (a later change of rate does not move a price given). */
export function quoteOf(row: repo.CakeRequestRow, timeZone: string): CakeQuoteView | null {
  const taxRateBp = row.quote_tax_rate_bp;
  if (
    taxRateBp === null ||
    row.price_cents === null ||
    row.deposit_cents === null ||
    row.quoted_at === null ||
    row.quote_expires_at === null
  )
    return null;
  const date = row.quote_date ?? row.date_wanted;
  const tax = taxCents(row.price_cents, taxRateBp);
  const total = row.price_cents + tax;
  const balance = Math.max(0, total - row.deposit_cents);
  return {
    price_cents: row.price_cents,
    price: dollars(row.price_cents),
    tax_cents: tax,
    total_cents: total,
    total: dollars(total),
    deposit_cents: row.deposit_cents,
    deposit: dollars(row.deposit_cents),
    balance_cents: balance,
    balance: dollars(balance),
    notes: row.quote_notes,
    date,
    date_changed: date !== row.date_wanted,
    quoted_at: row.quoted_at,
    expires_at: row.quote_expires_at,
    refund_until: refundUntilOf(date, timeZone).toISOString(),
  };
}

/** A cancel until 72 hours before the cake's day gets the deposit back (counted from the day's start on the shop's clock). */
export const refundUntilOf = (date: LocalDate, timeZone: string): Date =>
  new Date(instantAt(date, "00:00", timeZone).getTime() - CUSTOM_CAKE_REFUND_HOURS * 3_600_000);

export interface ViewBasis {
  timeZone: string;
  now: Date;
}

export function viewOfRequest(row: repo.CakeRequestRow, photoCount: number, orderCode: string | null, basis: ViewBasis): CakeRequestView {
  return {
    code: row.code,
    status: statusAt(row, basis.now),
    locale: row.locale === "vi" ? "vi" : "en",
    occasion: row.occasion,
    date_wanted: row.date_wanted,
    fulfilment: row.fulfilment,
    address: { address: row.address, city: row.city, state: row.state, zip: row.zip, country: row.country },
    servings: row.servings,
    size: row.size,
    flavour: row.flavour,
    filling: row.filling,
    frosting_colour: row.frosting_colour,
    inscription: row.inscription,
    notes: row.notes,
    full_name: row.full_name,
    email: row.email,
    phone: row.phone,
    photo_count: photoCount,
    quote: quoteOf(row, basis.timeZone),
    declined_by: row.declined_by,
    decline_reason: row.decline_reason,
    order: orderCode === null ? null : { code: orderCode },
    time_zone: basis.timeZone,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function summaryOf(row: repo.CakeRequestRow, photoCount: number, orderCode: string | null, now: Date): CakeRequestSummary {
  return {
    id: Number(row.id),
    code: row.code,
    status: statusAt(row, now),
    occasion: row.occasion,
    date_wanted: row.date_wanted,
    date: row.quote_date ?? row.date_wanted,
    servings: row.servings,
    size: row.size,
    full_name: row.full_name,
    photo_count: photoCount,
    price_cents: row.price_cents,
    quote_expires_at: row.quote_expires_at,
    order_code: orderCode,
    created_at: row.created_at,
  };
}

/** Rows as views, their photo counts and order codes read in two queries. */
export async function viewsOf(db: Db, rows: readonly repo.CakeRequestRow[], basis: ViewBasis): Promise<CakeRequestView[]> {
  const { counts, codes } = await repo.countsAndCodes(db, rows);
  return rows.map((r) =>
    viewOfRequest(r, counts.get(Number(r.id)) ?? 0, r.order_id === null ? null : (codes.get(r.order_id) ?? null), basis),
  );
}

export async function basisOf(db: Db, now: Date): Promise<ViewBasis> {
  return { timeZone: await shopTimeZone(db), now };
}

export type CakeAccess = { key: string } | { customerId: number };

/** The request's row when `access` opens it; undefined otherwise (answered as not found, whatever was wrong). */
export async function rowFor(db: Db, code: string, access: CakeAccess): Promise<repo.CakeRequestRow | undefined> {
  if (!isRequestCode(code)) return undefined;
  const row = await repo.findRequestByCode(db, code);
  if (!row) return undefined;
  if ("key" in access) {
    if (typeof access.key !== "string" || access.key.length < 16 || access.key.length > 128) return undefined;
    const hash = hashOf(access.key);
    return sameHash(row.access_hash, hash) || sameHash(row.quote_hash, hash) ? row : undefined;
  }
  return row.customer_id !== null && row.customer_id === access.customerId ? row : undefined;
}

export async function viewFor(db: Db, row: repo.CakeRequestRow, now: Date): Promise<CakeRequestView> {
  const [view] = await viewsOf(db, [row], await basisOf(db, now));
  return view!;
}

/** The request for the link's key (either the request's or the quote's); undefined when the code or key is wrong (404). */
export async function cakeRequestByKey(
  db: Db,
  code: string,
  key: string,
  _lang?: Lang,
  now = new Date(),
): Promise<CakeRequestView | undefined> {
  const row = await rowFor(db, code, { key });
  return row ? viewFor(db, row, now) : undefined;
}

/** The signed-in customer's own request by its code; undefined when it is not theirs. */
export async function cakeRequestOfCustomer(
  db: Db,
  code: string,
  customerId: number,
  _lang?: Lang,
  now = new Date(),
): Promise<CakeRequestView | undefined> {
  const row = await rowFor(db, code, { customerId });
  return row ? viewFor(db, row, now) : undefined;
}

/** A request by `access`; undefined when it does not open it. */
export async function cakeRequestFor(db: Db, code: string, access: CakeAccess, now = new Date()): Promise<CakeRequestView | undefined> {
  const row = await rowFor(db, code, access);
  return row ? viewFor(db, row, now) : undefined;
}

/** A request by its id, as the customer sees it (the e-mails read it when they are sent); undefined when deleted. */
export async function cakeRequestById(db: Db, id: number, _lang?: Lang, now = new Date()): Promise<CakeRequestView | undefined> {
  const row = await repo.findRequestById(db, id);
  return row ? viewFor(db, row, now) : undefined;
}

/** The signed-in customer's requests, newest first. */
export async function customerCakeRequests(db: Db, customerId: number, now = new Date()): Promise<CakeRequestSummary[]> {
  const rows = await repo.customerRequests(db, customerId);
  const { counts, codes } = await repo.countsAndCodes(db, rows);
  return rows.map((r) => summaryOf(r, counts.get(Number(r.id)) ?? 0, r.order_id === null ? null : (codes.get(r.order_id) ?? null), now));
}

/** The customer's link to a request: the key is the request's or the quote's. */
export function cakeRequestLink(publicUrl: string, request: { code: string; locale: string }, key: string): string {
  return `${publicUrl}${request.locale === "vi" ? "/vi" : ""}/custom-cakes/${request.code}?key=${encodeURIComponent(key)}`;
}

/** The back office's page of a request. */
export const adminCakeRequestLink = (publicUrl: string, id: number): string => `${publicUrl}/admin/custom-cakes/${id}`;
