import { campaignMeta } from "../../features/campaigns/campaign-seo.ts";
import { CampaignPage } from "../../features/campaigns/CampaignPage.tsx";
import { ProductDetail } from "../../features/catalog/ProductDetail.tsx";
import { pageMeta as staticPageMeta, postMeta } from "../../features/content/news/post-meta.ts";
import { PostView } from "../../features/content/news/PostView.tsx";
import { StaticPageView } from "../../features/content/news/StaticPageView.tsx";
import { ErrorPage } from "../../shell/ErrorPage.tsx";
import { productMeta } from "../../features/catalog/product-seo.ts";
import { rootData } from "../../lib/seo.ts";
import type { Route } from "./+types/slug";
import { slugLoader, slugAction } from "./slug.server.ts";
import { expiresWhenStale } from "../../lib/kept-until.server.ts";
import { sharedPageHeaders } from "../../lib/page-cache.ts";

export const loader = slugLoader;

/** The same for every anonymous visitor: shared, and kept rendered by the server. */
export const headers = sharedPageHeaders;

/** A seasonal pre-order's words hold until the shop's midnight or its window's next turn: the answer says until when. */
export const middleware: Route.MiddlewareFunction[] = [expiresWhenStale];

export const action = slugAction;

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [];
  const { origin } = rootData(matches);
  const { locale, resolved, seo, now, campaign } = loaded;
  switch (resolved.kind) {
    case "product":
      return productMeta(resolved.data, locale, origin, campaign?.state ?? null);
    case "post":
      return postMeta(resolved.data, locale, origin, seo);
    case "page":
      return staticPageMeta(resolved.data, locale, origin, seo);
    case "campaign":
      return campaignMeta(resolved.data, locale, origin, now);
  }
}

export default function SlugPage({ loaderData, actionData }: Route.ComponentProps) {
  const { resolved, comments, campaign, now } = loaderData;
  switch (resolved.kind) {
    case "product":
      return (
        <ProductDetail
          key={resolved.data.id}
          product={resolved.data}
          campaign={campaign}
          now={now}
          refused={actionData && "kind" in actionData && actionData.kind === "addRefused" ? actionData : undefined}
        />
      );
    case "post":
      return comments ? <PostView post={resolved.data} comments={comments} /> : null;
    case "page":
      return <StaticPageView page={resolved.data} />;
    case "campaign":
      return <CampaignPage campaign={resolved.data} now={now} />;
    default:
      return <ErrorPage kind="not-found" />;
  }
}
