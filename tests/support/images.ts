import { crc32 } from "node:zlib";
import sharp from "sharp";

// Files for the upload tests: real pictures made with sharp, and the ones an upload must refuse.

/** A real JPEG photo `width` × `height`, a gradient with a block of colour, optionally with an EXIF orientation. */
export async function photoJpeg(width = 2000, height = 1500, options: { orientation?: number; seed?: number } = {}): Promise<Buffer> {
  const seed = options.seed ?? 0;
  const base = sharp({ create: { width, height, channels: 3, background: { r: (180 + seed * 37) % 256, g: 120, b: 60 } } });
  const block = await sharp({
    create: {
      width: Math.max(1, Math.floor(width / 3)),
      height: Math.max(1, Math.floor(height / 3)),
      channels: 3,
      background: { r: 250, g: 230, b: (seed * 53) % 256 },
    },
  })
    .png()
    .toBuffer();
  let out = base.composite([{ input: block, top: Math.floor(height / 4), left: Math.floor(width / 5) }]).jpeg({ quality: 85 });
  if (options.orientation) out = out.withMetadata({ orientation: options.orientation });
  return out.toBuffer();
}

export async function smallPng(width = 200, height = 100): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 160, b: 90, alpha: 1 } } })
    .png()
    .toBuffer();
}

export async function smallWebp(width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 60, b: 160 } } })
    .webp()
    .toBuffer();
}

export async function smallGif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .gif()
    .toBuffer();
}

export const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
);

export const TEXT_FILE = Buffer.from("This is a shopping list, not a photo.\nflour, sugar, eggs\n");

/**
 * A decompression bomb: a few hundred bytes of PNG whose header declares `width` × `height` (20,000 × 20,000 = 400
 * megapixels, 1.6 GB once decoded). Made from a 1 × 1 PNG with its IHDR rewritten (and its checksum recomputed).
 */
export async function bombPng(width = 20_000, height = 20_000): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  // Signature (8) then the IHDR chunk: length (4), "IHDR" (4), width (4), height (4), …, CRC over type + data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const length = png.readUInt32BE(8);
  png.writeUInt32BE(crc32(png.subarray(12, 16 + length)), 16 + length);
  return png;
}

/** A multipart body with `file` (and other text fields), as a browser's form sends it. */
export function uploadForm(bytes: Uint8Array, name = "photo.jpg", type = "image/jpeg", fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
}
