import { createRoute, z } from "@hono/zod-openapi";
import { setCookie } from "hono/cookie";
import type { AppDeps } from "../../context.ts";
import { addComment, listComments } from "../../domain/content/comments.service.ts";
import { CommentInputSchema, RatingInputSchema } from "../../domain/content/engagement.schema.ts";
import { getPost, listPosts } from "../../domain/content/posts.service.ts";
import { ratePost } from "../../domain/content/ratings.service.ts";
import { newVisitorId, raterFromRequest, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE, visitorIdFromRequest } from "../../http/requester.ts";
import { secureCookies } from "../../http/cookie-security.ts";
import { customerIdOf } from "../../http/session.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { contentApiError, isContentRefusal } from "../content-answers.ts";
import { ApiError, created, ok } from "../envelope.ts";
import { clientIp as requestIp } from "../../http/client-ip.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema, json, setsCookies } from "../openapi.ts";

const RatingSummarySchema = z
  .object({ average: z.number().nullable().openapi({ description: "Mean stars, 2 decimals; null when unrated" }), count: z.number().int() })
  .openapi("RatingSummary");

export const PostSummarySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    image_path: z.string().nullable(),
    author: z.string(),
    published_at: z.string(),
    rating: RatingSummarySchema,
    comment_count: z.number().int(),
  })
  .openapi("PostSummary");

export const PostSchema = PostSummarySchema.extend({
  body_html: z.string().openapi({ description: "Sanitised HTML, safe to render" }),
  updated_at: z.string(),
  your_rating: z.number().int().nullable().openapi({ description: "The stars this customer or browser gave, or null" }),
}).openapi("Post");

const CommentSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    content: z.string().openapi({ description: "Plain text exactly as written: render it as text, never as HTML" }),
    created_at: z.string(),
  })
  .openapi("Comment");

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), per_page: z.number(), pages: z.number() });

const paging = (perPage: number) =>
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(50).default(perPage),
  });

const PostIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647).openapi({ example: 1 }) });
const errors = {
  404: { description: "No published post has this id", content: json(ErrorSchema) },
  422: { description: "Invalid input, per field", content: json(ErrorSchema) },
};

const list = createRoute({
  method: "get",
  path: "/",
  summary: "News posts, newest first",
  tags: ["Content"],
  request: { query: paging(10) },
  responses: {
    200: { description: "A page of posts", content: json(envelopeOf(pageOf(PostSummarySchema))) },
    422: errors[422],
  },
});

const show = createRoute({
  method: "get",
  path: "/{slug}",
  summary: "One news post by its slug",
  tags: ["Content"],
  request: { params: z.object({ slug: z.string().min(1).max(200).openapi({ example: "how-we-bake-our-baguettes" }) }) },
  responses: {
    200: { description: "The post", content: json(envelopeOf(PostSchema)) },
    404: { description: "No published post has this slug", content: json(ErrorSchema) },
  },
});

const comments = createRoute({
  method: "get",
  path: "/{id}/comments",
  summary: "A post's comments, newest first",
  tags: ["Content"],
  request: { params: PostIdParams, query: paging(20) },
  responses: { 200: { description: "A page of comments", content: json(envelopeOf(pageOf(CommentSchema))) }, ...errors },
});

const comment = createRoute({
  method: "post",
  path: "/{id}/comments",
  summary: "Comment on a post (published at once)",
  description:
    "`name` (≤ 80) and `content` (≤ 2000) are required, `email` optional; all trimmed. `website` is a honeypot: leave it empty. " +
    "At most 5 comments per 10 minutes per IP (429 with Retry-After).",
  tags: ["Content"],
  request: { params: PostIdParams, body: { content: json(CommentInputSchema), required: true } },
  responses: {
    201: { description: "The comment as readers will see it", content: json(envelopeOf(CommentSchema)) },
    ...errors,
    429: { description: "Too many comments from this IP; see Retry-After", content: json(ErrorSchema) },
  },
});

const rate = createRoute({
  method: "post",
  path: "/{id}/ratings",
  summary: "Rate a post from 1 to 5 stars",
  description:
    "Once per post per signed-in customer (auth_token cookie or bearer), else per browser (`visitor_id` cookie, set when absent). " +
    "Rating again replaces the earlier stars. At most 20 ratings per hour per IP (429 with Retry-After).",
  tags: ["Content"],
  request: { params: PostIdParams, body: { content: json(RatingInputSchema), required: true } },
  // Every answer may set the `visitor_id` cookie: it is given to a browser without one before anything is checked.
  responses: Object.fromEntries(
    Object.entries({
      200: {
        description: "The post's new average and count",
        content: json(envelopeOf(RatingSummarySchema.extend({ your_rating: z.number().int() }))),
      },
      ...errors,
      429: { description: "Too many ratings from this IP", content: json(ErrorSchema) },
    }).map(([status, answer]) => [status, { ...answer, headers: setsCookies("`visitor_id`, when the browser had none") }]),
  ),
});

export function postsApi({ db, config }: AppDeps) {
  return newApi()
    .openapi(list, async (c) => {
      const q = c.req.valid("query");
      return ok(c, await listPosts(db, { lang: c.get("lang"), page: q.page, perPage: q.per_page }));
    })
    .openapi(show, async (c) => {
      const viewer = await raterFromRequest(db, c.req.raw.headers);
      const post = await getPost(db, c.get("lang"), c.req.valid("param").slug, viewer);
      if (!post) throw new ApiError(404, "postNotFound");
      return ok(c, post);
    })
    .openapi(comments, async (c) => {
      const q = c.req.valid("query");
      const page = await listComments(db, c.req.valid("param").id, { page: q.page, perPage: q.per_page });
      if (!page) throw new ApiError(404, "postNotFound");
      return ok(c, page);
    })
    .openapi(comment, async (c) => {
      const lang = c.get("lang");
      const result = await addComment(db, c.req.valid("param").id, c.req.valid("json"), {
        ip: requestIp(c, config.TRUST_PROXY),
        lang,
        customerId: await customerIdOf(db, c.req.raw.headers),
      });
      if (isContentRefusal(result)) throw contentApiError(result);
      return created(c, result.comment, apiMessage(lang, "commentPublished"));
    })
    .openapi(rate, async (c) => {
      const headers = c.req.raw.headers;
      const customerId = await customerIdOf(db, headers);
      let visitorId = visitorIdFromRequest(headers);
      if (customerId === null && visitorId === null) {
        visitorId = newVisitorId();
        setCookie(c, VISITOR_COOKIE, visitorId, {
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          maxAge: VISITOR_COOKIE_MAX_AGE,
          secure: secureCookies(c.req.raw, config),
        });
      }
      const ip = requestIp(c, config.TRUST_PROXY);
      const result = await ratePost(db, c.req.valid("param").id, { customerId, visitorId, ip }, c.req.valid("json").rating);
      if (isContentRefusal(result)) throw contentApiError(result);
      return ok(c, result.rating, apiMessage(c.get("lang"), "ratingSaved"));
    });
}
