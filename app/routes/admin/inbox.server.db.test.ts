import { randomUUID } from "node:crypto";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxOf } from "../../../server/http/checkout-context.ts";
import { adminPages, formPost as form } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import type { TestStaff } from "../../../tests/support/staff.ts";
import { middleware as messageMiddleware } from "./inbox-message.tsx";
import { inboxAction, inboxLoader, inboxMessageAction, inboxMessageLoader } from "./inbox.server.ts";
import { middleware as inboxMiddleware } from "./inbox.tsx";

// The inbox pages as React Router runs them: the guard (managers and the owner, not the kitchen), the sections and
// their filters, the forms posted without JavaScript (303 back with what was done; 404, 409 and 422 in the page's
// language, the reply typed kept), and a reply queued for the sender in their language.

let testDb: TestDb;
const { signIn, contextOf, requestOf, guarded } = adminPages(["manager", "kitchen"]);
let manager: TestStaff;
let messageId = 0;
let commentId = 0;
let context: unknown;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  ({ manager } = await signIn(testDb, createTestApp(testDb)));
  context = contextOf();
  const at = new Date().toISOString();
  messageId = (
    await testDb.db
      .insertInto("contact_messages")
      .values({
        name: "Lê Văn Tâm",
        email: `tam-${randomUUID().slice(0, 6)}@example.com`,
        phone: null,
        message: "Tiệm có giao bánh đến Sugar Land không?",
        locale: "vi",
        customer_id: null,
        emailed_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  const post = await testDb.db.selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow();
  commentId = (
    await testDb.db
      .insertInto("post_comments")
      .values({
        post_id: post.id,
        customer_id: null,
        name: "Spammer",
        email: null,
        content: "Buy cheap watches",
        status: "published",
        locale: "en",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await outboxOf(context as never).idle();
  await testDb.destroy();
});

/** The layout's guard then the page's, all in one context (its outbox awaited at the end), in the language of `path`. */
function run(
  path: string,
  role: "kitchen" | "manager",
  middleware: readonly unknown[],
  params: Record<string, string> = {},
  init: RequestInit = {},
) {
  const request = requestOf(path, role, init);
  return guarded(request, role, middleware, params, Object.assign(context as object, { locale: requestLocale(new URL(request.url)) }));
}

type Refused = { init: ResponseInit; data: { error: string; body?: string } };

describe("the inbox pages", () => {
  it("are the managers' (the kitchen gets 403)", async () => {
    expect((await run("/admin/inbox", "kitchen", inboxMiddleware)).thrown?.init?.status).toBe(403);
    expect((await run(`/vi/admin/inbox/contact/${messageId}`, "kitchen", messageMiddleware)).thrown?.init?.status).toBe(403);
    expect((await run("/admin/inbox", "manager", inboxMiddleware)).thrown).toBeUndefined();
  });

  it("list the waiting messages first, and the comments on their tab; a bad filter falls back to the default", async () => {
    const { args } = await run("/vi/admin/inbox?state=unhandled&kind=nope", "manager", inboxMiddleware);
    const page = (await inboxLoader(args)) as unknown as {
      data: { tab: string; filters: { kind: string }; messages: { messages: { id: number }[] }; comments: null };
    };
    expect(page.data.tab).toBe("messages");
    expect(page.data.filters.kind).toBe("contact");
    expect(page.data.messages.messages.map((m) => m.id)).toContain(messageId);
    expect(page.data.comments).toBeNull();
    const comments = (await inboxLoader(
      (await run("/admin/inbox?tab=comments&status=published", "manager", inboxMiddleware)).args,
    )) as unknown as { data: { comments: { comments: { id: number }[] } } };
    expect(comments.data.comments.comments.map((c) => c.id)).toContain(commentId);
  });

  it("hide a comment with a form post (303 back with what was done); a stale version → 409 in the page's language", async () => {
    const row = await testDb.db.selectFrom("post_comments").select("updated_at").where("id", "=", commentId).executeTakeFirstOrThrow();
    const { args } = await run(
      "/vi/admin/inbox?tab=comments",
      "manager",
      inboxMiddleware,
      {},
      form({ intent: "hide", id: String(commentId), expected_updated_at: row.updated_at }),
    );
    const done = (await inboxAction(args)) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/vi/admin/inbox?tab=comments&done=hidden");
    expect(
      (await testDb.db.selectFrom("post_comments").select("status").where("id", "=", commentId).executeTakeFirstOrThrow()).status,
    ).toBe("hidden");
    const again = (await inboxAction(
      (
        await run(
          "/vi/admin/inbox?tab=comments",
          "manager",
          inboxMiddleware,
          {},
          form({ intent: "approve", id: String(commentId), expected_updated_at: row.updated_at }),
        )
      ).args,
    )) as unknown as Refused;
    expect(again.init.status).toBe(409);
    expect(again.data.error).toBe("Người khác vừa thay đổi mục này. Đây là nội dung hiện tại: vui lòng xem lại rồi thử lại.");
    const page = (await inboxLoader(
      (await run("/vi/admin/inbox?tab=comments&done=hidden", "manager", inboxMiddleware)).args,
    )) as unknown as { data: { done: string } };
    expect(page.data.done).toBe("Bình luận đã được ẩn khỏi bài viết.");
    const gone = (await inboxAction(
      (await run("/admin/inbox", "manager", inboxMiddleware, {}, form({ intent: "delete-rating", confirmed: "1", id: "999999" }))).args,
    )) as unknown as Refused;
    expect(gone.init.status).toBe(404);
    expect(gone.data.error).toBe("There is no such rating.");
  });

  it("reply from a message's page: an empty or too long reply → 422 keeping the text; a reply → 303, queued in the sender's language", async () => {
    const path = `/admin/inbox/contact/${messageId}`;
    const params = { kind: "contact", id: String(messageId) };
    const empty = (await inboxMessageAction(
      (await run(`/vi${path}`, "manager", messageMiddleware, params, form({ intent: "reply", body: "  " }))).args,
    )) as unknown as Refused;
    expect(empty.init.status).toBe(422);
    expect(empty.data.error).toBe("Vui lòng viết nội dung trả lời.");
    const long = (await inboxMessageAction(
      (await run(path, "manager", messageMiddleware, params, form({ intent: "reply", body: "a".repeat(10_000) }))).args,
    )) as unknown as Refused;
    expect(long.init.status).toBe(422);
    expect(long.data.error).toBe("A reply is at most 5,000 characters.");
    expect(long.data.body).toHaveLength(10_000);
    const sent = (await inboxMessageAction(
      (await run(path, "manager", messageMiddleware, params, form({ intent: "reply", body: "Dạ có ạ, phí giao hàng là $8." }))).args,
    )) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${path}?done=replied`);
    const outbox = await testDb.db
      .selectFrom("outbox_emails")
      .select(["kind", "params_json"])
      .where("kind", "=", "inbox_reply")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(outbox.kind).toBe("inbox_reply");
    const page = (await inboxMessageLoader((await run(`${path}?done=replied`, "manager", messageMiddleware, params)).args)) as unknown as {
      data: { done: string; message: { handled_by: string }; replies: { body: string }[] };
    };
    expect(page.data.done).toMatch(/^The reply to tam-.*@example\.com is sent\.$/);
    expect(page.data.message.handled_by).toBe(manager.name);
    expect(page.data.replies.map((r) => r.body)).toEqual(["Dạ có ạ, phí giao hàng là $8."]);
    await expect(
      inboxMessageLoader((await run("/admin/inbox/chat/999999", "manager", messageMiddleware, { kind: "chat", id: "999999" })).args),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      inboxMessageLoader((await run("/admin/inbox/other/1", "manager", messageMiddleware, { kind: "other", id: "1" })).args),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});
