import type { AddOnWords } from "../../../server/domain/cart/line-options.shared.ts";
import type { NoteKind } from "../../../server/domain/catalog/note-kind.ts";
import { dollars } from "../../i18n/formatters.ts";

// The cart as the browser holds it, and the one pure function that says what the visitor sees: the server's last
// answer (confirmed) with the changes still on their way (pending) laid over it. A change that fails is dropped
// from the pending list, so the view falls back to the server's cart by itself: no snapshot, no rollback code.

export const PLACEHOLDER_IMAGE = "/images/logo.svg";

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
  /** The add-ons chosen (an answer written before add-ons has none). */
  modifiers?: AddOnWords[];
  is_gift?: boolean;
  note?: string;
  note_kind?: NoteKind;
  allergens?: string[];
  promotion_name?: string | null;
  daily_capacity?: number | null;
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

/** A cart line (plus what the page shows: cents, allergens, slug). */
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
  /** The variant chosen, in the page's language ("8 inch · Pandan"); null for a product without options. */
  variant: string | null;
  /** The add-ons chosen, as the page writes them (label, how many, what each adds). */
  modifiers: AddOnWords[];
  isGift: boolean;
  note: string;
  /** What the note is: a cake's inscription or a note for the kitchen (a mirror written before it knew: kitchen). */
  noteKind?: NoteKind;
  slug: string;
  allergens: string[];
  promotionName: string | null;
  /** How many the shop makes a day (null: no limit, or not known). */
  dailyCapacity?: number | null;
  /** A change of this line is on its way to the server. */
  mutating?: boolean;
}

/** What the pages see. */
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
  /** A change is on its way to the server. */
  mutating: boolean;
  /** The last failure, kept (no message is shown). */
  error: unknown;
}

/** The server's cart as the store's fields. */
export type CartContents = Omit<CartState, "loading" | "hydrated" | "mutating" | "error">;

/** A change sent to the server and not answered yet. */
export type PendingChange =
  | { id: number; kind: "quantity"; lineId: string; quantity: number }
  | { id: number; kind: "remove"; lineId: string }
  | { id: number; kind: "clear" };

/** A change as it is made: the store numbers it. */
export type ChangeRequest = PendingChange extends infer C ? (C extends PendingChange ? Omit<C, "id"> : never) : never;

/** Everything the store holds. */
export interface CartStoreState {
  /** The cart as the server last answered it (or the local mirror before its first answer). */
  confirmed: CartContents;
  pending: PendingChange[];
  /** Adds and coupon changes on their way: they have no optimistic view, the page waits for the answer. */
  busy: number;
  loading: boolean;
  hydrated: boolean;
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
    price: dollars(priceCents),
    priceCents,
    quantity,
    lineTotalCents: isGift ? 0 : (item.line_total_cents ?? priceCents * quantity),
    sku: item.sku ?? "",
    variant: item.variant ?? null,
    modifiers: (item.modifiers ?? []).map((m) => ({ label: m.label, quantity: m.quantity, price_delta_cents: m.price_delta_cents })),
    isGift,
    note: item.note ?? "",
    noteKind: item.note_kind ?? "kitchen",
    slug: item.slug ?? "",
    allergens: item.allergens ?? [],
    promotionName: item.promotion_name ?? null,
    dailyCapacity: item.daily_capacity ?? null,
    mutating: false,
  };
}

