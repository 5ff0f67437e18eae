import type { AppLoadContext, UNSAFE_DataWithResponseInit as DataWithInit } from "react-router";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import { listComments } from "../../../server/domain/content/comments.service.ts";
import { getPost } from "../../../server/domain/content/posts.service.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { loadPostComments, postAction, type PostActionResult } from "./post-action.server.ts";

let testDb: TestDb;
let context: AppLoadContext;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" });
  context = {
    config,
    db: testDb.db,
    dialect: testDb.dialect,
    logger: createLogger(config),
    mailer: createMailer(config),
    nonce: "n",
    locale: "en",
    requestId: "r",
    clientIp: "203.0.113.7",
  };
});
afterAll(() => testDb.destroy());

async function postIdOf(slug: string): Promise<number> {
  return (await getPost(testDb.db, "en", slug))!.id;
}

function send(path: string, fields: Record<string, string>, cookie?: string) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { cookie } : {},
  });
  return request;
}

async function act(path: string, postId: number, fields: Record<string, string>, cookie?: string) {
  const answer = (await postAction({
    request: send(path, fields, cookie),
    context: { ...context, locale: requestLocale(new URL(`http://localhost${path}`)) },
    post: { id: postId },
  })) as DataWithInit<PostActionResult>;
  const init = (answer.init ?? {}) as ResponseInit;
  return { result: answer.data, status: init.status ?? 200, headers: new Headers(init.headers) };
}

describe("postAction: ratings", () => {
  it("gives a first-time browser a visitor cookie; rating again replaces the stars", async () => {
    const id = await postIdOf("how-we-bake-our-baguettes");
    const first = await act("/how-we-bake-our-baguettes", id, { intent: "rate", rating: "4" });
    expect(first.status).toBe(200);
    expect(first.result).toMatchObject({ ok: true, intent: "rate", rating: { count: 1, average: 4, your_rating: 4 } });
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^visitor_id=[A-Za-z0-9_-]{16,64}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);

    const cookie = setCookie.split(";")[0]!;
    const again = await act("/how-we-bake-our-baguettes", id, { intent: "rate", rating: "2" }, cookie);
    expect(again.result).toMatchObject({ ok: true, rating: { count: 1, average: 2, your_rating: 2 } });
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("refuses stars outside 1–5 per field, in the page's language", async () => {
    const id = await postIdOf("how-we-bake-our-baguettes");
    for (const rating of ["0", "6", "", "3.5", "abc"]) {
      const answer = await act("/vi/how-we-bake-our-baguettes", id, { intent: "rate", rating });
      expect(answer.status, rating).toBe(422);
      expect(answer.result.errors?.rating, rating).toEqual(["Vui lòng chọn từ 1 đến 5 sao."]);
    }
  });
});

describe("postAction: comments", () => {
  it("answers empty fields with per-field errors in the page's language and keeps what was typed", async () => {
    const id = await postIdOf("new-vegan-banh-mi-chay");
    const answer = await act("/vi/new-vegan-banh-mi-chay", id, { intent: "comment", name: " ", email: "not-an-email", content: "" });
    expect(answer.status).toBe(422);
    expect(answer.result.errors).toMatchObject({
      name: ["Vui lòng điền ô này."],
      email: ["Vui lòng nhập địa chỉ email hợp lệ."],
      content: ["Vui lòng điền ô này."],
    });
    expect(answer.result.message).toBe("Bình luận chưa được đăng. Vui lòng sửa các ô được đánh dấu bên dưới.");
    expect(answer.result.values).toEqual({ name: " ", email: "not-an-email", content: "" });
  });

  it("publishes a comment as plain text; a filled honeypot is answered the same and keeps nothing", async () => {
    const id = await postIdOf("allergen-information-big-9");
    const posted = await act("/allergen-information-big-9", id, { intent: "comment", name: "Ana", content: "<script>alert(1)</script>" });
    expect(posted.result).toMatchObject({ ok: true, comment: { name: "Ana", content: "<script>alert(1)</script>" } });
    const bot = await act("/allergen-information-big-9", id, {
      intent: "comment",
      name: "Bot",
      content: "Buy now",
      website: "http://spam.example",
    });
    expect(bot.result).toMatchObject({ ok: true, intent: "comment" });
    const page = await listComments(testDb.db, id, { page: 1, perPage: 10 });
    expect(page?.items.map((c) => c.name)).toEqual(["Ana"]);
  });

  it("past the limit answers 429 with a clear message and Retry-After", async () => {
    const id = await postIdOf("from-saigon-to-houston");
    let last = await act("/from-saigon-to-houston", id, { intent: "comment", name: "Lan", content: "Hi" });
    for (let i = 0; i < 6 && last.status !== 429; i++) {
      last = await act("/from-saigon-to-houston", id, { intent: "comment", name: "Lan", content: `Hi ${i}` });
    }
    expect(last.status).toBe(429);
    expect(last.result.message).toMatch(/^You have posted several comments in a short time\. Please wait \d+ min and try again\.$/);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(last.result.values).toMatchObject({ name: "Lan" });
  });

  it("an unknown intent is a 400, never a 500", async () => {
    const answer = await act("/from-saigon-to-houston", 1, { intent: "delete" });
    expect(answer.status).toBe(400);
    expect(answer.result.ok).toBe(false);
  });
});

describe("loadPostComments", () => {
  it("reads ?comments_page, newest first, and shows the last page for one past it", async () => {
    const id = await postIdOf("mooncake-season-trung-thu");
    for (const [i, created] of ["2026-01-01T00:00:00.000Z", "2026-01-02T00:00:00.000Z"].entries()) {
      await testDb.db
        .insertInto("post_comments")
        .values({
          post_id: id,
          customer_id: null,
          name: `Reader ${i}`,
          email: null,
          content: "Nice",
          locale: "en",
          created_at: created,
          status: "published",
        })
        .execute();
    }
    const load = (query: string) =>
      loadPostComments({ request: new Request(`http://localhost/mooncake-season-trung-thu${query}`), context, post: { id } });
    expect((await load("")).items.map((c) => c.name)).toEqual(["Reader 1", "Reader 0"]);
    expect(await load("?comments_page=99")).toMatchObject({ page: 1, pages: 1, total: 2 });
    expect((await load("?comments_page=abc")).page).toBe(1);
  });
});
