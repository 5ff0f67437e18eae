import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { smallPng, TEXT_FILE } from "../../../tests/support/images.ts";
import { postMeta, pageMeta } from "../../features/content/news/post-meta.ts";
import { slugLoader } from "../content/slug.server.ts";
import {
  pageAction,
  pageLoader,
  pagesAction,
  pagesLoader,
  postAction,
  postLoader,
  postsAction,
  postsLoader,
  shopDateTimeField,
} from "./content.server.ts";
import { middleware as pageMiddleware } from "./page.tsx";
import { middleware as postMiddleware } from "./post.tsx";
import { middleware as postsMiddleware } from "./posts.tsx";

// The posts' and pages' back-office pages as React Router runs them: the managers' only; the forms posted without
// JavaScript (303 to the saved item; 422 with each field's message beside it in the page's language; 409 on a stale
// save with the item now; 404 for an unknown id), the list's publish and delete buttons; and the storefront's
// /:slug loader showing each change to the next visitor, with the SEO title and description in its meta.

let testDb: TestDb;
const { signIn, run } = adminPages(["manager", "kitchen"]);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb, { UPLOADS_DIR: mkdtempSync(join(tmpdir(), "uploads-")) }));
});
afterAll(() => testDb.destroy());

const postForm = (fields: Record<string, string> = {}) => ({
  slug: `page-test-${randomUUID().slice(0, 8)}`,
  status: "draft",
  published_at: "",
  author_name: "Chị Mai",
  image_path: "",
  title_en: "Our new oven",
  excerpt_en: "It bakes 200 baguettes an hour.",
  body_html_en: `<p>Hot <em>bread</em></p><script>alert("x")</script><a href="javascript:alert(1)" onclick="x()">link</a>`,
  seo_title_en: "",
  seo_description_en: "",
  title_vi: "Lò nướng mới",
  excerpt_vi: "Nướng 200 ổ bánh mì mỗi giờ.",
  body_html_vi: "<p>Bánh mì <strong>nóng giòn</strong></p>",
  seo_title_vi: "Lò nướng mới của Mai Vàng",
  seo_description_vi: "Bánh mì nóng giòn mỗi sáng ở Houston.",
  ...fields,
});

async function postPost(path: string, id: string, fields: Record<string, string> | FormData) {
  const { args } = await run(path, "manager", postMiddleware, { id }, fields);
  return settle(postAction(args));
}

async function visit(path: string) {
  const { args } = await run(path, null, [], { slug: path.split("/").at(-1)! });
  return settle(slugLoader(args));
}

const idOf = (location: string | null) => Number(/\/(\d+)\?saved=1$/.exec(location ?? "")?.[1]);

