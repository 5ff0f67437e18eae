import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { listCategories } from "../../domain/catalog/catalog.service.ts";
import { okShared } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf } from "../openapi.ts";

export const CategorySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    image_path: z.string().nullable(),
    product_count: z.number().int().openapi({ description: "Published products in the category" }),
  })
  .openapi("Category");

const list = createRoute({
  method: "get",
  path: "/",
  summary: "Product categories, in menu order",
  tags: ["Catalog"],
  responses: {
    200: {
      description: "Categories, names in the request's language",
      content: { "application/json": { schema: envelopeOf(z.array(CategorySchema)) } },
    },
  },
});

export function categoriesApi({ db }: AppDeps) {
  return newApi().openapi(list, async (c) => okShared(c, await listCategories(db, c.get("lang"))));
}
