import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { ALLERGENS, DIETS, PRODUCT_SORTS, ProductQuerySchema } from "../../domain/catalog/catalog.schema.ts";
import { getProduct, listProducts } from "../../domain/catalog/catalog.service.ts";
import { NOTE_KINDS } from "../../domain/catalog/note-kind.ts";
import { ApiError, okShared } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";
import { CategorySchema } from "./categories.ts";

const ImageSchema = z
  .object({
    path: z.string().openapi({ description: "The picture for a browser without srcset" }),
    width: z.number(),
    height: z.number(),
    alt: z
      .string()
      .openapi({ description: "What it shows, in the request's language; empty when none was given (the product's name says it)" }),
    srcset: z.object({ avif: z.string(), webp: z.string() }).nullable().openapi({
      description: 'An uploaded photo\'s responsive copies as srcset values ("/media/…-320.avif 320w, …"); null for a drawing',
    }),
  })
  .openapi("ProductImage");

const OptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ description: "In the request's language", example: "Size" }),
    values: z.array(z.object({ id: z.number().int(), label: z.string().openapi({ example: "8 inch" }) })),
  })
  .openapi("ProductOption");

const VariantSchema = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    price: z.number(),
    price_cents: z.number().int(),
    option_values: z
      .array(z.number().int())
      .openapi({ description: "One value id per option, in the options' order; [] for a product without options" }),
    available: z.boolean().openapi({ description: "False when it is no longer sold or out today" }),
    lead_time_hours: z.number().int().openapi({ description: "Its own lead time, else the product's" }),
    capacity_units: z.number().int().openapi({ description: "How much of the product's daily capacity one piece uses" }),
  })
  .openapi("ProductVariant");

const ModifierGroupSchema = z
  .object({
    id: z.number().int(),
    name: z.string().openapi({ example: "Extras" }),
    min: z.number().int().openapi({ description: "Distinct choices at least (≥ 1: required)" }),
    max: z.number().int().openapi({ description: "Distinct choices at most" }),
    max_per_choice: z.number().int().openapi({ description: "How many of one choice: 1 for a toggle, more for a box" }),
    total: z.number().int().nullable().openapi({ description: "What the quantities must add up to (a box of 6); null when they need not" }),
    required: z.boolean(),
    choices: z.array(
      z.object({
        id: z.number().int(),
        label: z.string().openapi({ example: "Fried egg" }),
        price_delta: z.number(),
        price_delta_cents: z.number().int().openapi({ description: "Added to the unit price for each; 0 for a no-cost choice" }),
        default: z.boolean().openapi({ description: "Chosen to begin with" }),
        available: z.boolean().openapi({ description: "False when it is out today" }),
        allergens: z.array(z.string()).openapi({ description: "Big 9 allergens it adds to the line" }),
      }),
    ),
  })
  .openapi("ModifierGroup");

const cardFields = {
  id: z.number(),
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  summary: z.string(),
  price_cents: z
    .number()
    .int()
    .openapi({ description: 'The lowest price of its variants on sale ("from" when `price_max_cents` is higher)' }),
  price: z.number(),
  price_max_cents: z
    .number()
    .int()
    .openapi({ description: "The highest price of its variants on sale; the same as `price_cents` when they do not differ" }),
  price_max: z.number(),
  has_options: z.boolean().openapi({ description: "Chosen by size, flavour…: a cart add needs `variant_id`" }),
  currency: z.literal("USD"),
  lead_time_hours: z.number().int(),
  daily_capacity: z.number().int().nullable(),
  featured: z.boolean(),
  allergens: z.array(z.string()).openapi({ description: `Big 9 allergens it contains: ${ALLERGENS.join(", ")}` }),
  diets: z.array(z.string()).openapi({ description: `Suitable for: ${DIETS.join(", ")}` }),
  image: ImageSchema.nullable(),
};

