import { listProducts } from "../../../server/domain/catalog/catalog.service.ts";
import { searchWords } from "../../../server/domain/catalog/search-text.ts";
import { SEARCH_MAX_LENGTH } from "../../features/search/HeaderSearch.tsx";
import type { Route } from "./+types/search";

const PER_PAGE = 24;

export async function searchLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const rawPage = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(rawPage) ? Number(rawPage) : 1;
  if (!q) return { locale, q, results: null };
  // Punctuation alone names nothing: it must not list the whole menu as if it matched.
  if (searchWords(q).length === 0) return { locale, q, results: { items: [], total: 0, page: 1, pages: 1 } };
  let results = await listProducts(context.db, { lang: locale, q, page, perPage: PER_PAGE });
  if (page > results.pages) results = await listProducts(context.db, { lang: locale, q, page: results.pages, perPage: PER_PAGE });
  return { locale, q, results: { items: results.items, total: results.total, page: results.page, pages: results.pages } };
}
