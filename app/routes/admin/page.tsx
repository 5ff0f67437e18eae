import { metaLocale } from "../../lib/seo.ts";
import { PageScreen } from "../../features/admin/content/PageScreen.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { pageAction, pageLoader } from "./content.server.ts";
import type { Route } from "./+types/page";

// /admin/pages/new and /admin/pages/:id (permission "content"): the page's form (features/admin/content/PageScreen.tsx).

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = pageLoader;
export const action = pageAction;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const page = loaderData?.page;
  const name = page ? (page.translations[locale]?.title ?? page.translations[locale === "en" ? "vi" : "en"]?.title ?? page.slug) : "";
  const title = page ? translate(locale, "adminContent.editPageTitle", { title: name }) : translate(locale, "adminContent.createPageTitle");
  return [{ title: `${title} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminPage({ loaderData }: Route.ComponentProps) {
  return <PageScreen loaderData={loaderData} />;
}
