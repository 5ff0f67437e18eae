import type { Db } from "../../db/index.ts";
import { formatDayIn } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { campaignState } from "./campaign-rules.shared.ts";
import * as repo from "./campaigns.repository.ts";

// What a cart may hold of campaigns: a campaign's product only while its window is open, the items of one campaign
// at a time (everything in a pre-order is collected on one pickup day), and no more of a product than one customer may
// pre-order. Checked when an item is added; checkout checks again, and the order's transaction decides the limit.

export const campaignName = (row: repo.CampaignRow, lang: Lang) => (lang === "vi" ? row.name_vi : row.name_en);

/** Why this product cannot be added to a cart holding these lines now; null when it can (or is no campaign's). */
export async function preorderRefusal(
  db: Db,
  asked: { productId: number; quantity: number; lang: Lang; timeZone: () => Promise<string>; now: Date },
  lines: readonly { product_id: number; quantity: number }[],
): Promise<{ key: ApiMessageKey; params: Record<string, string | number> } | null> {
  const ofProducts = await repo.campaignsOfProducts(db, [asked.productId, ...lines.map((l) => l.product_id)]);
  const own = ofProducts.get(asked.productId);
  const others = new Set(lines.flatMap((l) => ofProducts.get(l.product_id)?.campaign_id ?? []));
  if (!own) {
    return null;
  }
  const campaigns = await repo.findCampaigns(db, { drafts: true, ids: [own.campaign_id, ...others] });
  const campaign = campaigns.find((c) => c.id === own.campaign_id)!;
  const { lang } = asked;
  const name = campaignName(campaign, lang);
  const state = campaign.is_published === 1 ? campaignState(campaign, asked.now) : "closed";
  if (state === "upcoming") {
    return { key: "preorderNotOpen", params: { campaign: name, date: formatDayIn(campaign.opens_at, await asked.timeZone(), lang) } };
  }
  if (state === "closed") {
    const lastDay = new Date(Date.parse(campaign.closes_at) - 1);
    return { key: "preorderClosed", params: { campaign: name, date: formatDayIn(lastDay, await asked.timeZone(), lang) } };
  }
  const other = campaigns.find((c) => c.id !== own.campaign_id);
  if (other) {
    const product = await repo.productName(db, asked.productId, lang);
    return { key: "preorderTwoCampaigns", params: { name: product, other: name, campaign: campaignName(other, lang) } };
  }
  const limit = own.per_customer_limit;
  const inCart = lines.filter((l) => l.product_id === asked.productId).reduce((sum, l) => sum + l.quantity, 0);
  if (limit !== null && inCart + asked.quantity > limit) {
    return { key: "preorderLimit", params: { limit, name: await repo.productName(db, asked.productId, lang), campaign: name } };
  }
  return null;
}
