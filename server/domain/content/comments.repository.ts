import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";

function publishedComments(db: Db, postId: number) {
  return db.selectFrom("post_comments").where("post_id", "=", postId).where("status", "=", "published");
}

export function findComments(db: Db, postId: number, limit: number, offset: number) {
  return publishedComments(db, postId)
    .select(["id", "name", "content", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countComments(db: Db, postId: number): Promise<number> {
  const row = await publishedComments(db, postId)
    .select(sql<number>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Published comments per post, for the given posts. */
export async function countCommentsOf(db: Db, postIds: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(postIds.map((id) => [id, 0]));
  if (postIds.length === 0) return counts;
  const rows = await db
    .selectFrom("post_comments")
    .select(["post_id", sql<number>`count(*)`.as("n")])
    .where("post_id", "in", postIds)
    .where("status", "=", "published")
    .groupBy("post_id")
    .execute();
  for (const row of rows) counts.set(row.post_id, Number(row.n));
  return counts;
}

/** A comment as it is stored: the service fills it in, the repository writes it. */
export interface NewComment {
  post_id: number;
  customer_id: number | null;
  name: string;
  email: string | null;
  content: string;
  locale: Lang;
  created_at: string;
}

export async function insertComment(db: Db, comment: NewComment): Promise<number> {
  const row = await db
    .insertInto("post_comments")
    .values({ ...comment, status: "published", updated_at: comment.created_at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
