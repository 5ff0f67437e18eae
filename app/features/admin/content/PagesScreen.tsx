import { useActionData } from "react-router";
import type { LoaderData } from "../../../lib/route-data.ts";
import { ContentList } from "./ContentList.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import type { pagesAction, pagesLoader } from "../../../routes/admin/content.server.ts";

// /admin/pages (permission "content"): the plain pages by slug, searched by title in either language.

export interface PagesScreenProps {
  loaderData: LoaderData<typeof pagesLoader>;
}

export function PagesScreen({ loaderData }: PagesScreenProps) {
  const t = useT();
  const answer = useActionData<typeof pagesAction>();
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
