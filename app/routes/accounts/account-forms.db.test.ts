import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLocale } from "../../../server/i18n/locales.shared.ts";
import { nowIso } from "../../../server/db/index.ts";
import { hashPassword } from "../../../server/domain/accounts/password.ts";
import { addToCart, getCart } from "../../../server/domain/cart/cart.service.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { createTestApp, JSON_HEADERS, outboxMessages } from "../../../tests/support/app.ts";
import { cheapHash } from "../../../tests/support/cheap-hash.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { clearOfWindowEdge } from "../../../tests/support/rate-windows.ts";
import type { AccountFormFailure } from "../../features/accounts/account-forms.ts";
import { customerLoginAction, forgotPasswordAction, loginAction, registerAction, resetPasswordAction } from "./account-forms.server.ts";

// The account pages' actions (the forms posted without JavaScript), against the API they must agree with.
// Every login hashes a password with scrypt on purpose: the blocks get more time.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let deps: Omit<Parameters<typeof loginAction>[0], "clientIp" | "locale">;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { TRUST_PROXY: "true", PUBLIC_URL: "https://shop.example" });
  deps = { db: testDb.db, config: app.config, logger: createLogger(app.config), mailer: createMailer(app.config) };
});
afterAll(() => testDb.destroy());

type Action = typeof loginAction;

interface Outcome {
  status: number;
  /** The redirect's target, for a 303. */
  location: string | null;
  cookies: Record<string, { value: string; attributes: string[] }>;
  headers: Headers;
  /** What the page renders, for a failure. */
  failure: AccountFormFailure | undefined;
}

let lastIp = 0;
/** Each call is its own visitor unless told otherwise, so rate limits do not leak between tests. */
const newIp = () => `203.0.113.${++lastIp}`;

function cookiesOf(lines: string[]): Outcome["cookies"] {
  const cookies: Outcome["cookies"] = {};
  for (const line of lines) {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const index = pair.indexOf("=");
    cookies[pair.slice(0, index)] = { value: decodeURIComponent(pair.slice(index + 1)), attributes };
  }
  return cookies;
}

async function run(action: Action, request: Request, ip = newIp()): Promise<Outcome> {
  const result = await action({ ...deps, clientIp: ip, locale: requestLocale(new URL(request.url)) }, request);
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("location"),
      cookies: cookiesOf(result.headers.getSetCookie()),
      headers: result.headers,
      failure: undefined,
    };
  }
  return {
    status: result.init?.status ?? 200,
    location: null,
    cookies: {},
    headers: new Headers(result.init?.headers),
    failure: result.data,
  };
}

/** A plain form post to a page, as a browser without JavaScript sends it. */
function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://shop.test${path}`, { method: "POST", body: new URLSearchParams(fields), headers });
}

let lastCustomer = 0;

