import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { createStaffFromCli, staffEmail, staffSignIn } from "./staff.ts";
import { emailTo, giveBackHit, INBOX_TEXT, replyToContact, sendContact } from "./inbox.ts";
import { expectAccessible, open } from "./support.ts";

// The inbox: a visitor sends the contact form (in English, then in Vietnamese), a manager answers each
// from the message's page — in English, then on the Vietnamese back office — and each reply is in the e2e outbox to
// the visitor, in the visitor's language; a visitor's comment is hidden from the inbox and is gone from the post.
//
// The contact form and the comments are rate-limited per IP and every spec comes from 127.0.0.1: this spec gives its
// hits back (as a right password gives a login's back), so the contact and news specs keep the room they count on.

const POST = "/how-we-bake-our-baguettes";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The page reaches no further than its width. */
async function expectNoOverflow(page: Page) {
  const reach = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(reach).toBeLessThanOrEqual(page.viewportSize()!.width);
}

async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test("a manager answers contact messages in English and in Vietnamese and hides a comment; the visitor sees both", async ({
  page,
  browser,
}) => {
  test.slow();
  const managerEmail = staffEmail("inbox-manager");
  await createStaffFromCli({ email: managerEmail, name: "Quản lý Hạnh", role: "manager" });
  const visitor = await visitorPage(browser);

  const en = {
    email: `sarah-${unique()}@example.com`,
    message: `Do you deliver to Katy on Sundays? ${unique()}`,
    reply: `Yes, we deliver to Katy every day but Monday. ${unique()}`,
  };
  const vi = {
    email: `thu-${unique()}@example.com`,
    message: `Tiệm có bánh bò nướng không ạ? ${unique()}`,
    reply: `Dạ có ạ, tiệm nướng bánh bò mỗi sáng thứ Bảy. ${unique()}`,
  };
  await sendContact(visitor, "en", en.email, en.message);
  await sendContact(visitor, "vi", vi.email, vi.message);

  await staffSignIn(page, "en", managerEmail, undefined, "/admin/inbox");
  await expectAccessible(page);
  await replyToContact(page, "en", en.email, en.reply);
  await expect.poll(() => emailTo(en.email, en.reply), { timeout: 10_000 }).toBeDefined();
  const enMail = emailTo(en.email, en.reply)!;
  expect(enMail).toMatch(/^Subject: Re: your message to Mai Vàng Bakery$/m);
  expect(enMail).toContain("Hello Sarah Miller,");

  await replyToContact(page, "vi", vi.email, vi.reply);
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
  await item.getByRole("button", { name: INBOX_TEXT.vi.hide, exact: true }).click();
  await expect(page.getByTestId("form-alert")).toHaveText(INBOX_TEXT.vi.hidden);
  await expect(page.getByTestId("inbox-comment").filter({ hasText: comment })).toHaveAttribute("data-status", "hidden");
  await expectNoOverflow(page);
  await expectAccessible(page);

  await open(visitor, POST);
  await expect(visitor.getByRole("heading", { level: 2, name: /Comments/ })).toBeVisible();
  await expect(visitor.getByText(comment)).toHaveCount(0);
  await visitor.context().close();
});
