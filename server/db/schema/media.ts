import type { ColumnType, Generated } from "kysely";
import type { Timestamp } from "./columns.ts";

// Images uploaded by staff (migration 2026-11-28T0900-media; server/domain/media).

export interface MediaImagesTable {
  id: Generated<number>;
  /** sha256 of the uploaded file, hex: the same file uploaded twice is one image. */
  hash: string;
  /** The uploaded file's format: jpeg, png or webp. */
  format: string;
  bytes: number;
  /** The original's size as shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** The widths made, ascending, as a JSON array; each in WebP and AVIF. */
  widths_json: string;
  uploaded_by: number | null;
  uploaded_by_name: string;
  created_at: Timestamp;
}

/** A product image's alt text, one row per language. */
export interface ProductImageTranslationsTable {
  image_id: number;
  locale: string;
  alt: ColumnType<string, string | undefined, string>;
}

export interface MediaTables {
  media_images: MediaImagesTable;
  product_image_translations: ProductImageTranslationsTable;
}
