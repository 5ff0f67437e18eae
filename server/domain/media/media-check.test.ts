import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bombPng, photoJpeg, smallGif, smallPng, smallWebp, SVG, TEXT_FILE } from "../../../tests/support/images.ts";
import { checkImageBytes, sniffFormat } from "./media-check.ts";
import { imageUrls, mediaFileName, variantWidths } from "./media-urls.ts";

// An upload is judged by its content: the first bytes, then sharp's reading of the header (no pixel decoded).

describe("checkImageBytes", () => {
  it("takes JPEG, PNG and WebP, with the size as shown (EXIF orientation applied)", async () => {
    expect(await checkImageBytes(await photoJpeg(400, 300))).toEqual({ ok: true, format: "jpeg", width: 400, height: 300 });
    expect(await checkImageBytes(await photoJpeg(400, 300, { orientation: 6 }))).toEqual({
      ok: true,
      format: "jpeg",
      width: 300,
      height: 400,
    });
    expect(await checkImageBytes(await smallPng(200, 100))).toEqual({ ok: true, format: "png", width: 200, height: 100 });
    expect(await checkImageBytes(await smallWebp(600, 400))).toEqual({ ok: true, format: "webp", width: 600, height: 400 });
  });

  it("refuses a text file, GIF and SVG, an empty file, one too large and a decompression bomb", async () => {
    expect(await checkImageBytes(TEXT_FILE)).toEqual({ ok: false, refusal: "notImage" });
    expect(await checkImageBytes(await smallGif())).toEqual({ ok: false, refusal: "wrongFormat" });
    expect(await checkImageBytes(SVG)).toEqual({ ok: false, refusal: "wrongFormat" });
    expect(await checkImageBytes(new Uint8Array())).toEqual({ ok: false, refusal: "missing" });
    expect(await checkImageBytes(await smallPng(), 100)).toEqual({ ok: false, refusal: "tooLarge" });
    const bomb = await bombPng(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await checkImageBytes(bomb)).toEqual({ ok: false, refusal: "tooManyPixels" });
  });

  it("refuses bytes that start like a JPEG but are not one", async () => {
    expect(await checkImageBytes(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]))).toEqual({ ok: false, refusal: "unreadable" });
    expect(sniffFormat(Buffer.from("RIFF0000WEBPVP8 "))).toBe("webp");
  });
});

describe("variantWidths and imageUrls", () => {
  it("never upscales: the widths below the original, then the original's own (or the largest)", () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("names the copies by the content hash and lists them as srcset values", () => {
    const hash = "ab".repeat(32);
    expect(mediaFileName(hash, 640, "avif")).toBe(`${"ab".repeat(12)}-640.avif`);
    const urls = imageUrls(hash, [320, 640, 1500]);
    expect(urls.src).toBe(`/media/${"ab".repeat(12)}-640.webp`);
    expect(urls.srcset.avif).toBe(
      `/media/${"ab".repeat(12)}-320.avif 320w, /media/${"ab".repeat(12)}-640.avif 640w, /media/${"ab".repeat(12)}-1500.avif 1500w`,
    );
  });
});