export const ProductSummarySchema = z
  .object({
    ...cardFields,
    category: z.string().openapi({ description: "The category's slug" }),
    category_name: z.string(),
  })
  .openapi("ProductSummary");

export const ProductSchema = z
  .object({
    ...cardFields,
    category: z.object({ slug: z.string(), name: z.string() }),
    note_kind: z
      .enum(NOTE_KINDS)
      .openapi({ description: "What a note added to it in the cart is: a cake's inscription, or a note for the kitchen" }),
    description: z.string(),
    ingredients: z
      .string()
      .openapi({ description: "What it is made of, plain text in the request's language; empty when the shop has not given them" }),
    images: z.array(ImageSchema),
    related: z.array(ProductSummarySchema).openapi({ description: "Up to 4 other products of the same category" }),
    options: z.array(OptionSchema).openapi({ description: "Up to 3 options (Size, Flavour); [] for a product without options" }),
    variants: z
      .array(VariantSchema)
      .openapi({ description: "Every combination of option values, or the one default variant of a product without options" }),
    modifier_groups: z.array(ModifierGroupSchema).openapi({ description: "The add-ons offered, in the shop's order" }),
  })
  .openapi("Product");

const ListingSchema = z.object({
  items: z.array(ProductSummarySchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
  pages: z.number(),
  category: CategorySchema.nullable(),
  filters: z.object({
    category: z.string().nullable(),
    contains: z.array(z.enum(ALLERGENS)),
    free_from: z.array(z.enum(ALLERGENS)),
    diet: z.array(z.enum(DIETS)),
    q: z.string(),
    sort: z.enum(PRODUCT_SORTS).nullable(),
  }),
  facets: z.object({
    categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
    allergens: z.array(z.enum(ALLERGENS)).readonly(),
    diets: z.array(z.enum(DIETS)).readonly(),
    sorts: z.array(z.enum(PRODUCT_SORTS)).readonly(),
  }),
});

const list = createRoute({
  method: "get",
  path: "/",
  summary: "List published products: filter, search, sort, page",
  description:
    "`contains`, `free_from` (allergens) and `diet` take comma lists (or repeated parameters); every diet listed must apply. " +
    '`q` ignores case and Vietnamese accents ("banh mi" finds "Bánh mì", "cafe" finds "Cà phê") in both languages. ' +
    "`sort`: price_asc, price_desc, newest, name (in the request's language); without it the shop's order, best search matches first.",
  tags: ["Catalog"],
  request: { query: ProductQuerySchema },
  responses: {
    200: {
      description: "A page of products, names in the request's language, with the filter panel's facets",
      content: { "application/json": { schema: envelopeOf(ListingSchema) } },
    },
    422: { description: "Unknown allergen, diet or sort, or a bad page", content: { "application/json": { schema: ErrorSchema } } },
  },
});

const show = createRoute({
  method: "get",
  path: "/{slug}",
  summary: "One product by its slug, with related products",
  tags: ["Catalog"],
  request: { params: z.object({ slug: z.string().min(1).max(200).openapi({ example: "banh-mi-dac-biet" }) }) },
  responses: {
    200: { description: "The product", content: { "application/json": { schema: envelopeOf(ProductSchema) } } },
    404: { description: "No published product has this slug", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function productsApi({ db }: AppDeps) {
  return newApi()
    .openapi(list, async (c) => {
      const q = c.req.valid("query");
      const listing = await listProducts(db, {
        lang: c.get("lang"),
        category: q.category,
        contains: q.contains,
        freeFrom: q.free_from,
        diets: q.diet,
        q: q.q,
        sort: q.sort,
        page: q.page,
        perPage: q.per_page,
      });
      return okShared(c, listing);
    })
    .openapi(show, async (c) => {
      const product = await getProduct(db, c.get("lang"), c.req.valid("param").slug);
      if (!product) throw new ApiError(404, "productNotFound");
      return okShared(c, product);
    });
}
