import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

// Readers' stars on posts: one row a post and rater (`rater_key`: "c:<customer id>" or "v:<visitor id>").

/** The sum and count of the stars of each of these posts that has any (at least one post id). */
export function findRatingTotals(db: Db, postIds: number[]) {
  return db
    .selectFrom("post_ratings")
    .select(["post_id", sql<number>`sum(rating)`.as("total"), sql<number>`count(*)`.as("n")])
    .where("post_id", "in", postIds)
    .groupBy("post_id")
    .execute();
}

/** The stars this rater gave the post; undefined when none. */
export async function findRating(db: Db, postId: number, raterKey: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("post_ratings")
    .select("rating")
    .where("post_id", "=", postId)
    .where("rater_key", "=", raterKey)
    .executeTakeFirst();
  return row?.rating;
}

export async function deleteRating(trx: Db, postId: number, raterKey: string): Promise<void> {
  await trx.deleteFrom("post_ratings").where("post_id", "=", postId).where("rater_key", "=", raterKey).execute();
}

/** Writes the rater's stars on the post, replacing the ones given before. */
export async function upsertRating(
  trx: Db,
  rating: { post_id: number; rater_key: string; customer_id: number | null; rating: number; now: string },
): Promise<void> {
  const { now, ...values } = rating;
  await trx
    .insertInto("post_ratings")
    .values({ ...values, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(["post_id", "rater_key"]).doUpdateSet({ rating: values.rating, updated_at: now }))
    .execute();
}
