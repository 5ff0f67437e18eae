// A custom cake request's rules that the request form, the quote page, the back office and the server all read: the
// choices offered, the limits of each field, the size suggested for a number of servings, and how long things last.
// Pure, and safe in the browser (no zod here: the storefront's bundle must not carry it).

/** requested → quoted → accepted (an order exists) | declined (by the customer or the shop) | expired (a quote not accepted in time). */
export const CAKE_REQUEST_STATUSES = ["requested", "quoted", "accepted", "declined", "expired"] as const;
export type CakeRequestStatus = (typeof CAKE_REQUEST_STATUSES)[number];

export const CAKE_OCCASIONS = ["birthday", "wedding", "full_month", "anniversary", "graduation", "other"] as const;
export type CakeOccasion = (typeof CAKE_OCCASIONS)[number];

export const CAKE_FLAVOURS = ["vanilla", "pandan", "coconut", "taro", "coffee", "matcha", "chocolate"] as const;
export type CakeFlavour = (typeof CAKE_FLAVOURS)[number];

export const CAKE_FILLINGS = ["whipped_cream", "fresh_fruit", "coffee_mousse", "salted_caramel", "durian", "chocolate_ganache"] as const;
export type CakeFilling = (typeof CAKE_FILLINGS)[number];

/** The inscription is piped as written: at most this many characters, no control characters. */
export const INSCRIPTION_MAX = 120;
export const NOTES_MAX = 1000;
export const FROSTING_COLOUR_MAX = 60;
export const DECLINE_REASON_MAX = 500;
export const QUOTE_NOTES_MAX = 1000;
export const SERVINGS_MIN = 4;
export const SERVINGS_MAX = 300;
/** Up to this many reference photos with a request. */
export const MAX_PHOTOS = 3;
/** A photo larger than this is refused before it is decoded. */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** A cake is asked for at least this many days ahead (counted in the shop's calendar days): time to quote, pay, bake. */
export const CUSTOM_CAKE_LEAD_DAYS = 3;
/** …and at most this many days ahead. */
export const CUSTOM_CAKE_MAX_DAYS_AHEAD = 365;
/** A quote not accepted within this many days expires. */
export const QUOTE_VALID_DAYS = 7;
/** A deposit is refunded on a cancel until this many hours before the cake's day opens; kept after (the cake is begun). */
export const CUSTOM_CAKE_REFUND_HOURS = 72;
/** The reference photos are deleted this many days after a request ends (declined, expired, or its order done). */
export const PHOTO_KEEP_DAYS = 90;
/** The product whose daily capacity is the day's custom cakes, and under which the order's line is made. */
export const CUSTOM_CAKE_PRODUCT_SLUG = "custom-birthday-cake";
/** A quote's price bounds, in cents. */
export const QUOTE_PRICE_MAX_CENTS = 500_000;

/** The size suggested for a number of servings (a round cake up to 10 inches, tiers beyond). */
export type CakeSize = "6in" | "8in" | "10in" | "two_tier" | "three_tier" | "four_tier";

export function suggestedSize(servings: number): CakeSize {
  if (servings <= 8) return "6in";
  if (servings <= 14) return "8in";
  if (servings <= 22) return "10in";
  if (servings <= 45) return "two_tier";
  if (servings <= 80) return "three_tier";
  return "four_tier";
}

/** Whether a text holds a control character or a direction override (a line break or a tab is allowed in the notes, never in the inscription). */
export const hasControlCharacter = (text: string, allowLineBreaks = false): boolean =>
  (allowLineBreaks ? /[^\P{Cc}\n\r\t]/u : /\p{Cc}/u).test(text) || /[\u202a-\u202e\u2066-\u2069]/u.test(text);

/** The characters of a text as a person counts them (an emoji or a letter with its tone marks is one). */
export const characterCount = (text: string): number => [...text.normalize("NFC")].length;
