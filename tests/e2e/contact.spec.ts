import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { documentWasKept, E2E_DIR, expectAccessible, markDocument, open } from "./support.ts";

// Rate limits are per IP and every test comes from 127.0.0.1: the contact form allows 5 sent messages an hour
// (this file sends exactly 5) and the chat 20 messages in 10 minutes (this file sends 10).

const OUTBOX = `${E2E_DIR}/outbox`;

const TEXT = {
  en: {
    path: "/contact",
    title: "Contact us · Mai Vàng Bakery",
    heading: "Contact us",
    send: "Send message",
    sending: "Sending…",
    required: "This field is required.",
    invalidEmail: "Please enter a valid e-mail address.",
    summary: "Your message was not sent.",
    sent: "Thank you, your message is on its way!",
    chat: "Chat with us",
    start: "Start chat",
    greeting: "Hello Lan! Thank you for messaging Mai Vàng Bakery.",
    followUp: "Someone from the bakery will reply by phone or e-mail during opening hours.",
    notDelivered: "Not delivered to the bakery yet.",
    retry: "Try again",
    taskbar: "Quick links",
  },
  vi: {
    path: "/vi/contact",
    title: "Liên hệ · Tiệm Bánh Mai Vàng",
    heading: "Liên hệ với tiệm",
    send: "Gửi lời nhắn",
    sending: "Đang gửi…",
    required: "Vui lòng điền ô này.",
    invalidEmail: "Vui lòng nhập địa chỉ email hợp lệ.",
    summary: "Lời nhắn chưa được gửi.",
    sent: "Cảm ơn bạn, lời nhắn đã được gửi!",
    chat: "Nhắn tin với tiệm",
    start: "Bắt đầu trò chuyện",
    greeting: "Xin chào Lan! Cảm ơn bạn đã nhắn cho Tiệm Bánh Mai Vàng.",
    followUp: "Nhân viên của tiệm sẽ trả lời bạn qua điện thoại hoặc email trong giờ mở cửa.",
    notDelivered: "Chưa gửi được đến tiệm.",
    retry: "Thử lại",
    taskbar: "Lối tắt",
  },
} as const;

type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ["en", "vi"];

