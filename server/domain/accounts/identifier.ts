/** How customers are found: an e-mail (lower case, trimmed) or a phone number (digits only). */
export type Identifier = { kind: "email"; value: string } | { kind: "phone"; value: string };

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Digits only, so "(713) 555-0142", "713.555.0142" and "+1 713 555 0142" are the same customer: the US country
 * code in front of a ten-digit number is dropped, because the shop's customers type it in some places and not others.
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** A number we could call or text: 7 to 15 digits (E.164 allows at most 15). */
export function isPlausiblePhone(digits: string): boolean {
  return /^\d{7,15}$/.test(digits);
}

/** What the login and recovery forms' one "email or phone" field names. */
export function parseIdentifier(input: string): Identifier {
  return input.includes("@") ? { kind: "email", value: normaliseEmail(input) } : { kind: "phone", value: normalisePhone(input) };
}
