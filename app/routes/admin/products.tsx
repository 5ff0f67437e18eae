import { metaLocale } from "../../lib/seo.ts";
import { ProductsScreen } from "../../features/admin/products/ProductsScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { productsLoader } from "./products.server.ts";
import type { Route } from "./+types/products";

// /admin/products (permission "catalog"): the products' list and its search (features/admin/products/ProductsScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = productsLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminProducts.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsScreen loaderData={loaderData} />;
}
