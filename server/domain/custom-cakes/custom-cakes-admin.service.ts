import type { StaffActor } from "../staff/audit.ts";
import type { AdminCakeRequestView, CakeContext, CakeRequestSummary } from "./custom-cakes.types.ts";
import type { CakeRequestStatus } from "./custom-cake-rules.shared.ts";

// The bakery's side: the inbox by date, one request with its photos and history, the quote, the decline, the photos.

export interface CakeInboxFilter {
  /** "open": requested and quoted (the default); "all"; or one status. */
  status?: CakeRequestStatus | "open" | "all";
}

/** The requests by the date they are for, soonest first. */
export async function listCakeRequests(ctx: Pick<CakeContext, "db" | "lang">, filter: CakeInboxFilter): Promise<CakeRequestSummary[]> {
  void ctx, filter;
  throw new Error("being written");
}

export async function adminCakeRequest(ctx: Pick<CakeContext, "db" | "lang">, id: number): Promise<AdminCakeRequestView | undefined> {
  void ctx, id;
  throw new Error("being written");
}

export interface QuoteInput {
  price_cents: number;
  deposit_cents: number;
  notes: string;
  /** Another date than the one asked; null or absent: the date asked. */
  date?: string | null;
  /** The version the staff member saw (409 when it moved). */
  version?: number;
}

/** Quotes (or quotes again) a request: the e-mail with the quote's link goes in the customer's language. Throws CakeRequestError. */
export async function quoteCakeRequest(ctx: CakeContext, actor: StaffActor, id: number, input: QuoteInput): Promise<AdminCakeRequestView> {
  void ctx, actor, id, input;
  throw new Error("being written");
}

/** Declines a request (requested or quoted) with a reason the customer reads. Throws CakeRequestError. */
export async function declineCakeRequest(
  ctx: CakeContext,
  actor: StaffActor,
  id: number,
  input: { reason: string; version?: number },
): Promise<AdminCakeRequestView> {
  void ctx, actor, id, input;
  throw new Error("being written");
}

/** A request's photo (WebP bytes); undefined when there is none at that place. */
export async function readCakePhoto(ctx: Pick<CakeContext, "db" | "privateDir">, id: number, position: number): Promise<Buffer | undefined> {
  void ctx, id, position;
  throw new Error("being written");
}
