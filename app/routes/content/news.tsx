import { Breadcrumbs } from "../../features/catalog/Breadcrumbs.tsx";
import { NewsCard } from "../../features/content/news/NewsCard.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { localizePath } from "../../i18n/config.ts";
import { translate, useT } from "../../i18n/i18n.tsx";
import { pageMeta, rootData } from "../../lib/seo.ts";
import type { Route } from "./+types/news";
import { newsLoader } from "./news.server.ts";
import { sharedPageHeaders } from "../../lib/page-cache.ts";

export const loader = newsLoader;

/** The same for every anonymous visitor: shared, and kept rendered by the server. */
export const headers = sharedPageHeaders;

export function meta({ data, matches }: Route.MetaArgs) {
  const locale = data?.locale ?? "en";
  const page = data?.posts.page ?? 1;
  return pageMeta({
    locale,
    title: page > 1 ? translate(locale, "news.metaTitlePage", { page }) : translate(locale, "news.metaTitle"),
    description: translate(locale, "news.metaDescription"),
    path: page > 1 ? `/news?page=${page}` : "/news",
    origin: rootData(matches).origin,
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, posts } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6">
      <Breadcrumbs
        crumbs={[
          { name: t("news.home"), path: "/" },
          { name: t("news.news"), path: "/news" },
        ]}
      />
      <header className="mt-6 max-w-2xl">
        <h1 className="text-4xl font-black leading-tight text-ink md:text-5xl">{t("news.title")}</h1>
        <p className="mt-3 text-lg text-crust">{t("news.intro")}</p>
        {posts.pages > 1 && <p className="mt-2 text-sm text-crust">{t("news.pageOf", { page: posts.page, pages: posts.pages })}</p>}
      </header>
      {posts.items.length === 0 ? (
        <p className="mt-10 text-lg">{t("news.empty")}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-list">
          {posts.items.map((post, index) => (
            <li key={post.id}>
              <NewsCard post={post} eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={posts.page}
        pages={posts.pages}
        label={t("news.pagination")}
        href={(page) => localizePath(page > 1 ? `/news?page=${page}` : "/news", locale)}
      />
    </div>
  );
}