describe("the posts and pages back office", () => {
  it("are the managers': the kitchen gets 403", async () => {
    for (const [path, middleware] of [
      ["/admin/posts", postsMiddleware],
      ["/vi/admin/posts/new", postMiddleware],
      ["/admin/pages/new", pageMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown?.init?.status, path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
  });

  it("writes a post in both languages (303 to it, body sanitised); published from the list, the next visitor reads it at /:slug and /vi/:slug with its SEO title", async () => {
    const fields = postForm();
    const answer = (await postPost("/admin/posts/new", "new", fields)) as Response;
    expect(answer.status).toBe(303);
    const id = idOf(answer.headers.get("Location"));
    expect(answer.headers.get("Location")).toBe(`/admin/posts/${id}?saved=1`);

    const loaded = (await postLoader(
      (await run(`/admin/posts/${id}?saved=1`, "manager", postMiddleware, { id: String(id) })).args,
    )) as unknown as {
      data: { post: { translations: Record<string, { body_html: string }>; status: string; updated_at: string }; saved: boolean };
    };
    expect(loaded.data.saved).toBe(true);
    expect(loaded.data.post.status).toBe("draft");
    expect(loaded.data.post.translations.en!.body_html).toBe(`<p>Hot <em>bread</em></p><a>link</a>`);

    // A draft: the visitor gets the 404 page.
    expect(((await visit(`/${fields.slug}`)) as { init?: ResponseInit }).init?.status).toBe(404);

    const { args } = await run(
      "/admin/posts",
      "manager",
      postsMiddleware,
      {},
      { intent: "publish", id: String(id), published: "1", expected_updated_at: loaded.data.post.updated_at },
    );
    const published = (await postsAction(args)) as unknown as { init?: ResponseInit; data: { message: string; tone: string } };
    expect(published.init?.status).toBe(200);
    expect(published.data).toMatchObject({ tone: "success", message: "Post “Our new oven” is published: readers see it now." });

    const en = (await visit(`/${fields.slug}`)) as {
      resolved: { kind: string; data: { title: string; body_html: string } };
      seo: { title: string; description: string } | null;
      locale: "en";
    };
    expect(en.resolved).toMatchObject({ kind: "post", data: { title: "Our new oven" } });
    expect(en.resolved.data.body_html).not.toMatch(/script|javascript:|onclick/);
    const enTitle = postMeta(en.resolved.data as never, "en", "https://shop.example", en.seo).find((m) => "title" in m) as {
      title: string;
    };
    expect(enTitle.title).toBe("Our new oven · Mai Vàng Bakery");
    const vi = (await visit(`/vi/${fields.slug}`)) as typeof en;
    expect(vi.resolved.data.title).toBe("Lò nướng mới");
    const meta = postMeta(vi.resolved.data as never, "vi", "https://shop.example", vi.seo);
    expect(meta.find((m) => "title" in m)).toEqual({ title: "Lò nướng mới của Mai Vàng · Tiệm Bánh Mai Vàng" });
    expect(meta.find((m) => "name" in m && m.name === "description")).toMatchObject({ content: "Bánh mì nóng giòn mỗi sáng ở Houston." });

    const list = (await postsLoader((await run("/admin/posts?q=lo+nuong", "manager", postsMiddleware)).args)) as unknown as {
      data: { list: { items: { id: number; state: string }[] } };
    };
    expect(list.data.list.items.find((i) => i.id === id)?.state).toBe("published");
  });

  it("refuses a bad form with each field's message beside it, in the page's language, and keeps what was typed", async () => {
    const answer = (await postPost(
      "/vi/admin/posts/new",
      "new",
      postForm({ slug: "Bánh Mì", title_en: "", published_at: "soon", image_path: "https://evil.example/a.jpg" }),
    )) as Answer;
    expect(answer.init?.status).toBe(422);
    expect(answer.data.errors).toMatchObject({
      slug: "Đường dẫn (slug) gồm chữ thường a–z, chữ số và dấu gạch nối đơn (không dấu cách, không dấu tiếng Việt), tối đa 120 ký tự.",
      title_en: "Hãy đặt tiêu đề cho ngôn ngữ này, hoặc xóa hết các ô bên đó để bỏ bản dịch.",
      published_at: "Đây không phải là ngày giờ hợp lệ.",
      image_path: "Hãy chọn một ảnh của trang này (đường dẫn như /images/news/bread.jpg).",
    });
    expect(answer.data.values?.excerpt_vi).toBe("Nướng 200 ổ bánh mì mỗi giờ.");

    const taken = (await postPost("/admin/posts/new", "new", postForm({ slug: "about-us" }))) as Answer;
    expect(taken.init?.status).toBe(422);
    expect(taken.data.errors?.slug).toBe("“about-us” is already the address of a product, post or page.");

    // Every field of a side empty: that translation is left out (flagged), not refused.
    const emptied = Object.fromEntries(
      ["title_vi", "excerpt_vi", "body_html_vi", "seo_title_vi", "seo_description_vi"].map((f) => [f, ""]),
    );
    const englishOnly = (await postPost("/admin/posts/new", "new", postForm(emptied))) as Response;
    expect(englishOnly.status).toBe(303);
    const post = await testDb.db
      .selectFrom("post_translations")
      .select("locale")
      .where("post_id", "=", idOf(englishOnly.headers.get("Location")))
      .execute();
    expect(post.map((r) => r.locale)).toEqual(["en"]);

    expect(
      ((await postPost("/admin/posts/999999", "999999", postForm({ expected_updated_at: "2026-01-01T00:00:00.000Z" }))) as Answer).init
        ?.status,
    ).toBe(404);
    await expect(postLoader((await run("/admin/posts/abc", "manager", postMiddleware, { id: "abc" })).args)).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it("a publish date on the shop's clock: a future one schedules the post; a stale save → 409 with the post now; a renamed slug redirects", async () => {
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString();
    const timeZone = "America/Chicago";
    const fields = postForm({ status: "published", published_at: shopDateTimeField(future, timeZone) });
    const created = (await postPost("/admin/posts/new", "new", fields)) as Response;
    const id = idOf(created.headers.get("Location"));
    const row = await testDb.db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.published_at.slice(0, 16)).toBe(future.slice(0, 16));
    expect(((await visit(`/${fields.slug}`)) as { init?: ResponseInit }).init?.status).toBe(404);

    const version = row.updated_at;
    const renamed = `${fields.slug}-new`;
    const both = await Promise.all([
      postPost(`/admin/posts/${id}`, String(id), { ...fields, slug: renamed, published_at: "", expected_updated_at: version }),
      postPost(`/admin/posts/${id}`, String(id), { ...fields, title_en: "Other", expected_updated_at: version }),
    ]);
    const statuses = both.map((r) => (r instanceof Response ? r.status : (r as Answer).init?.status)).sort();
    expect(statuses).toEqual([303, 409]);
    const stale = both.find((r) => !(r instanceof Response)) as Answer;
    expect(stale.data.message).toBe("Someone else changed this post meanwhile. Here it is as it is now: check it and save again.");
    expect(stale.data.values).toBeUndefined();

    // Publish it now from the list: the visitor reads it, and the slug it had before a rename answers 301.
    const now = await testDb.db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const { args } = await run(
      "/admin/posts",
      "manager",
      postsMiddleware,
      {},
      { intent: "publish", id: String(id), published: "0", expected_updated_at: now.updated_at },
    );
    await postsAction(args);
    const again = await testDb.db.selectFrom("posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const republish = await run(
      "/admin/posts",
      "manager",
      postsMiddleware,
      {},
      { intent: "publish", id: String(id), published: "1", expected_updated_at: again.updated_at },
    );
    await postsAction(republish.args);
    const visible = (await visit(`/${now.slug}`)) as { resolved?: { kind: string } };
    expect(visible.resolved?.kind).toBe("post");
    if (now.slug === renamed) {
      const old = (await visit(`/${fields.slug}`)) as Response;
      expect(old.status).toBe(301);
      expect(old.headers.get("Location")).toBe(`/${renamed}`);
    }
  });

  it("takes a cover image uploaded with the form (through the upload pipeline: /media/ WebP, audited); a text file is refused beside the field", async () => {
    const multipart = (file: Blob, name: string, fields: Record<string, string> = {}) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(postForm(fields))) body.set(key, value);
      body.set("cover_file", file, name);
      return body;
    };
    const png = await smallPng(800, 450);
    const answer = (await postPost(
      "/admin/posts/new",
      "new",
      multipart(new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png"),
    )) as Response;
    expect(answer.status).toBe(303);
    const row = await testDb.db
      .selectFrom("posts")
      .selectAll()
      .where("id", "=", idOf(answer.headers.get("Location")))
      .executeTakeFirstOrThrow();
    expect(row.image_path).toMatch(/^\/media\/[0-9a-f]{24}-800\.webp$/);
    expect(
      await testDb.db
        .selectFrom("media_images")
        .select("id")
        .where("hash", "like", `${row.image_path!.slice(7, 31)}%`)
        .execute(),
    ).toHaveLength(1);

    const refused = (await postPost(
      "/vi/admin/posts/new",
      "new",
      multipart(new Blob([new Uint8Array(TEXT_FILE)], { type: "image/jpeg" }), "photo.jpg"),
    )) as Answer;
    expect(refused.init?.status).toBe(422);
    expect(refused.data.errors?.cover_file).toBe("Tệp này không phải là ảnh. Hãy tải lên ảnh JPEG, PNG hoặc WebP.");
    expect(refused.data.values?.title_vi).toBe("Lò nướng mới");
  });

  it("deletes a post from the list; the visitor's next request is the 404 page", async () => {
    const fields = postForm({ status: "published" });
    const id = idOf(((await postPost("/admin/posts/new", "new", fields)) as Response).headers.get("Location"));
    expect(((await visit(`/${fields.slug}`)) as { resolved?: unknown }).resolved).toBeTruthy();
    const { args } = await run("/vi/admin/posts", "manager", postsMiddleware, {}, { intent: "delete", confirmed: "1", id: String(id) });
    const answer = (await postsAction(args)) as unknown as { data: { message: string } };
    expect(answer.data.message).toBe("Đã xóa bài viết “Lò nướng mới” cùng các bình luận và đánh giá của nó.");
    expect(((await visit(`/${fields.slug}`)) as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it("edits a page in Vietnamese: the next visitor of /vi/:slug sees it, with its SEO description; unpublished, it is gone", async () => {
    const list = (await pagesLoader((await run("/vi/admin/pages?q=ve+tiem", "manager", pageMiddleware)).args)) as unknown as {
      data: { list: { items: { id: number; slug: string }[] } };
    };
    const about = list.data.list.items.find((i) => i.slug === "about-us")!;
    expect(about).toBeTruthy();
    const loaded = (await pageLoader(
      (await run(`/vi/admin/pages/${about.id}`, "manager", pageMiddleware, { id: String(about.id) })).args,
    )) as unknown as {
      data: { page: { updated_at: string; translations: Record<"en" | "vi", { title: string; summary: string; body_html: string }> } };
    };
    const { en } = loaded.data.page.translations;
    const fields = {
      slug: "about-us",
      status: "published",
      expected_updated_at: loaded.data.page.updated_at,
      title_en: en.title,
      summary_en: en.summary,
      body_html_en: en.body_html,
      seo_title_en: "",
      seo_description_en: "",
      title_vi: "Về tiệm bánh Mai Vàng",
      summary_vi: "Tiệm bánh gia đình ở Houston.",
      body_html_vi: `<p>Chúng tôi nướng bánh mỗi sáng.</p><img src="x" onerror="alert(1)">`,
      seo_title_vi: "",
      seo_description_vi: "Tiệm bánh Việt ở Houston từ năm 2009.",
    };
    const saved = (await settle(
      pageAction((await run(`/vi/admin/pages/${about.id}`, "manager", pageMiddleware, { id: String(about.id) }, fields)).args),
    )) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe(`/vi/admin/pages/${about.id}?saved=1`);

    const vi = (await visit("/vi/about-us")) as {
      resolved: { kind: string; data: { title: string; body_html: string } };
      seo: { title: string; description: string };
    };
    expect(vi.resolved.data.title).toBe("Về tiệm bánh Mai Vàng");
    expect(vi.resolved.data.body_html).toContain("<p>Chúng tôi nướng bánh mỗi sáng.</p>");
    expect(vi.resolved.data.body_html).not.toMatch(/onerror/);
    const meta = pageMeta(vi.resolved.data as never, "vi", "https://shop.example", vi.seo);
    expect(meta.find((m) => "name" in m && m.name === "description")).toMatchObject({ content: "Tiệm bánh Việt ở Houston từ năm 2009." });

    const page = await testDb.db.selectFrom("pages").selectAll().where("id", "=", about.id).executeTakeFirstOrThrow();
    const { args } = await run(
      "/vi/admin/pages",
      "manager",
      pageMiddleware,
      {},
      { intent: "publish", id: String(about.id), published: "0", expected_updated_at: page.updated_at },
    );
    const off = (await pagesAction(args)) as unknown as { data: { message: string } };
    expect(off.data.message).toBe("Trang “Về tiệm bánh Mai Vàng” đã được gỡ khỏi trang web.");
    expect(((await visit("/vi/about-us")) as { init?: ResponseInit }).init?.status).toBe(404);
  });
});
