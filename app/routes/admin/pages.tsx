import { useActionData } from "react-router";
import { metaLocale } from "../../lib/seo.ts";
import { ContentList } from "../../features/admin/content/ContentList.tsx";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate, useT } from "../../i18n/i18n.tsx";
import { pagesAction, pagesLoader } from "./content.server.ts";
import type { Route } from "./+types/pages";

// /admin/pages (permission "content"): the plain pages by slug, searched by title in either language.

export const middleware: Route.MiddlewareFunction[] = [staffMay("content")];
export const loader = pagesLoader;
export const action = pagesAction;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminContent.pagesTitle")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  return (
    <section aria-labelledby="pages-title" data-testid="admin-pages-page">
      <h1 id="pages-title" className="text-3xl font-black">
        {t("adminContent.pagesTitle")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminContent.pagesIntro")}</p>
      <ContentList kind="page" {...loaderData} answer={answer} />
    </section>
  );
}
