import { data } from "react-router";
import { listProducts } from "../../../server/domain/catalog/catalog.service.ts";
import { getHomeSection } from "../../../server/domain/content/home.service.ts";
import { getPage } from "../../../server/domain/content/pages.service.ts";
import type { Route } from "./+types/layout-view";

/** The odd routes under /layouts: each shows one home section on its own (RefundView: the refund policy). */
const SECTION_OF_VIEW: Record<string, string> = {
  CustomersView: "customers",
  SlideShowView: "slideshow",
  NewSectionView: "new_section",
  WhyChooseUsView: "why_choose_us",
  AboutSectionView: "about_section",
  FeaturessliderView: "features_slider",
};

export async function layoutViewLoader({ context, params }: Route.LoaderArgs) {
  const locale = context.locale;
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
