import type { MetaDescriptor } from "react-router";
import type { CampaignView } from "../../../server/domain/campaigns/campaigns.service.ts";
import type { Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { breadcrumbJsonLd, jsonLd, pageMeta } from "../../lib/seo.ts";
import { windowWords } from "./campaign-words.ts";

function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/**
 * A campaign page's meta: its name, its banner line and where its window stands as the description, Open Graph with
 * its first product's picture, and its BreadcrumbList (canonical and hreflang links are the root's, as on every page).
 */
export function campaignMeta(campaign: CampaignView, locale: Locale, origin: string, now: string): MetaDescriptor[] {
  const windowText = windowWords(campaign, new Date(now), campaign.time_zone, locale);
  const image = campaign.products.find((p) => p.image)?.image?.path ?? null;
  return [
    ...pageMeta({
      locale,
      title: campaign.name,
      description: clip(`${campaign.banner} ${windowText}.`),
      path: `/${campaign.slug}`,
      origin,
      image,
    }),
    jsonLd(
      breadcrumbJsonLd(
        [
          { name: translate(locale, "catalog.home"), path: "/" },
          { name: campaign.name, path: `/${campaign.slug}` },
        ],
        origin,
        locale,
      ),
    ),
  ];
}
