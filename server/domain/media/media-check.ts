import sharp, { type Metadata } from "sharp";

// An upload is judged by its content, never by its name or the type the browser declared: its first bytes must be
// those of a JPEG, PNG or WebP file, and sharp must read its header as the same format. Its pixel count is read from
// the header before any pixel is decoded, so a small file declaring a huge picture (a decompression bomb) is refused
// without ever being expanded in memory.

/** The largest picture accepted: 40 megapixels (a 7,700 × 5,200 photo). */
export const MAX_INPUT_PIXELS = 40_000_000;

export type UploadRefusal = "missing" | "notImage" | "wrongFormat" | "tooLarge" | "tooManyPixels" | "unreadable";

export type AcceptedFormat = "jpeg" | "png" | "webp";

export type ImageCheck = { ok: true; format: AcceptedFormat; width: number; height: number } | { ok: false; refusal: UploadRefusal };

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0));

/** The format the file's first bytes announce; "other" for a picture of another kind; undefined for no picture. */
export function sniffFormat(bytes: Uint8Array): AcceptedFormat | "other" | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  // Pictures we do not take: GIF, SVG, TIFF, BMP, HEIC/AVIF, ICO.
  if (startsWith(bytes, ascii("GIF8"))) return "other";
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return "other";
  if (startsWith(bytes, ascii("BM"))) return "other";
  if (startsWith(bytes, ascii("ftyp"), 4)) return "other";
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return "other";
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg"))) return "other";
  return undefined;
}

/** Checks an uploaded file by its content (see above); reads its header only. */
export async function checkImageBytes(bytes: Uint8Array, maxBytes = Number.POSITIVE_INFINITY): Promise<ImageCheck> {
  if (bytes.byteLength === 0) return { ok: false, refusal: "missing" };
  if (bytes.byteLength > maxBytes) return { ok: false, refusal: "tooLarge" };
  const sniffed = sniffFormat(bytes);
  if (sniffed === undefined) return { ok: false, refusal: "notImage" };
  if (sniffed === "other") return { ok: false, refusal: "wrongFormat" };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, refusal: "unreadable" };
  }
  if (metadata.format !== sniffed) return { ok: false, refusal: "unreadable" };
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) return { ok: false, refusal: "unreadable" };
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, refusal: "tooManyPixels" };
  return { ok: true, format: sniffed, width, height };
}
