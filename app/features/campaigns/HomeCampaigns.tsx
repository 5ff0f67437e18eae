import { LocaleLink, useLocale, useT } from "../../i18n/i18n.tsx";
import type { CampaignBrief } from "./campaign-types.ts";
import { windowWords } from "./campaign-words.ts";

/**
 * The home page's line for each seasonal pre-order open now or opening soon: its banner, its window in words (as of
 * the render's `now`) and a link to its page. A region without a heading of its own, so the page's first heading is
 * still the shop's h1 below it.
 */
export function HomeCampaigns({ campaigns, now }: { campaigns: readonly CampaignBrief[]; now: string }) {
  const t = useT();
  const locale = useLocale();
  if (campaigns.length === 0) return null;
  return (
    <section aria-label={t("campaigns.home.label")} className="mx-auto max-w-6xl px-4 pt-4 md:pt-6" data-testid="home-campaigns">
      <ul className="grid gap-3">
        {campaigns.map((campaign) => (
          <li
            key={campaign.slug}
            className="flex flex-col gap-3 rounded-3xl bg-brand-dark p-5 text-white shadow-sm md:flex-row md:items-center md:justify-between md:p-6"
          >
            <div className="space-y-1">
              <p className="text-xl font-black leading-tight md:text-2xl">{campaign.name}</p>
              {campaign.banner && <p>{campaign.banner}</p>}
              <p className="font-semibold">{windowWords(campaign, new Date(now), campaign.time_zone, locale)}</p>
            </div>
            <LocaleLink
              to={`/${campaign.slug}`}
              aria-label={`${t("campaigns.home.see")}: ${campaign.name}`}
              className="self-start whitespace-nowrap rounded-full bg-white px-6 py-3 font-bold text-brand-dark hover:bg-cream md:self-center"
            >
              {t("campaigns.home.see")}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
