import { metaLocale } from "../../lib/seo.ts";
import { nameIn, ProductImagesScreen } from "../../features/admin/products/ProductImagesScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { productImagesAction, productImagesLoader } from "./product-images.server.ts";
import type { Route } from "./+types/product-images";

// /admin/products/:id/images (permission "catalog"): the product's photos and their alt texts
// (features/admin/products/ProductImagesScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = productImagesLoader;
export const action = productImagesAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const title = loaderData
    ? translate(locale, "adminProductImages.title", { name: nameIn(loaderData.product, locale) })
    : translate(locale, "admin.title");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminProductImages({ loaderData }: Route.ComponentProps) {
  return <ProductImagesScreen loaderData={loaderData} />;
}
