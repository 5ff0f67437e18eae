import type { StaticPage } from "../../../../server/domain/content/pages.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../catalog/Breadcrumbs.tsx";
import { formatDay, useShopTimeZone } from "./format.ts";
import { RichText } from "./RichText.tsx";

/** A plain page of the shop (/refund-policy, /about-us, /privacy-policy, /terms-of-service). */
export function StaticPageView({ page }: { page: StaticPage }) {
  const t = useT();
  const locale = useLocale();
  const timeZone = useShopTimeZone();
  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6">
      <Breadcrumbs
        crumbs={[
          { name: t("news.home"), path: "/" },
          { name: page.title, path: `/${page.slug}` },
        ]}
      />
      <article className="mt-6">
        <h1 className="text-3xl font-black leading-tight text-ink md:text-5xl">{page.title}</h1>
        {page.summary && <p className="mt-4 text-xl text-crust">{page.summary}</p>}
        <RichText html={page.body_html} className="mt-6" />
        <p className="mt-10 border-t border-black/10 pt-4 text-sm text-crust">
          <time dateTime={page.updated_at}>{t("page.updatedOn", { date: formatDay(page.updated_at, locale, timeZone) })}</time>
        </p>
      </article>
    </div>
  );
}