/** A customer straight in the database; `password: null` makes a customer of the old shop. */
async function addCustomer(values: { password?: string | null; status?: "active" | "disabled"; name?: string; cheap?: boolean } = {}) {
  const n = ++lastCustomer;
  const password = values.password === undefined ? "banh-mi-thit-nuong" : values.password;
  const email = `form-customer${n}@example.com`;
  const phone = `832555${String(1000 + n).slice(-4)}`;
  const row = await testDb.db
    .insertInto("customers")
    .values({
      name: values.name ?? `Customer ${n}`,
      email,
      phone,
      password_hash: password === null ? null : values.cheap ? cheapHash(password) : await hashPassword(password),
      legacy: password === null ? 1 : 0,
      points: 0,
      membership_level: "member",
      status: values.status ?? "active",
      locale: "en",
      updated_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, phone, password: password ?? "" };
}

const sessionsOf = async (customerId: number) =>
  testDb.db.selectFrom("sessions").select("id").where("customer_id", "=", customerId).execute();

describe("the login page's action", { timeout: 60_000 }, () => {
  it("signs in by phone in any format and sets exactly the cookies the API sets, then 303 to the profile", async () => {
    const customer = await addCustomer({ name: "Trần Bảo" });
    const formatted = `(${customer.phone.slice(0, 3)}) ${customer.phone.slice(3, 6)}-${customer.phone.slice(6)}`;
    for (const remember of ["", "1"]) {
      const page = await run(
        loginAction,
        form("/login", { identifier: formatted, password: customer.password, ...(remember ? { remember } : {}) }),
      );
      expect(page.status).toBe(303);
      expect(page.location).toBe("/profile");
      expect(page.failure).toBeUndefined();

      const api = await app.request("/api/v1/login", {
        method: "POST",
        headers: { ...JSON_HEADERS, "X-Forwarded-For": newIp() },
        body: JSON.stringify({ identifier: customer.email, password: customer.password, remember: remember ? 1 : 0 }),
      });
      expect(api.status).toBe(200);
      const apiCookies = cookiesOf(api.headers.getSetCookie());
      // Same names and attributes (a Max-Age a second apart is the same lifetime); only the token differs.
      const shape = (cookies: Outcome["cookies"]) =>
        Object.fromEntries(
          Object.entries(cookies).map(([name, c]) => [name, c.attributes.map((a) => a.replace(/^Max-Age=\d+$/, "Max-Age"))]),
        );
      expect(shape(page.cookies)).toEqual(shape(apiCookies));
      expect(Object.keys(page.cookies).sort()).toEqual(["auth_exp", "auth_token", "auth_user", "customer_id"]);
      expect(page.cookies.auth_token!.attributes).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]));
      expect(page.cookies.auth_user!.attributes).not.toContain("HttpOnly");
      expect(page.cookies.auth_user!.attributes.some((a) => a.startsWith("Max-Age="))).toBe(remember === "1");
      expect(JSON.parse(page.cookies.auth_user!.value)).toEqual(JSON.parse(apiCookies.auth_user!.value));
      expect(page.cookies.customer_id!.value).toBe(String(customer.id));
      expect(page.cookies.auth_token!.value).not.toBe(apiCookies.auth_token!.value);
    }
    // Two sessions from each way in: the page's token is a real session.
    expect(await sessionsOf(customer.id)).toHaveLength(4);
  });

  it("goes to redirectTo when it is a path of this site, in the page's locale, and never to another site", async () => {
    const customer = await addCustomer();
    const to = async (search: string) =>
      (await run(loginAction, form(`/vi/login${search}`, { identifier: customer.email, password: customer.password }))).location;
    expect(await to(`?redirectTo=${encodeURIComponent("/cart/cartList")}`)).toBe("/vi/cart/cartList");
    expect(await to(`?redirectTo=${encodeURIComponent("https://evil.example/")}`)).toBe("/vi/profile");
    expect(await to(`?redirectTo=${encodeURIComponent("//evil.example")}`)).toBe("/vi/profile");
  });

  it("answers a wrong password as the page's script shows it, in Vietnamese, keeping the identifier but never the password", async () => {
    const customer = await addCustomer();
    for (const identifier of [customer.email, "nobody-at-all@example.com"]) {
      const page = await run(loginAction, form("/vi/login", { identifier, password: "not-the-password", remember: "1" }));
      expect(page.status).toBe(401);
      expect(page.failure).toEqual({ message: "Sai tài khoản hoặc mật khẩu", fieldErrors: {}, values: { identifier, remember: "1" } });
      expect(JSON.stringify(page.failure)).not.toContain("not-the-password");
      expect(page.headers.get("cache-control")).toBe("no-store");
      expect(page.cookies).toEqual({});
    }
    const english = await run(loginAction, form("/login", { identifier: customer.email, password: "not-the-password" }));
    expect(english.failure?.message).toBe("Incorrect account or password");
  });

  it("checks the form like the page's script (422 per field), then with the API's rules", async () => {
    const empty = await run(loginAction, form("/vi/login", {}));
    expect(empty.status).toBe(422);
    expect(empty.failure).toEqual({
      message: "Vui lòng sửa các ô được đánh dấu.",
      fieldErrors: { identifier: ["Vui lòng nhập email hoặc số điện thoại"], password: ["Vui lòng nhập mật khẩu"] },
      values: { identifier: "", remember: "" },
    });
    const short = await run(loginAction, form("/login", { identifier: "lan@example.com", password: "12345" }));
    expect(short.failure?.fieldErrors).toEqual({ password: ["Password must be at least 6 characters long"] });
    // The browser's checks pass; the API's schema does not (an identifier of at most 254 characters).
    const long = await run(loginAction, form("/login", { identifier: `${"x".repeat(300)}@example.com`, password: "long enough" }));
    expect(long.status).toBe(422);
    expect(long.failure?.message).toBe("Please correct the highlighted fields.");
    expect(long.failure?.fieldErrors).toEqual({ identifier: ["Must be at most 254 characters."] });
  });

  it("sends a customer of the old shop to password recovery, with the identifier kept (303)", async () => {
    const legacy = await addCustomer({ password: null });
    const page = await run(loginAction, form("/vi/login", { identifier: ` ${legacy.email.toUpperCase()} `, password: "anything-at-all" }));
    expect(page.status).toBe(303);
    const location = new URL(page.location!, "http://shop.test");
    expect(location.pathname).toBe("/vi/forgot-password");
    expect(Object.fromEntries(location.searchParams)).toEqual({ identifier: legacy.email.toUpperCase(), legacy: "1" });
    expect(page.cookies).toEqual({});
  });

  it("refuses a disabled account with the server's message (403), once the password is right", async () => {
    const disabled = await addCustomer({ status: "disabled" });
    const page = await run(loginAction, form("/login", { identifier: disabled.email, password: disabled.password }));
    expect(page.status).toBe(403);
    expect(page.failure?.message).toBe("This account has been disabled. Please contact the bakery.");
    expect(await sessionsOf(disabled.id)).toEqual([]);
  });

  it("has the API's login limits: of 30 guesses sent at once from one address, 10 are checked, the rest and the right one get 429", async () => {
    const customer = await addCustomer({ cheap: true });
    const ip = newIp();
    await clearOfWindowEdge(15 * 60, 30);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      run(loginAction, form("/vi/login", { identifier: customer.email, password: `guess-number-${i}` }), ip),
    );
    const right = run(loginAction, form("/vi/login", { identifier: customer.email, password: customer.password }), ip);
    const pages = await Promise.all([...guesses, right]);
    expect(pages.filter((p) => p.status === 401)).toHaveLength(10);
    expect(pages.filter((p) => p.status === 429)).toHaveLength(21);
    const refused = pages.at(-1)!;
    expect(refused.status).toBe(429);
    expect(refused.cookies).toEqual({});
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The account's lock: it names the way in that lifts it, the reset e-mail.
    expect(refused.failure?.message).toMatch(
      /^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau \d+ phút — hoặc vào ngay bằng “Quên mật khẩu\?”/,
    );
    // Locked for that address only: the customer at home gets in.
    expect((await run(loginAction, form("/login", { identifier: customer.email, password: customer.password }))).status).toBe(303);
  }, 50_000);

  it("merges the visitor's cart (the cart_token cookie) into the customer's, as the API's login does", async () => {
    const customer = await addCustomer();
    const { id: productId } = await testDb.db
      .selectFrom("products")
      .select("id")
      .where("slug", "=", "banh-mi-dac-biet")
      .executeTakeFirstOrThrow();
    const visitor = { db: testDb.db, lang: "en" as const, client: { ip: newIp(), cartsPerHour: 30 } };
    const { token } = await addToCart(visitor, { customerId: null, token: null }, { productId, quantity: 3, note: "" });
    const { id: visitorCartId } = await testDb.db.selectFrom("carts").select("id").where("token", "=", token).executeTakeFirstOrThrow();

    const page = await run(
      loginAction,
      form("/login", { identifier: customer.email, password: customer.password }, { Cookie: `site_lang=en; cart_token=${token}` }),
    );
    expect(page.status).toBe(303);
    const cart = await getCart(visitor, { customerId: customer.id, token: null });
    expect(cart.items.map((line) => [line.product_id, line.quantity])).toEqual([[productId, 3]]);
    expect(await testDb.db.selectFrom("carts").select(["status", "token"]).where("id", "=", visitorCartId).execute()).toEqual([
      { status: "merged", token: null },
    ]);
  });
});

