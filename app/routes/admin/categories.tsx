import { metaLocale } from "../../lib/seo.ts";
import { CategoriesScreen } from "../../features/admin/structure/CategoriesScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { categoriesAction, categoriesLoader } from "./structure.server.ts";
import type { Route } from "./+types/categories";

// /admin/categories (permission "catalog"): the categories (features/admin/structure/CategoriesScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = categoriesLoader;
export const action = categoriesAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminStructure.categoriesTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return <CategoriesScreen loaderData={loaderData} />;
}
