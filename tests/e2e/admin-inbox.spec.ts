import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { E2E_DIR, expectAccessible, open } from "./support.ts";

// The inbox (issue 17): a visitor sends the contact form (in English, then in Vietnamese), a manager answers each
// from the message's page — in English, then on the Vietnamese back office — and each reply is in the e2e outbox to
// the visitor, in the visitor's language; a visitor's comment is hidden from the inbox and is gone from the post.
//
// The contact form and the comments are rate-limited per IP and every spec comes from 127.0.0.1: this spec gives its
// hits back (as a right password gives a login's back), so the contact and news specs keep the room they count on.

const TEXT = {
  en: {
    contact: "/contact",
    send: "Send message",
    sent: "Thank you, your message is on its way!",
    open: "Open and reply",
    replyLabel: "Your reply",
    submit: "Send the reply",
    replied: (email: string) => `The reply to ${email} is sent.`,
    comments: "Comments",
    hide: "Hide",
    hidden: "The comment is hidden from the post.",
  },
  vi: {
    contact: "/vi/contact",
    send: "Gửi lời nhắn",
    sent: "Cảm ơn bạn, lời nhắn đã được gửi!",
    open: "Mở và trả lời",
    replyLabel: "Câu trả lời của bạn",
    submit: "Gửi câu trả lời",
    replied: (email: string) => `Đã gửi câu trả lời đến ${email}.`,
    comments: "Bình luận",
    hide: "Ẩn",
    hidden: "Bình luận đã được ẩn khỏi bài viết.",
  },
} as const;

const POST = "/how-we-bake-our-baguettes";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Gives back one hit of a per-IP limit (`contact`, `comment`) in the e2e database, once the spec has used it. */
function giveBackHit(kind: "contact" | "comment") {
  const db = new Database(`${E2E_DIR}/bakery.sqlite`);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      `UPDATE rate_limits SET count = count - 1 WHERE count > 0 AND key LIKE ? AND window_start = (SELECT max(window_start) FROM rate_limits WHERE key LIKE ?)`,
    ).run(`${kind}:ip:%`, `${kind}:ip:%`);
  } finally {
    db.close();
  }
}

/** An .eml as text: its encoded words (the subject) and its body (quoted-printable or base64) decoded. */
function decodeEml(eml: string): string {
  const [head = "", ...rest] = eml.split(/\r?\n\r?\n/);
  const qp = (text: string) => Buffer.from(text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), "latin1");
  // Encoded words next to each other are one text (a character may be split between them): their bytes joined.
  const words = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?UTF-8\?[QB]\?[^?]*\?=(?:[ \t]+=\?UTF-8\?[QB]\?[^?]*\?=)*/gi, (run) =>
      Buffer.concat([...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, how, text]) => (how!.toUpperCase() === "B" ? Buffer.from(text!, "base64") : qp(text!.replace(/_/g, " "))))).toString("utf8"),
    );
  const body = rest.join("\n\n");
  const text = /^Content-Transfer-Encoding: base64/im.test(head)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : qp(body.replace(/=\r?\n/g, "")).toString("utf8");
  return `${words}\n\n${text}`;
}

/** The e-mail to `to` in the e2e outbox that says `needle`, decoded; undefined while none has gone. */
function emailTo(to: string, needle: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(`${E2E_DIR}/outbox`).filter((f) => f.endsWith(".eml"));
  } catch {
    return undefined;
  }
  return files
    .map((f) => decodeEml(readFileSync(join(`${E2E_DIR}/outbox`, f), "utf8")))
    .find((text) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(text) && text.includes(needle));
}

/** The page reaches no further than its width. */
async function expectNoOverflow(page: Page) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function sendContact(page: Page, lang: "en" | "vi", email: string, message: string) {
  await open(page, TEXT[lang].contact);
  await page.getByLabel(/^(Your name|Họ và tên)/).fill(lang === "vi" ? "Phạm Thu" : "Sarah Miller");
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^(Message|Nội dung)/).fill(message);
  await page.getByRole("button", { name: TEXT[lang].send }).click();
  await expect(page.getByRole("heading", { name: TEXT[lang].sent })).toBeVisible();
  giveBackHit("contact");
}

