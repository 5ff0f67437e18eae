import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { raterFromRequest } from "../../http/requester.ts";
import { resolveSlug } from "../../domain/content/resolve.service.ts";
import { ApiError, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";
import { CampaignSchema, publicCampaign } from "./campaigns.ts";
import { PostSchema } from "./posts.ts";
import { ProductSchema } from "./products.ts";

const StaticPageSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    body_html: z.string().openapi({ description: "Sanitised HTML, safe to render" }),
    updated_at: z.string(),
  })
  .openapi("StaticPage");

const ResolvedSchema = z
  .union([
    z.object({ kind: z.literal("product"), data: ProductSchema }),
    z.object({ kind: z.literal("post"), data: PostSchema }),
    z.object({ kind: z.literal("page"), data: StaticPageSchema }),
    z.object({ kind: z.literal("campaign"), data: CampaignSchema }),
  ])
  .openapi("ResolvedSlug");

const show = createRoute({
  method: "get",
  path: "/{slug}",
  summary: "What /:slug shows: a product, a news post, a page or a seasonal pre-order",
  tags: ["Content"],
  request: { params: z.object({ slug: z.string().min(1).max(200).openapi({ example: "about-us" }) }) },
  responses: {
    200: {
      description: "The kind and its data, in the request's language",
      content: { "application/json": { schema: envelopeOf(ResolvedSchema) } },
    },
    404: { description: "The slug names nothing", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function pagesApi({ db }: AppDeps) {
  return newApi().openapi(show, async (c) => {
    const viewer = await raterFromRequest(db, c.req.raw.headers);
    const resolved = await resolveSlug(db, c.get("lang"), c.req.valid("param").slug, viewer);
    if (!resolved) throw new ApiError(404, "pageNotFound");
    // A campaign's public fields only, as GET /campaigns/{slug} gives them.
    return ok(c, resolved.kind === "campaign" ? { kind: resolved.kind, data: publicCampaign(resolved.data) } : resolved);
  });
}