/** An .eml's text with quoted-printable decoded (soft line breaks, =XX bytes). */
function decodeEml(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, "");
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The newest e-mail in the e2e server's outbox that mentions `needle` (chat tests write there too). */
function newestEmailWith(needle: string): string | undefined {
  const files = readdirSync(OUTBOX)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .reverse();
  return files.map((f) => decodeEml(readFileSync(join(OUTBOX, f), "utf8"))).find((text) => text.includes(needle));
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function fillContact(page: Page, message: string) {
  await page.getByLabel(/^(Your name|Họ và tên)/).fill("Lan Nguyen");
  await page.getByLabel(/^E-?mail/).fill("lan@example.com");
  await page.getByLabel(/^(Message|Nội dung)/).fill(message);
}

test.describe("contact page", () => {
  for (const lang of LANGS) {
    const text = TEXT[lang];

    test(`${text.path}: shop details, meta and no serious axe issue @both`, async ({ page }) => {
      await open(page, text.path);
      await expect(page).toHaveTitle(text.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Mai Vàng/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.heading);
      await expect(page.locator('main a[href^="tel:"]').first()).toHaveAttribute("href", "tel:+17135550142");
      await expect(page.locator('main a[href="mailto:hello@maivangbakery.example"]')).toBeVisible();
      await expect(page.getByTestId("today-hours")).not.toBeEmpty();
      await expectAccessible(page);
    });

    test.describe(() => {
      test.use({ allowedConsoleErrors: /status of 422/ });
      test(`${text.path}: an empty submission shows the server's errors beside each field, without a reload`, async ({ page }) => {
        await open(page, text.path);
        await markDocument(page);
        await page.getByRole("button", { name: text.send }).click();
        const alert = page.getByTestId("contact-alert");
        await expect(alert).toContainText(text.summary);
        await expect(alert).toBeFocused();
        await expect(page.locator("#field-name-error")).toHaveText(text.required);
        await expect(page.locator("#field-email-error")).toHaveText(text.invalidEmail);
        await expect(page.locator("#field-message-error")).toHaveText(text.required);
        await expect(page.locator("#field-phone-error")).toHaveCount(0);
        await expect(page.locator("#field-name")).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#field-name")).toHaveAttribute("aria-describedby", /field-name-error/);
        expect(await documentWasKept(page)).toBe(true);
        await expectAccessible(page);
      });
    });

    test(`${text.path}: a valid message is sent, thanked for in the page's language and e-mailed to the shop`, async ({ page }) => {
      await open(page, text.path);
      const message = `Pandan cake for Saturday? ref ${unique()}`;
      await fillContact(page, `  ${message}  `);
      // Hold the submission a moment to see the button while it is sending.
      await page.route("**/contact.data*", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.getByRole("button", { name: text.send }).click();
      await expect(page.getByRole("button", { name: text.sending })).toBeDisabled();
      await expect(page.getByRole("heading", { name: text.sent })).toBeVisible();
      await expect(page.getByRole("heading", { name: text.sent })).toBeFocused();
      await expect(page.getByText("lan@example.com")).toBeVisible();
      const email = newestEmailWith(message);
      expect(email, "an e-mail to the shop with the visitor's message").toBeDefined();
      expect(email).toContain("Reply-To: lan@example.com");
      expect(email).toContain(`Message:\n${message}\n`);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, allowedConsoleErrors: /status of 422/ });

    for (const lang of LANGS) {
      const text = TEXT[lang];
      test(`${text.path}: a plain form post shows the errors in the page's language and keeps what was typed`, async ({ page }) => {
        await page.goto(text.path);
        await page.getByLabel(/^(Your name|Họ và tên)/).fill("Lan Nguyen");
        await page.getByRole("button", { name: text.send }).click();
        await expect(page).toHaveURL(new RegExp(`${text.path}$`));
        await expect(page.getByTestId("contact-alert")).toContainText(text.summary);
        await expect(page.locator("#field-message-error")).toHaveText(text.required);
        await expect(page.locator("#field-name-error")).toHaveCount(0);
        await expect(page.locator("#field-name")).toHaveValue("Lan Nguyen");
        await expect(page.getByTestId("chat-launcher"), "no chat button that cannot work").toHaveCount(0);
      });
    }

    test("/vi/contact: a plain form post sends the message @desktop", async ({ page }) => {
      await page.goto("/vi/contact");
      const message = `Bánh bao chay ${unique()}`;
      await fillContact(page, message);
      await page.getByRole("button", { name: TEXT.vi.send }).click();
      await expect(page.getByRole("heading", { name: TEXT.vi.sent })).toBeVisible();
      expect(newestEmailWith(message)).toContain("Language: Tiếng Việt");
    });
  });
});

test.describe("chat widget", () => {
  for (const lang of LANGS) {
    const text = TEXT[lang];
    const home = lang === "vi" ? "/vi" : "/";

    test(`${home}: the button opens a labelled modal dialog; focus goes in, stays in, and Escape brings it back @both`, async ({
      page,
    }) => {
      await open(page, home);
      const launcher = page.getByRole("button", { name: text.chat });
      await launcher.click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog).toHaveAccessibleName(/Mai Vàng/);
      await expect(page.locator("#chat-name")).toBeFocused();
      // Six stops (close, name, phone, e-mail, message, start): a full round either way comes back to the name.
      for (const key of ["Tab", "Shift+Tab"]) {
        for (let i = 0; i < 6; i++) {
          await page.keyboard.press(key);
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#chat-panel")))).toBe(true);
        }
        await expect(page.locator("#chat-name")).toBeFocused();
      }
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "false");
    });

    test(`${home}: a whitespace-only message does nothing and shows nothing`, async ({ page }) => {
      await open(page, home);
      let calls = 0;
      page.on("request", (request) => {
        if (request.url().includes("/api/v1/chat/messages")) calls++;
      });
      await page.getByRole("button", { name: text.chat }).click();
      await page.locator("#chat-name").fill("Lan");
      await page.locator("#chat-message").fill("   \n  ");
      const before = await page.getByRole("dialog").innerText();
      await page.getByRole("button", { name: text.start }).click();
      await expect(page.locator("#chat-message")).toBeFocused();
      await expect(page.getByRole("button", { name: text.start })).toBeEnabled();
      await expect(page.getByTestId("chat-typing")).toHaveCount(0);
      await expect(page.getByRole("log")).toHaveCount(0);
      expect(await page.getByRole("dialog").innerText()).toBe(before);
      expect(calls).toBe(0);
    });

    test(`${home}: the intro goes to the shop trimmed; the bot types 1 s, greets, types again after 1.5 s, then the composer`, async ({
      page,
    }) => {
      await page.clock.install();
      await open(page, home);
      await page.getByRole("button", { name: text.chat }).click();
      // Once the panel is in (React reveals a lazy component on a timer), the page's timers move only when told.
      await expect(page.locator("#chat-name")).toBeFocused();
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await page.locator("#chat-name").fill("  Lan  ");
      await page.locator("#chat-phone").fill(" (713) 555-0199 ");
      await page.locator("#chat-message").fill("  Do you have bánh bao today?  ");
      const intro = page.waitForRequest((r) => r.url().endsWith("/api/v1/chat/messages") && r.method() === "POST");
      const answered = page.waitForResponse((r) => r.url().endsWith("/api/v1/chat/messages"));
      await page.getByRole("button", { name: text.start }).click();
      expect((await intro).postDataJSON()).toEqual({ name: "Lan", phone: "(713) 555-0199", message: "Do you have bánh bao today?" });
      expect((await answered).status()).toBe(201);

      const log = page.getByRole("log");
      await expect(log).toHaveAttribute("aria-live", "polite");
      await expect(log).toContainText("Do you have bánh bao today?");
      const typing = page.getByTestId("chat-typing");
      await expect(typing).toBeVisible();
      await expect(log).not.toContainText(text.greeting);

      await page.clock.runFor(1000);
      await expect(log).toContainText(text.greeting);
      await expect(typing).toBeHidden();
      await page.clock.runFor(1400);
      await expect(typing).toBeHidden();
      await page.clock.runFor(100);
      await expect(typing).toBeVisible();
      await expect(page.locator("#chat-composer")).toHaveCount(0);
      await page.clock.runFor(1000);
      await expect(log).toContainText(text.followUp);
      await expect(typing).toBeHidden();
      const composer = page.locator("#chat-composer");
      await expect(composer).toBeVisible();
      await expect(composer).toBeFocused();
      await page.clock.resume(); // axe waits on timers of its own
      await expectAccessible(page);

      // A later message joins the conversation the intro started.
      const conversationId = ((await (await answered).json()) as { data: { conversation_id: string } }).data.conversation_id;
      const later = page.waitForRequest((r) => r.url().endsWith("/api/v1/chat/messages") && r.method() === "POST");
      await composer.fill("  Two, please  ");
      await composer.press("Enter");
      expect((await later).postDataJSON()).toEqual({ conversation_id: conversationId, message: "Two, please" });
      await expect(log.locator("li").last()).toHaveText(/Two, please/);
      await expect(composer).toHaveValue("");

      // A reload keeps the conversation for this tab.
      await page.reload();
      await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
      await page.getByRole("button", { name: text.chat }).click();
      await expect(page.getByRole("log")).toContainText("Two, please");
      await expect(page.locator("#chat-composer")).toBeFocused();
      expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem("chat_session") ?? "{}").conversationId)).toBe(conversationId);
    });
  }

  test.describe(() => {
    test.use({ allowedConsoleErrors: /status of 503/ });
    test("a message the shop did not get is marked, and can be sent again", async ({ page }) => {
      await open(page, "/vi");
      await page.route("**/api/v1/chat/messages", (route) =>
        route.fulfill({ status: 503, json: { error: true, message: "down", data: null } }),
      );
      await page.getByRole("button", { name: TEXT.vi.chat }).click();
      await page.locator("#chat-message").fill("Còn bánh mì thịt không?");
      await page.getByRole("button", { name: TEXT.vi.start }).click();
      // The client retries twice (600 ms, 1200 ms) before giving up; the scripted chat goes on meanwhile.
      await expect(page.getByText(TEXT.vi.notDelivered)).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("log")).toContainText("Xin chào! Cảm ơn bạn đã nhắn cho Tiệm Bánh Mai Vàng.");
      await page.unroute("**/api/v1/chat/messages");
      const resent = page.waitForResponse((r) => r.url().endsWith("/api/v1/chat/messages"));
      await page.getByRole("button", { name: TEXT.vi.retry }).click();
      expect((await resent).status()).toBe(201);
      await expect(page.getByText(TEXT.vi.notDelivered)).toBeHidden();
    });
  });

  test("on a phone the button sits above the bottom taskbar @phone", async ({ page }) => {
    await open(page, "/contact");
    const launcher = await page.getByTestId("chat-launcher").boundingBox();
    const taskbar = await page.getByRole("navigation", { name: TEXT.en.taskbar }).boundingBox();
    expect(launcher && taskbar).toBeTruthy();
    expect(launcher!.y + launcher!.height).toBeLessThanOrEqual(taskbar!.y);
    expect(launcher!.x + launcher!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Scrolled to the very end, the last line of the page is clear of the button.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
      .toBe(true);
    const lastLine = await page.locator("footer > *").last().boundingBox();
    const button = await page.getByTestId("chat-launcher").boundingBox();
    expect(lastLine!.y + lastLine!.height).toBeLessThanOrEqual(button!.y);
  });

  test("on a desktop there is no taskbar and the button keeps to the corner @desktop", async ({ page }) => {
    await open(page, "/vi/contact");
    await expect(page.getByRole("navigation", { name: TEXT.vi.taskbar })).toBeHidden();
    const launcher = await page.getByTestId("chat-launcher").boundingBox();
    const viewport = page.viewportSize()!;
    expect(viewport.height - (launcher!.y + launcher!.height)).toBeLessThan(40);
    expect(viewport.width - (launcher!.x + launcher!.width)).toBeLessThan(40);
  });
});
