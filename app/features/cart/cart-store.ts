import type { NoteKind } from "../../../server/domain/catalog/note-kind.ts";
import type { Locale } from "../../i18n/config.ts";
import { api, ApiRequestError, apiRequest, withRetry, type Envelope } from "../../browser/api-client.ts";
import { deleteCookie, readCookie, readJson, readStorage, removeStorage, writeCookie, writeStorage } from "../../browser/storage.ts";

/** Spec §9: a line holds 1 to 99. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** Spec §9: the cart token cookie lives 30 days. */
export const CART_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;
export const PLACEHOLDER_IMAGE = "/images/logo.svg";

/** Spec §3 client storage keys of the cart. */
export const CART_KEYS = { token: "cart-token", tokenAlt: "cart_token", cookie: "cart_token", items: "cartItems", gifts: "cartGifts" } as const;

/**
 * Spec §4 "clearing all cart data": the checkout keys (checkout is not built yet, so these names are decided here
 * and the checkout must use them): selected shipping and payment method, their caches, coupon keys, the checkout
 * form cache and the checkout note.
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

/** One line as the server answers it (GET carts item). */
export interface ServerCartItem {
  id: number | string;
  line_item_id?: number | string;
  product_id: number;
  slug?: string;
  sku?: string;
  name: string;
  image_path?: string | null;
  price: number;
  price_cents?: number;
  quantity: number;
  line_total_cents?: number;
  variant?: string | null;
  is_gift?: boolean;
  note?: string;
  note_kind?: NoteKind;
  allergens?: string[];
  promotion_name?: string | null;
}

export interface CartPromotion {
  code: string;
  name: string;
  discount: number;
  discount_cents: number;
  applied: boolean;
}

export interface CartNotice {
  code: string;
  message: string;
  product_id?: number;
  coupon_code?: string;
}

export interface ServerCart {
  token?: string;
  items?: ServerCartItem[];
  gifts?: ServerCartItem[];
  count?: number;
  subtotal_cents?: number;
  discount_cents?: number;
  total?: number;
  total_cents?: number;
  promotion?: CartPromotion | null;
  notices?: CartNotice[];
}

/** Spec §3 cart line (plus what the page shows: cents, allergens, slug). */
export interface CartLine {
  id: string;
  productId: number;
  lineItemId: string;
  serverId: string;
  image: string;
  name: string;
  price: number;
  priceCents: number;
  quantity: number;
  lineTotalCents: number;
  sku: string;
  variant: string | null;
  isGift: boolean;
  note: string;
  /** What the note is: a cake's inscription or a note for the kitchen (a mirror written before it knew: kitchen). */
  noteKind?: NoteKind;
  slug: string;
  allergens: string[];
  promotionName: string | null;
  /** A change of this line is on its way to the server. */
  mutating?: boolean;
}

export interface CartState {
  items: CartLine[];
  gifts: CartLine[];
  count: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  promotion: CartPromotion | null;
  notices: CartNotice[];
  token: string | null;
  loading: boolean;
  /** The first fetch has completed (successfully or not). */
  hydrated: boolean;
  mutating: boolean;
  /** The last failure, kept (spec §8: no message is shown). */
  error: unknown;
}

const cents = (dollars: unknown) => Math.round((Number(dollars) || 0) * 100);

export function toLine(item: ServerCartItem, isGift = Boolean(item.is_gift)): CartLine {
  const priceCents = isGift ? 0 : (item.price_cents ?? cents(item.price));
  const quantity = Math.max(1, Math.trunc(Number(item.quantity) || 1));
  return {
    id: String(item.id),
    productId: Number(item.product_id),
    lineItemId: String(item.line_item_id ?? item.id),
    serverId: String(item.id),
    image: item.image_path || PLACEHOLDER_IMAGE,
    name: item.name,
    price: priceCents / 100,
    priceCents,
    quantity,
    lineTotalCents: isGift ? 0 : (item.line_total_cents ?? priceCents * quantity),
    sku: item.sku ?? "",
    variant: item.variant ?? null,
    isGift,
    note: item.note ?? "",
    noteKind: item.note_kind ?? "kitchen",
    slug: item.slug ?? "",
    allergens: item.allergens ?? [],
    promotionName: item.promotion_name ?? null,
  };
}

