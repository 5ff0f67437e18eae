import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { getMenu, type MenuItem } from "../../domain/content/menu.service.ts";
import { ApiError, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";

const MenuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      id: z.number(),
      title: z.string(),
      url: z.string().nullable(),
      icon: z.string().nullable(),
      icon_image_path: z.string().nullable(),
      css_class: z.string().nullable(),
      target: z.string().nullable(),
      order: z.number(),
      children: z.array(MenuItemSchema),
    }),
  )
  .openapi("MenuItem");

const show = createRoute({
  method: "get",
  path: "/{key}",
  summary: "A menu (e.g. main-menu) as a tree sorted by order, titles in the request's language",
  tags: ["Content"],
  request: {
    params: z.object({
      key: z
        .string()
        .regex(/^[a-z0-9-]{1,64}$/)
        .openapi({ example: "main-menu" }),
    }),
  },
  responses: {
    200: {
      description: "The menu",
      content: { "application/json": { schema: envelopeOf(z.object({ menus: z.array(MenuItemSchema) })) } },
    },
    404: { description: "No such menu", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function menusApi({ db }: AppDeps) {
  return newApi().openapi(show, async (c) => {
    const menus = await getMenu(db, c.req.valid("param").key, c.get("lang"));
    if (!menus) throw new ApiError(404, "notFound");
    return ok(c, { menus });
  });
}
