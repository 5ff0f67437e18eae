import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { checkImageBytes, MAX_INPUT_PIXELS, type UploadRefusal } from "../media/media-check.ts";
import { inUploadTurn, UploadBusy } from "../media/media.service.ts";
import { PHOTO_MAX_BYTES } from "./custom-cake-rules.shared.ts";

// A custom cake request's reference photos: private. Each is judged by its content like the staff's uploads (magic
// bytes, then sharp's reading of its header: JPEG, PNG or WebP, at most 10 MB and 40 megapixels), then decoded and
// re-encoded as one WebP no larger than PHOTO_EDGE on its longer side, upright, with no metadata (no EXIF location):
// whatever else the file carried (a script after the image, a second file's bytes) is not in what is kept. The files
// go into PRIVATE_UPLOADS_DIR/cake-photos under random names, which nothing serves: staff read them through a
// signed-in route. One photo is decoded at a time per process, in the same turn as the staff's uploads.

const FOLDER = "cake-photos";
/** The longer side of a kept photo: enough to see a design, far less than a camera's. */
export const PHOTO_EDGE = 1600;

export interface StoredPhoto {
  file_name: string;
  width: number;
  height: number;
  bytes: number;
}

/** A photo refused: which one (1-based), and why. */
export class PhotoRefused extends Error {
  constructor(
    readonly position: number,
    readonly refusal: UploadRefusal,
  ) {
    super(`photo ${position}: ${refusal}`);
  }
}

const pathOf = (privateDir: string, fileName: string) => join(privateDir, FOLDER, fileName);

/** Checks every photo first (headers only), so that one refused stores none; throws PhotoRefused or UploadBusy. */
export async function checkCakePhotos(photos: readonly Uint8Array[]): Promise<void> {
  for (const [index, bytes] of photos.entries()) {
    const checked = await checkImageBytes(bytes, PHOTO_MAX_BYTES);
    if (!checked.ok) throw new PhotoRefused(index + 1, checked.refusal);
  }
}

async function reencode(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .autoOrient()
    .resize({ width: PHOTO_EDGE, height: PHOTO_EDGE, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .webp({ quality: 80, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Checks and stores the photos, one decoded at a time; answers their files in order. A refusal stores none (what was
 * written before it is taken away). Throws PhotoRefused, or UploadBusy when too many images wait their turn.
 */
export async function storeCakePhotos(privateDir: string, photos: readonly Uint8Array[]): Promise<StoredPhoto[]> {
  await checkCakePhotos(photos);
  await mkdir(join(privateDir, FOLDER), { recursive: true });
  const stored: StoredPhoto[] = [];
  try {
    for (const [index, bytes] of photos.entries()) {
      let made: Awaited<ReturnType<typeof reencode>>;
      try {
        made = await inUploadTurn(() => reencode(bytes));
      } catch (error) {
        if (error instanceof UploadBusy) throw error;
        // The header read well but the pixels do not (a truncated or damaged file).
        throw new PhotoRefused(index + 1, "unreadable");
      }
      const fileName = `${randomBytes(16).toString("hex")}.webp`;
      const path = pathOf(privateDir, fileName);
      const temporary = `${path}.tmp`;
      await writeFile(temporary, made.data, { mode: 0o600 });
      await rename(temporary, path);
      stored.push({ file_name: fileName, width: made.width, height: made.height, bytes: made.data.byteLength });
    }
  } catch (error) {
    await removeCakePhotos(
      privateDir,
      stored.map((p) => p.file_name),
    );
    throw error;
  }
  return stored;
}

/** A kept photo's bytes; undefined when its file is gone. */
export async function readCakePhotoFile(privateDir: string, fileName: string): Promise<Buffer | undefined> {
  if (!/^[0-9a-f]{32}\.webp$/.test(fileName)) return undefined;
  try {
    return await readFile(pathOf(privateDir, fileName));
  } catch {
    return undefined;
  }
}

/** Deletes photos' files (those already gone are no matter). */
export async function removeCakePhotos(privateDir: string, fileNames: readonly string[]): Promise<void> {
  await Promise.all(fileNames.map((name) => unlink(pathOf(privateDir, name)).catch(() => undefined)));
}
