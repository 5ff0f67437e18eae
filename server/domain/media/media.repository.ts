import type { Insertable } from "kysely";
import type { Db } from "../../db/index.ts";
import type { MediaImagesTable } from "../../db/schema/media.ts";

// The uploaded images' rows (media_images); their files are media.service.ts's.

export interface MediaRow {
  id: number;
  hash: string;
  format: string;
  bytes: number;
  width: number;
  height: number;
  widths_json: string;
  uploaded_by_name: string;
  created_at: string;
}

const MEDIA_COLUMNS = ["id", "hash", "format", "bytes", "width", "height", "widths_json", "uploaded_by_name", "created_at"] as const;

export function findMediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  return db.selectFrom("media_images").select(MEDIA_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export function findMediaByHash(db: Db, hash: string): Promise<MediaRow | undefined> {
  return db.selectFrom("media_images").select(MEDIA_COLUMNS).where("hash", "=", hash).executeTakeFirst();
}

export async function insertMedia(db: Db, values: Insertable<MediaImagesTable>): Promise<number> {
  const row = await db.insertInto("media_images").values(values).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
