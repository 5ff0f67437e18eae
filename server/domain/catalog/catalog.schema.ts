import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { issueText } from "../content/field-text.ts";

/** The US "Big 9" allergens a product can contain. */
export const ALLERGENS = ["milk", "egg", "fish", "shellfish", "tree_nuts", "peanuts", "wheat", "soy", "sesame"] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** "Suitable for" labels, kept apart from allergens. */
export const DIETS = ["vegetarian", "vegan", "gluten_free"] as const;
export type Diet = (typeof DIETS)[number];

export const PRODUCT_SORTS = ["price_asc", "price_desc", "newest", "name"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 24;

/** "milk,egg" or a repeated parameter (?contains=milk&contains=egg, as a checkbox form sends it) → parts. */
function listParts(value: string | string[] | undefined): string[] {
  const joined = Array.isArray(value) ? value.join(",") : (value ?? "");
  return [
    ...new Set(
      joined
        .split(",")
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

function knownOnly<T extends string>(allowed: readonly T[], parts: string[]): T[] {
  return parts.filter((part): part is T => (allowed as readonly string[]).includes(part));
}

/** A comma list of allowed words; an unknown word is a field error that names it and the allowed ones. */
function choiceList<T extends string>(allowed: readonly T[], messageKey: ApiMessageKey, description: string) {
  return z
    .union([z.string().max(500), z.array(z.string().max(100)).max(20)])
    .describe(`${description}, a comma list or repeated parameter of: ${allowed.join(", ")}`)
    .optional()
    .transform((value, ctx): T[] => {
      const parts = listParts(value);
      const unknown = parts.filter((part) => !(allowed as readonly string[]).includes(part));
      if (unknown.length) {
        ctx.addIssue({
          code: "custom",
          message: `unknown: ${unknown.join(", ")}`,
          params: issueText(messageKey, { values: unknown.join(", "), allowed: allowed.join(", ") }),
        });
        return z.NEVER;
      }
      return knownOnly(allowed, parts);
    });
}

/** The query of the product list (GET /products), strict: a bad value is a 422 naming the field. */
export const ProductQuerySchema = z.object({
  category: z.string().trim().max(100).optional().describe("A category's slug"),
  contains: choiceList(ALLERGENS, "unknownAllergens", "Allergens the product must contain"),
  free_from: choiceList(ALLERGENS, "unknownAllergens", "Allergens the product must not contain"),
  diet: choiceList(DIETS, "unknownDiets", "Diets that must all apply"),
  q: z.string().max(100).optional().describe("Search, ignoring case and Vietnamese accents, in either language"),
  sort: z
    .string()
    .describe(`One of: ${PRODUCT_SORTS.join(", ")} (default: the shop's order, best search matches first)`)
    .optional()
    .refine((v) => v === undefined || v === "" || (PRODUCT_SORTS as readonly string[]).includes(v), {
      params: issueText("unknownSort", { allowed: PRODUCT_SORTS.join(", ") }),
    })
    .transform((v) => (v ? (v as ProductSort) : undefined)),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

export type ProductQueryInput = z.output<typeof ProductQuerySchema>;

/** What the listing needs, as the domain takes it. */
export interface ProductFilters {
  category?: string | undefined;
  contains?: readonly Allergen[] | undefined;
  freeFrom?: readonly Allergen[] | undefined;
  diets?: readonly Diet[] | undefined;
  q?: string | undefined;
  sort?: ProductSort | undefined;
}

/**
 * The product list's filters from a page URL, forgiving: unknown allergens, diets or sorts are dropped and a
 * bad page number becomes 1, because a shared or hand-edited link should still show products.
 */
export function productFiltersFromUrl(params: URLSearchParams): ProductFilters & { page: number; perPage: number } {
  const number = (name: string, fallback: number, max: number) => {
    const n = Number(params.get(name));
    return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
  };
  const sort = params.get("sort");
  return {
    category: params.get("category")?.trim() || undefined,
    contains: knownOnly(ALLERGENS, listParts(params.getAll("contains"))),
    freeFrom: knownOnly(ALLERGENS, listParts(params.getAll("free_from"))),
    diets: knownOnly(DIETS, listParts(params.getAll("diet"))),
    q: params.get("q")?.slice(0, 100) || undefined,
    sort: knownOnly(PRODUCT_SORTS, sort ? [sort] : [])[0],
    page: number("page", 1, 10_000),
    perPage: number("per_page", DEFAULT_PER_PAGE, MAX_PER_PAGE),
  };
}
