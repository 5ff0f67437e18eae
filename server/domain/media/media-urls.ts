// Where an uploaded image's copies are and how a page asks for them. Plain functions (no Node, no database): the
// storefront's and the back office's code may use them alike.

/** The widths made of every upload (never wider than the original). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The URL prefix UPLOADS_DIR is served at. */
export const MEDIA_URL_PREFIX = "/media/";

export type MediaFormat = "webp" | "avif";

/** An upload's copy: named by the uploaded file's content hash and the width, so a name never changes content. */
export function mediaFileName(hash: string, width: number, format: MediaFormat): string {
  return `${hash.slice(0, 24)}-${width}.${format}`;
}

/** The widths to make of an image `originalWidth` wide: those of `widths` below it, and its own when it is narrower than the largest. */
export function variantWidths(originalWidth: number, widths: readonly number[] = MEDIA_WIDTHS): number[] {
  const largest = widths[widths.length - 1]!;
  if (originalWidth > largest) return [...widths];
  return [...widths.filter((w) => w < originalWidth), originalWidth];
}

export interface ImageUrls {
  /** A WebP copy for browsers without srcset (the widest up to 1280 px). */
  src: string;
  /** `srcset` values: "url 320w, url 640w, …". */
  srcset: { avif: string; webp: string };
}

export function imageUrls(hash: string, widths: readonly number[]): ImageUrls {
  const set = (format: MediaFormat) => widths.map((w) => `${MEDIA_URL_PREFIX}${mediaFileName(hash, w, format)} ${w}w`).join(", ");
  const fallback = [...widths].reverse().find((w) => w <= 1280) ?? widths[0]!;
  return { src: `${MEDIA_URL_PREFIX}${mediaFileName(hash, fallback, "webp")}`, srcset: { avif: set("avif"), webp: set("webp") } };
}
