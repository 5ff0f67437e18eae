import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Db } from "../../db/index.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import { QueueFull, WorkQueue } from "./work-queue.ts";
import { findMediaByHash, findMediaById, insertMedia, type MediaRow } from "./media.repository.ts";
import { checkImageBytes, MAX_INPUT_PIXELS, type UploadRefusal } from "./media-check.ts";
import { imageUrls, MEDIA_WIDTHS, mediaFileName, variantWidths, type ImageUrls } from "./media-urls.ts";

/**
 * Images uploaded by staff — the one upload pipeline of the whole back office (products' pictures, posts' covers,
 * home slides…).
 *
 * How to use it:
 * - From an API call: `POST /api/v1/admin/images` (multipart field `file`, permission `catalog`; server/api/v1/admin/
 *   images.ts) answers `{ image: UploadedImage }`. Keep `image.id` on your row (a `media_id` column referencing
 *   `media_images.id`) and build what the storefront shows with `imageUrls(hash, widths)` or `findUploadedImage`.
 * - From a page action (a `<form method="post" encType="multipart/form-data" reloadDocument>`): take the File from
 *   `await request.formData()` and call `storeUpload(ctx, staff, new Uint8Array(await file.arrayBuffer()))` → `{ image, created }`; a refusal
 *   is an `UploadError` whose `refusal` names the message (`uploadRefusalKey(refusal)`). The server already refuses a
 *   body over UPLOAD_LIMIT_BYTES before it is read on the paths `isUploadPath` lists (server/http/upload-limit.ts):
 *   add your page's path there, and show `?upload_error=tooLarge` beside the field.
 * - To show it: `app/components/ResponsiveImage.tsx` takes the `src`, `srcset`, `width`, `height` answered here.
 *
 * What it does: checks the file by its content (magic bytes, then sharp's reading of its header: JPEG, PNG or WebP,
 * at most MAX_INPUT_PIXELS), makes WebP and AVIF copies at MEDIA_WIDTHS no wider than the original (never upscaled),
 * turned upright by EXIF and stripped of metadata, named by the file's content hash, into UPLOADS_DIR (served at
 * /media/ as immutable), then records one row per distinct file (the same file twice is one image) with an audit line
 * in the same transaction. A refusal stores nothing. One upload at a time is made into copies; when too many wait,
 * `storeUpload` throws UploadBusy at once (answer 503 with Retry-After, `uploadBusyMessage`).
 */

export class UploadError extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal);
  }
}

export interface UploadedImage extends ImageUrls {
  id: number;
  /** sha256 of the uploaded file, hex. */
  hash: string;
  /** The uploaded file's format. */
  format: "jpeg" | "png" | "webp";
  bytes: number;
  /** The original's size as shown (EXIF orientation applied): the width and height attributes to set. */
  width: number;
  height: number;
  /** The widths made, ascending, each in WebP and AVIF. */
  widths: number[];
  uploaded_by: string;
  created_at: string;
}

export interface MediaContext {
  db: Db;
  /** UPLOADS_DIR. */
  uploadsDir: string;
  /** UPLOAD_LIMIT_BYTES: a larger file is refused ("tooLarge"). */
  maxBytes?: number;
  now?: () => Date;
}

export function viewOfMedia(row: MediaRow): UploadedImage {
  const widths = (JSON.parse(row.widths_json) as number[]).map(Number);
  return {
    id: Number(row.id),
    hash: row.hash,
    format: row.format as UploadedImage["format"],
    bytes: Number(row.bytes),
    width: Number(row.width),
    height: Number(row.height),
    widths,
    ...imageUrls(row.hash, widths),
    uploaded_by: row.uploaded_by_name,
    created_at: row.created_at,
  };
}

export async function findUploadedImage(db: Db, id: number): Promise<UploadedImage | undefined> {
  const row = await findMediaById(db, id);
  return row ? viewOfMedia(row) : undefined;
}

async function findByHash(db: Db, hash: string): Promise<UploadedImage | undefined> {
  const row = await findMediaByHash(db, hash);
  return row ? viewOfMedia(row) : undefined;
}

// Memory, not speed, is what an upload costs: a 40-megapixel PNG is 160 MB once decoded, and glibc seldom gives such
// blocks back. So libvips keeps no cache of decoded images and uses one thread per image, and a process makes one
// upload's copies at a time; at most UPLOAD_QUEUE_WAITING more wait their turn (each is at most UPLOAD_LIMIT_BYTES in
// memory), and one more is refused at once with UploadBusy ("busy, try again in a few seconds": 503 + Retry-After).
// docs/decisions/024-upload-queue.md says why; docs/performance.md has the figures.
sharp.cache(false);
sharp.concurrency(1);

export const UPLOAD_QUEUE_WAITING = 4;
const UPLOAD_RETRY_AFTER_SECONDS = 10;
const queue = new WorkQueue(1, UPLOAD_QUEUE_WAITING, UPLOAD_RETRY_AFTER_SECONDS);

/** How many uploads are being made into copies and wait for it, and the most ever made at once (tests). */
export function uploadQueueState(): { running: number; waiting: number; peakRunning: number } {
  return { ...queue.size, peakRunning: queue.peakRunning };
}

