import { z } from "zod";
import { key, pathIdOf, whenMissing } from "../shared/fields.schema.ts";
import { NEW_SLUG_PATTERN, RESERVED_SLUGS, SLUG_MAX_LENGTH } from "../content/slugs.ts";
import { ALLERGENS, DIETS } from "./catalog.schema.ts";

// The back office's product form and calls: English and Vietnamese texts side by side, a slug in the one
// namespace of /:slug, a category, a SKU unique in any case, a price in cents above 0, the Big 9 allergens and diet
// labels, lead time, daily capacity, featured and position. The pages turn the dollars they show into cents first.
// Browser-safe: the description is sanitised by the service (server only), not here.

/** $10,000: far above any bakery item, well inside an integer. */
export const MAX_PRICE_CENTS = 1_000_000;
/** Thirty days' notice is the most a product can ask for. */
export const MAX_LEAD_TIME_HOURS = 720;
export const MAX_DAILY_CAPACITY = 100_000;
export const MAX_POSITION = 100_000;
export const NAME_MAX = 160;
export const SUMMARY_MAX = 500;
export const DESCRIPTION_MAX = 20_000;
/** Ingredients: a list that fits on a box's label. */
export const INGREDIENTS_MAX = 1_000;
/** A SKU: letters, digits, dot, - and _, kept upper case so that two SKUs differing only in case are one. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._-]{0,39}$/;

export const PRODUCT_LANGS = ["en", "vi"] as const;
export type ProductLang = (typeof PRODUCT_LANGS)[number];
export const PRODUCT_STATUSES = ["published", "draft"] as const;
export type AdminProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Products a page of the back office's list shows. */
export const ADMIN_PRODUCTS_PER_PAGE = 25;

/** Control characters other than tab and line breaks (which descriptions keep). */
const hasControl = (t: string) =>
  [...t].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && ch !== "\t" && ch !== "\n" && ch !== "\r") || code === 127;
  });

const text = (max: number, message: Parameters<typeof key>[0]) =>
  z
    .string(whenMissing(message))
    .trim()
    .max(max, key(message))
    .refine((t) => !hasControl(t), key("fieldInvalid"))
    .default("");

/**
 * Ingredients, as one line: line breaks typed in the textarea become spaces; any other control character is refused.
 * Left out of an edit (an API client that does not know them), they stay as they are.
 */
const ingredients = z
  .string(key("productIngredientsInvalid"))
  .transform((t) => t.replace(/\s*[\r\n]+\s*/g, " ").trim())
  .pipe(
    z
      .string()
      .max(INGREDIENTS_MAX, key("productIngredientsTooLong"))
      .refine((t) => !/\p{Cc}/u.test(t), key("productIngredientsInvalid")),
  )
  .optional();

const whole = (message: Parameters<typeof key>[0], min: number, max: number) =>
  z.number(key(message)).int(key(message)).min(min, key(message)).max(max, key(message));

const slug = z
  .string(whenMissing("productSlugInvalid"))
  .trim()
  .pipe(
    z
      .string()
      .max(SLUG_MAX_LENGTH, key("productSlugInvalid"))
      .regex(NEW_SLUG_PATTERN, key("productSlugInvalid"))
      .refine((s) => !RESERVED_SLUGS.has(s), key("productSlugReserved")),
  );

const sku = z
  .string(whenMissing("productSkuInvalid"))
  .transform((t) => t.trim().toUpperCase())
  .pipe(z.string().regex(SKU_PATTERN, key("productSkuInvalid")));

const choices = <T extends string>(allowed: readonly [T, ...T[]], message: Parameters<typeof key>[0]) =>
  z
    .array(z.enum(allowed, key(message)), key(message))
    .max(allowed.length * 2, key(message))
    .transform((list) => [...new Set(list)].sort())
    .default([]);

