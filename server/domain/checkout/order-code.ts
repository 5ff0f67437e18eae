// An order's code: what a guest's link and the shop's screens name it by, so it must not be guessable.
// "MV-" and 12 characters of Crockford's base32 (no I, L, O, U: read aloud over the phone without mistakes), 60 bits
// from Web Crypto.

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const PATTERN = /^MV-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{12}$/;

export function newOrderCode(): string {
  // 32 is a power of two: five bits a character, no modulo bias.
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `MV-${Array.from(bytes, (byte) => ALPHABET[byte & 31]).join("")}`;
}

/** A code as a customer may type it: trimmed, upper case, O read as 0 and I or L as 1. */
export function normaliseOrderCode(typed: string): string {
  return typed.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
}

export function isOrderCode(value: unknown): value is string {
  return typeof value === "string" && PATTERN.test(value);
}
