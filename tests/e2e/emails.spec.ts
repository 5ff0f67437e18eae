import { readFileSync } from "node:fs";
import { SAMPLE_SITE, sampleEmails, type SampleEmail } from "../support/email-samples.ts";
import { expect, test } from "./fixtures.ts";

// Every e-mail the shop sends is a whole, branded document that fits a phone: drawn as it is sent, in both
// languages, opened in Chromium at a phone's 390 px and a desktop's 1280 px. Nothing may reach past the screen (a
// long link, a note without spaces); a screenshot of each is kept in the test's output folder for a person to look at.

const LOGO = readFileSync(new URL("../../public/images/logo-email.png", import.meta.url));
const WIDTHS = [390, 1280] as const;

let emails: SampleEmail[] = [];
test.beforeAll(async () => {
  emails = await sampleEmails();
});

test("every e-mail is a whole document in its language, with a charset, a viewport and a plain-text part", () => {
  expect(emails.map((e) => e.name)).toEqual(
    expect.arrayContaining([
      "order-confirmation-pickup-vi",
      "order-status-canceled-en",
      "password-reset-vi",
      "email-change-confirm-vi",
      "email-change-notice-en",
      "email-change-done-vi",
      "inbox-reply-vi",
      "order-shop-copy",
      "contact-copy",
      "preorder-confirmation-vi",
      "preorder-reminder-en",
      "waitlist-place-vi",
      "pickup-list",
      "cake-request-vi",
      "cake-request-shop",
      "cake-quote-en",
      "cake-quote-vi",
      "cake-declined-vi",
      "cake-day-full",
    ]),
  );
  for (const email of emails) {
    expect(email.html, email.name).toMatch(/^<!DOCTYPE html/);
    expect(email.html, email.name).toContain(`<html dir="ltr" lang="${email.lang}">`);
    expect(email.html, email.name).toMatch(/<meta content="text\/html; charset=UTF-8" http-equiv="Content-Type"\/>/);
    expect(email.html, email.name).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(email.html, email.name).toContain(`${SAMPLE_SITE}/images/logo-email.png`);
    expect(email.text.trim().length, email.name).toBeGreaterThan(40);
    expect(email.text, email.name).not.toMatch(/<(p|table|html|a) /i);
  }
});

for (const width of WIDTHS) {
  test(`every e-mail fits ${width} px without scrolling sideways, in the shop's colours and a sans-serif font`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    // The logo from the shop's own files; nothing else leaves the page.
    await page.route("**/*", (route) =>
      route.request().url() === `${SAMPLE_SITE}/images/logo-email.png`
        ? route.fulfill({ body: LOGO, contentType: "image/png" })
        : route.abort(),
    );
    for (const email of emails) {
      await page.setContent(email.html, { waitUntil: "load" });
      const sizes = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
        font: getComputedStyle(document.querySelector("p") ?? document.body).fontFamily,
        logo: (document.querySelector('img[src$="logo-email.png"]') as HTMLImageElement | null)?.naturalWidth ?? 0,
        container: Math.round(document.querySelector("table table")?.getBoundingClientRect().width ?? 0),
      }));
      expect(sizes.scroll, `${email.name} at ${width} px`).toBeLessThanOrEqual(sizes.inner);
      expect(sizes.font, email.name).toMatch(/sans-serif$/);
      expect(sizes.logo, `${email.name}: the logo loads`).toBeGreaterThan(0);
      expect(sizes.container, email.name).toBeLessThanOrEqual(600);
      await page.screenshot({ path: testInfo.outputPath(`${email.name}-${width}.png`), fullPage: true });
    }
  });
}
