import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { contentListQuery, pageInput, pageUpdateInput, publishInput } from "../../../domain/content/content-admin.schema.ts";
import {
  createPage,
  deletePage,
  findAdminPage,
  listAdminPages,
  setPagePublished,
  titleIn,
  updatePage,
} from "../../../domain/content/content-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { AdminContentListSchema } from "./posts.ts";

// Plain pages (about us, refund policy …), the managers' and the owner's: list with search, one, create,
// edit, publish or take off the site, delete. Audited; the storefront shows a change at once at /:slug.

const SideSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body_html: z.string().openapi({ description: "Stored sanitised" }),
  seo_title: z.string(),
  seo_description: z.string(),
});

const AdminPageSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    status: z.enum(["published", "draft"]),
    translations: z
      .object({ en: SideSchema.nullable(), vi: SideSchema.nullable() })
      .openapi({ description: "null: no translation in that language" }),
    missing_locales: z.array(z.enum(["en", "vi"])),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminPage");

const oneData = z.object({ page: AdminPageSchema });
const one = json(envelopeOf(oneData));

const editResponses = {
  200: { description: "Saved", content: one },
  404: failure("No such page"),
  409: refusalWith("Changed by someone else meanwhile: the page as it is now", oneData),
  422: failure("A field is refused, or the slug is taken"),
};

export function adminPagesApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "content", {
    method: "get",
    path: "/",
    summary: "Plain pages, by slug",
    description: "`q`: words of the title in either language; `status`: published, draft or all. 25 a page.",
    request: { query: contentListQuery },
    responses: { 200: { description: "A page of pages", content: json(envelopeOf(AdminContentListSchema)) }, 422: failure("A bad filter") },
  });
  const get = staffRoute(db, "content", {
    method: "get",
    path: "/{id}",
    summary: "One page, both languages",
    request: { params: idParam },
    responses: { 200: { description: "The page", content: one }, 404: failure("No such page") },
  });
  const add = staffRoute(db, "content", {
    method: "post",
    path: "/",
    summary: "Create a page",
    description:
      "Each language's side (title, summary, body_html, seo_title, seo_description) or null; the body is stored sanitised. The slug is unique across products, posts and pages.",
    request: { body: { content: json(pageInput.openapi("AdminPageInput")), required: true } },
    responses: { 201: { description: "Created", content: one }, 422: failure("A field is refused, or the slug is taken") },
  });
  const update = staffRoute(db, "content", {
    method: "put",
    path: "/{id}",
    summary: "Edit a page",
    description: "Every field, with expected_updated_at: the page's updated_at as read. A new slug keeps a 301 from the old one.",
    request: { params: idParam, body: { content: json(pageUpdateInput.openapi("AdminPageUpdate")), required: true } },
    responses: editResponses,
  });
  const publish = staffRoute(db, "content", {
    method: "put",
    path: "/{id}/published",
    summary: "Publish a page or take it off the site",
    request: { params: idParam, body: { content: json(publishInput.openapi("AdminPagePublishInput")), required: true } },
    responses: editResponses,
  });
  const remove = staffRoute(db, "content", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a page",
    description: "Its slug is free again; its path answers 404.",
    request: { params: idParam },
    responses: { 200: { description: "Deleted: the page as it was", content: one }, 404: failure("No such page") },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, await listAdminPages(db, c.req.valid("query"))))
    .openapi(get, async (c) => {
      const page = await findAdminPage(db, c.req.valid("param").id);
      if (!page) throw new ApiError(404, "contentPageNotFound");
      return ok(c, { page });
    })
    .openapi(add, async (c) => {
      const lang = c.get("lang");
      const page = await createPage(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { page }, apiMessage(lang, "contentPageCreated", { title: titleIn(page, lang) }));
    })
    .openapi(update, async (c) => {
      const lang = c.get("lang");
      const page = await updatePage(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { page }, apiMessage(lang, "contentPageSaved", { title: titleIn(page, lang) }));
    })
    .openapi(publish, async (c) => {
      const lang = c.get("lang");
      const page = await setPagePublished(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(
        c,
        { page },
        apiMessage(lang, page.status === "published" ? "contentPagePublished" : "contentPageUnpublished", { title: titleIn(page, lang) }),
      );
    })
    .openapi(remove, async (c) => {
      const lang = c.get("lang");
      const page = await deletePage(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { page }, apiMessage(lang, "contentPageDeleted", { title: titleIn(page, lang) }));
    });
}
