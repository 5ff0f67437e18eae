import { data } from "react-router";
import { listProducts } from "../../server/domain/catalog/catalog.service.ts";
import { getHomeSection } from "../../server/domain/content/home.service.ts";
import { getPage } from "../../server/domain/content/pages.service.ts";
import { ProductCard } from "../components/catalog/ProductCard.tsx";
import { HomeSectionView } from "../components/home/HomeSections.tsx";
import { StaticPageView } from "../components/news/StaticPageView.tsx";
import { localeFromPath } from "../i18n/config.ts";
import { translate, useT } from "../i18n/i18n.tsx";
import type { Route } from "./+types/layout-view";

/** The spec's odd routes under /layouts: each shows one home section on its own (RefundView: the refund policy). */
const SECTION_OF_VIEW: Record<string, string> = {
  CustomersView: "customers",
  SlideShowView: "slideshow",
  NewSectionView: "new_section",
  WhyChooseUsView: "why_choose_us",
  AboutSectionView: "about_section",
  FeaturessliderView: "features_slider",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const view = params.view;
  if (view === "RefundView") {
    const page = await getPage(context.db, locale, "refund-policy");
    if (page) return { locale, view, kind: "refund" as const, page, section: null, products: [] };
  } else if (view === "ProductView") {
    const products = await listProducts(context.db, { lang: locale, page: 1, perPage: 8 });
    return { locale, view, kind: "products" as const, page: null, section: null, products: products.items.filter((p) => p.featured) };
  } else if (SECTION_OF_VIEW[view]) {
    const section = await getHomeSection(context.db, locale, SECTION_OF_VIEW[view]);
    if (section) return { locale, view, kind: "section" as const, page: null, section, products: [] };
  }
  throw data({ locale }, { status: 404 });
}

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