async function reply(page: Page, lang: "en" | "vi", email: string, body: string) {
  const prefix = lang === "vi" ? "/vi" : "";
  await open(page, `${prefix}/admin/inbox?tab=messages&kind=contact&state=unhandled`);
  const item = page.getByTestId("inbox-message").filter({ hasText: email });
  await expect(item).toHaveCount(1);
  await item.getByRole("link", { name: TEXT[lang].open }).click();
  await expect(page.getByTestId("admin-inbox-message")).toBeVisible();
  await page.getByLabel(TEXT[lang].replyLabel).fill(body);
  await page.getByRole("button", { name: TEXT[lang].submit }).click();
  await expect(page.getByTestId("form-alert")).toHaveText(TEXT[lang].replied(email));
  await expect(page.getByTestId("inbox-reply")).toContainText(body);
}

test("a manager answers contact messages in English and in Vietnamese and hides a comment; the visitor sees both", async ({ page, browser }) => {
  test.slow();
  const managerEmail = staffEmail("inbox-manager");
  createStaffFromCli({ email: managerEmail, name: "Quản lý Hạnh", role: "manager" });
  const visitor = await visitorPage(browser);

  const en = { email: `sarah-${unique()}@example.com`, message: `Do you deliver to Katy on Sundays? ${unique()}`, reply: `Yes, we deliver to Katy every day but Monday. ${unique()}` };
  const vi = { email: `thu-${unique()}@example.com`, message: `Tiệm có bánh bò nướng không ạ? ${unique()}`, reply: `Dạ có ạ, tiệm nướng bánh bò mỗi sáng thứ Bảy. ${unique()}` };
  await sendContact(visitor, "en", en.email, en.message);
  await sendContact(visitor, "vi", vi.email, vi.message);

  await staffSignIn(page, "en", managerEmail, undefined, "/admin/inbox");
  await expectAccessible(page);
  await reply(page, "en", en.email, en.reply);
  await expect.poll(() => emailTo(en.email, en.reply), { timeout: 10_000 }).toBeDefined();
  const enMail = emailTo(en.email, en.reply)!;
  expect(enMail).toMatch(/^Subject: Re: your message to Mai Vàng Bakery$/m);
  expect(enMail).toContain("Hello Sarah Miller,");

  await reply(page, "vi", vi.email, vi.reply);
  await expectAccessible(page);
  await expect.poll(() => emailTo(vi.email, vi.reply), { timeout: 10_000 }).toBeDefined();
  const viMail = emailTo(vi.email, vi.reply)!;
  expect(viMail).toMatch(/^Subject: Trả lời: tin nhắn của bạn gửi Tiệm Bánh Mai Vàng$/m);
  expect(viMail).toContain("Xin chào Phạm Thu,");

  // A visitor's comment, hidden by the manager (Vietnamese back office): gone from the post for the visitor.
  const comment = `Bánh mì giòn tan! ${unique()}`;
  await open(visitor, POST);
  await visitor.locator("#comment-name").fill("Khách vãng lai");
  await visitor.locator("#comment-content").fill(comment);
  await visitor.getByRole("button", { name: "Post comment" }).click();
  await expect(visitor.getByTestId("comment-content").filter({ hasText: comment })).toBeVisible();
  giveBackHit("comment");

  // On a phone: the inbox and a message's page fit its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page);
  await open(page, "/vi/admin/inbox?tab=comments");
  const item = page.getByTestId("inbox-comment").filter({ hasText: comment });
  await item.getByRole("button", { name: TEXT.vi.hide, exact: true }).click();
  await expect(page.getByTestId("form-alert")).toHaveText(TEXT.vi.hidden);
  await expect(page.getByTestId("inbox-comment").filter({ hasText: comment })).toHaveAttribute("data-status", "hidden");
  await expectNoOverflow(page);
  await expectAccessible(page);

  await open(visitor, POST);
  await expect(visitor.getByRole("heading", { level: 2, name: /Comments/ })).toBeVisible();
  await expect(visitor.getByText(comment)).toHaveCount(0);
  await visitor.context().close();
});