describe("the register page's action", { timeout: 60_000 }, () => {
  const valid = (tag: string) => ({
    name: "Lê Văn Tám",
    email: `${tag}@example.com`,
    phone: "",
    password: "bánh tét nhân đậu",
    password_confirmation: "bánh tét nhân đậu",
  });

  it("creates the account, signs it in with the API's cookies and goes on like a login (303)", async () => {
    const page = await run(
      registerAction,
      form(`/vi/register?redirectTo=${encodeURIComponent("/cart/cartList")}`, { ...valid("tam-form"), remember: "1" }),
    );
    expect(page.status).toBe(303);
    expect(page.location).toBe("/vi/cart/cartList");
    expect(Object.keys(page.cookies).sort()).toEqual(["auth_exp", "auth_token", "auth_user", "customer_id"]);
    expect(page.cookies.auth_token!.attributes).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]));
    expect(page.cookies.auth_token!.attributes.some((a) => a.startsWith("Max-Age="))).toBe(true);
    const customer = await testDb.db
      .selectFrom("customers")
      .selectAll()
      .where("email", "=", "tam-form@example.com")
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({ name: "Lê Văn Tám", phone: null, legacy: 0, locale: "vi" });
    expect(JSON.parse(page.cookies.auth_user!.value)).toMatchObject({ id: customer.id, name: "Lê Văn Tám" });
  });

  it("answers a taken e-mail with 'Email đã tồn tại' (409) on the field, keeping what was typed but no password", async () => {
    const taken = await addCustomer();
    const page = await run(registerAction, form("/vi/register", { ...valid("x"), email: taken.email, phone: "(713) 555-0199" }));
    expect(page.status).toBe(409);
    expect(page.failure).toEqual({
      message: "Email đã tồn tại",
      fieldErrors: { email: ["Email đã tồn tại"] },
      values: { name: "Lê Văn Tám", email: taken.email, phone: "(713) 555-0199", remember: "" },
    });
    expect(JSON.stringify(page.failure)).not.toContain("bánh tét");
  });

  it("tells a customer of the old shop who registers again to restore the password", async () => {
    const legacy = await addCustomer({ password: null });
    const page = await run(registerAction, form("/register", { ...valid("y"), email: legacy.email }));
    expect(page.status).toBe(409);
    expect(page.failure?.message).toBe("You are a returning customer. Please restore your password.");
  });

  it("refuses a password of spaces, or holding the e-mail or the name (422 on the field), in English and Vietnamese", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["/register", { password: " ".repeat(10) }, "Password cannot be only spaces"],
      ["/vi/register", { password: "\u00a0".repeat(8) }, "Mật khẩu không được chỉ gồm khoảng trắng"],
      ["/register", { email: "tam.baker@example.com", password: "TAM.BAKER@example.com" }, "Password must not contain your email"],
      ["/vi/register", { email: "tam.baker@example.com", password: "i am tam.baker" }, "Mật khẩu không được chứa email của bạn"],
      ["/register", { password: "Le Van Tam 1990" }, "Password must not contain your name"],
      ["/vi/register", { name: "Hoàng Yến", password: "hoang yen banh flan" }, "Mật khẩu không được chứa tên của bạn"],
    ];
    for (const [path, change, message] of cases) {
      const fields = { ...valid("rules-form"), ...change, password_confirmation: change.password! };
      const page = await run(registerAction, form(path, fields));
      expect(page.status, message).toBe(422);
      expect(page.failure?.fieldErrors, message).toEqual({ password: [message] });
    }
    expect(
      await testDb.db
        .selectFrom("customers")
        .select("id")
        .where("email", "in", ["rules-form@example.com", "tam.baker@example.com"])
        .execute(),
    ).toEqual([]);
  });

  it("shows the server's rules per field (422): an implausible phone, a common password", async () => {
    const phone = await run(registerAction, form("/vi/register", { ...valid("phone-form"), phone: "12" }));
    expect(phone.status).toBe(422);
    expect(phone.failure).toMatchObject({
      message: "Vui lòng sửa các ô được đánh dấu.",
      fieldErrors: { phone: ["Vui lòng nhập số điện thoại hợp lệ"] },
    });
    const common = await run(
      registerAction,
      form("/register", { ...valid("common-form"), password: "password123", password_confirmation: "password123" }),
    );
    expect(common.failure?.fieldErrors).toEqual({ password: ["This password is too common. Please choose one that is harder to guess."] });
    const browser = await run(registerAction, form("/register", { email: "nope", password: "short", password_confirmation: "other" }));
    expect(browser.failure?.fieldErrors).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid e-mail address."],
      password: ["Password must be at least 8 characters long"],
      password_confirmation: ["The two passwords do not match"],
    });
    expect(
      await testDb.db
        .selectFrom("customers")
        .select("id")
        .where("email", "in", ["phone-form@example.com", "common-form@example.com"])
        .execute(),
    ).toEqual([]);
  });
});

