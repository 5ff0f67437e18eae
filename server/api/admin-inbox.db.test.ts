import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, outboxMessages } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff, type TestStaff } from "../../tests/support/staff.ts";

// The back office's inbox (/admin/inbox/…): contact and chat messages (list, mark handled and back, reply by e-mail
// through the outbox in the sender's language), comments (list, approve, hide — gone from the post at once — delete)
// and ratings (list, delete); every change audited; two staff at once → one change, the other 409 with the row now;
// bad input 422 in the request's language; unknown ids 404.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager: TestStaff & { cookie: string };
let owner: TestStaff & { cookie: string };
let postId = 0;
let ipCounter = 0;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { TRUST_PROXY: "true" });
  manager = await signedInStaff(app, testDb.db, "manager");
  owner = await signedInStaff(app, testDb.db, "owner");
  postId = (await testDb.db.selectFrom("posts").select("id").where("status", "=", "published").orderBy("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

async function call(
  method: string,
  path: string,
  options: { body?: unknown; raw?: string; lang?: "en" | "vi"; cookie?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {
    "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US",
    "X-Forwarded-For": options.ip ?? `10.9.${Math.floor(ipCounter / 200)}.${ipCounter++ % 200}`,
  };
  if (options.cookie !== "") headers.Cookie = options.cookie ?? manager.cookie;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** A visitor sends the contact form (in `lang`); the message's id. */
async function contact(lang: "en" | "vi", name = "Nguyễn Thị Lan"): Promise<{ id: number; email: string }> {
  const email = `lan-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await call("POST", "/contact", {
    cookie: "",
    lang,
    body: {
      name,
      email,
      message: lang === "vi" ? "Tiệm có làm bánh không gluten không?\nCảm ơn." : "Do you bake gluten-free cakes?\nThanks.",
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const row = await testDb.db.selectFrom("contact_messages").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  return { id: row.id, email };
}

/** The e-mails to `to` the outbox has sent so far, decoded. */
function repliesTo(to: string): string[] {
  return outboxMessages(app.config)
    .filter((eml) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(eml))
    .map(decodeEml);
}

/** An .eml as text: its encoded words (the subject) and its quoted-printable body decoded. */
function decodeEml(eml: string): string {
  const [head = "", ...rest] = eml.split(/\r?\n\r?\n/);
  const qp = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
  // Encoded words next to each other are one text (a character may be split between them): their bytes joined.
  const words = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?UTF-8\?[QB]\?[^?]*\?=(?:[ \t]+=\?UTF-8\?[QB]\?[^?]*\?=)*/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, how, text]) =>
          how!.toUpperCase() === "B" ? Buffer.from(text!, "base64") : qp(text!.replace(/_/g, " ")),
        ),
      ).toString("utf8"),
    );
  const body = rest.join("\n\n");
  const text = /^Content-Transfer-Encoding: base64/im.test(head)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : qp(body.replace(/=\r?\n/g, "")).toString("utf8");
  return `${words}\n\n${text}`;
}

async function waitForReplies(to: string, count: number): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    const mails = repliesTo(to);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`expected ${count} e-mail(s) to ${to}`);
}

async function auditOf(entity: string, id: number) {
  return testDb.db
    .selectFrom("audit_log")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", String(id))
    .orderBy("id")
    .execute();
}

async function comment(name = "Minh", content = `Ngon quá! ${randomUUID().slice(0, 6)}`): Promise<number> {
  const res = await call("POST", `/posts/${postId}/comments`, { cookie: "", body: { name, content } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id;
}

describe("contact messages", () => {
  it("lists the unhandled first, then the newest; filters handled and unhandled", async () => {
    const first = await contact("en");
    const second = await contact("vi");
    await testDb.db
      .updateTable("contact_messages")
      .set({ handled_at: new Date().toISOString(), handled_by: "Someone" })
      .where("id", "=", second.id)
      .execute();
    const third = await contact("en");
    const all = await call("GET", "/admin/inbox/messages?kind=contact&per_page=100");
    expect(all.status).toBe(200);
    const ids = all.body.data.messages.map((m: { id: number }) => m.id);
    expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(all.body.data.messages.find((m: { id: number }) => m.id === first.id)).toMatchObject({
      kind: "contact",
      name: "Nguyễn Thị Lan",
      email: first.email,
      locale: "en",
      handled_at: null,
      conversation: null,
    });
    const unhandled = (await call("GET", "/admin/inbox/messages?state=unhandled&per_page=100")).body.data;
    expect(unhandled.messages.every((m: { handled_at: string | null }) => m.handled_at === null)).toBe(true);
    expect(unhandled.unhandled.contact).toBe(unhandled.pagination.total);
    const handled = (await call("GET", "/admin/inbox/messages?state=handled&per_page=100")).body.data.messages.map(
      (m: { id: number }) => m.id,
    );
    expect(handled).toContain(second.id);
    expect(handled).not.toContain(first.id);
  });

  it("marks a message handled and back, audited; a stale version → 409 with the message now", async () => {
    const { id } = await contact("en");
    const read = (await call("GET", `/admin/inbox/messages/contact/${id}`)).body.data.message;
    const done = await call("POST", `/admin/inbox/messages/contact/${id}/handled`, {
      body: { handled: true, expected_updated_at: read.updated_at },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe("Marked as handled.");
    expect(done.body.data.message).toMatchObject({ handled_by: manager.name, handled_at: expect.any(String) });
    const stale = await call("POST", `/admin/inbox/messages/contact/${id}/handled`, {
      lang: "vi",
      body: { handled: false, expected_updated_at: read.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe("Người khác vừa thay đổi mục này. Đây là nội dung hiện tại: vui lòng xem lại rồi thử lại.");
    expect(stale.body.data.message.handled_by).toBe(manager.name);
    const back = await call("POST", `/admin/inbox/messages/contact/${id}/handled`, {
      cookie: owner.cookie,
      body: { handled: false, expected_updated_at: done.body.data.message.updated_at },
    });
    expect(back.status).toBe(200);
    expect(back.body.data.message).toMatchObject({ handled_at: null, handled_by: null });
    const audit = await auditOf("contact_message", id);
    expect(audit.map((a) => [a.action, a.staff_name])).toEqual([
      ["inbox.message.handled", manager.name],
      ["inbox.message.unhandled", owner.name],
    ]);
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ handled_at: null, handled_by: null });
  });

  it("replies by e-mail in the sender's language through the outbox, recorded and marking it handled", async () => {
    for (const lang of ["en", "vi"] as const) {
      const { id, email } = await contact(lang, "Trần Văn Minh");
      const body =
        lang === "vi"
          ? "Dạ có ạ, tiệm làm bánh không gluten theo đơn đặt trước 2 ngày."
          : "Yes, we bake gluten-free cakes to order, two days ahead.";
      const res = await call("POST", `/admin/inbox/messages/contact/${id}/reply`, { body: { body: `  ${body}  ` } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(`The reply to ${email} is sent.`);
      expect(res.body.data.message).toMatchObject({ handled_by: manager.name, handled_at: expect.any(String) });
      const [mail] = await waitForReplies(email, 1);
      expect(mail).toMatch(lang === "vi" ? /^Subject: Trả lời: tin nhắn của bạn gửi /m : /^Subject: Re: your message to /m);
      expect(mail).toContain(body);
      expect(mail).toContain(lang === "vi" ? "Xin chào Trần Văn Minh," : "Hello Trần Văn Minh,");
      expect(mail).toContain(lang === "vi" ? "> Tiệm có làm bánh không gluten không?" : "> Do you bake gluten-free cakes?");
      expect(mail).toMatch(new RegExp(`^Reply-To: ${app.config.SHOP_EMAIL.replace(/\./g, "\\.")}$`, "m"));
      // The file is written a moment before the row is marked sent.
      const outbox = await vi.waitFor(
        async () => {
          const row = await testDb.db
            .selectFrom("outbox_emails")
            .select(["kind", "sent_at", "params_json"])
            .where("kind", "=", "inbox_reply")
            .orderBy("id", "desc")
            .executeTakeFirstOrThrow();
          expect(row.sent_at).not.toBeNull();
          return row;
        },
        { timeout: 5_000, interval: 50 },
      );
      expect(outbox.params_json).toBe("{}");
      const shown = (await call("GET", `/admin/inbox/messages/contact/${id}`)).body.data;
      // A further reply carries the version seen: without it, a handled message is not answered again.
      expect((await call("POST", `/admin/inbox/messages/contact/${id}/reply`, { body: { body: "Again?" } })).status).toBe(409);
      expect(shown.replies).toEqual([
        {
          id: expect.any(Number),
          staff_name: manager.name,
          to_email: email,
          subject: expect.any(String),
          body,
          created_at: expect.any(String),
        },
      ]);
      const audit = await auditOf("contact_message", id);
      expect(audit.map((a) => a.action)).toEqual(["inbox.message.replied"]);
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ to: email, body, handled_by: manager.name });
    }
  });

  it("two replies to the same message at once → one e-mail, the other 409", async () => {
    const { id, email } = await contact("en");
    const read = (await call("GET", `/admin/inbox/messages/contact/${id}`)).body.data.message;
    const answers = await Promise.all([
      call("POST", `/admin/inbox/messages/contact/${id}/reply`, { body: { body: "From the manager." } }),
      call("POST", `/admin/inbox/messages/contact/${id}/reply`, { cookie: owner.cookie, body: { body: "From the owner." } }),
      call("POST", `/admin/inbox/messages/contact/${id}/reply`, {
        cookie: owner.cookie,
        body: { body: "Again, with the version.", expected_updated_at: read.updated_at },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.data.message.handled_at).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await waitForReplies(email, 1)).toHaveLength(1);
    expect(
      await testDb.db.selectFrom("inbox_replies").select("id").where("kind", "=", "contact").where("message_id", "=", id).execute(),
    ).toHaveLength(1);
    expect(await auditOf("contact_message", id)).toHaveLength(1);
  });

  it("422 for an empty or a 10,000-character reply, in the request's language; nothing sent", async () => {
    const { id } = await contact("en");
    const empty = await call("POST", `/admin/inbox/messages/contact/${id}/reply`, { lang: "vi", body: { body: "   " } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ body: ["Vui lòng viết nội dung trả lời."] });
    const missing = await call("POST", `/admin/inbox/messages/contact/${id}/reply`, { body: {} });
    expect(missing.body.errors).toEqual({ body: ["Write the reply first."] });
    const long = await call("POST", `/admin/inbox/messages/contact/${id}/reply`, { body: { body: "a".repeat(10_000) } });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ body: ["A reply is at most 5,000 characters."] });
    const broken = await call("POST", `/admin/inbox/messages/contact/${id}/reply`, { raw: "{not json" });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    const handled = await call("POST", `/admin/inbox/messages/contact/${id}/handled`, { body: { handled: "yes" } });
    expect(handled.status).toBe(422);
    expect(
      await testDb.db.selectFrom("inbox_replies").select("id").where("message_id", "=", id).where("kind", "=", "contact").execute(),
    ).toHaveLength(0);
    expect((await call("GET", `/admin/inbox/messages/contact/${id}`)).body.data.message.handled_at).toBeNull();
    expect((await call("GET", "/admin/inbox/messages?state=maybe")).status).toBe(422);
    expect((await call("GET", "/admin/inbox/messages?per_page=101")).status).toBe(422);
  });

  it("404 for an unknown message, in the request's language", async () => {
    for (const path of ["/admin/inbox/messages/contact/999999", "/admin/inbox/messages/chat/abc"]) {
      const res = await call("GET", path, { lang: "vi" });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Không có tin nhắn này.");
    }
    expect((await call("POST", "/admin/inbox/messages/contact/999999/reply", { body: { body: "Hello" } })).status).toBe(404);
    expect((await call("POST", "/admin/inbox/messages/chat/999999/handled", { body: { handled: true } })).status).toBe(404);
  });
});

describe("chat messages", () => {
  it("lists a chat's messages with the conversation's sender; replies by e-mail in its language; no e-mail → 409", async () => {
    const email = `chat-${randomUUID().slice(0, 8)}@example.com`;
    const started = await call("POST", "/chat/messages", {
      cookie: "",
      lang: "vi",
      body: { name: "Chị Hoa", email, message: "Mấy giờ tiệm mở cửa?" },
    });
    expect(started.status, JSON.stringify(started.body)).toBeLessThan(300);
    const anonymous = await call("POST", "/chat/messages", { cookie: "", body: { message: "Hello, anyone there?" } });
    expect(anonymous.status).toBeLessThan(300);
    const list = (await call("GET", "/admin/inbox/messages?kind=chat&state=unhandled&per_page=100")).body.data.messages;
    const mine = list.find((m: { email: string | null }) => m.email === email);
    expect(mine).toMatchObject({
      kind: "chat",
      name: "Chị Hoa",
      message: "Mấy giờ tiệm mở cửa?",
      locale: "vi",
      conversation: expect.any(String),
    });
    const replied = await call("POST", `/admin/inbox/messages/chat/${mine.id}/reply`, { body: { body: "Tiệm mở cửa từ 7 giờ sáng ạ." } });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    const [mail] = await waitForReplies(email, 1);
    expect(mail).toContain("Tiệm mở cửa từ 7 giờ sáng ạ.");
    expect(mail).toContain("Xin chào Chị Hoa,");
    const nobody = list.find((m: { message: string }) => m.message === "Hello, anyone there?");
    const refused = await call("POST", `/admin/inbox/messages/chat/${nobody.id}/reply`, { body: { body: "Hi!" } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/no e-mail address/);
    expect(await auditOf("chat_message", mine.id)).toHaveLength(1);
  });
});

describe("comments", () => {
  it("lists comments newest first, filtered by status", async () => {
    const older = await comment();
    const newer = await comment();
    const list = (await call("GET", "/admin/inbox/comments?per_page=100")).body.data;
    const ids = list.comments.map((c: { id: number }) => c.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(list.comments.find((c: { id: number }) => c.id === newer)).toMatchObject({
      post_id: postId,
      post_title: expect.any(String),
      name: "Minh",
      status: "published",
    });
    await call("POST", `/admin/inbox/comments/${older}/hide`);
    const hidden = (await call("GET", "/admin/inbox/comments?status=hidden&per_page=100")).body.data.comments.map(
      (c: { id: number }) => c.id,
    );
    expect(hidden).toContain(older);
    expect(hidden).not.toContain(newer);
    expect((await call("GET", "/admin/inbox/comments?status=gone")).status).toBe(422);
  });

  it("a hidden comment is gone from the post at once; approved, it is back; both audited", async () => {
    const id = await comment("Lan", "Bánh mì ngon nhất Houston!");
    const publicIds = async () =>
      (await call("GET", `/posts/${postId}/comments?per_page=50`, { cookie: "" })).body.data.items.map((c: { id: number }) => c.id);
    expect(await publicIds()).toContain(id);
    const hidden = await call("POST", `/admin/inbox/comments/${id}/hide`, { lang: "vi" });
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.message).toBe("Bình luận đã được ẩn khỏi bài viết.");
    expect(await publicIds()).not.toContain(id);
    const approved = await call("POST", `/admin/inbox/comments/${id}/approve`, {
      body: { expected_updated_at: hidden.body.data.comment.updated_at },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.data.comment.status).toBe("published");
    expect(await publicIds()).toContain(id);
    const stale = await call("POST", `/admin/inbox/comments/${id}/hide`, {
      body: { expected_updated_at: hidden.body.data.comment.updated_at },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data.comment.status).toBe("published");
    const audit = await auditOf("post_comment", id);
    expect(audit.map((a) => [a.action, a.before_json, a.after_json])).toEqual([
      ["inbox.comment.hidden", '{"status":"published"}', '{"status":"hidden"}'],
      ["inbox.comment.approved", '{"status":"hidden"}', '{"status":"published"}'],
    ]);
  });

  it("two staff hiding and approving at once → one change, the other 409", async () => {
    const id = await comment();
    const read = (await call("GET", "/admin/inbox/comments?per_page=100")).body.data.comments.find((c: { id: number }) => c.id === id);
    const answers = await Promise.all([
      call("POST", `/admin/inbox/comments/${id}/hide`, { body: { expected_updated_at: read.updated_at } }),
      call("POST", `/admin/inbox/comments/${id}/hide`, { cookie: owner.cookie, body: { expected_updated_at: read.updated_at } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await auditOf("post_comment", id)).toHaveLength(1);
  });

  it("deletes a comment, audited with what it said; unknown → 404; stale → 409", async () => {
    const id = await comment("Hoàng", "Spam spam spam");
    const read = (await call("GET", "/admin/inbox/comments?per_page=100")).body.data.comments.find((c: { id: number }) => c.id === id);
    await call("POST", `/admin/inbox/comments/${id}/hide`);
    const stale = await call("DELETE", `/admin/inbox/comments/${id}?expected_updated_at=${encodeURIComponent(read.updated_at)}`);
    expect(stale.status).toBe(409);
    const gone = await call("DELETE", `/admin/inbox/comments/${id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe("The comment is deleted.");
    expect(await testDb.db.selectFrom("post_comments").select("id").where("id", "=", id).execute()).toHaveLength(0);
    const audit = await auditOf("post_comment", id);
    expect(audit.at(-1)).toMatchObject({ action: "inbox.comment.deleted", after_json: null });
    expect(JSON.parse(audit.at(-1)!.before_json!)).toMatchObject({ content: "Spam spam spam", name: "Hoàng" });
    const again = await call("DELETE", `/admin/inbox/comments/${id}`, { lang: "vi" });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("Không có bình luận này.");
    expect((await call("POST", "/admin/inbox/comments/abc/hide")).status).toBe(404);
  });
});

describe("ratings", () => {
  it("lists ratings with their post; deletes one (the post's average follows), audited; unknown → 404", async () => {
    const at = new Date().toISOString();
    const rows = await testDb.db
      .insertInto("post_ratings")
      .values([
        { post_id: postId, rater_key: `v:${randomUUID()}`, customer_id: null, rating: 1, created_at: at, updated_at: at },
        { post_id: postId, rater_key: `v:${randomUUID()}`, customer_id: null, rating: 5, created_at: at, updated_at: at },
      ])
      .returning("id")
      .execute();
    const list = (await call("GET", "/admin/inbox/ratings?per_page=100")).body.data;
    expect(list.ratings.find((r: { id: number }) => r.id === rows[0]!.id)).toMatchObject({
      post_id: postId,
      post_title: expect.any(String),
      rating: 1,
      by: "visitor",
    });
    const slug = (await testDb.db.selectFrom("posts").select("slug").where("id", "=", postId).executeTakeFirstOrThrow()).slug;
    const before = (await call("GET", `/posts/${slug}`, { cookie: "" })).body.data.rating.count;
    const res = await call("DELETE", `/admin/inbox/ratings/${rows[0]!.id}`);
    expect(res.status).toBe(200);
    expect((await call("GET", `/posts/${slug}`, { cookie: "" })).body.data.rating.count).toBe(before - 1);
    expect((await auditOf("post_rating", rows[0]!.id)).map((a) => a.action)).toEqual(["inbox.rating.deleted"]);
    const again = await call("DELETE", `/admin/inbox/ratings/${rows[0]!.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe("There is no such rating.");
  });
});
