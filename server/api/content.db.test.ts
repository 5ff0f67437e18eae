import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS, outboxMessages } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { contentChanged } from "../domain/content/content-version.ts";
import { nowIso } from "../db/index.ts";
import { products as seedProducts } from "../db/seed/data/catalog.ts";
import { homeSections as seedSections, pages as seedPages, posts as seedPosts } from "../db/seed/data/content.ts";
import { getHomeSection, getHomeSections } from "../domain/content/home.service.ts";
import { resolveSlug } from "../domain/content/resolve.service.ts";

let testDb: TestDb;
/** Behind a proxy: each test gives its own X-Forwarded-For, so rate limits do not leak between tests. */
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { TRUST_PROXY: "true" });
});
afterAll(() => testDb.destroy());

type Lang = "en" | "vi";
interface Call {
  lang?: Lang;
  ip?: string;
  cookie?: string;
  authorization?: string;
  via?: ReturnType<typeof createTestApp>;
}

function headers({ lang = "en", ip, cookie, authorization }: Call) {
  return {
    ...JSON_HEADERS,
    "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US",
    ...(ip ? { "X-Forwarded-For": ip } : {}),
    ...(cookie ? { Cookie: cookie } : {}),
    ...(authorization ? { Authorization: authorization } : {}),
  };
}

async function get(path: string, call: Call = {}) {
  const res = await (call.via ?? app).request(`/api/v1${path}`, { headers: headers(call) });
  return { status: res.status, body: await res.json(), res };
}

async function post(path: string, body: unknown, call: Call = {}) {
  const res = await (call.via ?? app).request(`/api/v1${path}`, {
    method: "POST",
    headers: headers(call),
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), res };
}

async function postId(slug: string): Promise<number> {
  const row = await testDb.db.selectFrom("posts").select("id").where("slug", "=", slug).executeTakeFirstOrThrow();
  return row.id;
}

