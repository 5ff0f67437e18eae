import type { Attribution } from "../orders/attribution.shared.ts";
import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import type { CardGateway } from "../../payments/authorize-net.ts";
import type { CakeFilling, CakeFlavour, CakeOccasion, CakeRequestStatus, CakeSize } from "./custom-cake-rules.shared.ts";
import type { ClaimOwner } from "../checkout/idempotency.repository.ts";

// What the custom cakes' services take and answer: the storefront's pages, the API and the back office read these.

/** What a request's services are given. */
export interface CakeContext {
  db: Db;
  lang: Lang;
  /** PRIVATE_UPLOADS_DIR: the reference photos' folder, never served as it is. */
  privateDir: string;
  /** Sales tax in basis points, on the quoted price. */
  taxRateBp: number;
  /** Null when the Authorize.Net keys are not configured: the deposit is then paid at the counter. */
  card: { gateway: CardGateway } | null;
  /** The client's address, for the rate limit. */
  ip: string;
  /** Runs after a commit that queued e-mails (sends them in the background). */
  afterCommit?: () => void;
  /** The first visit's tracking the accept carried, recorded with the order it makes (reports only). */
  attribution?: Attribution | null;
  /** This process among the live ones (the checkout's): a key held by a dead process is taken over at once. */
  claimOwner?: ClaimOwner;
  now?: () => Date;
}

/** The customer's form and the API's multipart body, parsed (photos apart). */
export interface CakeRequestInput {
  occasion: CakeOccasion;
  date: string;
  shipping_option: "pickup" | "delivery";
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  servings: number;
  flavour: CakeFlavour;
  filling: CakeFilling;
  frosting_colour: string;
  inscription: string;
  notes: string;
  full_name: string;
  email: string;
  phone: string;
}

/** The bakery's quote as the customer sees it. */
export interface CakeQuoteView {
  /** The cake's price (tax apart), cents and dollars. */
  price_cents: number;
  price: number;
  tax_cents: number;
  total_cents: number;
  total: number;
  /** Paid by card on accepting; the rest at pickup. */
  deposit_cents: number;
  deposit: number;
  balance_cents: number;
  balance: number;
  notes: string;
  /** The date the cake is made for: the one asked, or the bakery's other date. */
  date: string;
  /** True when the bakery offers another date than the one asked. */
  date_changed: boolean;
  quoted_at: string;
  /** Accept before this (UTC ISO-8601); after, the quote has expired. */
  expires_at: string;
  /** A cancel until then gets the deposit back; after, it is kept (UTC ISO-8601). */
  refund_until: string;
}

export interface CakeRequestView {
  code: string;
  status: CakeRequestStatus;
  locale: Lang;
  occasion: CakeOccasion;
  date_wanted: string;
  fulfilment: "pickup" | "delivery";
  address: { address: string; city: string; state: string; zip: string; country: string };
  servings: number;
  size: CakeSize;
  flavour: CakeFlavour;
  filling: CakeFilling;
  frosting_colour: string;
  inscription: string;
  notes: string;
  full_name: string;
  email: string;
  phone: string;
  /** How many reference photos came with it (the customer does not see them again: staff do). */
  photo_count: number;
  quote: CakeQuoteView | null;
  /** Who declined and why, once declined. */
  declined_by: "customer" | "shop" | null;
  decline_reason: string;
  /** The order an accepted quote became. */
  order: { code: string } | null;
  /** The shop's time zone, on which dates are written. */
  time_zone: string;
  created_at: string;
  updated_at: string;
}

/** A line of the customer's account list, and of the back office's inbox. */
export interface CakeRequestSummary {
  id: number;
  code: string;
  status: CakeRequestStatus;
  occasion: CakeOccasion;
  date_wanted: string;
  /** The quote's date when it has one, else the date wanted: what the inbox sorts by. */
  date: string;
  servings: number;
  size: CakeSize;
  full_name: string;
  photo_count: number;
  price_cents: number | null;
  quote_expires_at: string | null;
  order_code: string | null;
  created_at: string;
}

export interface CakePhotoView {
  position: number;
  width: number;
  height: number;
  /** The signed-in route that answers it (staff only). */
  url: string;
}

/** One line of a request's history: the audit's lines about it, oldest first. */
export interface CakeHistoryEntry {
  action: string;
  actor: string;
  at: string;
}

/** The back office's request: everything, with its photos, id, version and history. */
export interface AdminCakeRequestView extends CakeRequestView {
  id: number;
  version: number;
  photos: CakePhotoView[];
  quoted_by: string | null;
  customer_id: number | null;
  history: CakeHistoryEntry[];
}

/** A message key of the API's catalogue with its parameters: the edge says it in the client's language. */
export interface CakeText {
  key: ApiMessageKey;
  params?: Record<string, string | number>;
}

/** A refusal: which field (or none), the message in the client's language, and the HTTP status it answers. */
export class CakeRequestError extends Error {
  constructor(
    readonly reason:
      | "invalid"
      | "dateTooSoon"
      | "datePast"
      | "dateClosed"
      | "dateTooFar"
      | "photoRefused"
      | "tooManyPhotos"
      | "rateLimited"
      | "busy"
      | "notFound"
      | "notOpen"
      | "expired"
      | "dayFull"
      | "cardDeclined"
      | "cardUnavailable"
      | "keyReused"
      | "inProgress"
      | "versionConflict",
    readonly text: CakeText,
    readonly field?: string,
    readonly status: 404 | 409 | 402 | 410 | 422 | 429 | 503 = 422,
    readonly extra: { retryAfterSeconds?: number } = {},
  ) {
    super(reason);
  }
}