/**
 * Runs image work in this process's one turn (the staff's uploads and the customers' cake photos share it), or
 * throws UploadBusy at once when too many wait.
 */
export async function inUploadTurn<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(work);
  } catch (error) {
    throw error instanceof QueueFull ? new UploadBusy(error.retryAfterSeconds) : error;
  }
}

/** Too many uploads are in hand in this process: nothing was stored; try again after `retryAfterSeconds`. */
export class UploadBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("upload queue full");
  }
}

// The same file sent several times at once is made into copies once: the later ones share the first one's work.
const inHand = new Map<string, Promise<Variant[]>>();

function inTurn(hash: string, work: () => Promise<Variant[]>): Promise<Variant[]> {
  const known = inHand.get(hash);
  if (known) return known;
  const job = queue.run(work).catch((error: unknown) => {
    throw error instanceof QueueFull ? new UploadBusy(error.retryAfterSeconds) : error;
  });
  inHand.set(hash, job);
  const forget = () => inHand.delete(hash);
  job.then(forget, forget);
  return job;
}

interface Variant {
  name: string;
  data: Buffer;
}

/**
 * The WebP and AVIF copies of an image already checked, at every width of `widths`. The original is decoded once,
 * shrunk to the largest width at once (upright by EXIF), and every copy is made from that small image, one after
 * the other: a 40-megapixel original is never held in memory twice.
 */
async function makeVariants(bytes: Uint8Array, hash: string, widths: number[]): Promise<Variant[]> {
  const largest = Math.max(...widths);
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const variants: Variant[] = [];
  for (const width of widths) {
    const resized = base.clone().resize({ width, withoutEnlargement: true });
    const webp = await resized.clone().webp({ quality: 80, effort: 4 }).toBuffer();
    const avif = await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer();
    variants.push({ name: mediaFileName(hash, width, "webp"), data: webp }, { name: mediaFileName(hash, width, "avif"), data: avif });
  }
  return variants;
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Writes each file whole under a temporary name, then renames it: a reader never sees half a file. */
async function writeVariants(dir: string, variants: Variant[]): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const variant of variants) {
    const path = join(dir, variant.name);
    const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temporary, variant.data);
    await rename(temporary, path);
    written.push(path);
  }
  return written;
}

/**
 * Checks an uploaded file and stores it (see the module's comment). Throws UploadBusy when too many uploads wait
 * their turn in this process, and UploadError for a file refused, having
 * stored nothing. The same file uploaded again answers the image already kept (its files made again if missing).
 */
export async function storeUpload(
  ctx: MediaContext,
  actor: StaffActor,
  bytes: Uint8Array,
): Promise<{ image: UploadedImage; created: boolean }> {
  const checked = await checkImageBytes(bytes, ctx.maxBytes);
  if (!checked.ok) throw new UploadError(checked.refusal);
  const hash = createHash("sha256").update(bytes).digest("hex");

  const known = await findByHash(ctx.db, hash);
  if (known) {
    const missing = await Promise.all(
      known.widths.flatMap((w) => (["webp", "avif"] as const).map((f) => exists(join(ctx.uploadsDir, mediaFileName(hash, w, f))))),
    );
    if (missing.some((found) => !found))
      await writeVariants(ctx.uploadsDir, await inTurn(hash, () => makeVariants(bytes, hash, known.widths)));
    return { image: known, created: false };
  }

  const widths = variantWidths(checked.width, MEDIA_WIDTHS);
  let variants: Variant[];
  try {
    variants = await inTurn(hash, () => makeVariants(bytes, hash, widths));
  } catch (error) {
    if (error instanceof UploadBusy) throw error;
    // The header read well but the pixels do not (a truncated or damaged file).
    throw new UploadError("unreadable");
  }

  const written = await writeVariants(ctx.uploadsDir, variants);
  const at = (ctx.now?.() ?? new Date()).toISOString();
  const values = {
    hash,
    format: checked.format,
    bytes: bytes.byteLength,
    width: checked.width,
    height: checked.height,
    widths_json: JSON.stringify(widths),
    uploaded_by: actor.id,
    uploaded_by_name: actor.name,
    created_at: at,
  };
  try {
    const id = await staffChange(ctx.db, actor, async ({ trx, audit }) => {
      const imageId = await insertMedia(trx, values);
      await audit(
        {
          action: "image.upload",
          entity: "image",
          entityId: imageId,
          before: null,
          after: { hash, format: checked.format, bytes: values.bytes, width: checked.width, height: checked.height, widths },
        },
        at,
      );
      return imageId;
    });
    return { image: (await findUploadedImage(ctx.db, id))!, created: true };
  } catch (error) {
    // The same file uploaded at the same moment: the other upload recorded it (with the very same files).
    if (isUniqueViolation(error)) {
      const other = await findByHash(ctx.db, hash);
      if (other) return { image: other, created: false };
    }
    // Nothing refers to these files: take them away, unless another upload of the same file has recorded them since.
    if (!(await findByHash(ctx.db, hash))) await Promise.all(written.map((path) => unlink(path).catch(() => undefined)));
    throw error;
  }
}
