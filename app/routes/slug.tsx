import { data } from "react-router";
import { resolveSlug } from "../../server/domain/content/resolve.service.ts";
import { raterFromRequest } from "../../server/domain/content/requester.ts";
import { ProductDetail } from "../components/catalog/ProductDetail.tsx";
import { loadPostComments, postAction } from "../components/news/post-action.server.ts";
import { pageMeta as staticPageMeta, postMeta } from "../components/news/post-meta.ts";
import { PostView } from "../components/news/PostView.tsx";
import { StaticPageView } from "../components/news/StaticPageView.tsx";
import { ErrorPage } from "../components/ErrorPage.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { notFoundOrRedirect } from "../lib/fallback.server.ts";
import { productMeta } from "../lib/product-seo.ts";
import { rootData } from "../lib/seo.ts";
import type { Route } from "./+types/slug";

/** /:slug is a product, a news post or a plain page (one namespace of slugs); anything else is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const viewer = await raterFromRequest(context.db, request.headers);
  const resolved = await resolveSlug(context.db, locale, params.slug, viewer);
  if (!resolved) return notFoundOrRedirect(request, context);
  if (resolved.kind === "post") {
    return { locale, resolved, comments: await loadPostComments({ request, context, post: resolved.data }) };
  }
  return { locale, resolved, comments: null };
}

/** A post's rating and comment forms post here (with or without JavaScript). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const resolved = await resolveSlug(context.db, locale, params.slug);
  if (resolved?.kind !== "post") throw data(null, { status: 405 });
  return postAction({ request, context, post: resolved.data });
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { origin } = rootData(matches);
  const { locale, resolved } = loaded;
  switch (resolved.kind) {
    case "product":
      return productMeta(resolved.data, locale, origin);
    case "post":
      return postMeta(resolved.data, locale, origin);
    case "page":
      return staticPageMeta(resolved.data, locale, origin);
  }
}

export default function SlugPage({ loaderData }: Route.ComponentProps) {
  const { resolved, comments } = loaderData;
  switch (resolved.kind) {
    case "product":
      return <ProductDetail product={resolved.data} />;
    case "post":
      return comments ? <PostView post={resolved.data} comments={comments} /> : null;
    case "page":
      return <StaticPageView page={resolved.data} />;
    default:
      return <ErrorPage kind="not-found" />;
  }
}