/** An .eml's text with quoted-printable decoded, so non-ASCII and long lines can be asserted. */
function decodeEml(eml: string): string {
  const softBreaks = eml.replace(/=\r?\n/g, "");
  return Buffer.from(
    softBreaks.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

const newestFirst = [...seedPosts].sort((a, b) => a.published_days_ago - b.published_days_ago);

describe("GET /posts and /posts/{slug}", () => {
  it("lists posts newest first, paged, with title, excerpt, image, date, author and rating", async () => {
    const { status, body } = await get("/posts?per_page=4", { lang: "vi" });
    expect(status).toBe(200);
    expect(body.data.total).toBe(seedPosts.length);
    expect(body.data.pages).toBe(Math.ceil(seedPosts.length / 4));
    const first = body.data.items[0];
    expect(first).toMatchObject({
      slug: newestFirst[0]!.slug,
      title: newestFirst[0]!.title.vi,
      excerpt: newestFirst[0]!.excerpt.vi,
      image_path: newestFirst[0]!.image,
      author: newestFirst[0]!.author,
      rating: { average: null, count: 0 },
      comment_count: 0,
    });
    const second = (await get("/posts?per_page=4&page=2")).body.data.items;
    const all = [...body.data.items, ...second].map((p: { slug: string }) => p.slug);
    expect(all).toEqual(newestFirst.map((p) => p.slug));
    const dates = [...body.data.items, ...second].map((p: { published_at: string }) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("gives a post with its HTML body, sanitised on the way out", async () => {
    const seed = seedPosts.find((p) => p.slug === "how-we-bake-our-baguettes")!;
    const { body } = await get("/posts/how-we-bake-our-baguettes");
    expect(body.data.title).toBe(seed.title.en);
    expect(body.data.body_html).toBe(seed.body_html.en);

    const id = await postId("how-we-bake-our-baguettes");
    await testDb.db
      .updateTable("post_translations")
      .set({ body_html: '<p onmouseover="steal()">Crust<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' })
      .where("post_id", "=", id)
      .where("locale", "=", "en")
      .execute();
    const dirty = (await get("/posts/how-we-bake-our-baguettes")).body.data.body_html;
    expect(dirty).toBe("<p>Crust</p><a>x</a>");
    await testDb.db
      .updateTable("post_translations")
      .set({ body_html: seed.body_html.en })
      .where("post_id", "=", id)
      .where("locale", "=", "en")
      .execute();
  });

  it("404 for an unknown slug, a draft or a post scheduled for later", async () => {
    const unknown = await get("/posts/no-such-news", { lang: "vi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Bài viết không tồn tại hoặc đã bị gỡ.");
    const id = await postId("mooncake-season-trung-thu");
    await testDb.db.updateTable("posts").set({ published_at: "2999-01-01T00:00:00.000Z" }).where("id", "=", id).execute();
    expect((await get("/posts/mooncake-season-trung-thu")).status).toBe(404);
    expect((await get("/posts?per_page=50")).body.data.total).toBe(seedPosts.length - 1);
    expect((await post(`/posts/${id}/comments`, { name: "A", content: "Hi" }, { ip: "10.0.0.90" })).status).toBe(404);
    await testDb.db.updateTable("posts").set({ published_at: nowIso() }).where("id", "=", id).execute();
    expect((await get("/posts/mooncake-season-trung-thu")).status).toBe(200);
    expect((await get("/posts/%00")).status).toBe(404);
  });
});

describe("GET /pages/{slug} resolves a slug to a product, post or page", () => {
  it("a product", async () => {
    const { status, body } = await get("/pages/banh-mi-chay", { lang: "vi" });
    expect(status).toBe(200);
    expect(body.data.kind).toBe("product");
    expect(body.data.data).toMatchObject({ slug: "banh-mi-chay", name: "Bánh mì chay đậu hũ sả", category: { slug: "banh-mi" } });
    expect(body.data.data.related.length).toBeGreaterThan(0);
  });

  it("a post", async () => {
    const { body } = await get("/pages/new-vegan-banh-mi-chay", { lang: "vi" });
    expect(body.data.kind).toBe("post");
    expect(body.data.data.title).toBe("Món mới: bánh mì chay đậu hũ sả");
    expect(body.data.data.body_html).toContain("<h2>");
  });

  it("a page", async () => {
    const seed = seedPages.find((p) => p.slug === "refund-policy")!;
    const { body } = await get("/pages/refund-policy");
    expect(body.data).toMatchObject({ kind: "page", data: { slug: "refund-policy", title: seed.title.en, summary: seed.summary.en } });
    expect(body.data.data.body_html).toBe(seed.body_html.en);
  });

  it("404 for anything else", async () => {
    const res = await get("/pages/nothing-here", { lang: "vi" });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: true, message: "Không tìm thấy trang.", data: null });
    await testDb.db.updateTable("products").set({ status: "deleted" }).where("slug", "=", "banh-tieu").execute();
    await contentChanged(testDb.db);
    expect((await get("/pages/banh-tieu")).status).toBe(404);
    await testDb.db.updateTable("products").set({ status: "published" }).where("slug", "=", "banh-tieu").execute();
    await contentChanged(testDb.db);
  });

  it("resolveSlug gives the page loader the same answer", async () => {
    expect((await resolveSlug(testDb.db, "en", "about-us"))?.kind).toBe("page");
    expect((await resolveSlug(testDb.db, "en", "banh-cam"))?.kind).toBe("product");
    expect(await resolveSlug(testDb.db, "en", "../etc/passwd")).toBeUndefined();
  });
});

describe("home sections", () => {
  it("gives the six sections in order with their items, and the newest products in new_section", async () => {
    const sections = await getHomeSections(testDb.db, "vi");
    expect(sections.map((s) => s.key)).toEqual([
      "slideshow",
      "customers",
      "new_section",
      "why_choose_us",
      "about_section",
      "features_slider",
    ]);
    const slideshow = sections[0]!;
    const seed = seedSections[0]!;
    expect(slideshow).toMatchObject({ title: seed.title.vi, subtitle: seed.subtitle.vi, body: seed.body.vi, products: [] });
    expect(slideshow.items[0]).toMatchObject({
      title: seed.items[0]!.title.vi,
      body: seed.items[0]!.body.vi,
      cta_label: seed.items[0]!.cta_label!.vi,
      image_path: seed.items[0]!.image,
      link_url: seed.items[0]!.link_url,
    });
    expect(sections[1]!.items[0]!.cta_label).toBe("");
    const fresh = sections[2]!.products;
    const newestSeeded = [...seedProducts].sort((a, b) => a.added_days_ago - b.added_days_ago).slice(0, 8);
    expect(fresh.map((p) => p.slug)).toEqual(newestSeeded.map((p) => p.slug));
    expect(fresh[0]!.slug).toBe("ca-phe-muoi");
    expect(fresh[0]!.name).toBe("Cà phê muối");
  });

  it("gives one section by key, or nothing", async () => {
    expect((await getHomeSection(testDb.db, "en", "why_choose_us"))?.items).toHaveLength(4);
    expect(await getHomeSection(testDb.db, "en", "nope")).toBeUndefined();
  });
});

describe("comments", () => {
  const comment = { name: "Lan", email: "lan@example.com", content: "Bánh mì ngon quá!" };

  it("publishes a comment at once and lists comments newest first", async () => {
    const id = await postId("tet-pre-orders-banh-chung-mut");
    const first = await post(`/posts/${id}/comments`, comment, { ip: "10.0.1.1", lang: "vi" });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Cảm ơn bạn! Bình luận của bạn đã được đăng.");
    expect(first.body.data).toMatchObject({ name: "Lan", content: "Bánh mì ngon quá!" });
    expect(first.body.data).not.toHaveProperty("email");
    await post(`/posts/${id}/comments`, { name: "  Minh  ", content: "  Second!  " }, { ip: "10.0.1.1" });
    const list = await get(`/posts/${id}/comments?per_page=1`);
    expect(list.body.data).toMatchObject({ total: 2, pages: 2, page: 1 });
    expect(list.body.data.items[0]).toMatchObject({ name: "Minh", content: "Second!" });
    expect((await get(`/posts/${id}/comments?per_page=1&page=2`)).body.data.items[0].name).toBe("Lan");
    expect((await get("/posts/tet-pre-orders-banh-chung-mut")).body.data.comment_count).toBe(2);
  });

  it("refuses an empty, a missing or a 10 000-character comment, and bad names and e-mails", async () => {
    const id = await postId("tet-pre-orders-banh-chung-mut");
    const empty = await post(`/posts/${id}/comments`, { name: "Lan", content: "   " }, { ip: "10.0.1.2" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ content: ["This field is required."] });
    const missing = await post(`/posts/${id}/comments`, {}, { ip: "10.0.1.2", lang: "vi" });
    expect(missing.body.errors).toEqual({ name: ["Vui lòng điền ô này."], content: ["Vui lòng điền ô này."] });
    const long = await post(`/posts/${id}/comments`, { name: "Lan", content: "a".repeat(10_000) }, { ip: "10.0.1.2" });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ content: ["Must be at most 2000 characters."] });
    const bad = await post(`/posts/${id}/comments`, { name: "x".repeat(81), email: "not-an-email", content: "ok" }, { ip: "10.0.1.2" });
    expect(bad.body.errors).toEqual({ name: ["Must be at most 80 characters."], email: ["Please enter a valid e-mail address."] });
    const nul = await post(`/posts/${id}/comments`, { name: "Lan", content: "a\u0000b" }, { ip: "10.0.1.2" });
    expect(nul.status).toBe(422);
    expect((await get(`/posts/${id}/comments`)).body.data.total).toBe(2);
  });

  it("keeps HTML in a comment as the literal text it is, and returns it as a plain string", async () => {
    const id = await postId("how-to-order-a-custom-cake");
    const html = `<script>alert("hi")</script><b onclick='x()'>bold</b> & <img src=x onerror=alert(1)> "quotes"`;
    const sent = await post(`/posts/${id}/comments`, { name: "<i>Eve</i>", content: html }, { ip: "10.0.1.3" });
    expect(sent.status).toBe(201);
    expect(sent.body.data.content).toBe(html);
    const listed = await get(`/posts/${id}/comments`);
    expect(listed.res.headers.get("content-type")).toMatch(/^application\/json/);
    const shown = listed.body.data.items[0];
    expect(typeof shown.content).toBe("string");
    expect(shown.content).toBe(html);
    expect(shown.name).toBe("<i>Eve</i>");
    const stored = await testDb.db.selectFrom("post_comments").select("content").where("post_id", "=", id).executeTakeFirstOrThrow();
    expect(stored.content).toBe(html);
  });

  it("a filled honeypot gets a 201 and nothing is stored", async () => {
    const id = await postId("allergen-information-big-9");
    const bot = await post(`/posts/${id}/comments`, { ...comment, website: "http://spam.example" }, { ip: "10.0.1.4" });
    expect(bot.status).toBe(201);
    expect(bot.body.data.content).toBe(comment.content);
    expect((await get(`/posts/${id}/comments`)).body.data.total).toBe(0);
    const rows = await testDb.db.selectFrom("post_comments").select("id").where("post_id", "=", id).execute();
    expect(rows).toEqual([]);
  });

  it("5 comments per 10 minutes per IP, then 429 with Retry-After", async () => {
    const id = await postId("from-saigon-to-houston");
    for (let i = 0; i < 5; i++) {
      expect((await post(`/posts/${id}/comments`, { name: "Spam", content: `#${i}` }, { ip: "10.0.1.5" })).status).toBe(201);
    }
    const refused = await post(`/posts/${id}/comments`, { name: "Spam", content: "#6" }, { ip: "10.0.1.5", lang: "vi" });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Bạn đã gửi nhiều lần trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại.");
    const retryAfter = Number(refused.res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await get(`/posts/${id}/comments`)).body.data.total).toBe(5);
    expect((await post(`/posts/${id}/comments`, { name: "Other", content: "hi" }, { ip: "10.0.1.6" })).status).toBe(201);
  });

  it("404 for an unknown post, 422 for an id that is not one", async () => {
    expect((await post("/posts/999999/comments", comment, { ip: "10.0.1.7" })).status).toBe(404);
    expect((await get("/posts/999999/comments")).status).toBe(404);
    expect((await post("/posts/abc/comments", comment, { ip: "10.0.1.7" })).status).toBe(422);
    expect((await post("/posts/99999999999/comments", comment, { ip: "10.0.1.7" })).status).toBe(422);
  });
});

describe("ratings", () => {
  const visitorCookie = (res: Response) => res.headers.get("set-cookie")?.match(/visitor_id=([^;]+)/)?.[1];

  it('refuses 0, 6, 4.5, "abc" and nothing', async () => {
    const id = await postId("how-we-bake-our-baguettes");
    for (const rating of [0, 6, 4.5, "abc", null]) {
      const res = await post(`/posts/${id}/ratings`, { rating }, { lang: "vi" });
      expect(res.status, String(rating)).toBe(422);
      expect(res.body.errors.rating, String(rating)).toHaveLength(1);
    }
    expect((await post(`/posts/${id}/ratings`, { rating: 0 })).body.errors.rating).toEqual(["Please choose from 1 to 5 stars."]);
    expect((await post(`/posts/${id}/ratings`, {})).status).toBe(422);
    expect((await get("/posts/how-we-bake-our-baguettes")).body.data.rating).toEqual({ average: null, count: 0 });
  });

  it("once per visitor: rating again replaces; another visitor adds", async () => {
    const id = await postId("how-we-bake-our-baguettes");
    const first = await post(`/posts/${id}/ratings`, { rating: 5 });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ average: 5, count: 1, your_rating: 5 });
    const setCookie = first.res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    expect(setCookie).toMatch(/Path=\//);
    const visitor = visitorCookie(first.res)!;
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{16,}$/);

    const again = await post(`/posts/${id}/ratings`, { rating: 2 }, { cookie: `visitor_id=${visitor}` });
    expect(again.body.data).toEqual({ average: 2, count: 1, your_rating: 2 });
    expect(again.res.headers.get("set-cookie")).toBeNull();

    const other = await post(`/posts/${id}/ratings`, { rating: 5 });
    expect(other.body.data).toEqual({ average: 3.5, count: 2, your_rating: 5 });

    const detail = (await get("/posts/how-we-bake-our-baguettes", { cookie: `visitor_id=${visitor}` })).body.data;
    expect(detail.rating).toEqual({ average: 3.5, count: 2 });
    expect(detail.your_rating).toBe(2);
    const listed = (await get("/posts?per_page=50")).body.data.items.find((p: { id: number }) => p.id === id);
    expect(listed.rating).toEqual({ average: 3.5, count: 2 });
  });

  it("once per account for a signed-in customer, by bearer token or auth_token cookie", async () => {
    const id = await postId("new-vegan-banh-mi-chay");
    const now = nowIso();
    const { id: customerId } = await testDb.db
      .insertInto("customers")
      .values({
        name: "Hoa",
        email: "hoa@example.com",
        phone: null,
        password_hash: null,
        legacy: 0,
        points: 0,
        membership_level: "member",
        birthday: null,
        status: "active",
        locale: "vi",
        avatar_path: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const session = (token: string, expiresAt: string) => ({
      customer_id: customerId,
      token_hash: createHash("sha256").update(token).digest("hex"),
      remember: 0,
      expires_at: expiresAt,
      created_at: now,
      last_seen_at: now,
    });
    await testDb.db
      .insertInto("sessions")
      .values([session("live-token", "2999-01-01T00:00:00.000Z"), session("old-token", "2000-01-01T00:00:00.000Z")])
      .execute();

    const byBearer = await post(`/posts/${id}/ratings`, { rating: 4 }, { authorization: "Bearer live-token" });
    expect(byBearer.body.data).toEqual({ average: 4, count: 1, your_rating: 4 });
    expect(byBearer.res.headers.get("set-cookie")).toBeNull();
    const byCookie = await post(`/posts/${id}/ratings`, { rating: 1 }, { cookie: "auth_token=live-token" });
    expect(byCookie.body.data).toEqual({ average: 1, count: 1, your_rating: 1 });

    // An expired session is no account: that request rates as a new visitor.
    const expired = await post(`/posts/${id}/ratings`, { rating: 5 }, { authorization: "Bearer old-token" });
    expect(expired.body.data).toEqual({ average: 3, count: 2, your_rating: 5 });
    expect(visitorCookie(expired.res)).toBeDefined();
  });

  it("404 for an unknown post", async () => {
    expect((await post("/posts/424242/ratings", { rating: 3 })).status).toBe(404);
  });

  it("20 ratings an hour per IP: dropping the cookie does not stuff the ballot", async () => {
    const id = await postId("allergen-information-big-9");
    for (let i = 0; i < 20; i++) expect((await post(`/posts/${id}/ratings`, { rating: 1 }, { ip: "10.0.4.1" })).status).toBe(200);
    const refused = await post(`/posts/${id}/ratings`, { rating: 1 }, { ip: "10.0.4.1" });
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await get("/posts/allergen-information-big-9")).body.data.rating).toEqual({ average: 1, count: 20 });
  });
});

