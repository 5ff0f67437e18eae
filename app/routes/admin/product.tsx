import { metaLocale } from "../../lib/seo.ts";
import { ProductScreen } from "../../features/admin/products/ProductScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { productAction, productLoader } from "./products.server.ts";
import type { Route } from "./+types/product";

// /admin/products/new and /admin/products/:id (permission "catalog"): the product's form
// (features/admin/products/ProductScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = productLoader;
export const action = productAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const product = loaderData?.product;
  const name = product ? (locale === "vi" ? product.name_vi || product.name_en : product.name_en || product.name_vi) : "";
  const title = product ? translate(locale, "adminProducts.editTitle", { name }) : translate(locale, "adminProducts.createTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  return <ProductScreen loaderData={loaderData} />;
}
