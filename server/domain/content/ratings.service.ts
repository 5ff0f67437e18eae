import { nowIso, type Db } from "../../db/index.ts";
import { hitLimit, type Limit } from "../limits/rate-limit.ts";
import { contentChanged } from "./content-version.ts";
import { postIsVisible } from "./posts.repository.ts";
import { deleteRating, findRating, findRatingTotals, upsertRating } from "./ratings.repository.ts";

/** Per IP: a reader rates a handful of posts; a script that drops its cookie to stuff the ballot is stopped. */
export const RATING_LIMIT: Limit = { max: 20, windowSeconds: 3600 };

export interface RatingSummary {
  /** Mean of the stars, 2 decimals; null while nobody has rated. */
  average: number | null;
  count: number;
}

/** Who rates: a signed-in customer rates once per account, anyone else once per browser (visitor_id cookie). */
export interface Rater {
  customerId: number | null;
  visitorId: string | null;
}

function raterKey(rater: Rater): string | null {
  if (rater.customerId !== null) return `c:${rater.customerId}`;
  if (rater.visitorId !== null) return `v:${rater.visitorId}`;
  return null;
}

/** Average and count per post, for the given posts (posts nobody rated get { average: null, count: 0 }). */
export async function ratingSummaries(db: Db, postIds: number[]): Promise<Map<number, RatingSummary>> {
  const summaries = new Map<number, RatingSummary>(postIds.map((id) => [id, { average: null, count: 0 }]));
  if (postIds.length === 0) return summaries;
  const rows = await findRatingTotals(db, postIds);
  for (const row of rows) {
    const count = Number(row.n);
    summaries.set(row.post_id, { average: Math.round((Number(row.total) / count) * 100) / 100, count });
  }
  return summaries;
}

/** The stars this rater gave the post, or null. */
export async function ratingBy(db: Db, postId: number, rater: Rater): Promise<number | null> {
  const key = raterKey(rater);
  if (key === null) return null;
  return (await findRating(db, postId, key)) ?? null;
}

export type RateResult =
  | { status: "saved"; rating: RatingSummary & { your_rating: number } }
  | { status: "post_not_found" }
  | { status: "rate_limited"; retryAfter: number };

/**
 * Records `stars` (1–5) from this rater; rating the same post again replaces the earlier stars. A customer who
 * rated anonymously in this browser before signing in keeps one rating: the account's.
 */
export async function ratePost(db: Db, postId: number, rater: Rater & { ip: string }, stars: number): Promise<RateResult> {
  const now = nowIso();
  const key = raterKey(rater);
  if (key === null) throw new Error("ratePost needs a customer or a visitor id");
  if (!(await postIsVisible(db, postId, now))) return { status: "post_not_found" };
  const limit = await hitLimit(db, `rating:ip:${rater.ip}`, RATING_LIMIT);
  if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };
  await db.transaction().execute(async (trx) => {
    if (rater.customerId !== null && rater.visitorId !== null) {
      await deleteRating(trx, postId, `v:${rater.visitorId}`);
    }
    await upsertRating(trx, { post_id: postId, rater_key: key, customer_id: rater.customerId, rating: stars, now });
  });
  // The post's stars change on its page and in the news list: the pages kept for everyone go.
  await contentChanged(db);
  const summary = (await ratingSummaries(db, [postId])).get(postId)!;
  return { status: "saved", rating: { ...summary, your_rating: stars } };
}
