// The WebKit pass (`npm run test:webkit`, the last step of `npm test`): Safari's engine, from Debian's WebKitGTK
// (WebKitWebDriver starting MiniBrowser on an Xvfb screen; scripts/ensure-webkit.mjs sets them up), drives the
// production build on http://localhost — where WebKit, as Safari does, drops every `Secure` cookie — at 390 px, in
// English and in Vietnamese: home → product → cart → checkout with pay at pickup → the order's page → login →
// profile. Any page error fails it: uncaught errors, unhandled rejections, CSP violations and the errors React
// recovers from (a hydration mismatch, #418), which the app lists in `window.__pageErrors`
// (app/browser/page-errors.ts) since WebDriver hands back no console. Prints "N passed, N failed".
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ensureWebkit } from "../../scripts/ensure-webkit.mjs";
import * as wd from "./webdriver.ts";

const PORT = Number(process.env.WEBKIT_PORT ?? 3127);
const BASE = `http://localhost:${PORT}`;
const WIDTH = 390;
const HEIGHT = 844;
const SHOTS = "test-results/webkit";
// The demo customer of the seed (README).
const DEMO = { identifier: "demo@maivangbakery.example", password: "BanhBao-2026!" };
const PRODUCT = "/banh-mi-dac-biet";

const started: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), "webkit-pass-"));

function stopAll(): void {
  for (const child of started.reverse()) if (child.exitCode === null && child.pid) child.kill("SIGTERM");
  rmSync(scratch, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil(what: string, ok: () => Promise<boolean>, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await ok().catch(() => false))) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process ended (${child.exitCode})`);
    if (Date.now() > until) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The production build on its own port and SQLite file (scripts/e2e-server.mjs: data/e2e-<port>). */
async function startShop(): Promise<void> {
  if (!existsSync("build/server-main.js")) throw new Error("no production build: run `npm run build` first");
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", LOG_LEVEL: "warn", PUBLIC_URL: "", TRUST_PROXY: "false" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  started.push(server);
  await waitUntil("the shop", async () => (await fetch(`${BASE}/readyz`)).ok, 120_000, server);
}

/** Xvfb on a display it picks itself (-displayfd), then WebKitWebDriver on it. */
async function startDriver(tools: { driver: string; xvfb: string }): Promise<string> {
  const xvfb = spawn(tools.xvfb, ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  started.push(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    xvfb.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    xvfb.once("exit", (code) => reject(new Error(`Xvfb ended (${code})`)));
    setTimeout(() => reject(new Error("Xvfb named no display in 10 s")), 10_000);
  });
  // MiniBrowser's toolbar keeps its window at least 447 px wide; this GTK stylesheet lets it shrink to a phone's.
  mkdirSync(join(scratch, "gtk-3.0"), { recursive: true });
  writeFileSync(join(scratch, "gtk-3.0", "gtk.css"), "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n");
  const port = await freePort();
  const driver = spawn(tools.driver, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: scratch, WEBKIT_DISABLE_COMPOSITING_MODE: "1" },
    stdio: ["ignore", "ignore", "ignore"],
  });
  started.push(driver);
  const base = `http://127.0.0.1:${port}`;
  await waitUntil("WebKitWebDriver", async () => (await fetch(`${base}/status`)).ok, 15_000, driver);
  return base;
}

// ── the journey ─────────────────────────────────────────────────────────────────────────────────────────────────

type Locale = "en" | "vi";
const prefix = (locale: Locale) => (locale === "vi" ? "/vi" : "");

/** Opens a page and waits until React has hydrated it. */
async function open(s: wd.Session, path: string): Promise<void> {
  await wd.navigate(s, `${BASE}${path}`);
  await hydrated(s);
}

// Generous: on a machine shared by many, a first page's scripts can take a while.
const hydrated = (s: wd.Session) =>
  wd.waitFor(s, "the page to hydrate", `return document.documentElement.dataset.hydrated === "true";`, [], 60_000);

/** Fails on any error the page noted (app/browser/page-errors.ts); `where` names the page. */
async function noPageErrors(s: wd.Session, where: string): Promise<void> {
  // A beat after hydration: a recoverable error (a mismatch) is reported once React has rendered again.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const errors = await wd.execute<string[] | null>(s, "return window.__pageErrors ?? null;");
  if (errors === null) throw new Error(`${where}: the page kept no error list (app/browser/page-errors.ts not loaded?)`);
  if (errors.length) throw new Error(`${where}: ${errors.join(" | ")}`);
}

