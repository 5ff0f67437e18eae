import type { Db } from "../index.ts";
import { localDateAt } from "../../domain/fulfilment/shop-time.ts";
import { seedCampaigns } from "./data/campaigns.ts";
import type { SeededProducts } from "./options-seed.ts";

/** The seasonal campaigns (data/campaigns.ts) as of the seed's day, with their slugs, products and pickup days. */
export async function seedCampaignsOf(db: Db, data: { seeded: SeededProducts; timeZone: string; now: number }): Promise<void> {
  const at = new Date(data.now).toISOString();
  for (const campaign of seedCampaigns(localDateAt(new Date(data.now), data.timeZone), data.timeZone)) {
    const { id } = await db
      .insertInto("campaigns")
      .values({
        slug: campaign.slug,
        name_en: campaign.name.en,
        name_vi: campaign.name.vi,
        banner_en: campaign.banner.en,
        banner_vi: campaign.banner.vi,
        body_en: campaign.body.en,
        body_vi: campaign.body.vi,
        opens_at: campaign.opens_at,
        closes_at: campaign.closes_at,
        deposit_kind: campaign.deposit.kind,
        deposit_value: campaign.deposit.value,
        cancel_until_days: campaign.cancel_until_days,
        is_published: 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("slugs").values({ slug: campaign.slug, kind: "campaign", entity_id: id }).execute();
    await db
      .insertInto("campaign_products")
      .values(
        campaign.products.map((p, position) => {
          const product = data.seeded.get(p.slug);
          if (!product) throw new Error(`seed: campaign ${campaign.slug} names unknown product ${p.slug}`);
          return { campaign_id: id, product_id: product.id, per_customer_limit: p.per_customer_limit, position };
        }),
      )
      .execute();
    await db
      .insertInto("campaign_pickup_days")
      .values(campaign.pickup_days.map((d) => ({ campaign_id: id, ...d })))
      .execute();
  }
}
