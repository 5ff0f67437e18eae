import type { Locale } from "../../i18n/config.ts";
import { api, apiRequest, withRetry, type Envelope } from "../../browser/api-client.ts";
import { readCartToken } from "./cart-storage.ts";
import type { ServerCart } from "./cart-reducer.ts";

// The cart's calls to the API. Each resolves to the cart in the answer (undefined when the answer
// holds none, and the store fetches it) and throws the API client's error when the server refuses or cannot answer.

/** The cart in an answer: the `data` wrapper is optional. */
function cartOf(answer: Envelope<ServerCart> | undefined): ServerCart | undefined {
  const body = answer as unknown as (Envelope<ServerCart> & ServerCart) | undefined;
  if (!body) return undefined;
  if (body.data && typeof body.data === "object" && Array.isArray(body.data.items)) return body.data;
  if (Array.isArray(body.items)) return body;
  return undefined;
}

/**
 * DELETE with an empty JSON object: the client always sends `content-type: application/json`, and the API refuses an
 * empty body under that type with 400 ("not valid JSON").
 */
const del = (path: string, locale: Locale) => apiRequest<ServerCart>("DELETE", path, { body: {}, siteLocale: locale, retry: false });

/** GET carts. */
export async function getCart(locale: Locale): Promise<ServerCart | undefined> {
  return cartOf(await api.get<ServerCart>("carts", { siteLocale: locale }));
}

/** POST carts: the quantity is already clamped to 1–99. */
export async function postLine(
  productId: number,
  quantity: number,
  note: string,
  locale: Locale,
  chosen?: { variant_id: number | null; modifiers: { choice_id: number; quantity: number }[] },
): Promise<ServerCart | undefined> {
  return cartOf(await api.post<ServerCart>("carts", { product_id: productId, quantity, note, ...chosen }, { siteLocale: locale }));
}

/** PATCH carts/{id}/update, retried with PUT when it fails; each with the retry helper (5xx and status 0). */
export async function putQuantity(id: string, quantity: number, locale: Locale): Promise<ServerCart | undefined> {
  const body = { quantity, cart_token: readCartToken() ?? undefined };
  const send = (method: "PATCH" | "PUT") =>
    withRetry(() => apiRequest<ServerCart>(method, `carts/${encodeURIComponent(id)}/update`, { body, siteLocale: locale, retry: false }));
  try {
    return cartOf(await send("PATCH"));
  } catch {
    return cartOf(await send("PUT"));
  }
}

/** DELETE carts/{id}/remove, with the retry helper. */
export async function deleteLine(id: string, locale: Locale): Promise<void> {
  await withRetry(() => del(`carts/${encodeURIComponent(id)}/remove`, locale));
}

/** DELETE carts/clear, with the retry helper. */
export async function deleteCart(locale: Locale): Promise<void> {
  await withRetry(() => del("carts/clear", locale));
}

/** POST carts/coupon. */
export async function postCoupon(code: string, locale: Locale): Promise<ServerCart | undefined> {
  return cartOf(await api.post<ServerCart>("carts/coupon", { code }, { siteLocale: locale, retry: false }));
}

/** DELETE carts/coupon. */
export async function deleteCoupon(locale: Locale): Promise<ServerCart | undefined> {
  return cartOf(await del("carts/coupon", locale));
}