/** Clicks a radio or checkbox as a person does: on its label when the input itself is visually hidden. */
async function choose(s: wd.Session, input: string): Promise<void> {
  const id = await wd.execute<string | null>(s, `const el = document.querySelector(arguments[0]); return el ? el.id : null;`, [input]);
  if (id === null) throw new Error(`no ${input}`);
  const onLabel = await wd.execute<boolean>(
    s,
    `const el = document.querySelector(arguments[0]); return el.getBoundingClientRect().width < 2 || getComputedStyle(el).opacity === "0";`,
    [input],
  );
  await wd.click(s, onLabel ? `label[for="${id}"]` : input);
  await wd.waitFor(s, `${input} checked`, `return document.querySelector(arguments[0]).checked;`, [input]);
}

interface Step {
  name: string;
  run: (s: wd.Session) => Promise<void>;
}

function journey(locale: Locale): Step[] {
  const p = prefix(locale);
  return [
    {
      name: "home",
      run: async (s) => {
        await open(s, `${p}/`);
        const width = await wd.execute<number>(s, "return window.innerWidth;");
        if (width !== WIDTH) throw new Error(`the page is ${width} px wide, not ${WIDTH}`);
        await noPageErrors(s, "home");
      },
    },
    {
      name: "product → add to cart",
      run: async (s) => {
        await open(s, `${p}${PRODUCT}`);
        await noPageErrors(s, "product");
        await wd.click(s, '[data-testid="add-to-cart"] button[type="submit"]');
        const inCart = `try { return JSON.parse(localStorage.getItem("cartItems") || "[]").length > 0; } catch { return false; }`;
        await wd.waitFor(s, "the line in the cart", inCart, [], 60_000).catch(async (error: Error) => {
          // What a person would have seen: where the page is, what the add said, what lies on the button's middle.
          const seen = await wd.execute<string>(
            s,
            `const b = document.querySelector('[data-testid="add-to-cart"] button[type="submit"]');
             const r = b ? b.getBoundingClientRect() : null;
             const top = r ? document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) : null;
             return [location.pathname, "outcome: " + (document.querySelector('[data-testid="add-outcome"]')?.textContent || "none"),
               "the button says: " + (b ? b.textContent + (b.disabled ? " (disabled)" : "") : "no button"),
               "on its middle: " + (top ? top.outerHTML.slice(0, 120) : "nothing"),
               "stored: " + Object.keys(localStorage).join(",")].join("; ");`,
          );
          throw new Error(`${error.message} (${seen})`);
        });
        await noPageErrors(s, "product after adding");
      },
    },
    {
      name: "cart → checkout with pay at pickup",
      run: async (s) => {
        await open(s, `${p}/cart/cartList`);
        await wd.waitFor(
          s,
          "the checkout form under the cart",
          `return !!document.querySelector("#checkout-form [data-testid=slot-days]");`,
        );
        await noPageErrors(s, "cart");
        await wd.type(s, '#checkout-form input[name="email"]', `webkit-${locale}-${Date.now()}@example.com`);
        await wd.type(s, '#checkout-form input[name="phone"]', "(713) 555-0199");
        await wd.type(s, '#checkout-form input[name="full_name"]', locale === "vi" ? "Lan Nguyễn" : "Lan Nguyen");
        await choose(s, 'input[name="shipping_option"][value="pickup"]');
        for (const [name, value] of [
          ["address", "11230 Bellaire Blvd"],
          ["city", "Houston"],
          ["state", "TX"],
          ["zip", "77072"],
          ["country", "United States"],
        ]) {
          const css = `#checkout-form [name="${name}"]`;
          const shown = await wd.execute<boolean>(
            s,
            `const el = document.querySelector(arguments[0]); return !!el && el.offsetParent !== null && !el.value;`,
            [css],
          );
          if (shown) await wd.type(s, css, value!);
        }
        await choose(s, 'input[name="payment_option"][value="pay_at_pickup"]');
        // The second day offered (today's slots can pass while the test runs), then its first open slot.
        const day = await wd.execute<string | null>(
          s,
          `const days = document.querySelectorAll('[data-testid=slot-days] input[name=slot_day]'); const d = days[1] ?? days[0]; return d ? d.value : null;`,
        );
        if (!day) throw new Error("no day to pick up on");
        await choose(s, `input[name="slot_day"][value="${day}"]`);
        const slot = await wd.execute<string | null>(
          s,
          `const input = document.querySelector('[data-slots-day="' + arguments[0] + '"] input[name=slot]:not(:disabled)'); return input ? input.id : null;`,
          [day],
        );
        if (!slot) throw new Error(`no open slot on ${day}`);
        await choose(s, `#${slot}`);
        await noPageErrors(s, "checkout form");
        await wd.click(s, '[data-testid="place-order"]');
        await wd.waitFor(
          s,
          "the order's page",
          `return location.pathname.endsWith("/cart/order-success") && !!document.querySelector("[data-testid=order-success]");`,
          [],
          20_000,
        );
        await hydrated(s);
        await noPageErrors(s, "order placed");
      },
    },
    {
      name: "the order's page, opened again",
      run: async (s) => {
        // Its key is the guest's `order_access` cookie: dropped, this would be a 404.
        const url = await wd.currentUrl(s);
        await wd.navigate(s, url);
        await hydrated(s);
        if (!(await wd.find(s, "[data-testid=order-success]")))
          throw new Error(`${new URL(url).pathname}${new URL(url).search} does not show the order`);
        await noPageErrors(s, "order page");
      },
    },
    {
      name: "login → profile",
      run: async (s) => {
        await open(s, `${p}/login`);
        await noPageErrors(s, "login");
        await wd.type(s, 'form input[name="identifier"]', DEMO.identifier);
        await wd.type(s, 'form input[name="password"]', DEMO.password);
        await wd.click(s, 'form[method="post"] button[type="submit"]');
        await wd.waitFor(s, "the profile after signing in", `return location.pathname === arguments[0];`, [`${p}/profile`], 20_000);
        await hydrated(s);
        await noPageErrors(s, "profile after login");
        // A page load of its own: the session is the `auth_token` cookie, which must have been kept.
        await open(s, `${p}/profile`);
        const path = await wd.execute<string>(s, "return location.pathname;");
        if (path !== `${p}/profile`) throw new Error(`opening ${p}/profile again led to ${path}: the sign-in was not kept`);
        if (!(await wd.find(s, "[data-testid=profile-points]"))) throw new Error("the profile shows no points");
        await noPageErrors(s, "profile");
      },
    },
  ];
}

