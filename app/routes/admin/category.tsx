import { metaLocale } from "../../lib/seo.ts";
import { CategoryScreen } from "../../features/admin/structure/CategoryScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { categoryAction, categoryLoader } from "./structure.server.ts";
import type { Route } from "./+types/category";

// /admin/categories/new and /admin/categories/:id (permission "catalog"): the category's form
// (features/admin/structure/CategoryScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("catalog")];
export const loader = categoryLoader;
export const action = categoryAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const category = loaderData?.category;
  const title = category
    ? translate(locale, "adminStructure.editCategory", { name: category.name[locale] || category.name.en })
    : translate(locale, "adminStructure.createCategory");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminCategory({ loaderData }: Route.ComponentProps) {
  return <CategoryScreen loaderData={loaderData} />;
}
