import { createHash } from "node:crypto";

// `POST checkout` needs an `Idempotency-Key`: the same key with the same body is the same order again,
// the same key with another body is refused. What "the same body" means is decided here, once.

/** 8 to 255 visible ASCII characters (a UUID, a ULID, any client's random string). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && /^[\x21-\x7e]{8,255}$/.test(value);
}

/** JSON with its objects' keys sorted, at every depth: two bodies that differ only in key order are one. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonical(inner)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** The body's fingerprint, kept with the key (SHA-256 of its canonical JSON, hex). */
export function requestFingerprint(body: unknown): string {
  return createHash("sha256").update(canonical(body)).digest("hex");
}
