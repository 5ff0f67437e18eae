import { z } from "zod";
import { storedCountry } from "../../i18n/formatters.shared.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { key, whenMissing } from "../shared/fields.schema.ts";
import { isPlausiblePhone, normalisePhone } from "../accounts/identifier.ts";
import { needsAddress } from "./address-rule.shared.ts";

// POST checkout's body: phone, e-mail, payment option and shipping option are required; full
// name and notes are optional. The address (street, city, state, country) is asked only where it is used: where a
// delivery goes, or a card's billing address; a pickup paid at the shop needs none. Each failure names a message key
// the edge says in the request's language. Whether the slot can be taken, and the ZIP's zone, are the service's to
// decide (422 too).

export const FULFILMENTS = ["pickup", "delivery"] as const;
export const PAYMENT_OPTIONS = ["pay_at_pickup", "card"] as const;
export const MAX_ORDER_NOTES = 500;

/** A control character other than a line break or a tab (notes may have several lines). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]/;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !CONTROL_CHARACTER.test(text), key("fieldInvalid"))
    .nullish()
    .transform((v) => v ?? "");

/** 1/0, true/false, "1"/"0", "on" (a checkbox without JavaScript). */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false", "on"])])
  .nullish()
  .transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on");

/** The address's fields and what is said when one is missing. */
const ADDRESS_FIELDS = [
  ["address", "checkoutAddressRequired"],
  ["city", "checkoutCityRequired"],
  ["state", "checkoutStateRequired"],
  ["country", "checkoutCountryRequired"],
] as const satisfies readonly (readonly [string, ApiMessageKey])[];

export const checkoutInput = z
  .object({
    email: z
      .string(whenMissing("checkoutEmailRequired"))
      .trim()
      .toLowerCase()
      .min(1, key("checkoutEmailRequired"))
      .max(254)
      .pipe(z.email(key("invalidEmail"))),
    phone: z
      .union([z.string(), z.number()], {
        error: (issue) => (issue.input === undefined || issue.input === null ? "checkoutPhoneRequired" : "fieldInvalid"),
      })
      .transform((v) => String(v).trim())
      .refine((v) => v !== "", key("checkoutPhoneRequired"))
      .transform((v) => normalisePhone(v))
      .refine((v) => v === "" || isPlausiblePhone(v), key("authPhoneInvalid")),
    full_name: optionalText(100),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    country: optionalText(100).transform(storedCountry),
    zip: optionalText(10),
    shipping_option: z.enum(FULFILMENTS, key("checkoutShippingRequired")),
    slot: z.object(
      {
        date: z.string(whenMissing("checkoutSlotRequired")).max(10, key("checkoutSlotInvalid")),
        start: z.string(whenMissing("checkoutSlotRequired")).max(5, key("checkoutSlotInvalid")),
      },
      key("checkoutSlotRequired"),
    ),
    payment_option: z.enum(PAYMENT_OPTIONS, key("checkoutPaymentRequired")),
    payment_token: z.object({ data_descriptor: z.string().min(1).max(100), data_value: z.string().min(1).max(8192) }).nullish(),
    notes: optionalText(MAX_ORDER_NOTES),
    coupon: optionalText(40),
    /** What the page showed as the total: a different total on the server is refused (409) so the customer sees it before paying. */
    expected_total_cents: z
      .number()
      .int()
      .min(0)
      .nullish()
      .meta({ description: "The total the customer saw: `totals.total_cents` of GET checkout/options for this fulfilment, tax included" }),
    create_account: flag,
    password: z.string().max(1024).nullish(),
    password_confirmation: z.string().max(1024).nullish(),
    remember: flag,
    cart_token: z.string().max(64).nullish(),
  })
  .superRefine(
    (v, ctx) => {
      if (!needsAddress(v)) return;
      for (const [field, message] of ADDRESS_FIELDS) if (!v[field]) ctx.addIssue({ code: "custom", path: [field], message });
    },
    // Said together with the other fields' faults, not after they are mended.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null && needsAddress(payload.value) },
  )
  .refine((v) => v.payment_option !== "card" || Boolean(v.payment_token), {
    path: ["payment_token"],
    error: "checkoutCardTokenRequired" satisfies ApiMessageKey,
  })
  .refine((v) => v.shipping_option !== "delivery" || v.zip !== "", {
    path: ["zip"],
    error: "checkoutZipRequired" satisfies ApiMessageKey,
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | null;
      return value?.shipping_option === "delivery";
    },
  });

export type CheckoutInput = z.infer<typeof checkoutInput>;

export const checkoutOptionsQuery = z.object({
  fulfilment: z.enum(FULFILMENTS, key("checkoutShippingRequired")).optional(),
  zip: z.string().max(10).optional(),
});