const fields = z.object({
  name_en: text(NAME_MAX, "productNameTooLong"),
  name_vi: text(NAME_MAX, "productNameTooLong"),
  summary_en: text(SUMMARY_MAX, "productSummaryTooLong"),
  summary_vi: text(SUMMARY_MAX, "productSummaryTooLong"),
  description_en: text(DESCRIPTION_MAX, "productDescriptionTooLong"),
  description_vi: text(DESCRIPTION_MAX, "productDescriptionTooLong"),
  ingredients_en: ingredients,
  ingredients_vi: ingredients,
  slug,
  category_id: whole("productCategoryUnknown", 1, 2_147_483_647),
  sku,
  price_cents: whole("productPriceInvalid", 1, MAX_PRICE_CENTS),
  lead_time_hours: whole("productLeadTimeInvalid", 0, MAX_LEAD_TIME_HOURS).default(0),
  daily_capacity: whole("productCapacityInvalid", 1, MAX_DAILY_CAPACITY).nullable().default(null),
  featured: z.boolean(key("fieldInvalid")).default(false),
  position: whole("productPositionInvalid", 0, MAX_POSITION).default(0),
  allergens: choices(ALLERGENS, "productAllergenInvalid"),
  diets: choices(DIETS, "productDietInvalid"),
});

type Fields = z.infer<typeof fields>;

/** A product needs a name in at least one language (the other may follow: it is flagged missing until then). */
function check(v: Pick<Fields, "name_en" | "name_vi">, ctx: z.RefinementCtx) {
  if (v.name_en === "" && v.name_vi === "") {
    ctx.addIssue({ code: "custom", path: ["name_en"], message: "productNameRequired" });
    ctx.addIssue({ code: "custom", path: ["name_vi"], message: "productNameRequired" });
  }
}

/** A new product: a draft unless `status` says published (which needs both names). */
export const productCreateInput = fields
  .extend({ status: z.enum(PRODUCT_STATUSES, key("productStatusInvalid")).default("draft") })
  .superRefine(check);
export type ProductCreateInput = z.infer<typeof productCreateInput>;

/** A save carries the version the staff member saw: the product's `updated_at` as read. */
const version = z.string(key("productVersionRequired")).min(1, key("productVersionRequired")).max(40, key("productVersionRequired"));

/** An edit: every field (its status stays; publish and unpublish have their own call). */
export const productUpdateInput = fields.extend({ expected_updated_at: version }).superRefine(check);
export type ProductUpdateInput = z.infer<typeof productUpdateInput>;

export const productStatusInput = z.object({ status: z.enum(PRODUCT_STATUSES, key("productStatusInvalid")), expected_updated_at: version });
export type ProductStatusInput = z.infer<typeof productStatusInput>;

/** The list's query: a piece of a name in either language (any accents) or of a SKU; a category; a status; a page. */
export const adminProductsQuery = z.object({
  q: z.string().trim().max(100, key("productSearchTooLong")).optional(),
  category: z.coerce
    .number(key("productCategoryUnknown"))
    .int(key("productCategoryUnknown"))
    .min(1, key("productCategoryUnknown"))
    .max(2_147_483_647, key("productCategoryUnknown"))
    .optional(),
  status: z.enum(PRODUCT_STATUSES, key("productStatusInvalid")).optional(),
  page: z.coerce
    .number(key("fieldInvalid"))
    .int(key("fieldInvalid"))
    .min(1, key("fieldInvalid"))
    .max(100_000, key("fieldInvalid"))
    .default(1),
});
export type AdminProductsQuery = z.infer<typeof adminProductsQuery>;

/** A product's id in a path: a whole number; anything else is answered like an unknown product. */
export const productIdOf = pathIdOf;

/**
 * The languages a product's texts are missing in: one whose name is empty, or whose summary or description is empty
 * while the other language has it.
 */
export function missingTranslations(t: Record<`${"name" | "summary" | "description"}_${ProductLang}`, string>): ProductLang[] {
  return PRODUCT_LANGS.filter((lang) => {
    const other = lang === "en" ? "vi" : "en";
    if (t[`name_${lang}`] === "") return true;
    return (["summary", "description"] as const).some((f) => t[`${f}_${lang}`] === "" && t[`${f}_${other}`] !== "");
  });
}