describe("the password recovery pages' actions", { timeout: 60_000 }, () => {
  const mailsTo = (address: string) => outboxMessages(app.config).filter((eml) => new RegExp(`^To: ${address}$`, "m").test(eml));

  async function resetLinkFor(address: string): Promise<URL> {
    for (let i = 0; i < 200; i++) {
      const mail = mailsTo(address).at(-1);
      const text = mail?.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
      const link = text && /https:\/\/shop\.example\/(?:vi\/)?reset-password\?token=[\w%-]+/.exec(text)?.[0];
      if (link) return new URL(link);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no reset link to ${address}`);
  }

  it("forgot-password: the same 'check your e-mail' answer (303) for a known and an unknown identifier", async () => {
    const known = await addCustomer();
    for (const identifier of [` ${known.email} `, "nobody-here@example.com"]) {
      const page = await run(forgotPasswordAction, form("/vi/forgot-password?identifier=x&legacy=1", { identifier }));
      expect(page.status).toBe(303);
      const location = new URL(page.location!, "http://shop.test");
      expect(location.pathname).toBe("/vi/forgot-password");
      expect(Object.fromEntries(location.searchParams)).toEqual({ identifier: identifier.trim(), sent: "1" });
    }
    expect((await resetLinkFor(known.email)).pathname).toBe("/reset-password");
    expect(mailsTo("nobody-here@example.com")).toEqual([]);
    const empty = await run(forgotPasswordAction, form("/forgot-password", { identifier: "  " }));
    expect(empty.status).toBe(422);
    expect(empty.failure?.fieldErrors).toEqual({ identifier: ["Please enter email or phone number"] });
  });

  it("forgot-password: the sixth request for one identifier within the hour is 429, in the page's language", async () => {
    await clearOfWindowEdge(3600, 10);
    const identifier = "throttled-form@example.com";
    for (let i = 0; i < 5; i++) expect((await run(forgotPasswordAction, form("/vi/forgot-password", { identifier }))).status).toBe(303);
    const page = await run(forgotPasswordAction, form("/vi/forgot-password", { identifier }));
    expect(page.status).toBe(429);
    expect(page.failure?.message).toMatch(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/);
    expect(page.failure?.values).toEqual({ identifier });
    expect(Number(page.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 30_000);

  it("reset-password: sets the password, ends the sessions and the cookies, then 303 to the login with the identifier", async () => {
    const customer = await addCustomer();
    await run(loginAction, form("/login", { identifier: customer.email, password: customer.password }));
    expect(await sessionsOf(customer.id)).toHaveLength(1);
    await run(forgotPasswordAction, form("/forgot-password", { identifier: customer.email }));
    const link = await resetLinkFor(customer.email);

    const mismatch = await run(
      resetPasswordAction,
      form(`/vi/reset-password${link.search}`, { password: "a fine new password", password_confirmation: "another one" }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.failure).toEqual({
      message: "Vui lòng sửa các ô được đánh dấu.",
      fieldErrors: { password_confirmation: ["Mật khẩu nhập lại không khớp"] },
      values: {},
    });

    // The token from the hidden field (the address has none here).
    const page = await run(
      resetPasswordAction,
      form("/vi/reset-password", {
        token: link.searchParams.get("token")!,
        password: "a fine new password",
        password_confirmation: "a fine new password",
      }),
    );
    expect(page.status).toBe(303);
    const location = new URL(page.location!, "http://shop.test");
    expect(location.pathname).toBe("/vi/login");
    expect(Object.fromEntries(location.searchParams)).toEqual({ identifier: customer.email, reset: "1" });
    expect(Object.keys(page.cookies).sort()).toEqual(["auth_exp", "auth_token", "auth_user", "customer_id"]);
    for (const cookie of Object.values(page.cookies)) expect(cookie.attributes).toContain("Max-Age=0");
    expect(await sessionsOf(customer.id)).toEqual([]);
    expect((await run(loginAction, form("/login", { identifier: customer.email, password: "a fine new password" }))).status).toBe(303);

    // The link works once: its token's problem is the form's message.
    const again = await run(
      resetPasswordAction,
      form(`/reset-password${link.search}`, { password: "yet another password", password_confirmation: "yet another password" }),
    );
    expect(again.status).toBe(422);
    expect(again.failure?.message).toBe("This link is invalid, already used or expired. Please ask for a new one.");
  });

  it("reset-password: refuses a password of spaces, or holding the customer's e-mail or name, and keeps the link usable", async () => {
    const customer = await addCustomer({ name: "Trịnh Công Sơn" });
    await run(forgotPasswordAction, form("/forgot-password", { identifier: customer.email }));
    const link = await resetLinkFor(customer.email);
    const cases: [string, string, string][] = [
      ["/reset-password", " ".repeat(12), "Password cannot be only spaces"],
      ["/vi/reset-password", customer.email, "Mật khẩu không được chứa email của bạn"],
      ["/reset-password", `${customer.email.split("@")[0]}-2026`, "Password must not contain your email"],
      ["/reset-password", "trinh cong son songs", "Password must not contain your name"],
      ["/vi/reset-password", "Sơn ca hát hay 1975", "Mật khẩu không được chứa tên của bạn"],
    ];
    for (const [path, password, message] of cases) {
      const page = await run(resetPasswordAction, form(`${path}${link.search}`, { password, password_confirmation: password }));
      expect(page.status, message).toBe(422);
      expect(page.failure?.fieldErrors, message).toEqual({ password: [message] });
    }
    const ok = await run(
      resetPasswordAction,
      form(`/reset-password${link.search}`, { password: "diem xua is a song", password_confirmation: "diem xua is a song" }),
    );
    expect(ok.status).toBe(303);
  });
});

describe("the returning customer's page's action", { timeout: 60_000 }, () => {
  it("step 1 carries the identifier to step 2 in the address (303), keeping redirectTo; it looks nothing up", async () => {
    const page = await run(
      customerLoginAction,
      form("/vi/customerLogin?redirectTo=%2Fcart%2FcartList", { step: "identify", identifier: " (713) 555-0100 " }),
    );
    expect(page.status).toBe(303);
    const location = new URL(page.location!, "http://shop.test");
    expect(location.pathname).toBe("/vi/customerLogin");
    expect(Object.fromEntries(location.searchParams)).toEqual({ redirectTo: "/cart/cartList", identifier: "(713) 555-0100" });

    const empty = await run(customerLoginAction, form("/vi/customerLogin", { step: "identify", identifier: "" }));
    expect(empty.status).toBe(422);
    expect(empty.failure).toEqual({
      message: "Vui lòng sửa các ô được đánh dấu.",
      fieldErrors: { identifier: ["Vui lòng nhập email hoặc số điện thoại"] },
      values: { identifier: "" },
      step: 1,
    });
  });

  it("step 2 logs in; an old shop's customer goes to recovery, a wrong password stays on step 2", async () => {
    const customer = await addCustomer();
    const ok = await run(
      customerLoginAction,
      form("/customerLogin?identifier=x", { identifier: customer.phone, password: customer.password }),
    );
    expect(ok.status).toBe(303);
    expect(ok.location).toBe("/profile");
    expect(ok.cookies.auth_token).toBeDefined();

    const wrong = await run(customerLoginAction, form("/vi/customerLogin", { identifier: customer.phone, password: "not-the-password" }));
    expect(wrong.status).toBe(401);
    expect(wrong.failure).toEqual({
      message: "Sai tài khoản hoặc mật khẩu",
      fieldErrors: {},
      values: { identifier: customer.phone, remember: "" },
      step: 2,
    });

    const legacy = await addCustomer({ password: null });
    const recovery = await run(customerLoginAction, form("/customerLogin", { identifier: legacy.email, password: "anything-at-all" }));
    expect(recovery.status).toBe(303);
    expect(recovery.location).toBe(`/forgot-password?identifier=${encodeURIComponent(legacy.email)}&legacy=1`);
  });
});

describe("bad input", { timeout: 60_000 }, () => {
  const actions: [string, Action][] = [
    ["/login", loginAction],
    ["/register", registerAction],
    ["/customerLogin", customerLoginAction],
    ["/forgot-password", forgotPasswordAction],
    ["/reset-password", resetPasswordAction],
  ];

  it("answers an empty body, a body that is not a form and a cut-off one with 4xx and a message, never 5xx", async () => {
    const bodies: [string, RequestInit][] = [
      ["no body", {}],
      ["empty form", { body: "", headers: { "Content-Type": "application/x-www-form-urlencoded" } }],
      ["JSON", { body: JSON.stringify({ identifier: "a@example.com", password: "long enough" }), headers: JSON_HEADERS }],
      ["garbage", { body: "\u0000\u0001%%%==&&", headers: { "Content-Type": "text/plain" } }],
      [
        "broken multipart",
        {
          body: '--x\r\nContent-Disposition: form-data; name="identifier"\r\n\r\nab',
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
        },
      ],
    ];
    for (const [path, action] of actions) {
      for (const [name, init] of bodies) {
        const page = await run(action, new Request(`http://shop.test/vi${path}`, { method: "POST", ...init }));
        expect(page.status, `${path}: ${name}`).toBeGreaterThanOrEqual(400);
        expect(page.status, `${path}: ${name}`).toBeLessThan(500);
        expect(page.failure?.message, `${path}: ${name}`).toBe("Vui lòng sửa các ô được đánh dấu.");
        expect(Object.keys(page.failure?.fieldErrors ?? {}).length, `${path}: ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it("answers absurdly long fields with the limits' messages (422), before any password is hashed", async () => {
    // Long, yet all of them under the body limit (100 KB).
    const huge = "x".repeat(20_000);
    const cases: [string, Action, Record<string, string>, Record<string, string[]>][] = [
      [
        "/login",
        loginAction,
        { identifier: huge, password: huge },
        { identifier: ["Must be at most 254 characters."], password: ["Must be at most 1024 characters."] },
      ],
      [
        "/register",
        registerAction,
        { name: huge, email: `${huge}@example.com`, password: huge, password_confirmation: huge },
        {
          name: ["Must be at most 100 characters."],
          email: ["Must be at most 254 characters."],
          password: ["Password must be at most 128 characters long"],
        },
      ],
      ["/forgot-password", forgotPasswordAction, { identifier: huge }, { identifier: ["Must be at most 254 characters."] }],
      ["/customerLogin", customerLoginAction, { step: "identify", identifier: huge }, { identifier: ["Must be at most 254 characters."] }],
      ["/reset-password", resetPasswordAction, { token: huge, password: "a fine password", password_confirmation: "a fine password" }, {}],
    ];
    for (const [path, action, fields, errors] of cases) {
      const started = performance.now();
      const page = await run(action, form(path, fields));
      expect(page.status, path).toBe(422);
      if (Object.keys(errors).length) expect(page.failure?.fieldErrors, path).toEqual(errors);
      expect(performance.now() - started, path).toBeLessThan(2_000);
    }
    const token = await run(
      resetPasswordAction,
      form("/reset-password", { token: huge, password: "a fine password", password_confirmation: "a fine password" }),
    );
    expect(token.failure?.message).toBe("This link is invalid, already used or expired. Please ask for a new one.");
  });

  it("a body over the API's size limit is refused by the server with 413 in the page's language, before any action reads it", async () => {
    let reached = 0;
    const server = createTestApp(testDb, {}, async (request, context) => {
      reached++;
      const action = actions.find(([path]) => new URL(request.url).pathname.replace(/^\/vi/, "") === path)![1];
      const result = await action(context, request);
      return result instanceof Response ? result : Response.json(result.data, result.init ?? {});
    });
    const big = "identifier=" + "x".repeat(server.config.BODY_LIMIT_BYTES + 10);
    for (const [path] of actions) {
      const declared = await server.request(path, {
        method: "POST",
        body: big,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(big.length) },
      });
      expect(declared.status, path).toBe(413);
      expect(await declared.text(), path).toBe("The request body is too large.");
      expect(declared.headers.get("connection"), "the unread rest must not be taken for the next request").toBe("close");
      // Sent in chunks, with no length given.
      const chunks = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode(big.slice(i * 10_000, (i + 1) * 10_000) || "x"));
          controller.close();
        },
      });
      const streamed = await server.request(`/vi${path}`, {
        method: "POST",
        body: chunks,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        duplex: "half",
      } as RequestInit);
      expect(streamed.status, path).toBe(413);
      expect(await streamed.text(), path).toBe("Nội dung yêu cầu quá lớn.");
    }
    expect(reached, "no action ran").toBe(0);
    // Under the limit, the same server hands the form to the page's action.
    const small = await server.request("/vi/login", { method: "POST", body: new URLSearchParams({ identifier: "" }) });
    expect(small.status).toBe(422);
    expect(reached).toBe(1);
  });
});
