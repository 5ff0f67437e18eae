import { ProductCard } from "../../features/catalog/ProductCard.tsx";
import { HomeSectionView } from "../../features/content/home/HomeSections.tsx";
import { StaticPageView } from "../../features/content/news/StaticPageView.tsx";
import { translate, useT } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/layout-view";
import { layoutViewLoader } from "./layout-view.server.ts";
import { sharedPageHeaders } from "../../lib/page-cache.ts";

export const loader = layoutViewLoader;

/** The same for every anonymous visitor: shared, and kept rendered by the server. */
export const headers = sharedPageHeaders;

export function meta({ data: loaded }: Route.MetaArgs) {
  if (!loaded) return [];
  const name = loaded.page?.title ?? loaded.section?.title ?? translate(loaded.locale, "home.featured");
  return [
    { title: `${translate(loaded.locale, "layouts.title", { section: name })} · ${translate(loaded.locale, "meta.siteName")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function LayoutView({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { kind, page, section, products } = loaderData;
  if (kind === "refund" && page) return <StaticPageView page={page} />;
  if (kind === "section" && section) {
    return (
      <div className="py-6">
        {section.key !== "slideshow" && <h1 className="sr-only">{section.title}</h1>}
        <HomeSectionView section={section} lead={section.key === "slideshow"} />
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-black">{t("home.featured")}</h1>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </div>
  );
}
