import type { Locale } from "../../i18n/config.ts";
import { ApiRequestError } from "../../browser/api-client.ts";
import { clampAdd, clampSet } from "../../../server/domain/cart/cart-rules.shared.ts";
import * as calls from "./cart-calls.ts";
import {
  cartReducer,
  cartView,
  INITIAL,
  type CartAction,
  type CartState,
  type CartStoreState,
  type ChangeRequest,
  type ServerCart,
} from "./cart-reducer.ts";
import { readCartToken, readMirror, storeCartToken, wipeCartStorage, writeMirror, CART_KEYS } from "./cart-storage.ts";

// The browser's cart: one store for the header's badge, the taskbar and the cart page. The state and what the
// visitor sees are cart-reducer.ts; the calls are cart-calls.ts; what stays in the browser is cart-storage.ts. This
// module runs the changes: it sends each, lays it over the cart while it is on its way, and takes the server's
// answer as the truth.

let state: CartStoreState = INITIAL;
let view: CartState = cartView(INITIAL);
const SERVER_VIEW = cartView(INITIAL);
const listeners = new Set<() => void>();

function dispatch(action: CartAction): void {
  state = cartReducer(state, action);
  view = cartView(state);
  for (const listener of listeners) listener();
}

export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => view,
  /** Server render and hydration see the empty, not-yet-loaded cart. */
  getServer: () => SERVER_VIEW,
};

const mirror = () => writeMirror(view.items, view.gifts);

/**
 * Takes a server answer as the truth: state, mirror, and the token. Only the server makes cart tokens (a
 * token is created by the first change), so its token replaces whatever the browser held.
 */
function applyServerCart(cart: ServerCart): void {
  if (cart.token && cart.token !== readCartToken()) storeCartToken(cart.token);
  dispatch({ type: "confirmed", cart });
  mirror();
}

let currentLocale: Locale = "en";
let fetching: { promise: Promise<void>; generation: number } | null = null;
/** Bumped by every change, so an answer to a GET sent before it never overwrites it. */
let generation = 0;
const changed = () => ++generation;
let nextChangeId = 0;

/** GET carts. Not loaded becomes loaded; hydrated even on failure. */
export function fetchCart(locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  if (fetching && fetching.generation === generation) return fetching.promise;
  const sent = generation;
  dispatch({ type: "fetchStarted" });
  const promise = calls
    .getCart(locale)
    .then((cart) => {
      if (cart && sent === generation) applyServerCart(cart);
      else dispatch({ type: "fetchAnswered" });
    })
    .catch((error: unknown) => dispatch({ type: "fetchFailed", error }))
    .finally(() => {
      if (fetching?.promise === promise) fetching = null;
    });
  fetching = { promise, generation: sent };
  return promise;
}

/** The server's cart from a change's answer, or fetched when the answer held none. */
async function take(cart: ServerCart | undefined, locale: Locale): Promise<void> {
  if (cart) applyServerCart(cart);
  else await fetchCart(locale);
}

/**
 * Sends a change shown at once: it is laid over the cart while on its way; the answer replaces the cart; a failure
 * drops the change, so the cart falls back to the server's, and keeps the error (no message).
 */
async function optimistic(change: ChangeRequest, send: () => Promise<void>): Promise<void> {
  changed();
  const id = ++nextChangeId;
  dispatch({ type: "changeSent", change: { ...change, id } });
  mirror();
  try {
    await send();
    dispatch({ type: "changeSettled", id });
  } catch (error) {
    dispatch({ type: "changeSettled", id, error });
  }
  mirror();
}

/** A change without an optimistic view (add, coupons): the store is busy until the answer. */
async function waited<T>(send: () => Promise<T>, onError: (error: unknown) => T): Promise<T> {
  changed();
  dispatch({ type: "busy", by: 1 });
  try {
    return await send();
  } catch (error) {
    dispatch({ type: "failed", error });
    return onError(error);
  } finally {
    dispatch({ type: "busy", by: -1 });
  }
}

let opening: Promise<unknown> = Promise.resolve();

/**
 * Runs changes that may open the cart one after another: the server makes the token when it opens a cart, so a
 * second add sent before the first one's answer (and its token) would open a second cart.
 */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const result = opening.then(work, work);
  opening = result.catch(() => {});
  return result;
}

/** What an add did: the pieces asked for (clamped to 1–99) and the pieces the cart gained. */
export interface Added {
  requested: number;
  added: number;
}

/** Pieces of a product in the cart's lines (gifts apart), whatever their notes. */
const piecesOf = (productId: number) => view.items.filter((l) => l.productId === productId).reduce((sum, l) => sum + l.quantity, 0);

/**
 * POST carts: adds (quantity clamped to 1–99); throws on failure (the caller tells). A line holds at most 99, so an
 * add to a full line gains less than asked, or nothing: the answer says how many were added, for the caller to say.
 */
