import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import {
  homeItemCreateInput,
  homeItemUpdateInput,
  homeMoveInput,
  homeSectionUpdateInput,
} from "../../../domain/content/home-admin.schema.ts";
import {
  createHomeItem,
  deleteHomeItem,
  findHomeItem,
  findHomeSection,
  listHomeSections,
  moveHomeItem,
  moveHomeSection,
  updateHomeItem,
  updateHomeSection,
} from "../../../domain/content/home-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// The home page, the managers' and the owner's: the sections' order and whether each shows,
// their texts in both languages, and each section's items (slides, testimonials, reasons, features). Audited; a save
// carries the version it was made on (stale → 409 with the row as it is now); the next visitor sees the change.

const Bilingual = z.object({ en: z.string(), vi: z.string() }).openapi("Bilingual");

const ItemSchema = z
  .object({
    id: z.number().int(),
    section_id: z.number().int(),
    position: z.number().int(),
    title: Bilingual,
    body: Bilingual,
    cta_label: Bilingual.openapi({ description: "The button's text; the button shows when there is a link too" }),
    link_url: z.string().nullable().openapi({ description: "A path of the shop (shown in the visitor's language) or an http(s) address" }),
    image_path: z.string().nullable(),
    missing_translations: z.array(z.string()).openapi({ description: 'Texts written in one language only, e.g. "title.vi"' }),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminHomeItem");

const SectionSchema = z
  .object({
    id: z.number().int(),
    key: z.string().openapi({ description: "slideshow, customers, new_section, why_choose_us, about_section or features_slider" }),
    position: z.number().int(),
    active: z.boolean(),
    title: Bilingual,
    subtitle: Bilingual,
    body: Bilingual,
    has_items: z.boolean().openapi({ description: "False for new_section, which shows the newest products" }),
    items: z.array(ItemSchema),
    missing_translations: z.array(z.string()),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminHomeSection");

const oneSectionData = z.object({ section: SectionSchema });
const oneSection = json(envelopeOf(oneSectionData));
const oneItemData = z.object({ item: ItemSchema });
const oneItem = json(envelopeOf(oneItemData));

export function adminHomeApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "content", {
    method: "get",
    path: "/",
    summary: "The home page's sections in order, shown or not, with their items",
    responses: {
      200: { description: "In the home page's order", content: json(envelopeOf(z.object({ sections: z.array(SectionSchema) }))) },
    },
  });
  const getSection = staffRoute(db, "content", {
    method: "get",
    path: "/sections/{id}",
    summary: "One home section with its items",
    request: { params: idParam },
    responses: { 200: { description: "The section", content: oneSection }, 404: failure("No such section") },
  });
  const putSection = staffRoute(db, "content", {
    method: "put",
    path: "/sections/{id}",
    summary: "Edit a home section's texts and whether it shows",
    description:
      "Title, subtitle and body in English and Vietnamese (the English title required; a Vietnamese text left empty shows the English one), with expected_updated_at.",
    request: { params: idParam, body: { content: json(homeSectionUpdateInput.openapi("AdminHomeSectionUpdate")), required: true } },
    responses: {
      200: { description: "Saved; the home page shows it at once", content: oneSection },
      404: failure("No such section"),
      409: refusalWith("Changed by someone else meanwhile: the section as it is now", oneSectionData),
      422: failure("A field is refused"),
    },
  });
  const moveSection = staffRoute(db, "content", {
    method: "put",
    path: "/sections/{id}/move",
    summary: "Move a home section one place up or down",
    description: "Swaps it with its neighbour (whose version changes too); first or last already: nothing changes.",
    request: { params: idParam, body: { content: json(homeMoveInput.openapi("AdminHomeMove")), required: true } },
    responses: {
      200: { description: "Moved", content: oneSection },
      404: failure("No such section"),
      409: refusalWith("Changed by someone else meanwhile: the section as it is now", oneSectionData),
      422: failure("A field is refused"),
    },
  });
  const addItem = staffRoute(db, "content", {
    method: "post",
    path: "/sections/{id}/items",
    summary: "Add an item (a slide …) at the end of a section",
    description:
      "Title, body and button text per language, a link (a path of the shop or http(s); javascript: and the like are refused) and a picture.",
    request: { params: idParam, body: { content: json(homeItemCreateInput.openapi("AdminHomeItemInput")), required: true } },
    responses: {
      201: { description: "Added", content: oneItem },
      404: failure("No such section"),
      409: failure("This section shows the newest products and has no items"),
      422: failure("A field is refused"),
    },
  });
  const getItem = staffRoute(db, "content", {
    method: "get",
    path: "/items/{id}",
    summary: "One item of a home section",
    request: { params: idParam },
    responses: { 200: { description: "The item", content: oneItem }, 404: failure("No such item") },
  });
  const putItem = staffRoute(db, "content", {
    method: "put",
    path: "/items/{id}",
    summary: "Edit an item of a home section",
    description: "Every field, with expected_updated_at: the item's updated_at as read.",
    request: { params: idParam, body: { content: json(homeItemUpdateInput.openapi("AdminHomeItemUpdate")), required: true } },
    responses: {
      200: { description: "Saved; the home page shows it at once", content: oneItem },
      404: failure("No such item"),
      409: refusalWith("Changed by someone else meanwhile: the item as it is now", oneItemData),
      422: failure("A field is refused"),
    },
  });
  const moveItem = staffRoute(db, "content", {
    method: "put",
    path: "/items/{id}/move",
    summary: "Move an item one place up or down within its section",
    request: { params: idParam, body: { content: json(homeMoveInput), required: true } },
    responses: {
      200: { description: "Moved", content: oneItem },
      404: failure("No such item"),
      409: refusalWith("Changed by someone else meanwhile: the item as it is now", oneItemData),
      422: failure("A field is refused"),
    },
  });
  const removeItem = staffRoute(db, "content", {
    method: "delete",
    path: "/items/{id}",
    summary: "Remove an item from a home section",
    request: { params: idParam },
    responses: { 200: { description: "Removed: the item as it was", content: oneItem }, 404: failure("No such item") },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { sections: await listHomeSections(db) }))
    .openapi(getSection, async (c) => {
      const section = await findHomeSection(db, c.req.valid("param").id);
      if (!section) throw new ApiError(404, "homeSectionNotFound");
      return ok(c, { section });
    })
    .openapi(putSection, async (c) => {
      const section = await updateHomeSection(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { section }, apiMessage(c.get("lang"), "homeSectionSaved", { title: section.title[c.get("lang")] || section.title.en }));
    })
    .openapi(moveSection, async (c) => {
      const section = await moveHomeSection(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { section }, apiMessage(c.get("lang"), "homeSectionMoved", { title: section.title[c.get("lang")] || section.title.en }));
    })
    .openapi(addItem, async (c) => {
      const item = await createHomeItem(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return created(c, { item }, apiMessage(c.get("lang"), "homeItemCreated", { title: item.title[c.get("lang")] || item.title.en }));
    })
    .openapi(getItem, async (c) => {
      const item = await findHomeItem(db, c.req.valid("param").id);
      if (!item) throw new ApiError(404, "homeItemNotFound");
      return ok(c, { item });
    })
    .openapi(putItem, async (c) => {
      const item = await updateHomeItem(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { item }, apiMessage(c.get("lang"), "homeItemSaved", { title: item.title[c.get("lang")] || item.title.en }));
    })
    .openapi(moveItem, async (c) => {
      const item = await moveHomeItem(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { item }, apiMessage(c.get("lang"), "homeItemMoved", { title: item.title[c.get("lang")] || item.title.en }));
    })
    .openapi(removeItem, async (c) => {
      const item = await deleteHomeItem(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { item }, apiMessage(c.get("lang"), "homeItemDeleted", { title: item.title[c.get("lang")] || item.title.en }));
    });
}
