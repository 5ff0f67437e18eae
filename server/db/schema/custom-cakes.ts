import type { ColumnType } from "kysely";
import type { Id, Timestamp } from "./columns.ts";
import type {
  CakeFilling,
  CakeFlavour,
  CakeOccasion,
  CakeRequestStatus,
  CakeSize,
} from "../../domain/custom-cakes/custom-cake-rules.shared.ts";

// Custom cakes made to order (migration 2026-12-02T0900-custom-cakes): the customer's request, the bakery's quote,
// and the reference photos kept privately.

type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface CakeRequestsTable {
  id: Id;
  /** Shown to the customer and staff ("CK-7G4Q2M"); not a secret: the link's key is. */
  code: string;
  status: Defaulted<CakeRequestStatus>;
  locale: string;
  customer_id: number | null;
  full_name: string;
  email: string;
  phone: string;
  occasion: CakeOccasion;
  /** The shop's calendar date the customer wants the cake, YYYY-MM-DD. */
  date_wanted: string;
  fulfilment: "pickup" | "delivery";
  address: Defaulted<string>;
  city: Defaulted<string>;
  state: Defaulted<string>;
  zip: Defaulted<string>;
  country: Defaulted<string>;
  servings: number;
  /** The size suggested for the servings when the request was made. */
  size: CakeSize;
  flavour: CakeFlavour;
  filling: CakeFilling;
  frosting_colour: Defaulted<string>;
  /** Piped as written. */
  inscription: Defaulted<string>;
  notes: Defaulted<string>;
  /** sha256 of the key in the request's link (the confirmation e-mail). */
  access_hash: string;
  /** sha256 of the key in the quote's link (the quote e-mail); either key opens the request. */
  quote_hash: ColumnType<string | null, string | null | undefined, string | null>;
  price_cents: ColumnType<number | null, number | null | undefined, number | null>;
  deposit_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** The sales tax rate the quote was made at, in basis points. */
  quote_tax_rate_bp: ColumnType<number | null, number | null | undefined, number | null>;
  quote_notes: Defaulted<string>;
  /** Another date the bakery offers; null: the date wanted. */
  quote_date: ColumnType<string | null, string | null | undefined, string | null>;
  quoted_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  quote_expires_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  quoted_by_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** customer | shop, when declined. */
  declined_by: ColumnType<"customer" | "shop" | null, "customer" | "shop" | null | undefined, "customer" | "shop" | null>;
  decline_reason: Defaulted<string>;
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** When it ended (declined, expired, or its order closed): the photos go `PHOTO_KEEP_DAYS` later. */
  ended_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  accept_claim: ColumnType<string | null, string | null | undefined, string | null>;
  accept_claimed_at: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  version: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A reference photo: a WebP re-encoded from the upload, in PRIVATE_UPLOADS_DIR under a random name. */
export interface CakeRequestPhotosTable {
  id: Id;
  request_id: number;
  /** 1, 2 or 3: its place in the request, and its address (`…/photos/{n}`). */
  position: number;
  file_name: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Timestamp;
}

export interface CustomCakesTables {
  cake_requests: CakeRequestsTable;
  cake_request_photos: CakeRequestPhotosTable;
}
