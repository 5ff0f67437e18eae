/** Dollars as typed in a back-office form ("2", "2.5", "2.50", "$2.50") → cents; anything else is NaN, which the rules refuse. */
export function centsOf(text: string): number {
  const clean = text.trim().replace(/^\$/, "").replace(/,/g, "");
  return /^\d{1,7}(\.\d{1,2})?$/.test(clean) ? Math.round(Number(clean) * 100) : Number.NaN;
}
