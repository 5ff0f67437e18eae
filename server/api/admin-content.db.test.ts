import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff } from "../../tests/support/staff.ts";
import { contentVersion } from "../domain/content/content-version.ts";

// News posts and plain pages in the back office through the real app: written in both languages, the
// body stored sanitised, published (now or from a date), visible to the next visitor at once (posts list, the post,
// /:slug's resolver, the sitemap), taken off the site, renamed (a 301 from the old path), deleted with the post's
// comments and ratings; a slug unique across products, posts and pages (two creates at once: one wins); two saves
// of the same version at once → one 200, one 409 with the item now; bad input → 422 per field; every change audited.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager = "";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  manager = (await signedInStaff(app, testDb.db, "manager")).cookie;
});
afterAll(() => testDb.destroy());

type Lang = "en" | "vi";

async function call(method: string, path: string, body?: unknown, options: { cookie?: string; lang?: Lang } = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const admin = (method: string, path: string, body?: unknown, lang: Lang = "en") =>
  call(method, `/admin${path}`, body, { cookie: manager, lang });
const visitor = (path: string, lang: Lang = "en") => call("GET", path, undefined, { lang });
const newSlug = (prefix = "post") => `${prefix}-${randomUUID().slice(0, 8)}`;

const side = (title: string, extra: Record<string, string> = {}) => ({
  title,
  excerpt: `${title}: a short excerpt.`,
  body_html: `<p>${title}</p>`,
  ...extra,
});

interface AdminPostJson {
  id: number;
  slug: string;
  status: string;
  state: string;
  published_at: string;
  updated_at: string;
  missing_locales: string[];
  translations: Record<Lang, { title: string; body_html: string; seo_title: string } | null>;
}

async function createPost(fields: Record<string, unknown> = {}) {
  const res = await admin("POST", "/posts", {
    slug: newSlug(),
    author_name: "Chị Mai",
    translations: { en: side("Fresh bread"), vi: side("Bánh mì mới") },
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.post as AdminPostJson;
}

async function auditOf(entity: string, entityId: number) {
  return testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", String(entityId))
    .orderBy("id")
    .execute();
}

async function sitemap(): Promise<string> {
  return (await app.request("/sitemap.xml")).text();
}

describe("admin posts", () => {
  it("writes a post in both languages with its body stored sanitised; a draft is not shown; published, the next visitor sees it everywhere at once", async () => {
    const slug = newSlug("tet-cakes");
    const dirty = `<p>Hello <strong>Houston</strong></p><script>alert(1)</script><img src="https://x.example/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">click</a>`;
    const versionBefore = await contentVersion(testDb.db);
    const res = await admin(
      "POST",
      "/posts",
      {
        slug,
        author_name: "Chị Mai",
        translations: {
          en: side("Tết cakes are here", { body_html: dirty, seo_title: "Tết cakes in Houston" }),
          vi: side("Bánh Tết đã có", { body_html: dirty }),
        },
      },
      "vi",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe("Đã tạo bài viết “Bánh Tết đã có”.");
    const post = res.body.data.post as AdminPostJson;
    expect(post).toMatchObject({ slug, status: "draft", state: "draft", missing_locales: [] });
    for (const lang of ["en", "vi"] as const) {
      const body = post.translations[lang]!.body_html;
      expect(body).toContain("<strong>Houston</strong>");
      expect(body).not.toMatch(/script|onerror|javascript:/i);
    }
    const stored = await testDb.db.selectFrom("post_translations").select("body_html").where("post_id", "=", post.id).execute();
    expect(stored.every((r) => !/script|onerror|javascript:/i.test(r.body_html))).toBe(true);
    expect(await contentVersion(testDb.db)).toBeGreaterThan(versionBefore);

    // A draft: nowhere on the storefront.
    expect((await visitor(`/posts/${slug}`)).status).toBe(404);
    expect((await visitor(`/pages/${slug}`)).status).toBe(404);
    expect(await sitemap()).not.toContain(slug);

    const published = await admin("PUT", `/posts/${post.id}/published`, { published: true, expected_updated_at: post.updated_at });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.data.post.state).toBe("published");
    expect(published.body.message).toBe("Post “Tết cakes are here” is published: readers see it now.");

    const list = await visitor("/posts?per_page=50");
    expect(list.body.data.items.map((p: { slug: string }) => p.slug)).toContain(slug);
    const shown = await visitor(`/posts/${slug}`, "vi");
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe("Bánh Tết đã có");
    expect(shown.body.data.author).toBe("Chị Mai");
    expect(shown.body.data.body_html).not.toMatch(/script|onerror|javascript:/i);
    // The public post keeps its fields as they were (no SEO fields leak into it).
    expect(Object.keys(shown.body.data).sort()).toEqual([
      "author",
      "body_html",
      "comment_count",
      "excerpt",
      "id",
      "image_path",
      "published_at",
      "rating",
      "slug",
      "title",
      "updated_at",
      "your_rating",
    ]);
    expect((await visitor(`/pages/${slug}`)).body.data.kind).toBe("post");
    expect(await sitemap()).toContain(`/${slug}`);

    const lines = await auditOf("post", post.id);
    expect(lines.map((l) => l.action)).toEqual(["post.create", "post.publish"]);
    expect(JSON.parse(lines[0]!.after_json!)).toMatchObject({
      slug,
      status: "draft",
      translations: { en: { title: "Tết cakes are here", seo_title: "Tết cakes in Houston" } },
    });
    expect(JSON.parse(lines[1]!.before_json!).status).toBe("draft");
    expect(JSON.parse(lines[1]!.after_json!).status).toBe("published");
  });

  it("a missing translation is flagged, and readers of that language do not see the post", async () => {
    const post = await createPost({ status: "published", translations: { en: side("English only"), vi: null } });
    expect(post.missing_locales).toEqual(["vi"]);
    expect((await visitor(`/posts/${post.slug}`)).status).toBe(200);
    expect((await visitor(`/posts/${post.slug}`, "vi")).status).toBe(404);
    const found = await admin("GET", `/posts?q=english+only`);
    expect(found.body.data.items.find((i: { id: number }) => i.id === post.id)).toMatchObject({
      titles: { en: "English only", vi: null },
      missing_locales: ["vi"],
    });
  });

  it("a future date keeps a published post off the site until then (scheduled)", async () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const post = await createPost({ status: "published", published_at: future });
    expect(post.state).toBe("scheduled");
    expect((await visitor(`/posts/${post.slug}`)).status).toBe(404);
    expect((await admin("GET", "/posts?status=scheduled")).body.data.items.map((i: { id: number }) => i.id)).toContain(post.id);
    const now = await admin("PUT", `/posts/${post.id}/published`, {
      published: true,
      published_at: new Date(Date.now() - 60_000).toISOString(),
      expected_updated_at: post.updated_at,
    });
    expect(now.body.data.post.state).toBe("published");
    expect((await visitor(`/posts/${post.slug}`)).status).toBe(200);
  });

  it("finds posts by words of the title in either language, with or without accents, and by status", async () => {
    const post = await createPost({ translations: { en: side("Mooncake workshop"), vi: side("Lớp làm bánh trung thu") } });
    for (const q of ["mooncake", "MOONCAKE workshop", "banh trung thu", "Bánh Trung", "lop lam"]) {
      const res = await admin("GET", `/posts?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(
        res.body.data.items.map((i: { id: number }) => i.id),
        q,
      ).toContain(post.id);
    }
    expect(
      (await admin("GET", `/posts?q=${encodeURIComponent("mooncake xyzzy")}`)).body.data.items.map((i: { id: number }) => i.id),
    ).not.toContain(post.id);
    expect((await admin("GET", "/posts?status=draft")).body.data.items.every((i: { status: string }) => i.status === "draft")).toBe(true);
    expect((await admin("GET", "/posts?status=published")).body.data.items.every((i: { state: string }) => i.state === "published")).toBe(
      true,
    );
    expect((await admin("GET", "/posts?status=nope")).status).toBe(422);
  });

  it("an edit shows at once; unpublished, the post is gone from the list, its page and the sitemap on the next request", async () => {
    const post = await createPost({ status: "published" });
    expect((await visitor(`/posts/${post.slug}`)).body.data.title).toBe("Fresh bread");
    const edited = await admin("PUT", `/posts/${post.id}`, {
      slug: post.slug,
      status: "published",
      author_name: "Anh Long",
      translations: { en: side("Fresh bread, hot from the oven"), vi: side("Bánh mì nóng hổi") },
      expected_updated_at: post.updated_at,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await visitor(`/posts/${post.slug}`)).body.data.title).toBe("Fresh bread, hot from the oven");
    expect((await visitor(`/posts/${post.slug}`, "vi")).body.data.author).toBe("Anh Long");

    const off = await admin(
      "PUT",
      `/posts/${post.id}/published`,
      { published: false, expected_updated_at: edited.body.data.post.updated_at },
      "vi",
    );
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("Bài viết “Bánh mì nóng hổi” đã được gỡ khỏi trang.");
    expect((await visitor(`/posts/${post.slug}`)).status).toBe(404);
    expect((await visitor("/posts?per_page=50")).body.data.items.map((p: { slug: string }) => p.slug)).not.toContain(post.slug);
    expect(await sitemap()).not.toContain(`/${post.slug}<`);
    expect((await auditOf("post", post.id)).map((l) => l.action)).toEqual(["post.create", "post.update", "post.unpublish"]);
  });

  it("refuses a slug a product, post or page has, a reserved one or a bad one (422 on the slug); two creates of one slug at once: one wins", async () => {
    const taken = await admin("POST", "/posts", { slug: "banh-mi-dac-biet", translations: { en: side("Taken") } }, "vi");
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(["“banh-mi-dac-biet” đã là địa chỉ của một sản phẩm, bài viết hoặc trang."]);
    expect((await admin("POST", "/posts", { slug: "about-us", translations: { en: side("Taken") } })).status).toBe(422);
    const reserved = await admin("POST", "/posts", { slug: "admin", translations: { en: side("Reserved") } });
    expect(reserved.status).toBe(422);
    expect(reserved.body.errors.slug).toEqual(["“admin” is one of the shop's own addresses: choose another slug."]);
    for (const slug of ["Bánh Mì", "two--hyphens", "-edge", "", "UPPER"]) {
      const bad = await admin("POST", "/posts", { slug, translations: { en: side("Bad") } });
      expect(bad.status, slug).toBe(422);
      expect(Object.keys(bad.body.errors), slug).toContain("slug");
    }
    expect(
      await testDb.db.selectFrom("posts").select("id").where("slug", "in", ["admin", "banh-mi-dac-biet", "about-us"]).execute(),
    ).toEqual([]);

    const slug = newSlug("same");
    const both = await Promise.all([1, 2, 3].map(() => admin("POST", "/posts", { slug, translations: { en: side("Same slug") } })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    expect(await testDb.db.selectFrom("slugs").selectAll().where("slug", "=", slug).execute()).toHaveLength(1);
    const page = await admin("POST", "/pages", { slug, translations: { en: { title: "Same slug" } } });
    expect(page.status).toBe(422);
  });

  it("a rename keeps a 301 from the old path; the new one shows the post", async () => {
    const post = await createPost({ status: "published" });
    const renamed = newSlug("renamed");
    const res = await admin("PUT", `/posts/${post.id}`, {
      slug: renamed,
      status: "published",
      translations: { en: side("Fresh bread"), vi: side("Bánh mì mới") },
      expected_updated_at: post.updated_at,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await visitor(`/posts/${renamed}`)).status).toBe(200);
    expect((await visitor(`/posts/${post.slug}`)).status).toBe(404);
    const rule = await testDb.db.selectFrom("redirects").selectAll().where("from_path", "=", `/${post.slug}`).executeTakeFirstOrThrow();
    expect(rule).toMatchObject({ to_url: `/${renamed}`, status_code: 301 });
    // The old slug is free for something new.
    expect((await admin("POST", "/pages", { slug: post.slug, translations: { en: { title: "Reuse" } } })).status).toBe(201);
  });

  it("two saves of the same version at once: one 200, the other 409 with the post as it is now", async () => {
    const post = await createPost();
    const save = (title: string) =>
      admin(
        "PUT",
        `/posts/${post.id}`,
        { slug: post.slug, translations: { en: side(title), vi: side("Bánh") }, expected_updated_at: post.updated_at },
        "vi",
      );
    const results = await Promise.all([save("First"), save("Second"), save("Third")]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((r) => r.status === 200)!.body.data.post as AdminPostJson;
    for (const lost of results.filter((r) => r.status === 409)) {
      expect(lost.body.message).toBe("Người khác vừa sửa bài viết này. Đây là bản hiện tại: hãy xem lại rồi lưu lần nữa.");
      expect(lost.body.data.post).toMatchObject({
        id: post.id,
        updated_at: winner.updated_at,
        translations: { en: { title: winner.translations.en!.title } },
      });
    }
    expect((await auditOf("post", post.id)).map((l) => l.action)).toEqual(["post.create", "post.update"]);
    const stale = await admin("PUT", `/posts/${post.id}/published`, { published: true, expected_updated_at: post.updated_at });
    expect(stale.status).toBe(409);
  });

  it("refuses bad input with a message per field in the request's language, and unknown ids with 404", async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ translations: { en: null, vi: null } }, "translations.en.title"],
      [{ translations: { en: { title: "" } } }, "translations.en.title"],
      [{ translations: { vi: { title: "x".repeat(201) } } }, "translations.vi.title"],
      [{ translations: { en: { title: "Two\nlines" } } }, "translations.en.title"],
      [{ translations: { en: { title: "Ok", seo_title: "x".repeat(121) } } }, "translations.en.seo_title"],
      [{ translations: { en: { title: "Ok", seo_description: "x".repeat(321) } } }, "translations.en.seo_description"],
      [{ translations: { en: { title: "Ok", body_html: 42 } } }, "translations.en.body_html"],
      [{ image_path: "https://evil.example/x.jpg" }, "image_path"],
      [{ image_path: "javascript:alert(1)" }, "image_path"],
      [{ published_at: "tomorrow" }, "published_at"],
      [{ status: "live" }, "status"],
      [{ author_name: 42 }, "author_name"],
    ];
    for (const [fields, field] of bad) {
      const res = await admin("POST", "/posts", { slug: newSlug(), translations: { en: side("Ok") }, ...fields }, "vi");
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(res.body.errors), JSON.stringify(fields)).toContain(field);
    }
    const none = await admin("POST", "/posts", { slug: newSlug(), translations: { en: null, vi: null } }, "vi");
    expect(none.body.errors["translations.en.title"]).toEqual([
      "Hãy viết ít nhất một ngôn ngữ: một tiêu đề bằng tiếng Anh hoặc tiếng Việt.",
    ]);
    const english = await admin("POST", "/posts", {
      slug: newSlug(),
      translations: { en: side("Ok") },
      image_path: "https://evil.example/x.jpg",
    });
    expect(english.body.errors.image_path).toEqual(["Choose an image of this site (a path such as /images/news/bread.jpg)."]);
    const post = await createPost();
    expect((await admin("PUT", `/posts/${post.id}`, { slug: post.slug, translations: { en: side("No version") } })).status).toBe(422);
    expect((await admin("GET", "/posts/999999")).status).toBe(404);
    expect(
      (await admin("PUT", "/posts/999999", { slug: newSlug(), translations: { en: side("x") }, expected_updated_at: post.updated_at }))
        .status,
    ).toBe(404);
    expect((await admin("DELETE", "/posts/999999")).status).toBe(404);
    expect((await admin("GET", "/posts/abc")).status).toBe(422);
  });

  it("deletes a post with its comments and ratings; its slug is free and its path 404s", async () => {
    const post = await createPost({ status: "published" });
    expect((await call("POST", `/posts/${post.id}/comments`, { name: "Lan", content: "Ngon quá!" })).status).toBe(201);
    expect((await call("POST", `/posts/${post.id}/ratings`, { rating: 5 })).status).toBe(200);
    const res = await admin("DELETE", `/posts/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Post “Fresh bread” deleted, with its comments and ratings.");
    expect((await visitor(`/posts/${post.slug}`)).status).toBe(404);
    expect(await testDb.db.selectFrom("post_comments").select("id").where("post_id", "=", post.id).execute()).toEqual([]);
    expect(await testDb.db.selectFrom("post_ratings").select("id").where("post_id", "=", post.id).execute()).toEqual([]);
    expect(await testDb.db.selectFrom("slugs").select("slug").where("slug", "=", post.slug).execute()).toEqual([]);
    const lines = await auditOf("post", post.id);
    expect(lines.at(-1)!.action).toBe("post.delete");
    expect(JSON.parse(lines.at(-1)!.before_json!)).toMatchObject({ slug: post.slug, comment_count: 1, rating_count: 1 });
    expect((await admin("GET", `/posts/${post.id}`)).status).toBe(404);
  });
});

describe("admin pages", () => {
  const pageSide = (title: string, extra: Record<string, string> = {}) => ({
    title,
    summary: `${title} summary`,
    body_html: `<p>${title}</p><script>alert(1)</script>`,
    ...extra,
  });

  it("creates, publishes, edits, unpublishes and deletes a page; the visitor's next request follows each; all audited", async () => {
    const slug = newSlug("catering");
    const created = await admin("POST", "/pages", {
      slug,
      status: "draft",
      translations: { en: pageSide("Catering"), vi: pageSide("Đặt tiệc", { seo_title: "Đặt tiệc bánh mì Houston" }) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = created.body.data.page;
    expect(page.translations.en.body_html).toBe("<p>Catering</p>");
    expect((await visitor(`/pages/${slug}`)).status).toBe(404);

    const published = await admin("PUT", `/pages/${page.id}/published`, { published: true, expected_updated_at: page.updated_at }, "vi");
    expect(published.status).toBe(200);
    expect(published.body.message).toBe("Trang “Đặt tiệc” đã được đăng: khách thấy ngay bây giờ.");
    const shown = await visitor(`/pages/${slug}`, "vi");
    expect(shown.body.data).toMatchObject({ kind: "page", data: { title: "Đặt tiệc", body_html: "<p>Đặt tiệc</p>" } });
    expect(Object.keys(shown.body.data.data).sort()).toEqual(["body_html", "id", "slug", "summary", "title", "updated_at"]);
    expect(await sitemap()).toContain(`/${slug}`);

    const edited = await admin("PUT", `/pages/${page.id}`, {
      slug,
      status: "published",
      translations: { en: pageSide("Catering and parties"), vi: null },
      expected_updated_at: published.body.data.page.updated_at,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.page.missing_locales).toEqual(["vi"]);
    expect((await visitor(`/pages/${slug}`)).body.data.data.title).toBe("Catering and parties");
    expect((await visitor(`/pages/${slug}`, "vi")).status).toBe(404);

    const both = await Promise.all([
      admin("PUT", `/pages/${page.id}/published`, { published: false, expected_updated_at: edited.body.data.page.updated_at }),
      admin("PUT", `/pages/${page.id}`, {
        slug,
        translations: { en: pageSide("Catering and parties", { summary: "Again" }) },
        expected_updated_at: edited.body.data.page.updated_at,
      }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.data.page.id).toBe(page.id);

    const list = await admin("GET", `/pages?q=${encodeURIComponent("catering")}`);
    expect(list.body.data.items.map((i: { id: number }) => i.id)).toContain(page.id);
    expect((await admin("GET", "/pages?status=published")).body.data.items.map((i: { slug: string }) => i.slug)).toContain("about-us");

    const removed = await admin("DELETE", `/pages/${page.id}`);
    expect(removed.status).toBe(200);
    expect((await visitor(`/pages/${slug}`)).status).toBe(404);
    expect((await admin("GET", `/pages/${page.id}`)).status).toBe(404);
    const actions = (await auditOf("page", page.id)).map((l) => l.action);
    expect(actions[0]).toBe("page.create");
    expect(actions.slice(1, 3)).toEqual(["page.publish", "page.update"]);
    expect(actions.at(-1)).toBe("page.delete");
    expect(actions).toHaveLength(5);
  });

  it("an unpublished seeded page is gone from /:slug and the sitemap at once, and back when published", async () => {
    const found = await admin("GET", "/pages?q=privacy");
    const item = found.body.data.items.find((i: { slug: string }) => i.slug === "privacy-policy");
    expect(item).toBeTruthy();
    const off = await admin("PUT", `/pages/${item.id}/published`, { published: false, expected_updated_at: item.updated_at });
    expect(off.status).toBe(200);
    expect((await visitor("/pages/privacy-policy")).status).toBe(404);
    expect(await sitemap()).not.toContain("/privacy-policy<");
    const on = await admin("PUT", `/pages/${item.id}/published`, { published: true, expected_updated_at: off.body.data.page.updated_at });
    expect(on.status).toBe(200);
    expect((await visitor("/pages/privacy-policy")).status).toBe(200);
  });

  it("refuses a bad page: no title, a slug taken, a bad status", async () => {
    expect((await admin("POST", "/pages", { slug: newSlug(), translations: { en: { title: "" } } })).body.errors).toHaveProperty([
      "translations.en.title",
    ]);
    expect((await admin("POST", "/pages", { slug: "refund-policy", translations: { en: { title: "Copy" } } })).body.errors).toHaveProperty(
      "slug",
    );
    expect((await admin("POST", "/pages", { slug: newSlug(), status: "gone", translations: { en: { title: "x" } } })).status).toBe(422);
  });
});
