import { data } from "react-router";
import { contentSeo } from "../../../server/domain/content/pages.service.ts";
import { resolveSlug } from "../../../server/domain/content/resolve.service.ts";
import { raterFromRequest } from "../../../server/http/requester.ts";
import { loadPostComments, postAction } from "./post-action.server.ts";
import { notFoundOrRedirect } from "../../lib/fallback.server.ts";
import type { Route } from "./+types/slug";

/** /:slug is a product, a news post or a plain page (one namespace of slugs); anything else is the 404 page. */
export async function slugLoader({ request, context, params }: Route.LoaderArgs) {
  const locale = context.locale;
  const viewer = await raterFromRequest(context.db, request.headers);
  const resolved = await resolveSlug(context.db, locale, params.slug, viewer);
  if (!resolved) return notFoundOrRedirect(request, context);
  // The SEO title and description staff gave it (the public API's post and page keep their fields as they are).
  const seo = resolved.kind === "product" ? null : await contentSeo(context.db, resolved.kind, resolved.data.id, locale);
  if (resolved.kind === "post") {
    return { locale, resolved, seo, comments: await loadPostComments({ request, context, post: resolved.data }) };
  }
  return { locale, resolved, seo, comments: null };
}

/** A post's rating and comment forms post here (with or without JavaScript). */
export async function slugAction({ request, context, params }: Route.ActionArgs) {
  const locale = context.locale;
  const resolved = await resolveSlug(context.db, locale, params.slug);
  if (resolved?.kind !== "post") throw data(null, { status: 405 });
  return postAction({ request, context, post: resolved.data });
}
