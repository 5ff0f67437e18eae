import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { nowIso } from "../../../server/db/index.ts";
import { hashPassword } from "../../../server/domain/accounts/password.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { OPEN_REDIRECT_BYPASSES, OWN_TARGETS, staysOnSite } from "../../../tests/support/open-redirects.ts";
import { customerLoginAction, loginAction, registerAction } from "./account-forms.server.ts";

// The account forms posted without JavaScript answer 303 to `redirectTo`: with any known way of writing another
// host into it, the Location stays on the site. Each sign-in is its own customer and address, so no limit is hit.

const PASSWORD = "banh-mi-thit-nuong";
let testDb: TestDb;
let deps: Omit<Parameters<typeof loginAction>[0], "clientIp" | "locale">;
let passwordHash: string;

beforeAll(async () => {
  testDb = await createTestDb();
  const { config } = createTestApp(testDb);
  deps = { db: testDb.db, config, logger: createLogger(config), mailer: createMailer(config) };
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => testDb.destroy());

let n = 0;
async function newCustomer() {
  const email = `redirect-${++n}@example.com`;
  await testDb.db
    .insertInto("customers")
    .values({
      name: `Customer ${n}`,
      email,
      phone: `8325557${String(n).padStart(3, "0")}`,
      password_hash: passwordHash,
      legacy: 0,
      points: 0,
      membership_level: "member",
      status: "active",
      locale: "en",
      updated_at: nowIso(),
    })
    .execute();
  return email;
}

/** A form posted to a page as a browser without JavaScript sends it; its 303's Location. */
async function locationAfter(action: typeof loginAction, path: string, fields: Record<string, string>) {
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields) });
  const answer = await action({ ...deps, clientIp: `198.51.100.${n % 250}`, locale: requestLocale(new URL(request.url)) }, request);
  if (!(answer instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(answer.data)}`);
  expect(answer.status).toBe(303);
  return answer.headers.get("location") ?? "";
}

const withTarget = (path: string, raw: string) => `${path}?redirectTo=${encodeURIComponent(raw)}`;

describe("POST /login without JavaScript", { timeout: 30_000 }, () => {
  // Every other one on the Vietnamese page, where "/vi//evil.example" reads differently (one sign-in each: scrypt is slow).
  it.each(OPEN_REDIRECT_BYPASSES.map((raw, i) => [raw, i % 2 ? "/vi/login" : "/login"]))(
    "stays on the site for redirectTo=%j on %s",
    async (raw, page) => {
      const location = await locationAfter(loginAction, withTarget(page, raw), { identifier: await newCustomer(), password: PASSWORD });
      expect(staysOnSite(location), location).toBe(true);
    },
  );

  it("keeps a path of the site, in the page's locale", async () => {
    for (const raw of OWN_TARGETS) {
      const location = await locationAfter(loginAction, withTarget("/login", raw), { identifier: await newCustomer(), password: PASSWORD });
      expect(location).toBe(raw.replace(/^\/vi\//, "/"));
    }
  });
});

describe("the other sign-in forms without JavaScript", { timeout: 30_000 }, () => {
  it.each(["/.//evil.example", "/..//evil.example", "/vi//evil.example", "/\t/evil.example"])(
    "stay on the site for redirectTo=%j",
    async (raw) => {
      const step2 = await locationAfter(customerLoginAction, withTarget("/customerLogin", raw), {
        identifier: await newCustomer(),
        password: PASSWORD,
      });
      expect(staysOnSite(step2), step2).toBe(true);
      const email = `new-${++n}@example.com`;
      const registered = await locationAfter(registerAction, withTarget("/register", raw), {
        name: "Lan",
        email,
        phone: `7135551${String(n).padStart(3, "0")}`,
        password: "Croissant-2026!",
        password_confirmation: "Croissant-2026!",
      });
      expect(staysOnSite(registered), registered).toBe(true);
    },
  );
});
