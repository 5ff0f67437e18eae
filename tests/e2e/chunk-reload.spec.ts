import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { documentWasKept, markDocument, open } from "./support.ts";

// A code chunk that fails to load (a deploy replaced it) reloads the page, at most once per 10 s per
// path. The chat panel's code is such a chunk: it loads when the pointer nears the chat button.
const CHAT_CHUNK = /\/assets\/ChatPanel-[\w-]+\.js$/;

// The browser reports each aborted fetch of the chunk; nothing else may go wrong.
test.use({ allowedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$/ });

/** Points at the chat button, which fetches its panel's chunk; resolves once that fetch has failed. */
async function nearChatButton(page: Page, name: string) {
  const failed = page.waitForEvent("requestfailed", (request) => CHAT_CHUNK.test(request.url()));
  await page.mouse.move(0, 0);
  await page.getByRole("button", { name }).hover();
  await failed;
}

for (const { path, chat } of [
  { path: "/", chat: "Chat with us" },
  { path: "/vi", chat: "Nhắn tin với tiệm" },
]) {
  test(`${path}: a chunk that fails to load reloads the page once, not again within 10 s`, async ({ page }) => {
    await page.route(CHAT_CHUNK, (route) => route.abort());
    await open(page, path);
    await markDocument(page);

    const reloaded = page.waitForEvent("load");
    await nearChatButton(page, chat);
    await reloaded;
    expect(await documentWasKept(page), "the page reloaded").toBe(false);
    const history = await page.evaluate(() => JSON.parse(sessionStorage.getItem("chunk_reloads") ?? "{}") as Record<string, number>);
    expect(Object.keys(history)).toEqual([path]);

    // The same failure a moment later: no second reload, the page stays usable.
    await markDocument(page);
    await nearChatButton(page, chat);
    await page.waitForTimeout(1_000);
    expect(await documentWasKept(page), "no second reload within 10 s").toBe(true);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

    // 10 s later (the last reload's time moved back), the next failure may reload again.
    await page.evaluate((p) => sessionStorage.setItem("chunk_reloads", JSON.stringify({ [p]: Date.now() - 10_001 })), path);
    const again = page.waitForEvent("load");
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: chat }).hover();
    await again;
    expect(await documentWasKept(page)).toBe(false);
  });
}
