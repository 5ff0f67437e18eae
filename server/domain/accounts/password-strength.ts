import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

// How hard a new password is to guess, by zxcvbn-ts (common passwords, English words and names, keyboard rows,
// repeats, sequences, dates, l33t) with the shop's own words. Server only: its word lists weigh about a megabyte, so
// the pages check only the cheap rules (password-rules.shared.ts) before sending a form, and the server says the rest
// (decision 023). Staff accounts open customers' details and the shop: they need a stronger password than customers.

/** The least zxcvbn score (0–4) a new password needs: 4 is at least 10^10 guesses, 2 at least 10^6. */
export const MIN_STRENGTH = { staff: 4, customer: 2 } as const;

/** The shop's own words, which a guesser tries first. */
export const SHOP_WORDS = ["mai vang", "maivang", "mai", "vang", "bakery", "banh", "banh mi", "banhmi", "tiem banh", "mai vang bakery"];

/** Why zxcvbn finds a password weak, as the shop says it (en and vi in the API's catalogues: `passwordWeak*`). */
export type PasswordWeakness = "repeated" | "sequence" | "keyboard" | "common" | "words" | "shopWords" | "dates" | "guessable";

// zxcvbn's own texts are English only: its translations here are its codes, mapped to the shop's reasons.
const codes = <T extends Record<string, string>>(table: T) => Object.fromEntries(Object.keys(table).map((key) => [key, key])) as T;
const translations = { ...en.translations, warnings: codes(en.translations.warnings), suggestions: codes(en.translations.suggestions) };

const WEAKNESS_OF_WARNING: Record<string, PasswordWeakness> = {
  simpleRepeat: "repeated",
  extendedRepeat: "repeated",
  sequences: "sequence",
  straightRow: "keyboard",
  keyPattern: "keyboard",
  topTen: "common",
  topHundred: "common",
  common: "common",
  similarToCommon: "common",
  pwned: "common",
  wordByItself: "words",
  namesByThemselves: "words",
  commonNames: "words",
  userInputs: "shopWords",
  recentYears: "dates",
  dates: "dates",
};

let estimator: ZxcvbnFactory | undefined;
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...en.dictionary }, graphs: common.adjacencyGraphs, translations });
  return estimator;
}

/** Lower case, without diacritics, as zxcvbn compares words. */
const fold = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/đ/g, "d");

/**
 * Why `password` is too weak for a `kind` account, or undefined when it is strong enough. The owner's name and e-mail
 * and the shop's words count as words a guesser knows.
 */
export function passwordWeakness(
  password: string,
  kind: keyof typeof MIN_STRENGTH,
  owner: { name?: string | null; email?: string | null } = {},
): PasswordWeakness | undefined {
  const inputs = [...SHOP_WORDS, ...[owner.name, owner.email, owner.email?.split("@")[0]].filter((v): v is string => !!v).map(fold)];
  const result = zxcvbn().check(fold(password).length === password.length ? password : fold(password), inputs);
  if (result.score >= MIN_STRENGTH[kind]) return undefined;
  const named = WEAKNESS_OF_WARNING[result.feedback.warning ?? ""];
  if (named) return named;
  return result.sequence.some((match) => "dictionaryName" in match && match.dictionaryName === "userInputs") ? "shopWords" : "guessable";
}

/** The API's message key of each weakness (en and vi). */
export const WEAKNESS_MESSAGES = {
  repeated: "authPasswordWeakRepeated",
  sequence: "authPasswordWeakSequence",
  keyboard: "authPasswordWeakKeyboard",
  common: "authPasswordWeakCommon",
  words: "authPasswordWeakWords",
  shopWords: "authPasswordWeakShopWords",
  dates: "authPasswordWeakDates",
  guessable: "authPasswordWeakGuessable",
} as const satisfies Record<PasswordWeakness, string>;
