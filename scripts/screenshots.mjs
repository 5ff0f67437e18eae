// Takes screenshots of pages on a phone and a desktop screen, for review and the README.
// Usage: node scripts/screenshots.mjs http://localhost:3000 out-dir /path /vi/path …
import { mkdirSync } from "node:fs";
import { chromium, devices } from "@playwright/test";

const [base = "http://localhost:3000", out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
  ],
});
const screens = { phone: devices["Pixel 7"], desktop: { viewport: { width: 1280, height: 800 } } };
for (const [name, device] of Object.entries(screens)) {
  // Full-page shots: reduced motion, so sections below the fold are shown rather than waiting to scroll in.
  const context = await browser.newContext({ ...device, ...(process.env.FULL === "1" ? { reducedMotion: "reduce" } : {}) });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/", "/vi"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${name}${path.replace(/[^\w]+/g, "_") || "_"}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await context.close();
}
await browser.close();
