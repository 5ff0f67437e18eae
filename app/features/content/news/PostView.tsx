import type { Page } from "../../../../server/domain/catalog/catalog.service.ts";
import type { Comment } from "../../../../server/domain/content/comments.service.ts";
import type { Post } from "../../../../server/domain/content/posts.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../catalog/Breadcrumbs.tsx";
import { pluralOf } from "../../../i18n/formatters.ts";
import { formatDay, useShopTimeZone } from "./format.ts";
import { CommentIcon } from "./icons.tsx";
import { PostComments } from "./PostComments.tsx";
import { PostRating } from "./PostRating.tsx";
import { RatingSummaryLine } from "./RatingSummaryLine.tsx";
import { RichText } from "./RichText.tsx";

/** Post pictures are 4:3 illustrations; the size keeps the layout still while the picture loads. */
export const POST_IMAGE = { width: 800, height: 600 } as const;

/**
 * A news post's page (/:slug): breadcrumbs, title, date, author, picture, body, rating and comments.
 * `comments` comes from `loadPostComments` (./post-action.server.ts) in the /:slug loader.
 */
export function PostView({ post, comments }: { post: Post; comments: Page<Comment> }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  const published = formatDay(post.published_at, locale, timeZone);
  const updated = formatDay(post.updated_at, locale, timeZone);
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6">
      <Breadcrumbs
        crumbs={[
          { name: t("news.home"), path: "/" },
          { name: t("news.news"), path: "/news" },
          { name: post.title, path: `/${post.slug}` },
        ]}
      />
      <article className="mt-6">
        <header>
          <h1 className="text-3xl font-black leading-tight text-ink md:text-5xl">{post.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 text-crust">
            <time dateTime={post.published_at}>{t("news.publishedOn", { date: published })}</time>
            <span aria-hidden="true">·</span>
            <span>{t("news.byAuthor", { author: post.author })}</span>
            {updated !== published && (
              <>
                <span aria-hidden="true">·</span>
                <time dateTime={post.updated_at}>{t("news.updatedOn", { date: updated })}</time>
              </>
            )}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-crust">
            <RatingSummaryLine rating={post.rating} />
            <a href="#comments" className="inline-flex items-center gap-1.5 font-semibold hover:text-brand-dark hover:underline">
              <CommentIcon className="h-5 w-5" />
              {t(`news.commentCount.${pluralOf(post.comment_count, locale)}`, { count: post.comment_count })}
            </a>
          </div>
        </header>
        {post.image_path && (
          <img
            src={post.image_path}
            alt=""
            width={POST_IMAGE.width}
            height={POST_IMAGE.height}
            fetchPriority="high"
            className="mt-6 aspect-[4/3] w-full rounded-2xl object-cover shadow-sm"
          />
        )}
        <RichText html={post.body_html} className="mt-6" />
      </article>
      <PostRating post={post} />
      <PostComments postId={post.id} comments={comments} />
    </div>
  );
}