/** The server's cart (a `data` wrapper is optional, spec §7) as the store's fields. */
export function fromServer(answer: ServerCart): Omit<CartState, "loading" | "hydrated" | "mutating" | "error"> {
  const items = (answer.items ?? []).map((i) => toLine(i));
  const gifts = (answer.gifts ?? []).map((i) => toLine(i, true));
  const subtotalCents = answer.subtotal_cents ?? items.reduce((s, l) => s + l.lineTotalCents, 0);
  const discountCents = answer.discount_cents ?? answer.promotion?.discount_cents ?? 0;
  return {
    items,
    gifts,
    count: answer.count ?? items.reduce((s, l) => s + l.quantity, 0),
    subtotalCents,
    discountCents,
    totalCents: answer.total_cents ?? (answer.total !== undefined ? cents(answer.total) : Math.max(0, subtotalCents - discountCents)),
    promotion: answer.promotion ?? null,
    notices: answer.notices ?? [],
    token: answer.token || null,
  };
}

const EMPTY: CartState = {
  items: [],
  gifts: [],
  count: 0,
  subtotalCents: 0,
  discountCents: 0,
  totalCents: 0,
  promotion: null,
  notices: [],
  token: null,
  loading: false,
  hydrated: false,
  mutating: false,
  error: null,
};

/** Spec §5 quantity rules. */
export function toQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}
export const clampAdd = (value: unknown) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, toQuantity(value) || MIN_QUANTITY));
export const clampSet = (value: unknown) => Math.min(MAX_QUANTITY, Math.max(0, toQuantity(value)));

const TOKEN_PATTERN = /^ct_[A-Za-z0-9]{24}$/;

