import type { Db } from "../../db/index.ts";

// What the sitemap lists, by slug, with when each last changed.

export function findPublishedProductSlugs(db: Db) {
  return db.selectFrom("products").select(["slug", "updated_at"]).where("status", "=", "published").orderBy("slug").execute();
}

/** Posts readers can see at `now` (published, and not scheduled for later). */
export function findVisiblePostSlugs(db: Db, now: string) {
  return db
    .selectFrom("posts")
    .select(["slug", "updated_at"])
    .where("status", "=", "published")
    .where("published_at", "<=", now)
    .orderBy("slug")
    .execute();
}

export function findPublishedPageSlugs(db: Db) {
  return db.selectFrom("pages").select(["slug", "updated_at"]).where("status", "=", "published").orderBy("slug").execute();
}

/** Published seasonal pre-orders: their pages stay up once orders close (they say so). */
export function findPublishedCampaignSlugs(db: Db) {
  return db.selectFrom("campaigns").select(["slug", "updated_at"]).where("is_published", "=", 1).orderBy("slug").execute();
}