describe("POST /contact", () => {
  const message = { name: "Nguyen Van A", email: "a@example.com", phone: "+1 (713) 555-0142", message: "Do you bake gluten-free cakes?" };

  it("422 with per-field errors in Vietnamese", async () => {
    const empty = await post("/contact", {}, { lang: "vi", ip: "10.0.2.1" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      name: ["Vui lòng điền ô này."],
      email: ["Vui lòng điền ô này."],
      message: ["Vui lòng điền ô này."],
    });
    const bad = await post(
      "/contact",
      { name: "x".repeat(81), email: "a@b", phone: "call me", message: "m".repeat(4001) },
      { lang: "vi", ip: "10.0.2.1" },
    );
    expect(bad.body.errors).toEqual({
      name: ["Tối đa 80 ký tự."],
      email: ["Vui lòng nhập địa chỉ email hợp lệ."],
      phone: ["Vui lòng nhập số điện thoại hợp lệ (7 đến 20 ký tự gồm chữ số, khoảng trắng và + ( ) -)."],
      message: ["Tối đa 4000 ký tự."],
    });
    expect((await post("/contact", { ...message, phone: "12345" }, { ip: "10.0.2.1" })).body.errors).toEqual({
      phone: ["Please enter a valid phone number (7 to 20 digits, spaces and + ( ) -)."],
    });
    const rows = await testDb.db.selectFrom("contact_messages").select("id").execute();
    expect(rows).toEqual([]);
  });

  it("stores the message and e-mails it to the shop, replying to the customer", async () => {
    const mailed = createTestApp(testDb, { TRUST_PROXY: "true", SHOP_EMAIL: "cakes@bakery.example" });
    const res = await post("/contact", { ...message, phone: "" }, { ip: "10.0.2.2", via: mailed });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Thank you! We received your message and will reply soon.");
    const vi = await post(
      "/contact",
      { ...message, name: "Trần Thị Bích", message: "Tiệm có bánh không đường không ạ?" },
      {
        ip: "10.0.2.2",
        via: mailed,
        lang: "vi",
      },
    );
    expect(vi.body.message).toBe("Cảm ơn bạn! Tiệm đã nhận được tin nhắn và sẽ phản hồi bạn sớm.");

    const rows = await testDb.db.selectFrom("contact_messages").selectAll().orderBy("id").execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ name: "Nguyen Van A", email: "a@example.com", phone: null, message: message.message, locale: "en" });
    expect(rows[0]!.emailed_at).not.toBeNull();
    expect(rows[1]).toMatchObject({ name: "Trần Thị Bích", locale: "vi" });

    const mails = outboxMessages(mailed.config).map(decodeEml);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatch(/^To: cakes@bakery\.example$/m);
    expect(mails[0]).toMatch(/^Reply-To: a@example\.com$/m);
    expect(mails[0]).toContain("Do you bake gluten-free cakes?");
    expect(mails[1]).toContain("Tiệm có bánh không đường không ạ?");
    expect(mails[1]).toContain("Trần Thị Bích");
  });

  it("a filled honeypot is thanked, not stored, not mailed", async () => {
    const before = (await testDb.db.selectFrom("contact_messages").select("id").execute()).length;
    const res = await post("/contact", { ...message, website: "x" }, { ip: "10.0.2.3" });
    expect(res.status).toBe(201);
    expect((await testDb.db.selectFrom("contact_messages").select("id").execute()).length).toBe(before);
    expect(outboxMessages(app.config)).toHaveLength(0);
  });

  it("5 messages an hour per IP, then 429 with Retry-After", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/contact", message, { ip: "10.0.2.4" })).status).toBe(201);
    const refused = await post("/contact", message, { ip: "10.0.2.4" });
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.res.headers.get("retry-after"))).toBeLessThanOrEqual(3600);
    expect((await post("/contact", message, { ip: "10.0.2.5" })).status).toBe(201);
  });

  it("without TRUST_PROXY, X-Forwarded-For is ignored: a client cannot dodge the limit by forging it", async () => {
    const direct = createTestApp(testDb);
    for (let i = 0; i < 5; i++) expect((await post("/contact", message, { ip: `10.9.9.${i}`, via: direct })).status).toBe(201);
    expect((await post("/contact", message, { ip: "10.9.9.99", via: direct })).status).toBe(429);
  });
});

