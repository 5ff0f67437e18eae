import { data } from "react-router";
import { isWaitlistRefusal, waitlistJoinedMessage, waitlistRefusalAnswer } from "../../../server/api/campaigns-answers.ts";
import { fieldErrors } from "../../../server/api/envelope.ts";
import type { AppDeps } from "../../../server/context.ts";
import { storefrontCampaignContext } from "../../../server/domain/campaigns/campaign-context.ts";
import { campaignsOfProducts, getCampaign, listCampaigns, type CampaignView } from "../../../server/domain/campaigns/campaigns.service.ts";
import { findCampaigns } from "../../../server/domain/campaigns/campaigns.repository.ts";
import { joinWaitlist, WaitlistInputSchema } from "../../../server/domain/campaigns/waitlist.service.ts";
import { addDays, instantAt, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import type { Locale } from "../../i18n/config.ts";
import type { CampaignBrief, WaitlistAnswer } from "../../features/campaigns/campaign-types.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";

// A seasonal pre-order on the storefront's pages besides its own: its line on the home page and on its products'
// pages, and the waitlist form of its page. Read as of the render's `now`; the pages say what was left then.

/** How long before it opens an upcoming campaign is shown on the home page. */
const HOME_LEAD_DAYS = 30;

export function briefOf(view: CampaignView): CampaignBrief {
  return {
    slug: view.slug,
    name: view.name,
    banner: view.banner,
    state: view.state,
    opens_at: view.opens_at,
    closes_at: view.closes_at,
    time_zone: view.time_zone,
    pickup_dates: view.pickup_days.map((d) => d.date),
  };
}

/** The campaigns the home page shows: open ones, and those opening within HOME_LEAD_DAYS. */
export async function homeCampaigns(db: AppDeps["db"], locale: Locale, now: Date): Promise<CampaignBrief[]> {
  const campaigns = await listCampaigns(await storefrontCampaignContext(db, locale, now));
  const horizon = now.getTime() + HOME_LEAD_DAYS * 86_400_000;
  return campaigns.filter((c) => c.state === "open" || Date.parse(c.opens_at) <= horizon).map(briefOf);
}

/** The published campaign that sells a product, if any. */
export async function productCampaign(db: AppDeps["db"], locale: Locale, productId: number, now: Date): Promise<CampaignBrief | null> {
  const link = (await campaignsOfProducts(db, [productId])).get(productId);
  if (!link) return null;
  const [row] = await findCampaigns(db, { ids: [link.campaign_id] });
  const view = row && (await getCampaign(await storefrontCampaignContext(db, locale, now), row.slug));
  return view ? briefOf(view) : null;
}

/**
 * When what a page says of these campaigns goes stale: the shop's next midnight (a countdown worded in days, "today",
 * "tomorrow"), or a window's next opening or closing, whichever comes first; null without a campaign. The page cache
 * keeps the page no longer (keptUntilHeaders); what is left of a pickup day is as of the render all the same.
 */
export function campaignWordsUntil(
  campaigns: readonly Pick<CampaignBrief, "opens_at" | "closes_at" | "time_zone">[],
  now: Date,
): Date | null {
  const at = now.getTime();
  const ends = campaigns.flatMap((c) => {
    const midnight = instantAt(addDays(localDateAt(now, c.time_zone), 1), "00:00", c.time_zone).getTime();
    return [midnight, Date.parse(c.opens_at), Date.parse(c.closes_at)].filter((t) => t > at);
  });
  return ends.length ? new Date(Math.min(...ends)) : null;
}

type ActionContext = Pick<AppDeps, "db"> & { clientIp: string };

/**
 * The campaign page's waitlist form (with or without JavaScript): the API's schema, service and answers, worded in
 * the page's language; the answer is the page again, the message beside the day's form and the address as typed.
 */
export async function campaignAction(context: ActionContext, request: Request, locale: Locale, slug: string) {
  const form = await readForm(request);
  if (formText(form, "intent") !== "waitlist") throw data(null, { status: 405 });
  const date = formText(form, "date");
  const email = formText(form, "email");
  const answer = (status: number, fields: Omit<WaitlistAnswer, "kind" | "date" | "email">, headers: Record<string, string> = {}) =>
    data({ kind: "waitlist" as const, date, email, ...fields } satisfies WaitlistAnswer, { status, headers });

  const parsed = WaitlistInputSchema.safeParse({ date, email });
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error.issues, locale);
    return answer(422, { ok: false, message: Object.values(errors).flat()[0] ?? "", errors });
  }
  const result = await joinWaitlist(context.db, { slug, ...parsed.data, locale, ip: context.clientIp });
  if (isWaitlistRefusal(result)) {
    const refused = waitlistRefusalAnswer(result, locale);
    return answer(refused.status, { ok: false, message: refused.message, errors: refused.errors ?? {} }, refused.headers);
  }
  return answer(200, { ok: true, message: waitlistJoinedMessage(result, locale), errors: {} });
}
