import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer as PageAnswer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { photoJpeg, TEXT_FILE, uploadForm } from "../../../tests/support/images.ts";
import { productImagesAction, productImagesLoader } from "./product-images.server.ts";
import { orderField } from "./product-images.shared.ts";
import { middleware } from "./product-images.tsx";

// /admin/products/:id/images as React Router runs it: the managers' only; the upload form posted as multipart without
// JavaScript (a text file named .jpg → 422 beside the file in the page's language, nothing stored; a photo → 303 with
// it attached and its alt texts), alt texts saved, moved, removed — each from the version shown (stale → 409). Through
// the whole server, a 30 MB upload comes back to the page with ?upload_error before the page reads it.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let uploadsDir = "";
const pages = adminPages(["manager", "kitchen"]);
const { cookies } = pages;
let productId = 0;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  uploadsDir = mkdtempSync(join(tmpdir(), "uploads-"));
  app = createTestApp(testDb, { UPLOADS_DIR: uploadsDir }, async () => new Response("the page read the body", { status: 500 }));
  await pages.signIn(testDb, app);
  productId = (await testDb.db.selectFrom("products").select("id").where("slug", "=", "banh-bao-xa-xiu").executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

/** The page's request with the product's id from the path, as its route gives it. */
const run = (path: string, role: keyof typeof cookies, body?: FormData) =>
  pages.run(path, role, middleware, { id: /products\/([^/]+)/.exec(path)![1]! }, body);

type Answer = PageAnswer<{ intent: string; image_id?: number }>;

const path = (lang: "en" | "vi" = "en") => `${lang === "vi" ? "/vi" : ""}/admin/products/${productId}/images`;
async function post(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }, lang: "en" | "vi" = "en") {
  const body = file
    ? uploadForm(file.bytes, file.name, "image/jpeg", fields)
    : Object.entries(fields).reduce((f, [k, v]) => (f.set(k, v), f), new FormData());
  const { args } = await run(path(lang), "manager", body);
  return settle(productImagesAction(args));
}
async function load(query = "", lang: "en" | "vi" = "en") {
  const { args } = await run(`${path(lang)}${query}`, "manager");
  return ((await productImagesLoader(args)) as unknown as { data: Awaited<ReturnType<typeof productImagesLoader>>["data"] }).data;
}
const counts = async () => ({
  files: readdirSync(uploadsDir).length,
  media: Number(
    (
      await testDb.db
        .selectFrom("media_images")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  pictures: Number(
    (
      await testDb.db
        .selectFrom("product_images")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe("the product images page", () => {
  it("is the managers': the kitchen gets 403; an unknown product is 404", async () => {
    expect((await run(path(), "kitchen")).thrown?.init?.status).toBe(403);
    expect((await run(path("vi"), "manager")).thrown).toBeUndefined();
    const { args } = await run("/admin/products/999999/images", "manager");
    expect(((await settle(productImagesLoader(args))) as unknown as { init: ResponseInit }).init.status).toBe(404);
  });

  it("refuses a text file named .jpg beside the file field, in Vietnamese, keeping the alt texts typed and storing nothing", async () => {
    const before = await counts();
    const res = (await post(
      { intent: "upload", alt_en: "Buns", alt_vi: "Bánh bao" },
      { bytes: TEXT_FILE, name: "banh-bao.jpg" },
      "vi",
    )) as Answer;
    expect(res.init?.status).toBe(422);
    expect(res.data.errors).toEqual({ file: "Tệp này không phải là ảnh. Hãy tải lên ảnh JPEG, PNG hoặc WebP." });
    expect(res.data.values).toEqual({ alt_en: "Buns", alt_vi: "Bánh bao" });
    expect(await counts()).toEqual(before);
    const none = (await post({ intent: "upload", alt_en: "", alt_vi: "" })) as Answer;
    expect(none.data.errors).toEqual({ file: "Choose an image file to upload." });
    expect(await counts()).toEqual(before);
  });

  it("uploads a photo with its alt texts (303), shows it last with both texts; a missing one is flagged", async () => {
    const res = (await post(
      { intent: "upload", alt_en: "Steamed buns in a basket", alt_vi: "" },
      { bytes: await photoJpeg(1200, 900, { seed: 21 }), name: "IMG_2001.jpeg" },
      "vi",
    )) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path("vi")}?done=attached`);
    const page = await load("?done=attached", "vi");
    expect(page.done).toBe("attached");
    const added = page.images.at(-1)!;
    expect(added).toMatchObject({ alt_en: "Steamed buns in a basket", alt_vi: "", missing: ["vi"] });
    expect(added.srcset?.avif).toContain("320w");
    expect(await testDb.db.selectFrom("audit_log").select("id").where("action", "=", "product.image.attach").execute()).toHaveLength(1);
  });

  it("saves alt texts from the version shown; a stale form → 409 with why; a long one → 422 beside it", async () => {
    const [first] = (await load()).images;
    const long = (await post({
      intent: "alt",
      image_id: String(first!.id),
      expected_updated_at: first!.updated_at,
      alt_en: "x".repeat(260),
      alt_vi: "Bánh",
    })) as Answer;
    expect(long.init?.status).toBe(422);
    expect(long.data).toMatchObject({ image_id: first!.id, errors: { alt_en: "An alt text is at most 250 characters." } });
    const saved = (await post({
      intent: "alt",
      image_id: String(first!.id),
      expected_updated_at: first!.updated_at,
      alt_en: "Char siu buns",
      alt_vi: "Bánh bao xá xíu",
    })) as Response;
    expect(saved.status).toBe(303);
    const stale = (await post(
      { intent: "alt", image_id: String(first!.id), expected_updated_at: first!.updated_at, alt_en: "Old", alt_vi: "Cũ" },
      undefined,
      "vi",
    )) as Answer;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toBe("Có người khác vừa thay đổi ảnh của sản phẩm này. Đây là ảnh hiện tại: hãy kiểm tra và thử lại.");
    expect((await load()).images[0]).toMatchObject({ alt_en: "Char siu buns", alt_vi: "Bánh bao xá xíu", missing: [] });
  });

  it("moves a photo up with the versions shown (stale → 409), and removes one", async () => {
    const { images } = await load();
    const last = images.at(-1)!;
    const order = orderField(images);
    const moved = (await post({ intent: "move", image_id: String(last.id), direction: "up", order })) as Response;
    expect(moved.status).toBe(303);
    const now = (await load()).images;
    expect(now.at(-2)!.id).toBe(last.id);
    expect(((await post({ intent: "move", image_id: String(last.id), direction: "up", order })) as Answer).init?.status).toBe(409);
    expect(
      ((await post({ intent: "move", image_id: String(now[0]!.id), direction: "up", order: orderField(now) })) as Answer).init?.status,
    ).toBe(422);

    const removed = (await post({
      intent: "remove",
      confirmed: "1",
      image_id: String(last.id),
      expected_updated_at: now.at(-2)!.updated_at,
    })) as Response;
    expect(removed.status).toBe(303);
    expect((await load()).images.map((i) => i.id)).not.toContain(last.id);
  });

  it("through the server: a 30 MB upload comes back to the page with ?upload_error, unread; the loader says why", async () => {
    const before = await counts();
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 30 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await app.request(path("vi"), {
      method: "POST",
      body,
      duplex: "half",
      headers: { cookie: cookies.manager, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(30 * 1024 * 1024) },
    } as RequestInit);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${path("vi")}?upload_error=tooLarge`);
    expect(pulled).toBeLessThan(10 * 1024 * 1024);
    expect(await counts()).toEqual(before);
    expect((await load("?upload_error=tooLarge", "vi")).uploadError).toBe("Tệp lớn hơn 10 MB. Hãy tải lên ảnh nhỏ hơn.");
  });
});
