/**
 * What the note a customer adds to a product is for: the words piped on a cake (an inscription), or a word to the
 * kitchen on anything else ("no chili, extra pickles"). The kind follows the product's category, never its name.
 */
export const NOTE_KINDS = ["inscription", "kitchen"] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** The categories whose products are cakes made to be written on. */
const INSCRIBED_CATEGORIES: ReadonlySet<string> = new Set(["cakes"]);

export function noteKindOf(categorySlug: string): NoteKind {
  return INSCRIBED_CATEGORIES.has(categorySlug) ? "inscription" : "kitchen";
}
