import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { getProduct, isSlug, type Product } from "../catalog/catalog.service.ts";
import { getPage, type StaticPage } from "./pages.service.ts";
import { getPost, type Post } from "./posts.service.ts";
import type { Rater } from "./ratings.service.ts";
import { slugOwner } from "./slugs.ts";

/** What a single-segment path (/:slug) shows. */
export type ResolvedSlug = { kind: "product"; data: Product } | { kind: "post"; data: Post } | { kind: "page"; data: StaticPage };

/**
 * The product, post or page a slug names (one namespace, the `slugs` table), in `lang`; undefined when it names
 * nothing readers can see (unknown, draft, unpublished). `viewer` fills a post's `your_rating`.
 */
export async function resolveSlug(db: Db, lang: Lang, slug: string, viewer?: Rater): Promise<ResolvedSlug | undefined> {
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
    default:
      return undefined;
  }
}
