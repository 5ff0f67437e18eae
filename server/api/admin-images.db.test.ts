import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { bombPng, photoJpeg, smallGif, smallPng, smallWebp, SVG, TEXT_FILE, uploadForm } from "../../tests/support/images.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { UPLOAD_QUEUE_WAITING, uploadQueueState } from "../domain/media/media.service.ts";

// POST /api/v1/admin/images through the real app: a file is judged by its content; a refusal (not an image, GIF, SVG,
// too large — refused before the body is read —, a decompression bomb, damaged) is 422 with nothing stored, neither
// file nor row; a real photo is made into WebP and AVIF copies (upright, stripped, never upscaled) served from /media/
// as immutable; the same file twice is one image, even sent at once.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let uploadsDir = "";
let manager = "";
const LIMIT = 10 * 1024 * 1024;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  uploadsDir = mkdtempSync(join(tmpdir(), "uploads-"));
  app = createTestApp(testDb, { UPLOADS_DIR: uploadsDir, UPLOAD_LIMIT_BYTES: String(LIMIT) });
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
});
afterAll(() => testDb.destroy());

async function upload(body: BodyInit, options: { cookie?: string; lang?: "en" | "vi"; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US", ...options.headers };
  const cookie = options.cookie ?? manager;
  if (cookie) headers.Cookie = cookie;
  const res = await app.request("/api/v1/admin/images", {
    method: "POST",
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const files = () => readdirSync(uploadsDir).sort();
const rows = async () =>
  Number(
    (
      await testDb.db
        .selectFrom("media_images")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A body of `total` bytes made on demand, counting what the server pulled of it. */
function hugeBody(total: number) {
  let pulled = 0;
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) return controller.close();
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

describe("POST /admin/images: refusals store nothing", () => {
  it.each([
    [
      "a text file named .jpg",
      async () => uploadForm(TEXT_FILE, "cake.jpg", "image/jpeg"),
      "This file is not an image. Upload a JPEG, PNG or WebP photo.",
    ],
    [
      "a GIF",
      async () => uploadForm(await smallGif(), "cake.gif", "image/gif"),
      "Only JPEG, PNG or WebP images are accepted (not GIF, SVG or another format).",
    ],
    [
      "an SVG named .png",
      async () => uploadForm(SVG, "cake.png", "image/png"),
      "Only JPEG, PNG or WebP images are accepted (not GIF, SVG or another format).",
    ],
    [
      "a decompression bomb (a tiny PNG declaring 20000 × 20000)",
      async () => uploadForm(await bombPng(), "bomb.png", "image/png"),
      "The picture is too big: at most 40 megapixels (about 7,700 × 5,200).",
    ],
    [
      "a damaged JPEG",
      async () => uploadForm((await photoJpeg(800, 600)).subarray(0, 600), "cut.jpg"),
      "This image cannot be read: the file may be damaged.",
    ],
    ["an empty file", async () => uploadForm(new Uint8Array(), "empty.jpg"), "Choose an image file to upload."],
    ["no file at all", async () => new FormData(), "Choose an image file to upload."],
    ["JSON instead of a file", async () => new Blob(["{}"], { type: "application/json" }), "Choose an image file to upload."],
  ])("%s → 422 beside `file`", async (_name, body, message) => {
    const before = { files: files(), rows: await rows() };
    const res = await upload(await body());
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ error: true, message, errors: { file: [message] } });
    expect({ files: files(), rows: await rows() }).toEqual(before);
  });

  it("answers in Vietnamese", async () => {
    const res = await upload(uploadForm(TEXT_FILE, "banh.jpg"), { lang: "vi" });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(["Tệp này không phải là ảnh. Hãy tải lên ảnh JPEG, PNG hoặc WebP."]);
  });

  it("refuses a 30 MB body from its Content-Length, without reading it", async () => {
    const before = { files: files(), rows: await rows() };
    const body = hugeBody(30 * 1024 * 1024);
    const res = await upload(body.stream, {
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(30 * 1024 * 1024) },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(["The file is larger than 10 MB. Upload a smaller photo."]);
    expect(res.headers.get("connection")).toBe("close");
    expect(body.pulled()).toBeLessThan(LIMIT);
    expect({ files: files(), rows: await rows() }).toEqual(before);
  });

  it("refuses a 30 MB body sent without a length as soon as it passes the limit", async () => {
    const body = hugeBody(30 * 1024 * 1024);
    const res = await upload(body.stream, { headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect(res.status).toBe(422);
    expect(body.pulled()).toBeLessThan(LIMIT + 2 * 64 * 1024 + 64 * 1024 + 1);
    expect(await rows()).toBe(0);
  });

  it("checks who asks before anything else: anonymous 401, kitchen 403, even with a 30 MB body", async () => {
    const kitchen = (await signedInStaff(app, testDb.db, "kitchen")).cookie;
    expect((await upload(uploadForm(await smallPng()), { cookie: "" })).status).toBe(401);
    expect((await upload(uploadForm(await smallPng()), { cookie: kitchen })).status).toBe(403);
    const body = hugeBody(30 * 1024 * 1024);
    expect(
      (
        await upload(body.stream, {
          cookie: "",
          headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(30 * 1024 * 1024) },
        })
      ).status,
    ).toBe(401);
    expect(await rows()).toBe(0);
  });
});

describe("POST /admin/images: a real photo", () => {
  it("makes upright, stripped WebP and AVIF copies at each width up to the original, served as immutable", async () => {
    const photo = await photoJpeg(2000, 1500, { orientation: 6 }); // shown as 1500 × 2000
    const res = await upload(uploadForm(photo, "IMG_0001.JPG"));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const image = res.body.data.image;
    expect(image).toMatchObject({
      format: "jpeg",
      bytes: photo.byteLength,
      width: 1500,
      height: 2000,
      widths: [320, 640, 960, 1280, 1500],
    });
    expect(image.src).toMatch(/^\/media\/[0-9a-f]{24}-1280\.webp$/);
    expect(image.srcset.webp.split(", ")).toHaveLength(5);
    expect(image.srcset.avif).toMatch(/^\/media\/[0-9a-f]{24}-320\.avif 320w, .* 1500w$/);
    expect(files()).toHaveLength(10);

    for (const entry of [...image.srcset.webp.split(", "), ...image.srcset.avif.split(", ")]) {
      const [url, w] = entry.split(" ");
      const served = await app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(served.headers.get("content-type")).toBe(url.endsWith(".avif") ? "image/avif" : "image/webp");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBe(Number(w.slice(0, -1)));
      expect(meta.height).toBe(Math.round((Number(w.slice(0, -1)) * 2000) / 1500));
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
    }
    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "image.upload")
      .where("entity_id", "=", String(image.id))
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("never upscales a small picture, and takes PNG and WebP", async () => {
    const png = await upload(uploadForm(await smallPng(200, 100), "small.png", "image/png"));
    expect(png.status).toBe(201);
    expect(png.body.data.image).toMatchObject({ format: "png", width: 200, height: 100, widths: [200] });
    const webp = await upload(uploadForm(await smallWebp(700, 500), "x.bin", "application/octet-stream"));
    expect(webp.status).toBe(201);
    expect(webp.body.data.image).toMatchObject({ format: "webp", width: 700, height: 500, widths: [320, 640, 700] });
  });

  it("keeps the same file once: uploaded again, and five times at once, it is one image", async () => {
    const photo = await photoJpeg(900, 600, { seed: 7 });
    const first = await upload(uploadForm(photo, "a.jpg"));
    expect(first.status).toBe(201);
    const again = await upload(uploadForm(photo, "b.jpg"));
    expect(again.status).toBe(200);
    expect(again.body.data.image.id).toBe(first.body.data.image.id);

    const other = await photoJpeg(1100, 700, { seed: 9 });
    const before = await rows();
    const answers = await Promise.all(
      [...Array(5)].map(() => upload(uploadForm(other, "same.jpg"))).concat([upload(uploadForm(await photoJpeg(500, 500, { seed: 11 })))]),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201, 201].slice(0, 6).sort());
    expect(new Set(answers.slice(0, 5).map((a) => a.body.data.image.id)).size).toBe(1);
    expect(await rows()).toBe(before + 2);
    expect(files().filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it("makes the copies again when the same file comes back and they are gone (UPLOADS_DIR restored without them)", async () => {
    const photo = await photoJpeg(700, 500, { seed: 13 });
    const first = await upload(uploadForm(photo));
    expect(first.status).toBe(201);
    const names = first.body.data.image.srcset.webp.split(", ").map((e: string) => e.split(" ")[0]!.slice("/media/".length));
    for (const name of names) rmSync(join(uploadsDir, name));
    expect((await app.request(`/media/${names[0]}`)).status).toBe(404);
    const again = await upload(uploadForm(photo));
    expect(again.status).toBe(200);
    expect(again.body.data.image.id).toBe(first.body.data.image.id);
    for (const name of names) expect((await app.request(`/media/${name}`)).status).toBe(200);
  });

  it("serves nothing else from /media/", async () => {
    expect((await app.request("/media/../package.json")).status).toBe(404);
    expect((await app.request("/media/0000000000000000000000ff-320.webp")).status).toBe(404);
  });
});

describe("POST /admin/images: many at once", () => {
  it("makes one upload's copies at a time, holds a few, and answers the rest 503 with Retry-After in their language", async () => {
    const photos = await Promise.all([...Array(12)].map((_, i) => photoJpeg(700, 500, { seed: 100 + i })));
    const before = { rows: await rows() };
    const answers = await Promise.all(photos.map((photo, i) => upload(uploadForm(photo, `p${i}.jpg`), { lang: i % 2 ? "vi" : "en" })));
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.every((s) => s === 201 || s === 503),
      statuses.join(","),
    ).toBe(true);
    const stored = answers.filter((a) => a.status === 201);
    const busy = answers.filter((a) => a.status === 503);
    // The first runs, UPLOAD_QUEUE_WAITING wait: the others arrived while they were in hand.
    expect(stored.length).toBeGreaterThanOrEqual(1 + UPLOAD_QUEUE_WAITING);
    expect(busy.length).toBeGreaterThan(0);
    expect(uploadQueueState()).toMatchObject({ running: 0, waiting: 0, peakRunning: 1 });
    for (const [i, answer] of answers.entries()) {
      if (answer.status !== 503) continue;
      expect(answer.headers.get("retry-after")).toBe("10");
      const message =
        i % 2
          ? "Tiệm đang xử lý các ảnh khác. Chưa có gì được lưu: bạn hãy thử lại sau 10 giây."
          : "Other images are being processed right now. Nothing was saved: try again in 10 seconds.";
      expect(answer.body).toMatchObject({ error: true, message, errors: { file: [message] } });
    }
    expect(await rows()).toBe(before.rows + stored.length);
    expect(files().filter((f) => f.endsWith(".tmp"))).toEqual([]);
    // Once the queue is free, a refused file goes through.
    const again = await upload(uploadForm(photos[statuses.indexOf(503)]!, "again.jpg"));
    expect(again.status).toBe(201);
  }, 90_000);
});
