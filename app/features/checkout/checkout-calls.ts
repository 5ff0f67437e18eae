import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import type { OrderView } from "../../../server/domain/orders/order-view.ts";
import { api, apiUrl, commonHeaders, type Envelope } from "../../browser/api-client.ts";
import type { Locale } from "../../i18n/config.ts";
import type { SessionUser } from "../accounts/session/session-storage.ts";
import type { FieldErrors } from "../accounts/session/auth-outcomes.ts";
import type { CheckoutBody, Fulfilment } from "./checkout-form.ts";

// The checkout's calls to the API: the options for the current cart, and placing the order. Both send
// the headers every API call sends (`commonHeaders`: language, cart token, tracking) with the page's language.

export type { CheckoutOptionsView };

/** GET checkout/options for a fulfilment and, for a delivery, the ZIP typed so far. Retried like any read. */
export async function fetchOptions(fulfilment: Fulfilment, zip: string, locale: Locale): Promise<CheckoutOptionsView> {
  const query = new URLSearchParams({ fulfilment });
  if (fulfilment === "delivery" && zip.trim()) query.set("zip", zip.trim());
  const answer = await api.get<CheckoutOptionsView>(`checkout/options?${query}`, { siteLocale: locale });
  return answer.data;
}

export interface PlacedOrder {
  order: OrderView;
  token?: string;
  expires_at?: string;
  user?: SessionUser;
  customer_id?: unknown;
}

export type PlaceBody = CheckoutBody & {
  payment_token?: { data_descriptor: string; data_value: string };
  expected_total_cents: number;
};

/**
 * What POST checkout answered. `unsure`: no answer (the network), a server error, or the same key still being
 * placed — the order may exist, so the next attempt must send the same Idempotency-Key. `refused`: a definite
 * answer; the next attempt is a new one, with a new key.
 */
export type PlaceOutcome =
  | { kind: "placed"; data: PlacedOrder; replayed: boolean }
  | { kind: "refused"; status: number; message: string; errors?: FieldErrors; reason?: string }
  | { kind: "unsure"; status: number; message: string };

/** POST checkout with its Idempotency-Key. Never retried here: the form decides, with the same key. */
export async function postCheckout(body: PlaceBody, idempotencyKey: string, locale: Locale): Promise<PlaceOutcome> {
  let response: Response;
  try {
    response = await fetch(apiUrl("checkout"), {
      method: "POST",
      headers: { ...commonHeaders(locale), "Idempotency-Key": idempotencyKey },
      credentials: "include",
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: "unsure", status: 0, message: "" };
  }
  let envelope: (Partial<Envelope<unknown>> & { data?: unknown }) | undefined;
  try {
    envelope = (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    envelope = undefined;
  }
  const message = typeof envelope?.message === "string" ? envelope.message : "";
  if (response.ok) {
    const data = envelope?.data as PlacedOrder | undefined;
    if (data?.order?.code) return { kind: "placed", data, replayed: response.headers.get("Idempotent-Replayed") === "true" };
    return { kind: "unsure", status: response.status, message };
  }
  const reason = (envelope?.data as { reason?: unknown } | null | undefined)?.reason;
  if (response.status >= 500 || (response.status === 409 && reason === "in_progress")) {
    return { kind: "unsure", status: response.status, message };
  }
  return {
    kind: "refused",
    status: response.status,
    message,
    ...(envelope?.errors && typeof envelope.errors === "object" ? { errors: envelope.errors } : {}),
    ...(typeof reason === "string" ? { reason } : {}),
  };
}

/**
 * One Idempotency-Key per attempt at placing the order: the same key again after an unsure outcome (the first may
 * have gone through: the server answers it again instead of ordering twice), a new one after a definite answer.
 */
export function attemptKeys(make: () => string = newKey) {
  let current: string | null = null;
  return {
    /** The key of the attempt about to be sent. */
    next(): string {
      current ??= make();
      return current;
    },
    /** After the answer: a definite one ends the attempt. */
    settle(outcome: PlaceOutcome["kind"]): void {
      if (outcome !== "unsure") current = null;
    },
    get current() {
      return current;
    },
  };
}

/** A random UUID; crypto.randomUUID needs a secure context, so a page on a plain-http address builds one itself. */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
