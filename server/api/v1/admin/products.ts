import { z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../../../context.ts";
import {
  adminProductsQuery,
  productCreateInput,
  productStatusInput,
  productUpdateInput,
} from "../../../domain/catalog/products-admin.schema.ts";
import {
  createProduct,
  deleteProduct,
  findAdminProduct,
  listAdminProducts,
  ProductAdminError,
  setProductStatus,
  updateProduct,
  type AdminProduct,
} from "../../../domain/catalog/products-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { productAnswer } from "../../products-answers.ts";
import { newAdminApi, staffRoute, type StaffEnv } from "../../staff-guard.ts";
import { PaginationSchema } from "./schemas.ts";

// Products, the managers' and the owner's (permission "catalog"): list with search, one, create, edit,
// publish and unpublish, delete where safe. Both languages side by side; a change shows on the storefront at once
// (the product page, /products, search, its category, GET /api/v1/products), the next cart takes a new price, placed
// orders keep theirs. Audited; a stale save is refused with the product as it is now.

const ImageSchema = z.object({ path: z.string(), width: z.number().int(), height: z.number().int() });
const LangsSchema = z
  .array(z.enum(["en", "vi"]))
  .openapi({ description: "Languages whose texts are missing: no name, or a summary or description only the other language has" });

const ListItemSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    sku: z.string(),
    status: z.enum(["published", "draft"]),
    category_id: z.number().int(),
    category_name: z.string().openapi({ description: "In the request's language" }),
    name_en: z.string(),
    name_vi: z.string(),
    price_cents: z.number().int(),
    featured: z.boolean(),
    position: z.number().int(),
    missing_translations: LangsSchema,
    image: ImageSchema.nullable(),
    updated_at: z.string(),
  })
  .openapi("AdminProductListItem");

const ProductSchema = ListItemSchema.extend({
  summary_en: z.string(),
  summary_vi: z.string(),
  description_en: z.string().openapi({ description: "Rich text, stored sanitised (no scripts, styles or event handlers)" }),
  description_vi: z.string(),
  ingredients_en: z
    .string()
    .openapi({ description: "What it is made of, one line (empty: not given); shown on its page and printed on box labels" }),
  ingredients_vi: z.string(),
  lead_time_hours: z.number().int(),
  daily_capacity: z.number().int().nullable(),
  allergens: z.array(z.string()),
  diets: z.array(z.string()),
  images: z
    .object({ count: z.number().int(), first: ImageSchema.nullable() })
    .openapi({ description: "Its photos, managed at /admin/products/{id}/images" }),
  created_at: z.string(),
  updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
}).openapi("AdminProduct");

const oneData = z.object({ product: ProductSchema });
const one = json(envelopeOf(oneData));

const nameOf = (p: Pick<AdminProduct, "name_en" | "name_vi">, lang: Lang) =>
  lang === "vi" ? p.name_vi || p.name_en : p.name_en || p.name_vi;

/**
 * A refused create or update, answered as the API answers every product refusal (server/api/refusals.ts) but with the
 * slug and SKU this request gave, which the message of a taken one names and the service's error does not carry.
 */
function refusal(c: Context<StaffEnv>, error: unknown, typed: { slug?: string; sku?: string }) {
  if (!(error instanceof ProductAdminError)) throw error;
  const answer = productAnswer(error, c, typed);
  if (answer instanceof ApiError) throw answer;
  return answer;
}

const FIELDS_DOC =
  'English and Vietnamese name, summary and description (`name_en`, `name_vi`…; at least one name; a published product needs both); `slug` (a–z, 0–9, single hyphens; unique across products, news posts and pages); `category_id`; `sku` (trimmed, upper-cased, unique in any case); `price_cents` (a whole number of cents, 1 to 1,000,000: 0, −1 and "abc" are refused); `lead_time_hours` (0–720); `daily_capacity` (1–100,000, or null for none); `featured`; `position`; `allergens` (the Big 9: milk, egg, fish, shellfish, tree_nuts, peanuts, wheat, soy, sesame) and `diets` (vegetarian, vegan, gluten_free). `ingredients_en` and `ingredients_vi` (plain text, at most 1,000 characters, line breaks made spaces, no other control characters; left out of an edit, they stay as they are). A description is stored sanitised like news posts (scripts and event handlers dropped). A product with options is priced by its variants (PUT /{id}/options, PATCH /{id}/variants): its price stays that of its lowest active variant, whatever `price_cents` says.';

