import type { PostSummary } from "../../../../server/domain/content/posts.service.ts";
import { LocaleLink, useLocale, useT } from "../../../i18n/i18n.tsx";
import { pluralOf } from "../../../i18n/formatters.ts";
import { formatDay, useShopTimeZone } from "./format.ts";
import { CommentIcon } from "./icons.tsx";
import { POST_IMAGE } from "./PostView.tsx";
import { RatingSummaryLine } from "./RatingSummaryLine.tsx";

/** A post in the news list; the whole card is one link (the title's), so a reader hears each post once. */
export function NewsCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5 transition hover:shadow-md">
      {post.image_path && (
        <img
          src={post.image_path}
          alt=""
          width={POST_IMAGE.width}
          height={POST_IMAGE.height}
          loading={eager ? "eager" : "lazy"}
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-sm text-crust">
          <time dateTime={post.published_at}>{formatDay(post.published_at, locale, timeZone)}</time>
          <span aria-hidden="true"> · </span>
          {t("news.byAuthor", { author: post.author })}
        </p>
        <h2 className="text-xl font-bold leading-snug">
          <LocaleLink to={`/${post.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-dark">
            {post.title}
          </LocaleLink>
        </h2>
        <p className="line-clamp-3 text-ink/90">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2 text-sm text-crust">
          <RatingSummaryLine rating={post.rating} />
          <span className="inline-flex items-center gap-1.5">
            <CommentIcon className="h-4 w-4" />
            {t(`news.commentCount.${pluralOf(post.comment_count, locale)}`, { count: post.comment_count })}
          </span>
        </div>
      </div>
    </article>
  );
}
