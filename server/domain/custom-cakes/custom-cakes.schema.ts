import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { storedCountry } from "../../i18n/formatters.shared.ts";
import { isPlausiblePhone, normalisePhone } from "../accounts/identifier.ts";
import { isLocalDate } from "../fulfilment/shop-time.ts";
import { key, whenMissing } from "../shared/fields.schema.ts";
import {
  CAKE_FILLINGS,
  CAKE_FLAVOURS,
  CAKE_OCCASIONS,
  characterCount,
  DECLINE_REASON_MAX,
  FROSTING_COLOUR_MAX,
  hasControlCharacter,
  INSCRIPTION_MAX,
  NOTES_MAX,
  QUOTE_NOTES_MAX,
  QUOTE_PRICE_MAX_CENTS,
  SERVINGS_MAX,
  SERVINGS_MIN,
} from "./custom-cake-rules.shared.ts";

// The custom cake request's fields as a form or the API's multipart body sends them (text, every one), the quote's
// and the declines'. Each failure names a message key said in the client's language. Whether the date can be had
// (the lead time, a closed day) is the service's to decide: it needs the shop's clock and calendar.

const text = (max: number, opts: { lines?: boolean } = {}) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ?? "").trim().normalize("NFC"))
    .refine((v) => characterCount(v) <= max, { params: { messageKey: "fieldTooLong", messageParams: { max } } })
    .refine((v) => !hasControlCharacter(v, opts.lines), key("textHasControlCharacters"));

const required = (max: number, missing: ApiMessageKey) => text(max).refine((v) => v !== "", key(missing));

const ADDRESS_FIELDS = [
  ["address", "checkoutAddressRequired"],
  ["city", "checkoutCityRequired"],
  ["state", "checkoutStateRequired"],
  ["zip", "checkoutZipRequired"],
] as const satisfies readonly (readonly [string, ApiMessageKey])[];

export const CakeRequestFormSchema = z
  .object({
    occasion: z.enum(CAKE_OCCASIONS, key("cakeOccasionRequired")),
    date: z
      .string(whenMissing("cakeDateRequired"))
      .trim()
      .refine((v) => v !== "", key("cakeDateRequired"))
      .refine((v) => v === "" || isLocalDate(v), key("cakeDateInvalid")),
    shipping_option: z.enum(["pickup", "delivery"], key("checkoutShippingRequired")),
    address: text(200),
    city: text(100),
    state: text(100),
    zip: text(10),
    country: text(100).transform((v) => storedCountry(v || "US")),
    servings: z.coerce
      .number(key("cakeServingsInvalid"))
      .int(key("cakeServingsInvalid"))
      .min(SERVINGS_MIN, key("cakeServingsInvalid"))
      .max(SERVINGS_MAX, key("cakeServingsInvalid")),
    flavour: z.enum(CAKE_FLAVOURS, key("invalidChoice")),
    filling: z.enum(CAKE_FILLINGS, key("invalidChoice")),
    frosting_colour: text(FROSTING_COLOUR_MAX),
    inscription: z
      .string()
      .nullish()
      .transform((v) => (v ?? "").trim().normalize("NFC"))
      .refine((v) => characterCount(v) <= INSCRIPTION_MAX, key("cakeInscriptionTooLong"))
      .refine((v) => !hasControlCharacter(v), key("cakeInscriptionControl")),
    notes: text(NOTES_MAX, { lines: true }),
    full_name: required(100, "cakeNameRequired"),
    email: z
      .string(whenMissing("checkoutEmailRequired"))
      .trim()
      .toLowerCase()
      .min(1, key("checkoutEmailRequired"))
      .max(254)
      .pipe(z.email(key("invalidEmail"))),
    phone: z
      .string(whenMissing("checkoutPhoneRequired"))
      .trim()
      .refine((v) => v !== "", key("checkoutPhoneRequired"))
      .transform((v) => normalisePhone(v))
      .refine((v) => v === "" || isPlausiblePhone(v), key("authPhoneInvalid")),
  })
  .superRefine((v, ctx) => {
    if (v.shipping_option !== "delivery") return;
    for (const [field, message] of ADDRESS_FIELDS) if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message });
  });

/** The form's text fields from a FormData (a page's POST or the API's multipart), the photos apart. */
export function fieldsOf(form: FormData): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (const name of Object.keys(CakeRequestFormSchema.shape)) {
    const value = form.get(name);
    fields[name] = typeof value === "string" ? value : undefined;
  }
  return fields;
}

/** The photos sent (`photos`, or `photos[]` as the API names them); empty file inputs are not photos. */
export function photosOf(form: FormData): File[] {
  return [...form.getAll("photos"), ...form.getAll("photos[]")].filter((v): v is File => typeof v !== "string" && v.size > 0);
}

const cents = (max: number) => z.number(key("mustBeNumber")).int(key("mustBeNumber")).min(0).max(max);

/** The staff's quote: price and deposit in cents; the deposit at least a dollar, and no more than the price. */
export const QuoteInputSchema = z
  .object({
    price_cents: cents(QUOTE_PRICE_MAX_CENTS).min(100, key("cakeQuotePriceInvalid")),
    deposit_cents: cents(QUOTE_PRICE_MAX_CENTS).min(100, key("cakeQuoteDepositInvalid")),
    notes: text(QUOTE_NOTES_MAX, { lines: true }),
    date: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine((v) => v === null || isLocalDate(v), key("cakeDateInvalid")),
    version: z.number().int().min(1).optional(),
  })
  .refine((v) => v.deposit_cents <= v.price_cents, { path: ["deposit_cents"], ...key("cakeQuoteDepositOverPrice") });

export const DeclineInputSchema = z.object({
  reason: text(DECLINE_REASON_MAX, { lines: true }),
  version: z.number().int().min(1).optional(),
});

/** The staff's decline: a reason is required (the customer reads it). */
export const ShopDeclineInputSchema = DeclineInputSchema.extend({
  reason: text(DECLINE_REASON_MAX, { lines: true }).refine((v) => v !== "", key("cakeDeclineReasonRequired")),
});
