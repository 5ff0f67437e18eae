import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";

/** axe finds no serious or critical problem on the page as it is now. */
export async function expectAccessible(page: Page) {
  // An axe scan of a long page takes 20–30 s on CI's two shared cores: a test that runs one (often after a journey
  // through several pages) gets three times the usual minute, so the scan's cost never fails it for lack of time.
  test.slow();
  // Only the violations are collected: axe then skips building the result of every rule that passed (most of the
  // scan's time on a long page), and a test reads nothing else.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    bad.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    ),
  ).toEqual([]);
}

/**
 * The tag (with its space) for a test written once per language where the phone and the desktop differ only in layout the test does
 * not look at: English runs on the desktop, Vietnamese on the phone (playwright.config.ts runs @phone on the phone
 * only, the rest on the desktop), so each language and each screen is still checked once.
 */
export const oneScreenPerLanguage = (lang: "en" | "vi") => (lang === "vi" ? " @phone" : "");

/** Marks the current document so a test can tell a client-side navigation (mark kept) from a full load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __docMark: number }).__docMark = 1));
}

export async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __docMark?: number }).__docMark === 1);
}

/** Navigates inside the app the way a link click would (React Router's client router). */
export async function clientNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter;
    if (!router) throw new Error("router not ready");
    void router.navigate(path);
  }, to);
}

/** Waits until React has hydrated the page (event handlers attached). */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}

/** Opens a page and waits until it is interactive. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}

/** The folder of this run's e2e server: scripts/e2e-server.mjs keeps one database and outbox per port. */
export const E2E_DIR = `data/e2e-${process.env.E2E_PORT ?? "3107"}`;

/**
 * Brings `target` to the floating chat button's height (the place where it would cover it) and checks that what
 * the button draws does not overlap it: nothing a customer needs may sit under the button.
 */
export async function expectClearOfChat(page: Page, target: Locator) {
  const launcher = page.getByTestId("chat-launcher");
  await expect(launcher).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const place = (await launcher.boundingBox())!;
  const box = (await target.boundingBox())!;
  // Scroll so that the target's middle sits at the button's middle.
  await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height / 2 - (place.y + place.height / 2));
  await expect
    .poll(async () => {
      const [button, text] = [await launcher.boundingBox(), await target.boundingBox()];
      if (!button || !text) return "not measured";
      // The button's visible part (off-screen parts of a tucked one do not count).
      const width = page.viewportSize()!.width;
      const left = Math.max(button.x, 0);
      const right = Math.min(button.x + button.width, width);
      const apart =
        right <= text.x || text.x + text.width <= left || button.y + button.height <= text.y || text.y + text.height <= button.y;
      return apart
        ? "clear"
        : `covered: button ${left}–${right}, ${button.y}–${button.y + button.height}; target ${text.x}–${text.x + text.width}, ${text.y}–${text.y + text.height}`;
    })
    .toBe("clear");
}
