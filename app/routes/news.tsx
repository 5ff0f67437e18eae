import { data } from "react-router";
import { listPosts } from "../../server/domain/content/posts.service.ts";
import { Breadcrumbs } from "../components/catalog/Breadcrumbs.tsx";
import { NewsCard } from "../components/news/NewsCard.tsx";
import { Pagination } from "../components/news/Pagination.tsx";
import { localeFromPath, localizePath } from "../i18n/config.ts";
import { translate, useT } from "../i18n/i18n.tsx";
import { requireAuthCookie } from "../lib/guards.server.ts";
import { pageMeta, rootData } from "../lib/seo.ts";
import type { Route } from "./+types/news";

const PER_PAGE = 6;

/** ?page=2 → 2; no page → 1; anything else (0, -1, "abc", a page past the last) → 404. */
function pageParam(url: URL): number | null {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAuthCookie(request);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const page = pageParam(url);
  if (page === null) throw data(null, { status: 404 });
  const posts = await listPosts(context.db, { lang: locale, page, perPage: PER_PAGE });
  if (page > posts.pages) throw data(null, { status: 404 });
  return { locale, posts };
}

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
      <Breadcrumbs crumbs={[{ name: t("news.home"), path: "/" }, { name: t("news.news"), path: "/news" }]} />
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