export function adminProductsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "catalog", {
    method: "get",
    path: "/",
    summary: "Products, searched",
    description:
      '`q`: a piece of the name in either language (accents optional: "banh mi" finds "bánh mì") or of the SKU; `category`: a category\'s id; `status`: published or draft. In the shop\'s order (category, then position), 25 a page (`page`).',
    request: { query: adminProductsQuery },
    responses: {
      200: {
        description: "A page of products",
        content: json(envelopeOf(z.object({ products: z.array(ListItemSchema), pagination: PaginationSchema }))),
      },
      422: failure("A search over 100 characters, an unknown status, a bad category or page"),
    },
  });
  const get = staffRoute(db, "catalog", {
    method: "get",
    path: "/{id}",
    summary: "One product, both languages",
    request: { params: idParam },
    responses: { 200: { description: "The product", content: one }, 404: failure("No such product") },
  });
  const add = staffRoute(db, "catalog", {
    method: "post",
    path: "/",
    summary: "Create a product",
    description: `${FIELDS_DOC} \`status\`: draft (the default) or published.`,
    request: { body: { content: json(productCreateInput.openapi("AdminProductInput")), required: true } },
    responses: { 201: { description: "Created", content: one }, 422: failure("A field is refused, or the slug or SKU is taken") },
  });
  const update = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}",
    summary: "Edit a product",
    description: `${FIELDS_DOC} With \`expected_updated_at\`: the product's updated_at as read. A new slug keeps a 301 from the old path (/old → /new, /vi/old → /vi/new). A new price applies to the next cart at once; placed orders keep theirs. The status stays (publish and unpublish: PUT /{id}/status).`,
    request: { params: idParam, body: { content: json(productUpdateInput.openapi("AdminProductUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such product"),
      409: refusalWith("Changed by someone else meanwhile: the product as it is now", oneData),
      422: failure("A field is refused, or the slug or SKU is taken"),
    },
  });
  const status = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}/status",
    summary: "Publish or unpublish a product",
    description:
      "Published (both names needed), it shows in the shop at once; unpublished, its page answers 404 and it leaves every list, search and new cart at once.",
    request: { params: idParam, body: { content: json(productStatusInput.openapi("AdminProductStatus")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such product"),
      409: refusalWith("Changed by someone else meanwhile: the product as it is now", oneData),
      422: failure("An unknown status, no version, or a name missing to publish"),
    },
  });
  const remove = staffRoute(db, "catalog", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a product where safe",
    description:
      "Only a product never ordered, in no cart and given by no gift promotion: it is removed with its translations and photos' rows, and its slug is free again. Any other is refused with 409: unpublish it instead (orders keep their copied name and price either way).",
    request: { params: idParam },
    responses: {
      200: { description: "Deleted", content: one },
      404: failure("No such product"),
      409: failure("Ordered, in a cart or a gift: unpublish it instead"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, await listAdminProducts(db, c.get("lang"), c.req.valid("query"))))
    .openapi(get, async (c) => {
      const product = await findAdminProduct(db, c.get("lang"), c.req.valid("param").id);
      if (!product) throw new ApiError(404, "adminProductNotFound");
      return ok(c, { product });
    })
    .openapi(add, async (c) => {
      const input = c.req.valid("json");
      try {
        const product = await createProduct(ctx, c.get("staff"), c.get("lang"), input);
        return created(c, { product }, apiMessage(c.get("lang"), "productCreated", { name: nameOf(product, c.get("lang")) }));
      } catch (error) {
        return refusal(c, error, input);
      }
    })
    .openapi(update, async (c) => {
      const input = c.req.valid("json");
      try {
        const product = await updateProduct(ctx, c.get("staff"), c.get("lang"), c.req.valid("param").id, input);
        return ok(c, { product }, apiMessage(c.get("lang"), "productUpdated", { name: nameOf(product, c.get("lang")) }));
      } catch (error) {
        return refusal(c, error, input);
      }
    })
    .openapi(status, async (c) => {
      const product = await setProductStatus(ctx, c.get("staff"), c.get("lang"), c.req.valid("param").id, c.req.valid("json"));
      return ok(
        c,
        { product },
        apiMessage(c.get("lang"), product.status === "published" ? "productPublished" : "productUnpublished", {
          name: nameOf(product, c.get("lang")),
        }),
      );
    })
    .openapi(remove, async (c) => {
      const product = await deleteProduct(ctx, c.get("staff"), c.get("lang"), c.req.valid("param").id);
      return ok(c, { product }, apiMessage(c.get("lang"), "productDeleted", { name: nameOf(product, c.get("lang")) }));
    });
}
