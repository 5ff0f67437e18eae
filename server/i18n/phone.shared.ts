/** Formats a US phone's digits as (713) 555-0142; other lengths as given. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/** A `tel:` link of a US phone: +1 and its digits. */
export function telOf(digits: string): string {
  const d = digits.replace(/[^\d+]/g, "");
  return `tel:${d.startsWith("+") ? d : d.length === 10 ? `+1${d}` : d}`;
}
