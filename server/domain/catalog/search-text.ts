/**
 * Folds text for accent-insensitive matching: lower case, Vietnamese diacritics removed, đ → d.
 * Stored beside each translation so SQLite and PostgreSQL match the same way with a plain LIKE.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[đĐ]/g, "d")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** A query longer than this many words is cut: nobody types more, and each word is one more LIKE. */
const MAX_WORDS = 8;

/**
 * The words of a customer's query, folded: "Bánh-mì  ĐẶC biệt!" → ["banh", "mi", "dac", "biet"].
 * Only letters and digits survive, so a word never carries LIKE wildcards (% _) into the SQL.
 */
export function searchWords(query: string): string[] {
  return foldForSearch(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/**
 * The spelling-tolerant form of folded text: spaces dropped and "ph" written "f", so that "cafe", "caphe" and
 * "ca phe" all meet "cà phê", and "banhmi" meets "bánh mì". The SQL side applies the same two replaces
 * (`looseSearchSql`), in the same order, to the stored search_text.
 */
export function looseSearchKey(folded: string): string {
  return folded.replace(/ /g, "").replace(/ph/g, "f");
}
