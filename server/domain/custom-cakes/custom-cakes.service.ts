import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { OrderView } from "../orders/order-view.ts";
import type { CakeContext, CakeRequestInput, CakeRequestSummary, CakeRequestView } from "./custom-cakes.types.ts";

// The customer's side of a custom cake: the request with its photos, the customer's view (by the link's key, or
// signed in), accepting the quote (the deposit charged, the order made) and declining it.

/** The request's form and API body, its photos apart; throws CakeRequestError (422 on a field, 429 rate limited, 503 busy). */
export async function createCakeRequest(
  ctx: CakeContext,
  input: CakeRequestInput,
  photos: readonly Uint8Array[],
  who: { customerId: number | null },
): Promise<{ request: CakeRequestView; key: string }> {
  void ctx, input, photos, who;
  throw new Error("being written");
}

/** The request for the link's key (either the request's or the quote's); undefined when the code or key is wrong (404). */
export async function cakeRequestByKey(db: Db, code: string, key: string, lang: Lang, now = new Date()): Promise<CakeRequestView | undefined> {
  void db, code, key, lang, now;
  throw new Error("being written");
}

/** The signed-in customer's own request by its code; undefined when it is not theirs. */
export async function cakeRequestOfCustomer(db: Db, code: string, customerId: number, lang: Lang, now = new Date()): Promise<CakeRequestView | undefined> {
  void db, code, customerId, lang, now;
  throw new Error("being written");
}

/** The signed-in customer's requests, newest first. */
export async function customerCakeRequests(db: Db, customerId: number): Promise<CakeRequestSummary[]> {
  void db, customerId;
  throw new Error("being written");
}

export interface AcceptInput {
  payment_option: "card" | "pay_at_pickup";
  payment_token?: { data_descriptor: string; data_value: string } | null;
}

/** Who may act on a request: the link's key, or the signed-in customer whose request it is. */
export type CakeAccess = { key: string } | { customerId: number };

/**
 * Accepts the quote: the deposit charged by card (or due at the counter when cards are not configured), the order
 * made with the date's cake capacity taken. Two accepts at once make one order and one charge; the same
 * Idempotency-Key answers the same order again. Throws CakeRequestError (404, 409 not open / day full, 410 expired,
 * 402 declined card).
 */
export async function acceptQuote(
  ctx: CakeContext,
  code: string,
  access: CakeAccess,
  input: AcceptInput,
  idempotency: { key: string; fingerprint: string },
): Promise<{ request: CakeRequestView; order: OrderView; accessKey: string | null; replayed: boolean }> {
  void ctx, code, access, input, idempotency;
  throw new Error("being written");
}

/** The customer declines the quote (or withdraws the request before it is quoted). */
export async function declineByCustomer(ctx: CakeContext, code: string, access: CakeAccess, reason: string): Promise<CakeRequestView> {
  void ctx, code, access, reason;
  throw new Error("being written");
}

/** A request by its id, as the customer sees it (the e-mails read it when they are sent); undefined when deleted. */
export async function cakeRequestById(db: Db, id: number, lang: Lang, now = new Date()): Promise<CakeRequestView | undefined> {
  void db, id, lang, now;
  throw new Error("being written");
}

/** The customer's link to a request: the key is the request's or the quote's. */
export function cakeRequestLink(publicUrl: string, request: { code: string; locale: string }, key: string): string {
  return `${publicUrl}${request.locale === "vi" ? "/vi" : ""}/custom-cakes/${request.code}?key=${encodeURIComponent(key)}`;
}

/** The back office's page of a request. */
export const adminCakeRequestLink = (publicUrl: string, id: number): string => `${publicUrl}/admin/custom-cakes/${id}`;
