import { isCartToken } from "../../../server/domain/cart/cart-rules.shared.ts";
import { deleteCookie, readCookie, readJson, readStorage, removeStorage, writeCookie, writeStorage } from "../../browser/storage.ts";
import type { CartLine } from "./cart-reducer.ts";

// What the cart keeps in the browser: the token the server made, and a mirror of the lines so that
// the header's badge and the cart page paint at once, before the server answers, in every tab.

/** The cart token cookie lives 30 days. */
export const CART_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;

/** The cart's keys in the browser's storage and cookies. */
export const CART_KEYS = {
  token: "cart-token",
  tokenAlt: "cart_token",
  cookie: "cart_token",
  items: "cartItems",
  gifts: "cartGifts",
} as const;

/**
 * What "clearing all cart data" removes besides the cart's own keys: the checkout keys (decided here; the checkout
 * uses them, in session storage: app/features/checkout/checkout-storage.ts): selected shipping and payment method,
 * their caches, coupon keys, the checkout form cache and the checkout note.
 */
export const CHECKOUT_STORAGE_KEYS = [
  "checkout_shipping_method",
  "checkout_payment_method",
  "shipping_methods_cache",
  "payment_methods_cache",
  "coupon_code",
  "applied_coupon",
  "checkout_form",
  "checkout_note",
] as const;

/** Every local-storage key "clear all cart data" removes (the cookie `cart_token` goes too). */
export const CART_CLEAR_KEYS = [CART_KEYS.items, CART_KEYS.gifts, CART_KEYS.token, CART_KEYS.tokenAlt, ...CHECKOUT_STORAGE_KEYS] as const;

export function readCartToken(): string | null {
  const token = readStorage(CART_KEYS.token) ?? readStorage(CART_KEYS.tokenAlt) ?? readCookie(CART_KEYS.cookie) ?? null;
  return isCartToken(token) ? token : null;
}

export function storeCartToken(token: string): void {
  writeStorage(CART_KEYS.token, token);
  writeStorage(CART_KEYS.tokenAlt, token);
  writeCookie(CART_KEYS.cookie, token, { maxAge: CART_TOKEN_MAX_AGE });
}

const strip = (lines: CartLine[]) => lines.map(({ mutating: _m, ...line }) => line);

/**
 * Keeps the mirror current (only when it changed, so other tabs do not ping-pong) and tells the header
 * (`cart:changed`).
 */
export function writeMirror(items: CartLine[], gifts: CartLine[]): void {
  const itemsJson = JSON.stringify(strip(items));
  const giftsJson = JSON.stringify(strip(gifts));
  let changed = false;
  if (readStorage(CART_KEYS.items) !== itemsJson) {
    writeStorage(CART_KEYS.items, itemsJson);
    changed = true;
  }
  if (readStorage(CART_KEYS.gifts) !== giftsJson) {
    writeStorage(CART_KEYS.gifts, giftsJson);
    changed = true;
  }
  if (changed && typeof window !== "undefined") window.dispatchEvent(new Event("cart:changed"));
}

/** The mirror's lines, for the first paint. */
export function readMirror(): { items: CartLine[]; gifts: CartLine[] } {
  const items = readJson<CartLine[]>(CART_KEYS.items);
  const gifts = readJson<CartLine[]>(CART_KEYS.gifts);
  return { items: Array.isArray(items) ? items : [], gifts: Array.isArray(gifts) ? gifts : [] };
}

/** Removes every local trace of the cart: the keys (in both storages: the checkout's are per tab) and the cookie. */
export function wipeCartStorage(): void {
  for (const key of CART_CLEAR_KEYS) removeStorage(key);
  for (const key of CHECKOUT_STORAGE_KEYS) removeStorage(key, "session");
  deleteCookie(CART_KEYS.cookie);
}
