import type { ShouldRevalidateFunctionArgs } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { nameIn, ProductOptionsScreen } from "../../features/admin/products/ProductOptionsScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { productOptionsAction, productOptionsLoader } from "./product-options.server.ts";
import type { Route } from "./+types/product-options";

// /admin/products/:id/options (permission "catalog"): the product's options, its variants and the add-on groups it
// offers (features/admin/products/ProductOptionsScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = productOptionsLoader;
export const action = productOptionsAction;

/** A stale save (409: someone else changed the product) shows the product as it is now, not as it was. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const title = loaderData
    ? translate(locale, "adminProductOptions.title", { name: nameIn(loaderData.product, locale) })
    : translate(locale, "admin.title");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminProductOptions({ loaderData }: Route.ComponentProps) {
  return <ProductOptionsScreen loaderData={loaderData} />;
}
