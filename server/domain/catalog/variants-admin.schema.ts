import { z } from "zod";
import { key, whenMissing } from "../shared/fields.schema.ts";
import { MAX_LEAD_TIME_HOURS, MAX_PRICE_CENTS, SKU_PATTERN } from "./products-admin.schema.ts";

// A product's options and variants in the back office: the options (Size, Flavour) with their values in both
// languages, from which every combination is generated as a variant; then the variants edited several at once (price,
// SKU, capacity units, lead time, active). Both saves carry the product's version as read, like the product editor.
// Browser-safe: the pages validate their forms with these too.

/** At most 3 options a product (Size, Flavour, Filling). */
export const MAX_OPTIONS = 3;
/** At most 100 combinations: beyond that a shopper cannot choose and the kitchen cannot plan. */
export const MAX_VARIANTS = 100;
/** Values one option may list (more would exceed the combinations anyway). */
export const MAX_VALUES = 100;
export const OPTION_TEXT_MAX = 60;
/** How much of the product's daily capacity one piece may use. */
export const MAX_CAPACITY_UNITS = 99;

const label = (message: "optionNameRequired" | "optionValueRequired") =>
  z
    .string(whenMissing(message))
    .trim()
    .min(1, key(message))
    .max(OPTION_TEXT_MAX, key("optionTextTooLong"))
    .refine((t) => !/\p{Cc}/u.test(t), key("fieldInvalid"));

const value = z.object({ label_en: label("optionValueRequired"), label_vi: label("optionValueRequired") });

/** Two values of one option read the same (any case): a shopper could not tell them apart. */
const same = (a: string, b: string) => a.toLocaleLowerCase("en") === b.toLocaleLowerCase("en");

const option = z
  .object({
    name_en: label("optionNameRequired"),
    name_vi: label("optionNameRequired"),
    values: z
      .array(value, key("optionValuesRequired"))
      .min(1, key("optionValuesRequired"))
      .max(MAX_VALUES, key("optionTooManyCombinations")),
  })
  .superRefine((o, ctx) => {
    o.values.forEach((v, i) => {
      for (const lang of ["en", "vi"] as const) {
        const field = `label_${lang}` as const;
        if (o.values.slice(0, i).some((earlier) => same(earlier[field], v[field])))
          ctx.addIssue({ code: "custom", path: ["values", i, field], message: "optionValueDuplicate" });
      }
    });
  });

/** The product's version as read (its updated_at): a save made on an older one is refused with 409. */
const version = z.string(key("productVersionRequired")).min(1, key("productVersionRequired")).max(40, key("productVersionRequired"));

export const productOptionsInput = z
  .object({
    options: z.array(option, key("fieldInvalid")).max(MAX_OPTIONS, key("optionTooMany")),
    expected_updated_at: version,
  })
  .superRefine((v, ctx) => {
    const combinations = v.options.reduce((n, o) => n * o.values.length, 1);
    if (combinations > MAX_VARIANTS) ctx.addIssue({ code: "custom", path: ["options"], message: "optionTooManyCombinations" });
    v.options.forEach((o, i) => {
      for (const lang of ["en", "vi"] as const) {
        const field = `name_${lang}` as const;
        if (v.options.slice(0, i).some((earlier) => same(earlier[field], o[field])))
          ctx.addIssue({ code: "custom", path: ["options", i, field], message: "optionNameDuplicate" });
      }
    });
  });
export type ProductOptionsInput = z.infer<typeof productOptionsInput>;

const whole = (message: Parameters<typeof key>[0], min: number, max: number) =>
  z.number(key(message)).int(key(message)).min(min, key(message)).max(max, key(message));

const variantChange = z.object({
  id: whole("variantUnknown", 1, 2_147_483_647),
  sku: z
    .string(whenMissing("productSkuInvalid"))
    .transform((t) => t.trim().toUpperCase())
    .pipe(z.string().regex(SKU_PATTERN, key("productSkuInvalid")))
    .optional(),
  price_cents: whole("productPriceInvalid", 1, MAX_PRICE_CENTS).optional(),
  capacity_units: whole("variantUnitsInvalid", 1, MAX_CAPACITY_UNITS).optional(),
  lead_time_hours: whole("productLeadTimeInvalid", 0, MAX_LEAD_TIME_HOURS).nullable().optional(),
  is_active: z.boolean(key("fieldInvalid")).optional(),
});
export type VariantChange = z.infer<typeof variantChange>;

export const productVariantsInput = z
  .object({
    variants: z.array(variantChange, key("fieldInvalid")).min(1, key("fieldInvalid")).max(MAX_VARIANTS, key("fieldInvalid")),
    expected_updated_at: version,
  })
  .superRefine((v, ctx) => {
    v.variants.forEach((change, i) => {
      if (v.variants.slice(0, i).some((earlier) => earlier.id === change.id))
        ctx.addIssue({ code: "custom", path: ["variants", i, "id"], message: "variantTwice" });
      if (change.sku !== undefined && v.variants.slice(0, i).some((earlier) => earlier.sku === change.sku))
        ctx.addIssue({ code: "custom", path: ["variants", i, "sku"], message: "variantSkuTwice" });
    });
  });
export type ProductVariantsInput = z.infer<typeof productVariantsInput>;