export function readCartToken(): string | null {
  const token = readStorage(CART_KEYS.token) ?? readStorage(CART_KEYS.tokenAlt) ?? readCookie(CART_KEYS.cookie) ?? null;
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

export function storeCartToken(token: string): void {
  writeStorage(CART_KEYS.token, token);
  writeStorage(CART_KEYS.tokenAlt, token);
  writeCookie(CART_KEYS.cookie, token, { maxAge: CART_TOKEN_MAX_AGE });
}

// ---- the store ----

let state: CartState = EMPTY;
const listeners = new Set<() => void>();

function setState(next: Partial<CartState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export const cartStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  getServer: () => EMPTY,
};

const strip = (lines: CartLine[]) => lines.map(({ mutating: _m, ...line }) => line);

/** Keeps the local-storage mirror current (only when it changed, so other tabs do not ping-pong) and tells the header. */
function mirror(items: CartLine[], gifts: CartLine[]) {
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

/**
 * Takes a server answer as the truth: state, mirror, and the token. Only the server makes cart tokens (spec §4's
 * token is created by the first change), so its token replaces whatever the browser held.
 */
export function applyServerCart(answer: ServerCart) {
  const next = fromServer(answer);
  if (next.token && next.token !== readCartToken()) storeCartToken(next.token);
  setState({ ...next, token: next.token ?? state.token, hydrated: true, loading: false, error: null });
  mirror(state.items, state.gifts);
}

/** Instant paint from the mirror, before the server answers. */
function readMirror() {
  const items = readJson<CartLine[]>(CART_KEYS.items);
  const gifts = readJson<CartLine[]>(CART_KEYS.gifts);
  return { items: Array.isArray(items) ? items : [], gifts: Array.isArray(gifts) ? gifts : [] };
}

function withTotals(items: CartLine[]): Pick<CartState, "items" | "count" | "subtotalCents" | "totalCents"> {
  const subtotalCents = items.reduce((s, l) => s + l.lineTotalCents, 0);
  return {
    items,
    count: items.reduce((s, l) => s + l.quantity, 0),
    subtotalCents,
    totalCents: Math.max(0, subtotalCents - state.discountCents),
  };
}

function cartOf(answer: Envelope<ServerCart> | undefined): ServerCart | undefined {
  const body = answer as unknown as (Envelope<ServerCart> & ServerCart) | undefined;
  if (!body) return undefined;
  if (body.data && typeof body.data === "object" && Array.isArray(body.data.items)) return body.data;
  if (Array.isArray(body.items)) return body; // the data wrapper is optional (spec §7)
  return undefined;
}

/**
 * DELETE with an empty JSON object: the client always sends `content-type: application/json`, and the API refuses an
 * empty body under that type with 400 ("not valid JSON").
 */
const del = (path: string, locale: Locale) => apiRequest<ServerCart>("DELETE", path, { body: {}, siteLocale: locale, retry: false });

let currentLocale: Locale = "en";
let fetching: { promise: Promise<void>; generation: number } | null = null;
/** Bumped by every change, so an answer to a GET sent before it never overwrites it. */
let generation = 0;
const changed = () => ++generation;

/** GET carts. Not loaded becomes loaded; hydrated even on failure (spec §4). */
export function fetchCart(locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  if (fetching && fetching.generation === generation) return fetching.promise;
  const sent = generation;
  setState({ loading: true });
  const promise = api
    .get<ServerCart>("carts", { siteLocale: locale })
    .then((answer) => {
      const cart = cartOf(answer);
      if (cart && sent === generation) applyServerCart(cart);
      else setState({ loading: false, hydrated: true });
    })
    .catch((error: unknown) => setState({ loading: false, hydrated: true, error }))
    .finally(() => {
      if (fetching?.promise === promise) fetching = null;
    });
  fetching = { promise, generation: sent };
  return promise;
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

/** POST carts: adds (quantity clamped to 1–99) and returns the new cart; throws on failure (the caller tells). */
export function addToCart(productId: number, quantity: unknown, note: string, locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  return inTurn(() => sendAdd(productId, quantity, note, locale));
}

async function sendAdd(productId: number, quantity: unknown, note: string, locale: Locale): Promise<void> {
  changed();
  setState({ mutating: true });
  try {
    const answer = await api.post<ServerCart>("carts", { product_id: productId, quantity: clampAdd(quantity), note }, { siteLocale: locale });
    const cart = cartOf(answer);
    if (cart) applyServerCart(cart);
    else await fetchCart(locale);
  } catch (error) {
    setState({ error });
    throw error;
  } finally {
    setState({ mutating: false });
  }
}

function markLine(id: string, patch: Partial<CartLine>) {
  return state.items.map((l) => (l.id === id ? { ...l, ...patch } : l));
}

/** PATCH carts/{id}/update, retried with PUT when it fails; each with the retry helper (5xx and status 0). */
async function sendQuantity(id: string, quantity: number, locale: Locale) {
  const body = { quantity, cart_token: readCartToken() ?? undefined };
  const send = (method: "PATCH" | "PUT") =>
    withRetry(() => apiRequest<ServerCart>(method, `carts/${encodeURIComponent(id)}/update`, { body, siteLocale: locale, retry: false }));
  try {
    return await send("PATCH");
  } catch {
    return await send("PUT");
  }
}

/**
 * Sets a line's quantity (clamped 0–99; 0 or less removes). Optimistic: the line changes at once and is marked
 * mutating; on failure the previous values come back and the error is kept (no message, spec §8).
 */
export async function setQuantity(id: string, value: unknown, locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  const line = state.items.find((l) => l.id === id);
  if (!line || line.isGift || line.mutating) return;
  const quantity = clampSet(value);
  if (quantity <= 0) return removeLine(id, locale);
  if (quantity === line.quantity) return;
  changed();
  const before = { items: state.items, count: state.count, subtotalCents: state.subtotalCents, totalCents: state.totalCents };
  setState({ ...withTotals(markLine(id, { quantity, lineTotalCents: line.priceCents * quantity, mutating: true })), mutating: true });
  mirror(state.items, state.gifts);
  try {
    const answer = await sendQuantity(id, quantity, locale);
    const cart = cartOf(answer);
    if (cart) applyServerCart(cart);
    else await fetchCart(locale);
  } catch (error) {
    const previous = before.items.find((l) => l.id === id);
    const items = state.items.map((l) => (l.id === id && previous ? { ...previous, mutating: false } : l));
    setState({ ...withTotals(items), error });
    mirror(state.items, state.gifts);
  } finally {
    setState({ items: markLine(id, { mutating: false }), mutating: false });
  }
}

export const increment = (id: string, locale?: Locale) => {
  const line = state.items.find((l) => l.id === id);
  return line ? setQuantity(id, line.quantity + 1, locale) : Promise.resolve();
};

/** Decrement does nothing at 1 (spec §4). */
export const decrement = (id: string, locale?: Locale) => {
  const line = state.items.find((l) => l.id === id);
  return line && line.quantity > 1 ? setQuantity(id, line.quantity - 1, locale) : Promise.resolve();
};

/** DELETE carts/{id}/remove: optimistic with rollback, then a light re-fetch. */
export async function removeLine(id: string, locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  const index = state.items.findIndex((l) => l.id === id);
  const line = state.items[index];
  if (!line || line.isGift) return;
  changed();
  setState({ ...withTotals(state.items.filter((l) => l.id !== id)), mutating: true });
  mirror(state.items, state.gifts);
  try {
    await withRetry(() => del(`carts/${encodeURIComponent(id)}/remove`, locale));
    await fetchCart(locale);
  } catch (error) {
    const items = [...state.items];
    items.splice(Math.min(index, items.length), 0, { ...line, mutating: false });
    setState({ ...withTotals(items), error });
    mirror(state.items, state.gifts);
  } finally {
    setState({ mutating: false });
  }
}

/** Wipes every local trace of the cart (spec §4): the keys, the cookie, totals and promotion. */
export function clearCartData(): void {
  for (const key of CART_CLEAR_KEYS) removeStorage(key);
  deleteCookie(CART_KEYS.cookie);
  setState({ ...EMPTY, hydrated: true });
  if (typeof window !== "undefined") window.dispatchEvent(new Event("cart:changed"));
}

/**
 * DELETE carts/clear: optimistic with rollback. The answer is the (empty) cart, so it stands for the re-fetch; then
 * all cart data is wiped, so the next add starts with a new token.
 */
export async function clearCart(locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  changed();
  const before = state;
  setState({ items: [], gifts: [], count: 0, subtotalCents: 0, discountCents: 0, totalCents: 0, promotion: null, mutating: true });
  mirror([], []);
  try {
    await withRetry(() => del("carts/clear", locale));
    clearCartData();
  } catch (error) {
    setState({ ...before, mutating: false, error });
    mirror(state.items, state.gifts);
  } finally {
    setState({ mutating: false });
  }
}

/** POST carts/coupon. Resolves to the server's reason for the `code` field when refused (422), else null. */
export function applyCoupon(code: string, locale: Locale = currentLocale): Promise<string | null> {
  currentLocale = locale;
  return inTurn(() => sendCoupon(code, locale));
}

async function sendCoupon(code: string, locale: Locale): Promise<string | null> {
  changed();
  setState({ mutating: true });
  try {
    const answer = await api.post<ServerCart>("carts/coupon", { code }, { siteLocale: locale, retry: false });
    const cart = cartOf(answer);
    if (cart) applyServerCart(cart);
    else await fetchCart(locale);
    return null;
  } catch (error) {
    setState({ error });
    if (error instanceof ApiRequestError) return error.body?.errors?.code?.[0] ?? error.body?.message ?? error.message;
    throw error;
  } finally {
    setState({ mutating: false });
  }
}

/** DELETE carts/coupon. */
export async function removeCoupon(locale: Locale = currentLocale): Promise<void> {
  currentLocale = locale;
  changed();
  setState({ mutating: true });
  try {
    const answer = await del("carts/coupon", locale);
    const cart = cartOf(answer);
    if (cart) applyServerCart(cart);
    else await fetchCart(locale);
  } catch (error) {
    setState({ error });
  } finally {
    setState({ mutating: false });
  }
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
  const painted = readMirror();
  setState({ gifts: painted.gifts, ...withTotals(painted.items), token });
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_KEYS.items && event.key !== CART_KEYS.gifts && event.key !== null) return;
    if (state.mutating) return;
    const again = readMirror();
    setState({ gifts: again.gifts, ...withTotals(again.items) });
    clearTimeout(refetchTimer);
    refetchTimer = setTimeout(refetchAfterAnotherWriter, 150);
  });
  window.addEventListener("cart:refresh", refetchAfterAnotherWriter);
  void fetchCart(locale);
}

/** For tests: back to the initial state. */
export function resetCartStore(): void {
  state = EMPTY;
  started = false;
  fetching = null;
  opening = Promise.resolve();
}
