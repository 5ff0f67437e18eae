// The password rules that need no list: shared by the server's schemas and the pages' checks before sending a form.
// A module of its own, without Zod, so that the pages' bundle does not carry the schema library. (The list of
// breached passwords is a file on the server: common-passwords.ts.)

export const MIN_LOGIN_PASSWORD = 6;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

/** Why a new password is refused, beyond its length and the breached list. */
export type PasswordProblem = "blank" | "containsEmail" | "containsName";

/** Whose password it is, as far as the rules need to know. */
export interface PasswordOwner {
  name?: string | null | undefined;
  email?: string | null | undefined;
}

// Spaces and invisible characters (zero-width space, joiners…) only: the length rule alone lets eight of them by.
const BLANK = /^[\p{White_Space}\p{Cf}]*$/u;

/** Lower case, without diacritics: "Nguyễn" is found in "nguyen1990", "Đào" in "dao". */
function fold(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d");
}

/** The runs of letters and of digits: "lan2024!" → lan, 2024. */
const wordsOf = (text: string) => text.match(/\p{L}+|\p{N}+/gu) ?? [];

/**
 * Whether `password` (folded) holds `word` (folded). A word of 4 characters or more counts anywhere in it; one of 3
 * only as a word of its own ("lan2024" holds "Lan", "vanilla" does not hold "Văn"); shorter ones do not count.
 */
function holds(password: string, passwordWords: readonly string[], word: string): boolean {
  if (word.length >= 4) return password.includes(word);
  return word.length === 3 && passwordWords.includes(word);
}

/** The first problem of a new password, or undefined. Lengths are checked apart (they have messages of their own). */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | undefined {
  if (BLANK.test(password)) return "blank";
  const folded = fold(password);
  const words = wordsOf(folded);
  const email = fold(owner.email?.trim() ?? "");
  if (email) {
    const local = email.split("@")[0]!.split("+")[0]!;
    if (folded.includes(email) || [local, ...wordsOf(local)].some((word) => holds(folded, words, word))) return "containsEmail";
  }
  const nameWords = wordsOf(fold(owner.name ?? ""));
  if ([nameWords.join(""), ...nameWords].some((word) => holds(folded, words, word))) return "containsName";
  return undefined;
}