export function addToCart(
  productId: number,
  quantity: unknown,
  note: string,
  locale: Locale = currentLocale,
  chosen?: { variant_id: number | null; modifiers: { choice_id: number; quantity: number }[] },
): Promise<Added> {
  currentLocale = locale;
  const requested = clampAdd(quantity);
  return inTurn(() =>
    waited(
      async () => {
        const before = piecesOf(productId);
        await take(await calls.postLine(productId, requested, note, locale, chosen), locale);
        return { requested, added: Math.max(0, piecesOf(productId) - before) };
      },
      (error) => {
        throw error;
      },
    ),
  );
}

/** Sets a line's quantity (clamped 0–99; 0 removes). Shown at once; a failure brings the server's quantity back. */
export async function setQuantity(id: string, value: unknown, locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  const line = view.items.find((l) => l.id === id);
  if (!line || line.isGift || line.mutating) return;
  const quantity = clampSet(value);
  if (quantity <= 0) return removeLine(id, locale);
  if (quantity === line.quantity) return;
  await optimistic({ kind: "quantity", lineId: id, quantity }, async () => take(await calls.putQuantity(id, quantity, locale), locale));
}

export const increment = (id: string, locale?: Locale) => {
  const line = view.items.find((l) => l.id === id);
  return line ? setQuantity(id, line.quantity + 1, locale) : Promise.resolve();
};

/** Decrement does nothing at 1. */
export const decrement = (id: string, locale?: Locale) => {
  const line = view.items.find((l) => l.id === id);
  return line && line.quantity > 1 ? setQuantity(id, line.quantity - 1, locale) : Promise.resolve();
};

/**
 * DELETE carts/{id}/remove: gone at once; back in its place if the server could not remove it; then a light
 * re-fetch.
 */
export async function removeLine(id: string, locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  const line = view.items.find((l) => l.id === id);
  if (!line || line.isGift) return;
  await optimistic({ kind: "remove", lineId: id }, async () => {
    await calls.deleteLine(id, locale);
    await fetchCart(locale);
  });
}

/** Wipes every local trace of the cart: the keys, the cookie, totals and promotion. */
export function clearCartData(): void {
  wipeCartStorage();
  dispatch({ type: "wiped" });
  if (typeof window !== "undefined") window.dispatchEvent(new Event("cart:changed"));
}

/**
 * DELETE carts/clear: empty at once. Then all cart data is wiped, so the next add starts with a new token; if the
 * server could not clear it, the cart comes back.
 */
export async function clearCart(locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  changed();
  const id = ++nextChangeId;
  dispatch({ type: "changeSent", change: { kind: "clear", id } });
  mirror();
  try {
    await calls.deleteCart(locale);
    clearCartData(); // the change with the rest: nothing is left to lay over, or to mirror
  } catch (error) {
    dispatch({ type: "changeSettled", id, error });
    mirror();
  }
}

/** POST carts/coupon. Resolves to the server's reason for the `code` field when refused (422), else null. */
export function applyCoupon(code: string, locale: Locale = currentLocale): Promise<string | null> {
  currentLocale = locale;
  return inTurn(() =>
    waited<string | null>(
      async () => {
        await take(await calls.postCoupon(code, locale), locale);
        return null;
      },
      (error) => {
        if (error instanceof ApiRequestError) return error.body?.errors?.code?.[0] ?? error.body?.message ?? error.message;
        throw error;
      },
    ),
  );
}

/** DELETE carts/coupon. */
export async function removeCoupon(locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  await waited(
    async () => take(await calls.deleteCoupon(locale), locale),
    () => undefined,
  );
}

/**
 * Another writer (another tab, sign-in merging carts) changed the server cart: a GET sent before that change must
 * neither be joined nor win, so this counts as a change and sends a GET of its own.
 */
function refetchAfterAnotherWriter(): void {
  changed();
  void fetchCart();
}

let started = false;
let refetchTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts the browser side once: instant paint from the mirror, the first fetch, and the listeners — another tab's
 * change (`storage` on cartItems: re-read, then re-fetch) and `cart:refresh` (after sign-in: re-fetch).
 */
export function startCart(locale: Locale): void {
  currentLocale = locale;
  if (started || typeof window === "undefined") return;
  started = true;
  const token = readCartToken();
  if (token) storeCartToken(token);
  dispatch({ type: "painted", ...readMirror(), token });
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_KEYS.items && event.key !== CART_KEYS.gifts && event.key !== null) return;
    if (view.mutating) return;
    dispatch({ type: "painted", ...readMirror() });
    clearTimeout(refetchTimer);
    refetchTimer = setTimeout(refetchAfterAnotherWriter, 150);
  });
  window.addEventListener("cart:refresh", refetchAfterAnotherWriter);
  void fetchCart(locale);
}

/** For tests: back to the initial state. */
export function resetCartStore(): void {
  state = INITIAL;
  view = cartView(INITIAL);
  started = false;
  fetching = null;
  generation = 0;
  opening = Promise.resolve();
}
