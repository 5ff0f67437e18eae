import { test as base, expect } from "@playwright/test";

/**
 * Every test fails on an unexpected console error or uncaught page error, or on any CSP violation (Chromium reports
 * some, such as a library probing for eval, only as an event, so the page logs each one as an error).
 * The browser's own line for a page answered 404 (a document or React Router's .data request for it) is
 * expected: visiting a missing page is what some tests do.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp | null; consoleGuard: void }>({
  /** Console errors a test expects (one pattern; combine with |). */
  allowedConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      const missingPages = new Set<string>();
      page.on("response", (response) => {
        const url = response.url();
        if (response.status() === 404 && (response.request().isNavigationRequest() || new URL(url).pathname.endsWith(".data"))) {
          missingPages.add(url);
        }
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (/status of 404/.test(text) && missingPages.has(message.location().url)) return;
        if (!allowedConsoleErrors?.test(text)) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} by ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      await use();
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
