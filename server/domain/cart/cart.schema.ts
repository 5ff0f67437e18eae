import { z } from "zod";
import { issueText } from "../content/field-text.ts";

import { isCartToken, MAX_LINES, MAX_NOTE, MAX_QUANTITY, MIN_QUANTITY } from "./cart-rules.shared.ts";

export { isCartToken, MAX_LINES, MAX_NOTE, MAX_QUANTITY, MIN_QUANTITY };
/** The largest id PostgreSQL's `integer` holds; a bigger one cannot name a row (and must not reach the query). */
const MAX_ID = 2_147_483_647;

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A new cart token (`ct_` + 24 random characters), from a cryptographic source without modulo bias. */
export function newCartToken(): string {
  // Web Crypto (Node and browsers alike); bytes at or above 248 (4 × 62) are drawn again, so every letter is as likely.
  const limit = Math.floor(256 / TOKEN_ALPHABET.length) * TOKEN_ALPHABET.length;
  let token = "ct_";
  while (token.length < 3 + 24) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte < limit && token.length < 3 + 24) token += TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length];
    }
  }
  return token;
}

// Line breaks are fine in an inscription ("Happy birthday / Mai"); other control characters are not.
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\n]/u;

/** Digits in a string ("2") count as the number, as forms send them; anything else is left for Zod to refuse. */
function digitsAsNumber(value: unknown): unknown {
  return typeof value === "string" && /^\s*-?\d{1,15}\s*$/.test(value) ? Number(value) : value;
}

function wholeNumber(min: number, max?: number) {
  const bounded = max === undefined ? z.number().min(min) : z.number().min(min).max(max);
  // Declared an integer in the API document: a decimal is refused (422), as the refinement says.
  return z
    .preprocess(
      digitsAsNumber,
      bounded.refine((v) => Number.isInteger(v), { params: issueText("mustBeInteger") }),
    )
    .meta({ type: "integer", minimum: min, ...(max === undefined ? {} : { maximum: max }) });
}

/** The cake inscription: trimmed, NFC (so the same words typed twice are the same line), '' when absent. */
export const NoteSchema = z.preprocess(
  (v) => (v === undefined || v === null ? "" : typeof v === "string" ? v.normalize("NFC").replace(/\r\n?/g, "\n").trim() : v),
  z
    .string()
    .max(MAX_NOTE)
    .refine((v) => !CONTROL_EXCEPT_LINES.test(v), { params: issueText("textHasControlCharacters") }),
);

/** Read only when it is a well-formed token; anything else counts as no token (a fresh, empty cart). */
const CartTokenField = z.unknown().optional().describe("The cart token, if the `cart-token` header cannot be sent");

/** At most this many add-ons in one line (a box of 6 chosen one by one is 6). */
export const MAX_MODIFIERS = 50;

/**
 * An add-on chosen: its id and how many (1 when left out). The quantity is any number here, so that a fraction or a
 * number above the group's limit is said beside its group (configuration.shared.ts), not as a bare type error.
 */
const ChosenModifierSchema = z.object({
  choice_id: wholeNumber(1, MAX_ID),
  quantity: z
    .preprocess(digitsAsNumber, z.number().finite())
    .optional()
    .meta({ description: "How many of this choice (a box: 2 lotus, 2 red bean…); 1 when left out" }),
});

/** POST carts. Unknown fields (a `price`, say) are dropped: prices come from the catalogue only. */
export const AddLineInputSchema = z.object({
  product_id: wholeNumber(1, MAX_ID),
  variant_id: wholeNumber(1, MAX_ID)
    .nullish()
    .meta({ description: "The variant chosen; required for a product with options (`options` of GET products/{slug})" }),
  modifiers: z
    .array(ChosenModifierSchema)
    .max(MAX_MODIFIERS)
    .optional()
    .default([])
    .meta({ description: "The add-ons chosen, from the product's `modifier_groups`" }),
  quantity: wholeNumber(MIN_QUANTITY, MAX_QUANTITY).optional().default(MIN_QUANTITY),
  note: NoteSchema.optional().default(""),
  cart_token: CartTokenField,
});
export type AddLineInput = z.output<typeof AddLineInputSchema>;

/** PATCH carts/{lineId}/update: set the quantity, 0 removes the line, more than 99 means 99. */
export const UpdateLineInputSchema = z.object({
  quantity: wholeNumber(0).transform((v) => Math.min(v, MAX_QUANTITY)),
  cart_token: CartTokenField,
});
export type UpdateLineInput = z.output<typeof UpdateLineInputSchema>;

export const CouponInputSchema = z.object({
  code: z.string().trim().min(1).max(64),
  cart_token: CartTokenField,
});

/** What a `{lineId}` in a path names: a line of the cart, a gift (which nobody may change), or nothing. */
export type LineRef = { kind: "line"; id: number } | { kind: "gift" } | { kind: "none" };

/** Gift lines are derived from promotions, so their ids are `gift-<promotion id>`, never a line's number. */
export function giftLineId(promotionId: number): string {
  return `gift-${promotionId}`;
}

/** The promotion that gives a gift line, from its id; null for a line the customer added. */
export function promotionOfGiftLine(lineId: number | string): number | null {
  const match = typeof lineId === "string" ? /^gift-(\d{1,10})$/.exec(lineId) : null;
  return match ? Number(match[1]) : null;
}

export function parseLineRef(value: string): LineRef {
  if (/^gift-\d{1,10}$/.test(value)) return { kind: "gift" };
  if (!/^\d{1,10}$/.test(value)) return { kind: "none" };
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? { kind: "line", id } : { kind: "none" };
}

/** Coupon codes are kept in upper case and typed in any case. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Whose cart a request is about: the signed-in customer's, else the holder of a cart token's. */
export interface Shopper {
  customerId: number | null;
  /** A well-formed cart token, or null: a malformed one must never reach someone else's cart. */
  token: string | null;
}