describe("POST /chat/messages", () => {
  it("starts a conversation with the intro, continues it, and e-mails every message to the shop", async () => {
    const chat = createTestApp(testDb, { TRUST_PROXY: "true" });
    const intro = await post(
      "/chat/messages",
      { name: "Mai", phone: "713-555-0100", email: "mai@example.com", message: "Is the pandan cake available today?" },
      { ip: "10.0.3.1", via: chat },
    );
    expect(intro.status).toBe(201);
    const conversationId = intro.body.data.conversation_id;
    expect(conversationId).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const followUp = await post(
      "/chat/messages",
      { conversation_id: conversationId, message: "I would pick it up at 5 pm." },
      { ip: "10.0.3.1", via: chat, lang: "vi" },
    );
    expect(followUp.status).toBe(201);
    expect(followUp.body).toMatchObject({
      message: "Cảm ơn bạn! Tiệm đã nhận được tin nhắn và sẽ trả lời bạn ngay khi có thể.",
      data: { conversation_id: conversationId },
    });

    const conversation = await testDb.db
      .selectFrom("chat_conversations")
      .selectAll()
      .where("public_id", "=", conversationId)
      .executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ name: "Mai", phone: "713-555-0100", email: "mai@example.com" });
    const messages = await testDb.db
      .selectFrom("chat_messages")
      .select(["body", "emailed_at"])
      .where("conversation_id", "=", conversation.id)
      .orderBy("id")
      .execute();
    expect(messages.map((m) => m.body)).toEqual(["Is the pandan cake available today?", "I would pick it up at 5 pm."]);
    expect(messages.every((m) => m.emailed_at !== null)).toBe(true);

    const mails = outboxMessages(chat.config).map(decodeEml);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toMatch(new RegExp(`^To: ${chat.config.SHOP_EMAIL.replace(/\./g, "\\.")}$`, "m"));
      expect(mail).toMatch(/^Reply-To: mai@example\.com$/m);
      expect(mail).toContain("713-555-0100");
    }
    expect(mails[0]).toContain("Is the pandan cake available today?");
    expect(mails[1]).toContain("I would pick it up at 5 pm.");
    const subjects = mails.map((m) => m.match(/^Subject: (.*)$/m)?.[1]);
    expect(subjects[0]).toBe(subjects[1]);
  });

  it("a message alone is enough; the rest is validated", async () => {
    expect((await post("/chat/messages", { message: "Hello?" }, { ip: "10.0.3.2" })).status).toBe(201);
    const bad = await post("/chat/messages", { email: "nope", message: "  " }, { ip: "10.0.3.2", lang: "vi" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ["Vui lòng nhập địa chỉ email hợp lệ."], message: ["Vui lòng điền ô này."] });
    const long = await post("/chat/messages", { message: "m".repeat(2001) }, { ip: "10.0.3.2" });
    expect(long.body.errors).toEqual({ message: ["Must be at most 2000 characters."] });
    const unknown = await post("/chat/messages", { conversation_id: "NoSuchConversation", message: "hi" }, { ip: "10.0.3.2" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("This chat has ended. Please start a new one.");
  });

  it("rate limited per IP", async () => {
    let status = 201;
    let sent = 0;
    while (status === 201 && sent < 50) {
      status = (await post("/chat/messages", { message: `#${sent}` }, { ip: "10.0.3.3" })).status;
      sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBe(21);
  });
});

describe("the OpenAPI document", () => {
  it("describes the catalog and content calls", async () => {
    const { status, body: doc } = await get("/openapi.json");
    expect(status).toBe(200);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/posts",
        "/posts/{slug}",
        "/posts/{id}/comments",
        "/posts/{id}/ratings",
        "/pages/{slug}",
        "/contact",
        "/chat/messages",
      ]),
    );
  });
});