/** The server's cart (a `data` wrapper is optional) as the store's fields. */
export function fromServer(answer: ServerCart): CartContents {
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

export const EMPTY_CONTENTS: CartContents = {
  items: [],
  gifts: [],
  count: 0,
  subtotalCents: 0,
  discountCents: 0,
  totalCents: 0,
  promotion: null,
  notices: [],
  token: null,
};

export const INITIAL: CartStoreState = { confirmed: EMPTY_CONTENTS, pending: [], busy: 0, loading: false, hydrated: false, error: null };

/** Lines whose totals the browser works out (the mirror, a pending change): count, subtotal and total follow them. */
export function withTotals(
  items: CartLine[],
  discountCents: number,
): Pick<CartContents, "items" | "count" | "subtotalCents" | "totalCents"> {
  const subtotalCents = items.reduce((s, l) => s + l.lineTotalCents, 0);
  return { items, count: items.reduce((s, l) => s + l.quantity, 0), subtotalCents, totalCents: Math.max(0, subtotalCents - discountCents) };
}

function applyChange(contents: CartContents, change: PendingChange): CartContents {
  switch (change.kind) {
    case "quantity": {
      const items = contents.items.map((l) =>
        l.id === change.lineId ? { ...l, quantity: change.quantity, lineTotalCents: l.priceCents * change.quantity, mutating: true } : l,
      );
      return { ...contents, ...withTotals(items, contents.discountCents) };
    }
    case "remove":
      return {
        ...contents,
        ...withTotals(
          contents.items.filter((l) => l.id !== change.lineId),
          contents.discountCents,
        ),
      };
    case "clear":
      return { ...contents, items: [], gifts: [], count: 0, subtotalCents: 0, discountCents: 0, totalCents: 0, promotion: null };
  }
}

/** What the visitor sees: the confirmed cart with every pending change laid over it, in the order they were made. */
export function cartView(state: CartStoreState): CartState {
  const contents = state.pending.reduce(applyChange, state.confirmed);
  return {
    ...contents,
    loading: state.loading,
    hydrated: state.hydrated,
    mutating: state.pending.length > 0 || state.busy > 0,
    error: state.error,
  };
}

export type CartAction =
  /** The local mirror, painted before the server answers (first paint, another tab's change). */
  | { type: "painted"; items: CartLine[]; gifts: CartLine[]; token?: string | null }
  | { type: "fetchStarted" }
  /** A GET came back: its cart, or nothing to take (a change was made after it was sent, or no cart in it). */
  | { type: "fetchAnswered"; cart?: ServerCart }
  | { type: "fetchFailed"; error: unknown }
  /** The server's answer to a change: the truth from now on. */
  | { type: "confirmed"; cart: ServerCart }
  | { type: "busy"; by: 1 | -1 }
  | { type: "changeSent"; change: PendingChange }
  /** A change was answered (its cart arrives as `confirmed`) or failed: it stops being laid over the cart. */
  | { type: "changeSettled"; id: number; error?: unknown }
  | { type: "failed"; error: unknown }
  /** All cart data cleared. */
  | { type: "wiped" };

/** The server's cart as the confirmed one; a cart without a token keeps the token the browser holds. */
function confirm(state: CartStoreState, cart: ServerCart): CartStoreState {
  const contents = fromServer(cart);
  return {
    ...state,
    confirmed: { ...contents, token: contents.token ?? state.confirmed.token },
    hydrated: true,
    loading: false,
    error: null,
  };
}

export function cartReducer(state: CartStoreState, action: CartAction): CartStoreState {
  switch (action.type) {
    case "painted": {
      const { confirmed } = state;
      const token = action.token === undefined ? confirmed.token : action.token;
      return { ...state, confirmed: { ...confirmed, gifts: action.gifts, ...withTotals(action.items, confirmed.discountCents), token } };
    }
    case "fetchStarted":
      return { ...state, loading: true };
    case "fetchAnswered":
      return action.cart ? confirm(state, action.cart) : { ...state, loading: false, hydrated: true };
    case "fetchFailed":
      return { ...state, loading: false, hydrated: true, error: action.error };
    case "confirmed":
      return confirm(state, action.cart);
    case "busy":
      return { ...state, busy: Math.max(0, state.busy + action.by) };
    case "changeSent":
      return { ...state, pending: [...state.pending, action.change] };
    case "changeSettled": {
      const pending = state.pending.filter((change) => change.id !== action.id);
      return action.error === undefined ? { ...state, pending } : { ...state, pending, error: action.error };
    }
    case "failed":
      return { ...state, error: action.error };
    case "wiped":
      return { ...INITIAL, hydrated: true };
  }
}
