import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { isSlug } from "../catalog/catalog.service.ts";
import { findPageSeo, findPublishedPage } from "./pages.repository.ts";
import { findPostSeo } from "./posts.repository.ts";
import { sanitizeRichText } from "./rich-text.ts";

/** A static page (about us, refund policy …). `body_html` is sanitised and safe to render as HTML. */
export interface StaticPage {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body_html: string;
  updated_at: string;
}

export async function getPage(db: Db, lang: Lang, slug: string): Promise<StaticPage | undefined> {
  if (!isSlug(slug)) return undefined;
  const row = await findPublishedPage(db, lang, slug);
  return row && { ...row, body_html: sanitizeRichText(row.body_html) };
}

/** The SEO title and description staff gave a post or page in `lang` (empty strings: none given). */
export async function contentSeo(db: Db, kind: "post" | "page", id: number, lang: Lang): Promise<{ title: string; description: string }> {
  const row = kind === "post" ? await findPostSeo(db, id, lang) : await findPageSeo(db, id, lang);
  return { title: row?.seo_title ?? "", description: row?.seo_description ?? "" };
}
