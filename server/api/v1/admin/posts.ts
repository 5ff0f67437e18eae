import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { contentListQuery, postInput, postUpdateInput, publishInput } from "../../../domain/content/content-admin.schema.ts";
import {
  createPost,
  deletePost,
  findAdminPost,
  listAdminPosts,
  setPostPublished,
  titleIn,
  updatePost,
} from "../../../domain/content/content-admin.service.ts";
import { shopTimeZone } from "../../../domain/content/theme.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { postPublishMessage } from "../../content-admin-answers.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// News posts, the managers' and the owner's: list with search, one, create, edit, publish (now or from a
// date) or take off the site, delete (with its comments and ratings). Audited; the storefront shows a change at once.

const SideSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  body_html: z.string().openapi({ description: "Stored sanitised" }),
  seo_title: z.string(),
  seo_description: z.string(),
});
const Locales = z.enum(["en", "vi"]);

export const AdminPostSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    status: z.enum(["published", "draft"]),
    state: z.enum(["published", "scheduled", "draft"]).openapi({ description: "scheduled: published with a date still to come" }),
    published_at: z.string(),
    author_name: z.string(),
    image_path: z.string().nullable(),
    translations: z
      .object({ en: SideSchema.nullable(), vi: SideSchema.nullable() })
      .openapi({ description: "null: no translation in that language" }),
    missing_locales: z.array(Locales),
    comment_count: z.number().int(),
    rating_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminPost");

export const AdminContentListSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        status: z.enum(["published", "draft"]),
        state: z.enum(["published", "scheduled", "draft"]),
        published_at: z.string().nullable(),
        author_name: z.string().nullable(),
        titles: z.object({ en: z.string().nullable(), vi: z.string().nullable() }),
        missing_locales: z.array(Locales),
        updated_at: z.string(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    pages: z.number().int(),
  })
  .openapi("AdminContentList");

const oneData = z.object({ post: AdminPostSchema });
const one = json(envelopeOf(oneData));

const editResponses = {
  200: { description: "Saved", content: one },
  404: failure("No such post"),
  409: refusalWith("Changed by someone else meanwhile: the post as it is now", oneData),
  422: failure("A field is refused, or the slug is taken"),
};

export function adminPostsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "content", {
    method: "get",
    path: "/",
    summary: "News posts, newest date first",
    description:
      "`q`: words of the title in either language (any case, with or without accents); `status`: published, scheduled, draft or all. 25 a page.",
    request: { query: contentListQuery },
    responses: { 200: { description: "A page of posts", content: json(envelopeOf(AdminContentListSchema)) }, 422: failure("A bad filter") },
  });
  const get = staffRoute(db, "content", {
    method: "get",
    path: "/{id}",
    summary: "One post, both languages",
    request: { params: idParam },
    responses: { 200: { description: "The post", content: one }, 404: failure("No such post") },
  });
  const add = staffRoute(db, "content", {
    method: "post",
    path: "/",
    summary: "Write a post",
    description:
      "Each language's side (title, excerpt, body_html, seo_title, seo_description) or null for no translation; the body is stored sanitised. " +
      "The slug is unique across products, posts and pages. A future published_at keeps a published post off the site until then.",
    request: { body: { content: json(postInput.openapi("AdminPostInput")), required: true } },
    responses: { 201: { description: "Created", content: one }, 422: failure("A field is refused, or the slug is taken") },
  });
  const update = staffRoute(db, "content", {
    method: "put",
    path: "/{id}",
    summary: "Edit a post",
    description: "Every field, with expected_updated_at: the post's updated_at as read. A new slug keeps a 301 from the old one.",
    request: { params: idParam, body: { content: json(postUpdateInput.openapi("AdminPostUpdate")), required: true } },
    responses: editResponses,
  });
  const publish = staffRoute(db, "content", {
    method: "put",
    path: "/{id}/published",
    summary: "Publish a post (now or from a date) or take it off the site",
    description:
      "published: true with published_at (a future date: it appears then; none: now, or its date if readers see it already); false keeps its date.",
    request: { params: idParam, body: { content: json(publishInput.openapi("AdminPublishInput")), required: true } },
    responses: editResponses,
  });
  const remove = staffRoute(db, "content", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a post, with its comments and ratings",
    description: "Its slug is free again; its path answers 404.",
    request: { params: idParam },
    responses: { 200: { description: "Deleted: the post as it was", content: one }, 404: failure("No such post") },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, await listAdminPosts(db, c.req.valid("query"))))
    .openapi(get, async (c) => {
      const post = await findAdminPost(db, c.req.valid("param").id);
      if (!post) throw new ApiError(404, "contentPostNotFound");
      return ok(c, { post });
    })
    .openapi(add, async (c) => {
      const lang = c.get("lang");
      const post = await createPost(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { post }, apiMessage(lang, "contentPostCreated", { title: titleIn(post, lang) }));
    })
    .openapi(update, async (c) => {
      const lang = c.get("lang");
      const post = await updatePost(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { post }, apiMessage(lang, "contentPostSaved", { title: titleIn(post, lang) }));
    })
    .openapi(publish, async (c) => {
      const lang = c.get("lang");
      const post = await setPostPublished(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { post }, postPublishMessage(post, lang, await shopTimeZone(db)));
    })
    .openapi(remove, async (c) => {
      const lang = c.get("lang");
      const post = await deletePost(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { post }, apiMessage(lang, "contentPostDeleted", { title: titleIn(post, lang) }));
    });
}
