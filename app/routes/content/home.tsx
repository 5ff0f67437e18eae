import { HomeCampaigns } from "../../features/campaigns/HomeCampaigns.tsx";
import { HomeSectionView } from "../../features/content/home/HomeSections.tsx";
import { translate } from "../../i18n/i18n.tsx";
import { bakeryJsonLd, jsonLd, pageMeta, rootData } from "../../lib/seo.ts";
import type { Route } from "./+types/home";
import { homeLoader } from "./home.server.ts";
import { expiresWhenStale } from "../../lib/kept-until.server.ts";
import { sharedPageHeaders } from "../../lib/page-cache.ts";

export const loader = homeLoader;

/** The same for every anonymous visitor: shared, and kept rendered by the server. */
export const headers = sharedPageHeaders;

/** A seasonal pre-order's words hold until the shop's midnight or its window's next turn: the answer says until when. */
export const middleware: Route.MiddlewareFunction[] = [expiresWhenStale];

export function meta({ data, matches }: Route.MetaArgs) {
  const locale = data?.locale ?? "en";
  const { origin, shop } = rootData(matches);
  return [
    ...pageMeta({
      locale,
      title: translate(locale, "meta.homeTitle"),
      description: translate(locale, "meta.homeDescription"),
      path: "/",
      origin,
      image: "/images/slides/banh-mi-morning.svg",
    }),
    ...(shop ? [jsonLd(bakeryJsonLd(shop, origin, locale))] : []),
  ];
}

/**
 * The home page: a seasonal pre-order open now or soon, then the shop's sections in order (slideshow, customers, new,
 * why choose us, about, features).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pb-8">
      <HomeCampaigns campaigns={loaderData.campaigns} now={loaderData.now} />
      {loaderData.sections.map((section, i) => (
        <HomeSectionView key={section.key} section={section} lead={i === 0} />
      ))}
    </div>
  );
}