async function main(): Promise<number> {
  const tools = ensureWebkit();
  if (!tools) return 1;
  const startedAt = Date.now();
  await startShop();
  const driverBase = await startDriver(tools);
  const session = await wd.newSession(driverBase, tools.miniBrowser);
  let passed = 0;
  const failures: string[] = [];
  try {
    await wd.setWindowSize(session, WIDTH, HEIGHT);
    for (const locale of ["en", "vi"] as const) {
      // Each language from a clean browser: no cookies, no storage.
      await wd.navigate(session, `${BASE}/robots.txt`);
      await wd.deleteCookies(session);
      await wd.execute(session, "localStorage.clear(); sessionStorage.clear();");
      for (const step of journey(locale)) {
        const name = `${locale}: ${step.name}`;
        try {
          await step.run(session);
          passed += 1;
          console.log(`  ✓ ${name}`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          failures.push(`${name}: ${message}`);
          console.log(`  ✗ ${name}\n      ${message}`);
          mkdirSync(SHOTS, { recursive: true });
          const file = `${SHOTS}/${locale}-${step.name.replace(/\W+/g, "-")}.png`;
          await wd
            .screenshot(session)
            .then((png) => writeFileSync(file, Buffer.from(png, "base64")))
            .then(() => console.log(`      screenshot: ${file}`))
            .catch(() => {});
          break; // the next steps stand on this one
        }
      }
    }
  } finally {
    await wd.endSession(session).catch(() => {});
  }
  const total = journey("en").length * 2;
  const notRun = total - passed - failures.length;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(0);
  console.log(`\n${passed} passed, ${failures.length} failed${notRun ? `, ${notRun} not run` : ""} (WebKit ${WIDTH} px, ${seconds} s)`);
  return failures.length || notRun ? 1 : 0;
}

process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});
main()
  .catch((error: unknown) => {
    console.error(`The WebKit pass could not run: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then((code) => {
    stopAll();
    process.exit(code);
  });
