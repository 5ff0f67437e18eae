import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { menuDeleteInput, menuItemInput, menuMoveInput } from "../../../domain/content/menu-admin.schema.ts";
import {
  createMenuItem,
  deleteMenuItem,
  getAdminMenu,
  moveMenuItem,
  updateMenuItem,
  type AdminMenuItem,
} from "../../../domain/content/menu-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// The main menu, the managers' and the owner's: the items of GET menus/main-menu with their titles in both
// languages, one level of sub-items. Every change carries the menu's version (one for the whole menu: a move renumbers
// siblings) and answers with the whole menu; a stale one → 409 with the menu now. Visitors see it on their next page.

const ItemFields = {
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  title: z.object({ en: z.string(), vi: z.string() }),
  url: z.string().nullable(),
  target: z.string().nullable().openapi({ description: "_self, _blank, or null: external links in a new tab, internal in place" }),
  icon: z.string().nullable(),
  order: z.number().int(),
};
const ChildSchema = z
  .object(ItemFields)
  .extend({ children: z.array(z.object({})).max(0).openapi({ description: "Always empty: one level of sub-items" }) })
  .openapi("AdminMenuChild");
const ItemSchema = z
  .object(ItemFields)
  .extend({ children: z.array(ChildSchema) })
  .openapi("AdminMenuItem");
const MenuSchema = z
  .object({ version: z.string().openapi({ description: "Send back as expected_version with every change" }), items: z.array(ItemSchema) })
  .openapi("AdminMenu");

const oneData = z.object({ menu: MenuSchema });
const one = json(envelopeOf(oneData));
const changed = json(envelopeOf(z.object({ menu: MenuSchema, item: ItemSchema })));
const stale = refusalWith("The menu was changed by someone else meanwhile: the menu as it is now", oneData);
const titleOf = (item: AdminMenuItem, lang: Lang) => item.title[lang] || item.title.en;

export function adminMenuApi({ db }: AppDeps) {
  const ctx = { db };
  const get = staffRoute(db, "content", {
    method: "get",
    path: "/",
    summary: "The main menu as a tree, titles in both languages, with its version",
    responses: { 200: { description: "The menu", content: one } },
  });
  const add = staffRoute(db, "content", {
    method: "post",
    path: "/items",
    summary: "Add a menu item",
    description:
      "At the end of its parent's items (parent_id null: the top level). A link is a path (/…) or an http(s) address; javascript: and the like are refused.",
    request: { body: { content: json(menuItemInput.openapi("AdminMenuItemInput")), required: true } },
    responses: { 201: { description: "Added: the menu and the item", content: changed }, 409: stale, 422: failure("A field is refused") },
  });
  const update = staffRoute(db, "content", {
    method: "put",
    path: "/items/{id}",
    summary: "Edit a menu item, or move it under another parent",
    description: "A sub-item goes under a top-level item; an item with sub-items stays at the top. A new parent puts it last there.",
    request: { params: idParam, body: { content: json(menuItemInput.openapi("AdminMenuItemInput")), required: true } },
    responses: {
      200: { description: "Saved: the menu and the item", content: changed },
      404: failure("No such menu item"),
      409: stale,
      422: failure("A field is refused"),
    },
  });
  const move = staffRoute(db, "content", {
    method: "post",
    path: "/items/{id}/move",
    summary: "Move a menu item up or down among its siblings",
    request: { params: idParam, body: { content: json(menuMoveInput.openapi("AdminMenuMove")), required: true } },
    responses: {
      200: { description: "Moved: the menu and the item", content: changed },
      404: failure("No such menu item"),
      409: stale,
      422: failure("A field is refused"),
    },
  });
  const remove = staffRoute(db, "content", {
    method: "delete",
    path: "/items/{id}",
    summary: "Remove a menu item and its sub-items",
    request: { params: idParam, body: { content: json(menuDeleteInput.openapi("AdminMenuDelete")), required: true } },
    responses: {
      200: { description: "Removed: the menu and the item as it was", content: changed },
      404: failure("No such menu item"),
      409: stale,
      422: failure("The version is missing"),
    },
  });

  return newAdminApi()
    .openapi(get, async (c) => ok(c, { menu: await getAdminMenu(db) }))
    .openapi(add, async (c) => {
      const done = await createMenuItem(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, done, apiMessage(c.get("lang"), "menuItemCreated", { title: titleOf(done.item, c.get("lang")) }));
    })
    .openapi(update, async (c) => {
      const done = await updateMenuItem(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, done, apiMessage(c.get("lang"), "menuItemUpdated", { title: titleOf(done.item, c.get("lang")) }));
    })
    .openapi(move, async (c) => {
      const done = await moveMenuItem(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, done, apiMessage(c.get("lang"), "menuItemMoved", { title: titleOf(done.item, c.get("lang")) }));
    })
    .openapi(remove, async (c) => {
      const done = await deleteMenuItem(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, done, apiMessage(c.get("lang"), "menuItemDeleted", { title: titleOf(done.item, c.get("lang")) }));
    });
}
