import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { categoryCreateInput, categoryUpdateInput } from "../../../domain/catalog/categories-admin.schema.ts";
import {
  createCategory,
  deleteCategory,
  findAdminCategory,
  listAdminCategories,
  updateCategory,
} from "../../../domain/catalog/categories-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// Categories, the managers' and the owner's: list, one, create, edit, delete one without products. The
// storefront (/products?category=<slug>) shows a change on the next page. Audited; stale saves refused.

const bilingual = z.object({ en: z.string(), vi: z.string() });

const CategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().openapi({ description: "The category's own: /products?category=<slug>" }),
    position: z.number().int(),
    image_path: z.string().nullable(),
    name: bilingual,
    description: bilingual,
    missing: z.array(z.enum(["en", "vi"])).openapi({ description: "Languages whose text is empty while the other language has it" }),
    product_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminCategory");

const oneData = z.object({ category: CategorySchema });
const one = json(envelopeOf(oneData));
const nameOf = (c: { name: { en: string; vi: string } }, lang: "en" | "vi") => c.name[lang] || c.name.en;

export function adminCategoriesApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "catalog", {
    method: "get",
    path: "/",
    summary: "Every category in the shop's order, both languages, with its products counted",
    responses: { 200: { description: "By position", content: json(envelopeOf(z.object({ categories: z.array(CategorySchema) }))) } },
  });
  const get = staffRoute(db, "catalog", {
    method: "get",
    path: "/{id}",
    summary: "One category",
    request: { params: idParam },
    responses: { 200: { description: "The category", content: one }, 404: failure("No such category") },
  });
  const add = staffRoute(db, "catalog", {
    method: "post",
    path: "/",
    summary: "Create a category",
    description:
      "The slug is lower-case a–z, 0–9 and single hyphens, unique among categories; the name in both languages; an empty position puts it last.",
    request: { body: { content: json(categoryCreateInput.openapi("AdminCategoryInput")), required: true } },
    responses: { 201: { description: "Created", content: one }, 422: failure("A field is refused, or the slug is taken") },
  });
  const update = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}",
    summary: "Edit a category",
    description:
      "Every field, with expected_updated_at: the category's updated_at as read. A new slug moves the menu's links to the category with it.",
    request: { params: idParam, body: { content: json(categoryUpdateInput.openapi("AdminCategoryUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such category"),
      409: refusalWith("Changed by someone else meanwhile: the category as it is now", oneData),
      422: failure("A field is refused, or the slug is taken"),
    },
  });
  const remove = staffRoute(db, "catalog", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a category without products",
    request: { params: idParam },
    responses: {
      200: { description: "Deleted", content: one },
      404: failure("No such category"),
      409: refusalWith("It still holds products: the category, with product_count", oneData),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { categories: await listAdminCategories(db) }))
    .openapi(get, async (c) => {
      const category = await findAdminCategory(db, c.req.valid("param").id);
      if (!category) throw new ApiError(404, "categoryNotFound");
      return ok(c, { category });
    })
    .openapi(add, async (c) => {
      const category = await createCategory(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { category }, apiMessage(c.get("lang"), "categoryCreated", { name: nameOf(category, c.get("lang")) }));
    })
    .openapi(update, async (c) => {
      const category = await updateCategory(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { category }, apiMessage(c.get("lang"), "categoryUpdated", { name: nameOf(category, c.get("lang")) }));
    })
    .openapi(remove, async (c) => {
      const category = await deleteCategory(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { category }, apiMessage(c.get("lang"), "categoryDeleted", { name: nameOf(category, c.get("lang")) }));
    });
}
