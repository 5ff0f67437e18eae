import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { storefrontCampaignContext } from "../campaigns/campaign-context.ts";
import { getCampaign, type CampaignView } from "../campaigns/campaigns.service.ts";
import { getProduct, isSlug, type Product } from "../catalog/catalog.service.ts";
import { getPage, type StaticPage } from "./pages.service.ts";
import { getPost, type Post } from "./posts.service.ts";
import type { Rater } from "./ratings.service.ts";
import { slugOwner } from "./slugs.ts";

/** What a single-segment path (/:slug) shows. */
export type ResolvedSlug =
  | { kind: "product"; data: Product }
  | { kind: "post"; data: Post }
  | { kind: "page"; data: StaticPage }
  | { kind: "campaign"; data: CampaignView };

/**
 * The product, post, page or seasonal campaign a slug names (one namespace, the `slugs` table), in `lang`; undefined
 * when it names nothing readers can see (unknown, draft, unpublished). `viewer` fills a post's `your_rating`; `now`
 * is when a campaign's window and what is left of its pickup days are read.
 */
export async function resolveSlug(db: Db, lang: Lang, slug: string, viewer?: Rater, now = new Date()): Promise<ResolvedSlug | undefined> {
  if (!isSlug(slug)) return undefined;
  const entry = await slugOwner(db, slug);
  switch (entry?.kind) {
    case "product": {
      const data = await getProduct(db, lang, slug);
      return data && { kind: "product", data };
    }
    case "post": {
      const data = await getPost(db, lang, slug, viewer);
      return data && { kind: "post", data };
    }
    case "page": {
      const data = await getPage(db, lang, slug);
      return data && { kind: "page", data };
    }
    case "campaign": {
      const data = await getCampaign(await storefrontCampaignContext(db, lang, now), slug);
      return data && { kind: "campaign", data };
    }
    default:
      return undefined;
  }
}
