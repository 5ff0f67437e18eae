// The cart's limits and quantity rules, the one source for the server (cart.schema.ts, the repository, the cart
// page's action) and the browser (the cart store, add to cart). Pure and Zod-free, so the pages can load it.

/** A line holds 1 to 99 of a product. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/** A line's note: the inscription on a cake and the like. */
export const MAX_NOTE = 120;
/** Different lines in one cart: far above any real order, low enough that a script cannot bloat a cart. */
export const MAX_LINES = 50;

/** A cart token: `ct_` and 24 letters or digits. */
const TOKEN_PATTERN = /^ct_[A-Za-z0-9]{24}$/;

export function isCartToken(value: unknown): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

/** A quantity as typed; anything that is not a number counts as 0. */
export function toQuantity(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

/** An add is 1–99 (nothing or 0 adds one). */
export const clampAdd = (value: unknown) => Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, toQuantity(value) || MIN_QUANTITY));

/** A set quantity is 0–99; 0 removes the line. */
export const clampSet = (value: unknown) => Math.min(MAX_QUANTITY, Math.max(0, toQuantity(value)));
