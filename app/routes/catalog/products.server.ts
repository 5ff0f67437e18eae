import { listProducts } from "../../../server/domain/catalog/catalog.service.ts";
import { productFiltersFromUrl } from "../../../server/domain/catalog/catalog.schema.ts";
import type { Route } from "./+types/products";

export async function productsLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const filters = productFiltersFromUrl(url.searchParams);
  const listing = await listProducts(context.db, { lang: locale, ...filters });
  return { locale, listing, search: url.search };
}
