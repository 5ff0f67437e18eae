import { data } from "react-router";
import { listPosts } from "../../../server/domain/content/posts.service.ts";
import type { Route } from "./+types/news";

const PER_PAGE = 6;

/** ?page=2 → 2; no page → 1; anything else (0, -1, "abc", a page past the last) → 404. */
function pageParam(url: URL): number | null {
  const raw = url.searchParams.get("page");
  if (raw === null) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export async function newsLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const page = pageParam(url);
  if (page === null) throw data(null, { status: 404 });
  const posts = await listPosts(context.db, { lang: locale, page, perPage: PER_PAGE });
  if (page > posts.pages) throw data(null, { status: 404 });
  return { locale, posts };
}
