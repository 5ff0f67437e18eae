import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3107);
const LAST = /\.last\.spec\.ts$/;
const DONE = /\.done\.spec\.ts$/;

// The production build, served on a fresh SQLite database, in Debian's Chromium (never a downloaded browser).
const chromium = {
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
};

export default defineConfig({
  testDir: "tests/e2e",
  // Parallel runs on other ports (E2E_PORT, BUILD_DIR) keep their results apart.
  outputDir: PORT === 3107 ? "test-results" : `test-results-${PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Two workers and the server share two cores: an axe scan of a long page takes 20–30 s there.
  timeout: 60_000,
  // Two workers and the server share two cores; password hashing (scrypt) is deliberately slow.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // A trace costs every test time while it records; CI keeps no artifacts, so it records none there.
    trace: process.env.CI ? "off" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    // A test runs on the desktop screen unless its title is tagged @phone (the phone only) or @both: both screens
    // only where they differ (the header and taskbar, layouts, touch, axe) or where the phone run checks the other
    // language.
    {
      name: "phone",
      grep: /@phone|@both/,
      testIgnore: [LAST, DONE],
      use: { ...devices["Pixel 7"], browserName: "chromium", launchOptions: chromium },
    },
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: [LAST, DONE],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // Specs that change what every page shows (a slide, a menu item) run once all the others are done, so no spec
    // counting the seeded ones sees theirs. Alone: `npx playwright test --no-deps tests/e2e/<name>.last.spec.ts`.
    {
      name: "last",
      testMatch: LAST,
      dependencies: ["phone", "desktop"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // An issue's whole journey, where staff edit what the "last" specs edit too (the one menu, a section's slides):
    // after them, one test at a time, so no save of theirs makes its save stale.
    {
      name: "done",
      testMatch: DONE,
      dependencies: ["last"],
      fullyParallel: false,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every browser here is 127.0.0.1: the limits on new carts and accounts per address would stop the suite, not
    // a script (their own tests are in server/api/*.db.test.ts).
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      CART_LIMIT_PER_HOUR: "100000",
      REGISTER_LIMIT_PER_HOUR: "100000",
      CHECKOUT_LIMIT_PER_HOUR: "100000",
    },
  },
});
