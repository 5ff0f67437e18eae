import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, JSON_HEADERS, outboxMessages } from "../../tests/support/app.ts";
import { mailText } from "../../tests/support/mail-text.ts";
import { cheapHash } from "../../tests/support/cheap-hash.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { clearOfWindowEdge } from "../../tests/support/rate-windows.ts";
import { nowIso } from "../db/index.ts";
import { logIn, register, type SignedInHook } from "../domain/accounts/accounts.service.ts";
import { hashPassword, passwordWork, verifyPassword } from "../domain/accounts/password.ts";

// Every password check is counted: a limit must stop a burst before its passwords are checked.
vi.mock(import("../domain/accounts/password.ts"), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

// Every login hashes a password with scrypt (a quarter of a second here, on purpose): the blocks get more time.
let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  // TRUST_PROXY lets each test come from its own address (X-Forwarded-For), so rate limits do not leak between tests.
  app = createTestApp(testDb, { TRUST_PROXY: "true", PUBLIC_URL: "https://shop.example" });
});
afterAll(() => testDb.destroy());

let lastIp = 0;
const newIp = () => `198.51.100.${++lastIp}`;

interface Call {
  ip?: string;
  lang?: "en_US" | "vi_VN";
  headers?: Record<string, string>;
}

function post(path: string, body: unknown, call: Call = {}) {
  return app.request(`/api/v1${path}`, {
    method: "POST",
    headers: {
      ...JSON_HEADERS,
      "X-Forwarded-For": call.ip ?? newIp(),
      ...(call.lang ? { "Http-Accept-Language": call.lang } : {}),
      ...call.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function me(headers: Record<string, string>) {
  return app.request("/api/v1/me", { headers });
}

interface SetCookie {
  value: string;
  attributes: string[];
}

function cookiesOf(res: Response): Record<string, SetCookie> {
  const cookies: Record<string, SetCookie> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const index = pair.indexOf("=");
    cookies[pair.slice(0, index)] = { value: decodeURIComponent(pair.slice(index + 1)), attributes };
  }
  return cookies;
}

function maxAgeOf(cookie: SetCookie | undefined): number | undefined {
  const attribute = cookie?.attributes.find((a) => /^max-age=/i.test(a));
  return attribute === undefined ? undefined : Number(attribute.split("=")[1]);
}

let lastCustomer = 0;

/** A customer straight in the database; `password: null` makes a legacy (imported) customer. */
async function addCustomer(
  values: {
    password?: string | null;
    name?: string;
    phone?: string | null;
    locale?: string;
    status?: "active" | "disabled";
    cheap?: boolean;
  } = {},
) {
  const n = ++lastCustomer;
  const email = `customer${n}@example.com`;
  const password = values.password === undefined ? "banh-mi-thit-nuong" : values.password;
  const row = await testDb.db
    .insertInto("customers")
    .values({
      name: values.name ?? `Customer ${n}`,
      email,
      phone: values.phone === undefined ? `713555${String(1000 + n).slice(-4)}` : values.phone,
      password_hash: password === null ? null : values.cheap ? cheapHash(password) : await hashPassword(password),
      legacy: password === null ? 1 : 0,
      points: 0,
      membership_level: "member",
      status: values.status ?? "active",
      locale: values.locale ?? "en",
      updated_at: nowIso(),
    })
    .returning(["id", "phone"])
    .executeTakeFirstOrThrow();
  return { id: row.id, email, phone: row.phone, password: password ?? "", name: values.name ?? `Customer ${n}` };
}

async function logInAs(customer: { email: string; password: string }, remember: unknown = 0) {
  const res = await post("/login", { identifier: customer.email, password: customer.password, remember });
  expect(res.status).toBe(200);
  return { res, body: await res.json(), cookies: cookiesOf(res) };
}

describe("POST /login", { timeout: 60_000 }, () => {
  it("answers a wrong password and an unknown account identically, after about the same time", async () => {
    const customer = await addCustomer();
    await post("/login", { identifier: "warm-up@example.com", password: "whatever1" }); // the dummy hash is made once

    let started = performance.now();
    const wrong = await post("/login", { identifier: customer.email, password: "not-the-password" });
    const wrongMs = performance.now() - started;
    started = performance.now();
    const unknown = await post("/login", { identifier: "nobody@example.com", password: "not-the-password" });
    const unknownMs = performance.now() - started;

    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(await unknown.json()).toEqual(wrongBody);
    expect(wrongBody).toEqual({ error: true, message: "Incorrect account or password", data: null });
    expect(unknownMs).toBeGreaterThan(wrongMs * 0.4);

    const vi = await post("/login", { identifier: "nobody@example.com", password: "not-the-password" }, { lang: "vi_VN" });
    expect((await vi.json()).message).toBe("Sai tài khoản hoặc mật khẩu");
  });

  it("signs in by e-mail in any case and by phone in any format, and answers with the session and its user", async () => {
    const customer = await addCustomer({ name: "Nguyễn Thị Lan", phone: "7135550142" });
    for (const identifier of [` ${customer.email.toUpperCase()} `, "(713) 555-0142", "713.555.0142", "+1 713 555 0142", "7135550142"]) {
      const res = await post("/login", { identifier, password: customer.password, remember: 1 });
      expect(res.status, identifier).toBe(200);
      const body = await res.json();
      expect(body.error).toBe(false);
      expect(body.message).toBe("Login successful!");
      expect(body.data.token).toMatch(/^[\w-]{43}$/);
      expect(Date.parse(body.data.expires_at)).toBeGreaterThan(Date.now());
      expect(body.data.user).toEqual({
        id: customer.id,
        customer_id: customer.id,
        name: "Nguyễn Thị Lan",
        email: customer.email,
        phone: "7135550142",
        avatar_path: null,
        status: "active",
      });
    }
    const vi = await post("/login", { identifier: customer.email, password: customer.password }, { lang: "vi_VN" });
    expect((await vi.json()).message).toBe("Đăng nhập thành công!");
  });

  it("stores only a hash of the token, and a session of 30 days with remember, 12 hours without", async () => {
    const customer = await addCustomer();
    const remembered = (await logInAs(customer, 1)).body.data;
    const short = (await logInAs(customer, 0)).body.data;
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(days(remembered.expires_at)).toBeCloseTo(30, 1);
    expect(days(short.expires_at) * 24).toBeCloseTo(12, 1);
    const rows = await testDb.db.selectFrom("sessions").select(["token_hash", "remember"]).where("customer_id", "=", customer.id).execute();
    expect(rows.map((r) => r.remember).sort()).toEqual([0, 1]);
    for (const row of rows) {
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect([remembered.token, short.token]).not.toContain(row.token_hash);
    }
  });

  it("remember=1 sets the cookies for the session's lifetime; remember=0 sets session cookies", async () => {
    const customer = await addCustomer();
    for (const remember of [1, true, "1"]) {
      const { body, cookies } = await logInAs(customer, remember);
      expect(Object.keys(cookies).sort()).toEqual(["auth_exp", "auth_token", "auth_user", "customer_id"]);
      for (const cookie of Object.values(cookies)) expect(maxAgeOf(cookie)).toBeGreaterThan(30 * 86_400 - 60);
      expect(maxAgeOf(cookies.auth_token)).toBeLessThanOrEqual(30 * 86_400);
      expect(cookies.auth_token!.value).toBe(body.data.token);
      expect(JSON.parse(cookies.auth_user!.value)).toEqual(body.data.user);
      expect(cookies.auth_exp!.value).toBe(body.data.expires_at);
      expect(cookies.customer_id!.value).toBe(String(customer.id));
    }
    for (const remember of [0, false, "0", undefined]) {
      const { cookies } = await logInAs(customer, remember);
      expect(Object.keys(cookies)).toHaveLength(4);
      for (const cookie of Object.values(cookies)) {
        expect(cookie.attributes.some((a) => /^(max-age|expires)=/i.test(a))).toBe(false);
      }
    }
  });

  it("sets auth_token HttpOnly, Secure, SameSite=Lax, Path=/ and the page's cookies readable by scripts", async () => {
    const { cookies } = await logInAs(await addCustomer(), 1);
    expect(cookies.auth_token!.attributes).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]));
    for (const name of ["auth_user", "auth_exp", "customer_id"]) {
      expect(cookies[name]!.attributes).toEqual(expect.arrayContaining(["Secure", "SameSite=Lax", "Path=/"]));
      expect(cookies[name]!.attributes).not.toContain("HttpOnly");
    }
  });

  it("asks for the missing fields with the shop's messages, in English and Vietnamese", async () => {
    const res = await post("/login", {});
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: true,
      message: "Please check the highlighted fields.",
      data: null,
      errors: { identifier: ["Please enter email or phone number"], password: ["Please enter password"] },
    });
    const short = await post("/login", { identifier: "  ", password: "12345" }, { lang: "vi_VN" });
    expect(short.status).toBe(422);
    expect((await short.json()).errors).toEqual({
      identifier: ["Vui lòng nhập email hoặc số điện thoại"],
      password: ["Mật khẩu phải có ít nhất 6 ký tự"],
    });
    const shortEn = await post("/login", { identifier: "a@example.com", password: "12345" });
    expect((await shortEn.json()).errors).toEqual({ password: ["Password must be at least 6 characters long"] });
  });

  it("tells a customer of the old shop to restore the password, with is_old_account", async () => {
    const legacy = await addCustomer({ password: null });
    const res = await post("/login", { identifier: legacy.email, password: "anything-at-all" }, { lang: "vi_VN" });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      error: true,
      message: "Bạn là khách hàng cũ. Vui lòng khôi phục mật khẩu.",
      data: { is_old_account: true },
      is_old_account: true,
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    const en = await post("/login", { identifier: legacy.phone, password: "anything-at-all" });
    expect((await en.json()).message).toBe("You are a returning customer. Please restore your password.");
  });

  it("refuses a disabled account only once the password is right", async () => {
    const disabled = await addCustomer({ status: "disabled" });
    expect((await post("/login", { identifier: disabled.email, password: "wrong-password" })).status).toBe(401);
    const res = await post("/login", { identifier: disabled.email, password: disabled.password });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe("This account has been disabled. Please contact the bakery.");
  });
});

describe("rate limits on failed logins", { timeout: 60_000 }, () => {
  it("throttles an account from one address after 10 failures in 15 minutes, even with the right password, with Retry-After", async () => {
    const customer = await addCustomer({ cheap: true });
    const ip = newIp();
    await clearOfWindowEdge(15 * 60, 60);
    for (let i = 0; i < 10; i++) {
      expect((await post("/login", { identifier: customer.email, password: `wrong-${i}-pass` }, { ip })).status).toBe(401);
    }
    const res = await post("/login", { identifier: customer.email, password: customer.password }, { ip, lang: "vi_VN" });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // The lock says the way in now: the reset e-mail.
    expect((await res.json()).message).toMatch(
      /^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau \d+ phút — hoặc vào ngay bằng “Quên mật khẩu\?”: đường dẫn tiệm gửi qua email sẽ mở khóa này\.$/,
    );
    const english = await post("/login", { identifier: customer.email, password: customer.password }, { ip });
    expect((await english.json()).message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes — or get in now with “Forgot your password\?”: the link we e-mail you lifts this lock\.$/,
    );
    // Another customer at that address is not affected.
    const other = await addCustomer({ cheap: true });
    expect((await post("/login", { identifier: other.email, password: other.password }, { ip })).status).toBe(200);
  }, 80_000);

  it("a lock tells nothing of other identifiers: the account's phone answers as an unknown phone does, at once too", async () => {
    const customer = await addCustomer({ cheap: true });
    await clearOfWindowEdge(3600, 90);
    // The e-mail locked from many addresses (past the account's hourly ceiling).
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post("/login", { identifier: customer.email, password: `guess-${i}-x` }, { ip: `203.0.113.${1 + (i % 8)}` }),
      ),
    );
    expect(guesses.filter((r) => r.status === 429).length).toBeGreaterThan(0);
    expect((await post("/login", { identifier: customer.email, password: customer.password })).status).toBe(429);
    // Then, from one address, the account's phone (written another way) and a phone of nobody, sent at once.
    const ip = newIp();
    const unknownPhone = "(713) 555-9876";
    const digits = customer.phone!;
    const written = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
    const [theirs, nobody] = await Promise.all([
      Promise.all(Array.from({ length: 13 }, (_, i) => post("/login", { identifier: written, password: `phone-guess-${i}` }, { ip }))),
      Promise.all(Array.from({ length: 13 }, (_, i) => post("/login", { identifier: unknownPhone, password: `phone-guess-${i}` }, { ip }))),
    ]);
    const tally = (answers: Response[]) => answers.map((r) => r.status).sort();
    expect(tally(theirs)).toEqual([...Array(10).fill(401), 429, 429, 429]);
    expect(tally(nobody)).toEqual(tally(theirs));
  }, 110_000);

  it("checks at most 10 passwords of 150 sent at once to one account from one address; the rest, the right one too, get 429", async () => {
    const customer = await addCustomer({ cheap: true });
    const ip = newIp();
    await clearOfWindowEdge(15 * 60, 60);
    passwordChecks.mockClear();
    const wrong = Array.from({ length: 150 }, (_, i) =>
      post("/login", { identifier: customer.email, password: `guess-number-${i}` }, { ip }),
    );
    const right = post("/login", { identifier: customer.email, password: customer.password }, { ip });
    const answers = await Promise.all([...wrong, right]);
    expect(passwordChecks.mock.calls.length).toBe(10);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(141);
    expect(statuses.at(-1)).toBe(429);
    expect(answers.at(-1)!.headers.getSetCookie()).toEqual([]);
    for (const res of answers.filter((r) => r.status === 429)) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  }, 80_000);

  it("checks at most 30 passwords an hour of one account from all addresses together, however many send at once", async () => {
    const customer = await addCustomer({ cheap: true });
    await clearOfWindowEdge(3600, 60);
    passwordChecks.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => post("/login", { identifier: customer.email, password: `guess-number-${i}` })),
    );
    expect(passwordChecks.mock.calls.length).toBe(30);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(30);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(120);
  }, 80_000);

  it("does not let a stranger's guesses lock the customer out: the owner at another address still gets in", async () => {
    const customer = await addCustomer({ cheap: true });
    const stranger = newIp();
    const owner = newIp();
    await clearOfWindowEdge(15 * 60, 60);
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await post("/login", { identifier: customer.email, password: `guess-${i}-x` }, { ip: stranger })).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    expect((await post("/login", { identifier: customer.email, password: customer.password }, { ip: stranger })).status).toBe(429);
    expect((await post("/login", { identifier: customer.email, password: customer.password }, { ip: owner })).status).toBe(200);
  }, 80_000);

  it("counts only failures: a customer who signs in often is never throttled, and a success forgets nobody's failures", async () => {
    const customer = await addCustomer({ cheap: true });
    const ip = newIp();
    await clearOfWindowEdge(15 * 60, 60);
    for (let i = 0; i < 9; i++)
      expect((await post("/login", { identifier: customer.email, password: `typo-${i}-pass` }, { ip })).status).toBe(401);
    for (let i = 0; i < 12; i++)
      expect((await post("/login", { identifier: customer.email, password: customer.password }, { ip })).status).toBe(200);
    // The nine failures still count: one more, and this address is stopped.
    expect((await post("/login", { identifier: customer.email, password: "typo-again" }, { ip })).status).toBe(401);
    expect((await post("/login", { identifier: customer.email, password: customer.password }, { ip })).status).toBe(429);
  }, 80_000);

  it("lets the customer back in after a password reset, even when guesses from many addresses locked the account", async () => {
    const customer = await addCustomer({ cheap: true });
    await clearOfWindowEdge(3600, 90);
    // Three strangers, ten guesses each (what each address is allowed), and a fourth: the account is shut for all.
    for (let i = 0; i < 31; i++)
      await post("/login", { identifier: customer.email, password: `guess-${i}-x` }, { ip: `192.0.2.${10 + Math.floor(i / 10)}` });
    // … and its phone too.
    for (let i = 0; i < 31; i++)
      await post("/login", { identifier: customer.phone, password: `guess-${i}-x` }, { ip: `192.0.2.${20 + Math.floor(i / 10)}` });
    const owner = newIp();
    const locked = await post("/login", { identifier: customer.email, password: customer.password }, { ip: owner });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);

    await post("/forgot-password", { identifier: customer.email }, { ip: owner });
    const token = resetLinkIn((await waitForMailsTo(customer.email))[0]!).searchParams.get("token")!;
    const reset = await post(
      "/reset-password",
      { token, password: "a brand new secret", password_confirmation: "a brand new secret" },
      { ip: owner },
    );
    expect(reset.status).toBe(200);
    expect((await post("/login", { identifier: customer.email, password: "a brand new secret" }, { ip: owner })).status).toBe(200);
    // The reset lifted the phone's lock as well.
    expect((await post("/login", { identifier: customer.phone, password: "a brand new secret" }, { ip: newIp() })).status).toBe(200);
  }, 110_000);

  it("answers 503 with Retry-After, not a wrong password, when too many password checks are waiting", async () => {
    const customer = await addCustomer({ cheap: true });
    const ip = newIp();
    let open!: () => void;
    const held = new Promise<void>((resolve) => (open = resolve));
    const holders = Array.from({ length: passwordWork.atOnce + passwordWork.waiting }, () => passwordWork.run(() => held));
    try {
      for (const [lang, message] of [
        [undefined, "We are very busy right now. Please try again in a few seconds."],
        ["vi_VN", "Hệ thống đang bận. Vui lòng thử lại sau vài giây."],
      ] as const) {
        const res = await post("/login", { identifier: customer.email, password: "maybe-right" }, { ip, lang });
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("5");
        expect(await res.json()).toEqual({ error: true, message, data: null });
      }
      for (let i = 0; i < 10; i++)
        expect((await post("/login", { identifier: customer.email, password: "maybe-right" }, { ip })).status).toBe(503);
      const register = await post("/register", {
        name: "Busy Baker",
        email: "busy.baker@example.com",
        password: "a fine password",
        password_confirmation: "a fine password",
      });
      expect(register.status).toBe(503);
    } finally {
      open();
      await Promise.all(holders);
    }
    // Twelve attempts refused unchecked are not failures: the same address signs in once the queue has room.
    expect((await post("/login", { identifier: customer.email, password: customer.password }, { ip })).status).toBe(200);
  });

  it("throttles an address after 50 failures in an hour, so the 101st is refused too", { timeout: 300_000 }, async () => {
    const ip = newIp();
    await clearOfWindowEdge(3600, 150);
    // Different identifiers, so only the per-address limit applies; five at a time to keep the test short.
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) => post("/login", { identifier: `probe${batch}-${i}@example.com`, password: "guessing" }, { ip })),
      );
      expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    }
    const customer = await addCustomer();
    for (const attempt of [51, 101]) {
      const res = await post("/login", { identifier: customer.email, password: customer.password }, { ip });
      expect(res.status, `attempt ${attempt}`).toBe(429);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await res.json()).message).toMatch(/^Too many attempts\. Please try again in (\d+ minutes|1 minute)\.$/);
    }
    expect((await post("/login", { identifier: customer.email, password: customer.password })).status).toBe(200);
  });
});

describe("GET /me and POST /logout", { timeout: 60_000 }, () => {
  it("knows the customer from the bearer token and from the cookie", async () => {
    const customer = await addCustomer();
    const { body } = await logInAs(customer);
    const ways: Record<string, string>[] = [{ Authorization: `Bearer ${body.data.token}` }, { Cookie: `auth_token=${body.data.token}` }];
    for (const headers of ways) {
      const res = await me(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(await res.json()).toEqual({
        error: false,
        message: "",
        data: { user: body.data.user, expires_at: body.data.expires_at },
      });
    }
  });

  it("answers 401 without a token, with an unknown one, and clears a stale cookie", async () => {
    expect(await (await me({})).json()).toEqual({ error: true, message: "Please log in to continue.", data: null });
    expect((await me({ Authorization: "Bearer not-a-token" })).status).toBe(401);
    const stale = await me({ Cookie: "auth_token=not-a-token" });
    expect(stale.status).toBe(401);
    expect(maxAgeOf(cookiesOf(stale).auth_token)).toBe(0);
    const vi = await me({ "Http-Accept-Language": "vi_VN" });
    expect((await vi.json()).message).toBe("Vui lòng đăng nhập để tiếp tục.");
  });

  it("writes last_seen_at when the session is used, at most once a minute", async () => {
    const customer = await addCustomer();
    const { body } = await logInAs(customer);
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    await testDb.db.updateTable("sessions").set({ last_seen_at: old }).where("customer_id", "=", customer.id).execute();
    await me({ Authorization: `Bearer ${body.data.token}` });
    const seen = async () =>
      (await testDb.db.selectFrom("sessions").select("last_seen_at").where("customer_id", "=", customer.id).executeTakeFirstOrThrow())
        .last_seen_at;
    const first = await seen();
    expect(Date.now() - Date.parse(first)).toBeLessThan(10_000);
    await me({ Authorization: `Bearer ${body.data.token}` });
    expect(await seen()).toBe(first);
  });

  it("logout ends the session, clears the cookies, and the token is useless afterwards", async () => {
    const customer = await addCustomer();
    const viaCookie = (await logInAs(customer)).body.data.token;
    const viaBearer = (await logInAs(customer)).body.data.token;

    const res = await post("/logout", undefined, { headers: { Cookie: `auth_token=${viaCookie}` }, lang: "vi_VN" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: false, message: "Đăng xuất thành công!", data: null });
    const cleared = cookiesOf(res);
    expect(Object.keys(cleared).sort()).toEqual(["auth_exp", "auth_token", "auth_user", "customer_id"]);
    for (const cookie of Object.values(cleared)) expect(maxAgeOf(cookie)).toBe(0);
    expect((await me({ Cookie: `auth_token=${viaCookie}` })).status).toBe(401);
    expect((await me({ Authorization: `Bearer ${viaCookie}` })).status).toBe(401);

    // The other session lives until it logs out itself.
    expect((await me({ Authorization: `Bearer ${viaBearer}` })).status).toBe(200);
    const bearerLogout = await post("/logout", undefined, { headers: { Authorization: `Bearer ${viaBearer}` } });
    expect((await bearerLogout.json()).message).toBe("Logged out successfully!");
    expect((await me({ Authorization: `Bearer ${viaBearer}` })).status).toBe(401);
    // Logging out again is not an error.
    expect((await post("/logout", undefined, { headers: { Authorization: `Bearer ${viaBearer}` } })).status).toBe(200);
  });

  it("a session ends at its expiry (a short lifetime through AUTH_SESSION_SECONDS)", async () => {
    const shortApp = createTestApp(testDb, { AUTH_SESSION_SECONDS: "1" });
    const customer = await addCustomer();
    const res = await shortApp.request("/api/v1/login", {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ identifier: customer.email, password: customer.password, remember: 1 }),
    });
    const { data } = await res.json();
    expect(Date.parse(data.expires_at) - Date.now()).toBeLessThanOrEqual(1000);
    expect(maxAgeOf(cookiesOf(res).auth_token)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await shortApp.request("/api/v1/me", { headers: { Authorization: `Bearer ${data.token}` } })).status).toBe(401);
  });
});

describe("POST /register", { timeout: 60_000 }, () => {
  const valid = (n: string) => ({
    name: "Trần Minh Anh",
    email: `Minh.Anh.${n}@Example.com`,
    phone: "",
    password: "hot bánh bao 2026",
    password_confirmation: "hot bánh bao 2026",
    remember: 1,
  });

  it("creates the account, signs it in and sets the cookies", async () => {
    const res = await post(
      "/register",
      { ...valid("a"), phone: "(832) 555-0199" },
      { headers: { "cart-token": "ct_abcdefghijklmnopqrstuvwx" } },
    );
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe("Registration successful!");
    expect(body.data.user).toMatchObject({ name: "Trần Minh Anh", email: "minh.anh.a@example.com", phone: "8325550199", status: "active" });
    expect(body.data.user.customer_id).toBe(body.data.user.id);
    expect(maxAgeOf(cookiesOf(res).auth_token)).toBeGreaterThan(29 * 86_400);
    expect((await me({ Cookie: `auth_token=${body.data.token}` })).status).toBe(200);
    const row = await testDb.db.selectFrom("customers").selectAll().where("id", "=", body.data.user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(row.legacy).toBe(0);
    // The new customer can log in with the password.
    expect((await post("/login", { identifier: "MINH.ANH.A@example.com", password: "hot bánh bao 2026" })).status).toBe(200);
  });

  it("answers 409 when the e-mail or the phone is already registered", async () => {
    expect((await post("/register", valid("b"))).status).toBe(201);
    const again = await post("/register", { ...valid("b"), email: " minh.anh.b@EXAMPLE.com" }, { lang: "vi_VN" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: true, message: "Email đã tồn tại", data: null, errors: { email: ["Email đã tồn tại"] } });
    const en = await post("/register", valid("b"));
    expect((await en.json()).message).toBe("This email is already registered");

    const owner = await addCustomer({ phone: "2815550123" });
    const phone = await post("/register", { ...valid("c"), phone: "+1 (281) 555-0123" });
    expect(phone.status).toBe(409);
    expect((await phone.json()).errors).toEqual({ phone: ["This phone number is already registered"] });
    expect(owner.id).toBeGreaterThan(0);
  });

  it("points a customer of the old shop to recovery when they try to register", async () => {
    const legacy = await addCustomer({ password: null });
    const res = await post("/register", { ...valid("d"), email: legacy.email });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      is_old_account: true,
      data: { is_old_account: true },
      message: "This email is already registered",
    });
  });

  it("gives a message per field (name, e-mail, short, common, mismatched password)", async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: "  " }, { name: ["Please enter your name"] }],
      [{ email: "not-an-email" }, { email: ["Please enter a valid e-mail address."] }],
      [{ email: undefined }, { email: ["Please enter your email"] }],
      [{ password: "short1", password_confirmation: "short1" }, { password: ["Password must be at least 8 characters long"] }],
      [
        { password: "Password123", password_confirmation: "Password123" },
        { password: ["This password is too common. Please choose one that is harder to guess."] },
      ],
      [{ password_confirmation: "something else" }, { password_confirmation: ["The two passwords do not match"] }],
      [{ phone: "12" }, { phone: ["Please enter a valid phone number"] }],
      [{ name: "Lan\u0007" }, { name: ["This value is not valid."] }],
      [{ name: "Lan ".repeat(30) }, { name: ["Must be at most 100 characters."] }],
      [
        { password: "", password_confirmation: "" },
        { password: ["Please enter password"], password_confirmation: ["Please enter the password again"] },
      ],
      [
        { password: "x".repeat(129), password_confirmation: "x".repeat(129) },
        { password: ["Password must be at most 128 characters long"] },
      ],
      [{ password: " ".repeat(8), password_confirmation: " ".repeat(8) }, { password: ["Password cannot be only spaces"] }],
      [
        { password: "minh.anh.e@example.com", password_confirmation: "minh.anh.e@example.com" },
        { password: ["Password must not contain your email"] },
      ],
      [
        { password: "Minh.Anh.E@Example.com", password_confirmation: "Minh.Anh.E@Example.com" },
        { password: ["Password must not contain your email"] },
      ],
      [
        { name: "Võ Thị Hoa", password: "hoa-hồng-1990", password_confirmation: "hoa-hồng-1990" },
        { password: ["Password must not contain your name"] },
      ],
      [
        { name: "Phạm Quốc Bảo", password: "pham quoc bao!", password_confirmation: "pham quoc bao!" },
        { password: ["Password must not contain your name"] },
      ],
      [
        { password: "Alistair", password_confirmation: "Alistair" },
        { password: ["This password is too common. Please choose one that is harder to guess."] },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await post("/register", { ...valid("e"), ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect((await res.json()).errors, JSON.stringify(change)).toEqual(errors);
    }
  });

  it("refuses a password of spaces, or holding the e-mail or the name, in Vietnamese too", async () => {
    const refused = async (change: Record<string, string>) => {
      const res = await post("/register", { ...valid("f"), ...change, password_confirmation: change.password }, { lang: "vi_VN" });
      expect(res.status).toBe(422);
      return (await res.json()).errors;
    };
    expect(await refused({ password: "\u3000".repeat(10) })).toEqual({ password: ["Mật khẩu không được chỉ gồm khoảng trắng"] });
    expect(await refused({ email: "bakery.lover@example.com", password: "bakery.lover@example.com" })).toEqual({
      password: ["Mật khẩu không được chứa email của bạn"],
    });
    expect(await refused({ name: "Nguyễn Thị Lan", password: "nguyen-2024-cake" })).toEqual({
      password: ["Mật khẩu không được chứa tên của bạn"],
    });
    // A short name part ("Vy") is not held against the password; a good one goes through.
    expect(
      (
        await post("/register", {
          ...valid("g"),
          name: "Lê Vy",
          password: "vy loves warm bread",
          password_confirmation: "vy loves warm bread",
        })
      ).status,
    ).toBe(201);
  });

  it("creates at most REGISTER_LIMIT_PER_HOUR accounts an hour from one address, however many are sent at once", async () => {
    const limited = createTestApp(testDb, { TRUST_PROXY: "true", PUBLIC_URL: "https://shop.example", REGISTER_LIMIT_PER_HOUR: "3" });
    const ip = newIp();
    await clearOfWindowEdge(3600, 60);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        limited.request("/api/v1/register", {
          method: "POST",
          headers: { ...JSON_HEADERS, "X-Forwarded-For": ip, "Http-Accept-Language": "vi_VN" },
          body: JSON.stringify({ ...valid(`burst-${i}`), phone: "" }),
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(9);
    for (const res of refused) {
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await res.json()).message).toMatch(/^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/);
    }
    // Another address is not affected.
    const other = await limited.request("/api/v1/register", {
      method: "POST",
      headers: { ...JSON_HEADERS, "X-Forwarded-For": newIp() },
      body: JSON.stringify(valid("burst-other")),
    });
    expect(other.status).toBe(201);
  }, 80_000);

  it("says it in Vietnamese for Http-Accept-Language: vi_VN, every problem at once", async () => {
    const res = await post(
      "/register",
      { name: "", email: "sai", password: "iloveyou1", password_confirmation: "khác", remember: 0 },
      { lang: "vi_VN" },
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: true,
      message: "Vui lòng kiểm tra lại các ô được đánh dấu.",
      data: null,
      errors: {
        name: ["Vui lòng nhập họ tên"],
        email: ["Vui lòng nhập địa chỉ email hợp lệ."],
        password: ["Mật khẩu này quá phổ biến. Vui lòng chọn mật khẩu khó đoán hơn."],
        password_confirmation: ["Mật khẩu nhập lại không khớp"],
      },
    });
  });

  it("limits registrations from one address", async () => {
    const ip = newIp();
    await clearOfWindowEdge(3600, 90);
    for (let i = 0; i < 20; i++) expect((await post("/register", { ...valid("e"), name: "" }, { ip })).status).toBe(422);
    // Invalid forms are not counted; 20 well-formed attempts are.
    for (let i = 0; i < 20; i++) {
      const res = await post(
        "/register",
        { ...valid(`limit${i}`), password: `a fine password ${i}`, password_confirmation: `a fine password ${i}`, remember: 0 },
        { ip },
      );
      expect(res.status).toBe(201);
    }
    const res = await post("/register", valid("limit-over"), { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
  }, 240_000);
});

const mailsTo = (address: string) => outboxMessages(app.config).filter((eml) => new RegExp(`^To: ${address}$`, "m").test(eml));

/** The e-mails sent to `address` once there are `count` of them (they go out after the answer). */
async function waitForMailsTo(address: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 200; i++) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`expected ${count} e-mail(s) to ${address} in the outbox`);
}

function resetLinkIn(eml: string): URL {
  const link = /https:\/\/shop\.example\/(?:vi\/)?reset-password\?token=[\w%-]+/.exec(mailText(eml))?.[0];
  expect(link).toBeDefined();
  return new URL(link!);
}

describe("forgot-password and reset-password", { timeout: 60_000 }, () => {
  it("answers the same for known, unknown and legacy accounts, and e-mails a working link", async () => {
    const known = await addCustomer();
    const legacy = await addCustomer({ password: null });
    const answers = [];
    for (const identifier of [known.email, "nobody-here@example.com", "0000000", known.phone!, legacy.email]) {
      const res = await post("/forgot-password", { identifier });
      answers.push({ status: res.status, body: await res.json() });
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: { error: false, message: "If an account matches, we have sent a link to reset the password.", data: null },
      });
    }
    const toKnown = await waitForMailsTo(known.email, 2);
    await waitForMailsTo(legacy.email, 1);
    const before = outboxMessages(app.config).length;
    const link = resetLinkIn(toKnown[0]!);
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("token")!.length).toBeGreaterThanOrEqual(22);
    expect(mailText(toKnown[0]!)).toContain("The link works once.");
    // Nothing went to the unknown identifiers, not even late.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outboxMessages(app.config)).toHaveLength(before);
    expect(mailsTo("nobody-here@example.com")).toEqual([]);
  }, 110_000);

  it("lets a legacy customer choose a password once: legacy flag cleared, other sessions ended, token spent", async () => {
    const legacy = await addCustomer({ password: null, locale: "vi" });
    const vi = await post("/forgot-password", { identifier: legacy.email }, { lang: "vi_VN" });
    expect((await vi.json()).message).toBe("Nếu có tài khoản phù hợp, tiệm đã gửi đường dẫn để đặt lại mật khẩu.");
    const [eml] = await waitForMailsTo(legacy.email);
    expect(mailText(eml!)).toContain("Đường dẫn chỉ dùng được một lần.");
    const link = resetLinkIn(eml!);
    expect(link.pathname).toBe("/vi/reset-password");
    const token = link.searchParams.get("token")!;

    const stored = await testDb.db.selectFrom("password_resets").selectAll().where("customer_id", "=", legacy.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(stored.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const res = await post("/reset-password", { token, password: "bánh da lợn ngon", password_confirmation: "bánh da lợn ngon" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      error: false,
      message: "Your password has been changed. Please log in with your new password.",
      data: { identifier: legacy.email },
    });
    const row = await testDb.db
      .selectFrom("customers")
      .select(["legacy", "password_hash"])
      .where("id", "=", legacy.id)
      .executeTakeFirstOrThrow();
    expect(row.legacy).toBe(0);
    const login = await post("/login", { identifier: legacy.email, password: "bánh da lợn ngon" });
    expect(login.status).toBe(200);

    const again = await post(
      "/reset-password",
      { token, password: "another good one", password_confirmation: "another good one" },
      { lang: "vi_VN" },
    );
    expect(again.status).toBe(422);
    expect((await again.json()).errors).toEqual({
      token: ["Đường dẫn không hợp lệ, đã được dùng hoặc đã hết hạn. Vui lòng yêu cầu đường dẫn mới."],
    });
  });

  it("ends every session of the customer on reset", async () => {
    const customer = await addCustomer();
    const sessions = [(await logInAs(customer)).body.data.token, (await logInAs(customer, 1)).body.data.token];
    await post("/forgot-password", { identifier: customer.email });
    const token = resetLinkIn((await waitForMailsTo(customer.email))[0]!).searchParams.get("token")!;
    const res = await post("/reset-password", { token, password: "a brand new secret", password_confirmation: "a brand new secret" });
    expect(res.status).toBe(200);
    for (const cookie of Object.values(cookiesOf(res))) expect(maxAgeOf(cookie)).toBe(0);
    for (const session of sessions) expect((await me({ Authorization: `Bearer ${session}` })).status).toBe(401);
    expect((await post("/login", { identifier: customer.email, password: customer.password })).status).toBe(401);
    expect((await post("/login", { identifier: customer.email, password: "a brand new secret" })).status).toBe(200);
  });

  it("refuses an expired token, an unknown one, and checks the new password like registration", async () => {
    const customer = await addCustomer({ name: "Đặng Thu Thảo" });
    await post("/forgot-password", { identifier: customer.phone });
    const token = resetLinkIn((await waitForMailsTo(customer.email))[0]!).searchParams.get("token")!;

    const weak = await post("/reset-password", { token, password: "12345678", password_confirmation: "12345678" });
    expect(weak.status).toBe(422);
    expect((await weak.json()).errors).toEqual({ password: ["This password is too common. Please choose one that is harder to guess."] });
    const cases: [string, "en_US" | "vi_VN", string][] = [
      [" ".repeat(9), "en_US", "Password cannot be only spaces"],
      [customer.email, "en_US", "Password must not contain your email"],
      [customer.email.toUpperCase(), "vi_VN", "Mật khẩu không được chứa email của bạn"],
      ["my name is dang thu thao", "en_US", "Password must not contain your name"],
      ["Thảo yêu bánh mì", "vi_VN", "Mật khẩu không được chứa tên của bạn"],
    ];
    for (const [password, lang, message] of cases) {
      const res = await post("/reset-password", { token, password, password_confirmation: password }, { lang });
      expect(res.status, password).toBe(422);
      expect((await res.json()).errors, password).toEqual({ password: [message] });
    }

    await testDb.db
      .updateTable("password_resets")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("customer_id", "=", customer.id)
      .execute();
    const expired = await post("/reset-password", { token, password: "too late for this", password_confirmation: "too late for this" });
    expect(expired.status).toBe(422);
    expect((await expired.json()).errors).toEqual({ token: ["This link is invalid, already used or expired. Please ask for a new one."] });

    const unknown = await post("/reset-password", {
      token: "made-up",
      password: "too late for this",
      password_confirmation: "too late for this",
    });
    expect(unknown.status).toBe(422);
    const missing = await post("/reset-password", {});
    expect((await missing.json()).errors).toMatchObject({
      token: ["This link is incomplete. Please open the link from the e-mail again."],
    });
  });

  it("limits requests per identifier and per address", { timeout: 120_000 }, async () => {
    const ip = newIp();
    await clearOfWindowEdge(3600, 30);
    for (let i = 0; i < 5; i++)
      expect((await post("/forgot-password", { identifier: "someone@example.com" }, { ip: newIp() })).status).toBe(200);
    const perIdentifier = await post("/forgot-password", { identifier: "SOMEONE@example.com" }, { ip });
    expect(perIdentifier.status).toBe(429);
    expect(perIdentifier.headers.get("retry-after")).toMatch(/^\d+$/);
    for (let i = 0; i < 19; i++) expect((await post("/forgot-password", { identifier: `x${i}@example.com` }, { ip })).status).toBe(200);
    expect((await post("/forgot-password", { identifier: "fresh@example.com" }, { ip })).status).toBe(429);
  });
});

describe("requests from another site and malformed bodies", { timeout: 60_000 }, () => {
  it("refuses a mutation whose Origin is another host, with 403", async () => {
    const customer = await addCustomer();
    const evil = await post(
      "/login",
      { identifier: customer.email, password: customer.password },
      { headers: { Origin: "https://evil.example" } },
    );
    expect(evil.status).toBe(403);
    expect(await evil.json()).toEqual({ error: true, message: "This request came from another website and was refused.", data: null });
    expect(evil.headers.getSetCookie()).toEqual([]);
    const { body } = await logInAs(customer);
    const logout = await post("/logout", undefined, { headers: { Origin: "null", Cookie: `auth_token=${body.data.token}` } });
    expect(logout.status).toBe(403);
    expect((await me({ Authorization: `Bearer ${body.data.token}` })).status).toBe(200);
  });

  it("accepts our own origin: PUBLIC_URL's when it is set, not the request's own host", async () => {
    const customer = await addCustomer();
    const login = (origin: string) =>
      post("/login", { identifier: customer.email, password: customer.password }, { headers: { Origin: origin } });
    expect((await login("https://shop.example")).status).toBe(200);
    expect((await login("http://localhost")).status).toBe(403);
  });

  it("answers 4xx, never 5xx, to malformed bodies", async () => {
    const bodies: [string, unknown, number][] = [
      ["/login", "{not json", 400],
      ["/login", "[1,2,3]", 422],
      ["/login", '"identifier"', 422],
      ["/login", "null", 422],
      ["/login", { identifier: 7135550142, password: ["x"] }, 422],
      ["/login", { identifier: "a@example.com", password: "long enough", remember: "yes" }, 422],
      ["/login", { identifier: "x".repeat(10_000), password: "long enough" }, 422],
      ["/login", { identifier: "a@example.com", password: "x".repeat(2000) }, 422],
      ["/register", { name: { first: "A" }, email: 5, password: null, password_confirmation: 1 }, 422],
      ["/forgot-password", { identifier: null }, 422],
      ["/reset-password", { token: "x".repeat(5000), password: "a fine password", password_confirmation: "a fine password" }, 422],
    ];
    for (const [path, body, status] of bodies) {
      const res = await post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBe(status);
      expect((await res.json()).error).toBe(true);
    }
    const noBody = await app.request("/api/v1/login", { method: "POST", headers: { "X-Forwarded-For": newIp() } });
    expect(noBody.status).toBe(422);
    const form = await app.request("/api/v1/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "identifier=a&password=b",
    });
    expect(form.status).toBe(415);
  });

  it("documents the account calls in the OpenAPI document", async () => {
    const doc = await (await app.request("/api/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/login", "/register", "/me", "/logout", "/forgot-password", "/reset-password"]),
    );
  });
});

describe("the sign-in hook (where the visitor's cart is merged)", { timeout: 60_000 }, () => {
  it("runs after login and registration with the visitor's cart token", async () => {
    const calls: { customerId: number; cartToken: string | undefined }[] = [];
    const hook: SignedInHook = async ({ customerId, visit }) => void calls.push({ customerId, cartToken: visit.cartToken });
    const ctx = { db: testDb.db, onSignedIn: [hook] };
    const visit = { ip: newIp(), lang: "en" as const, cartToken: "ct_visitorcart000000000000" };
    const customer = await addCustomer();
    await logIn(ctx, { identifier: customer.email, password: customer.password, remember: false }, visit);
    const registered = await register(
      ctx,
      {
        name: "Lê Văn Tám",
        email: "le.van.tam@example.com",
        phone: undefined,
        password: "bánh tét nhân đậu",
        password_confirmation: "bánh tét nhân đậu",
        remember: false,
      },
      visit,
    );
    expect(calls).toEqual([
      { customerId: customer.id, cartToken: "ct_visitorcart000000000000" },
      { customerId: registered.user.id, cartToken: "ct_visitorcart000000000000" },
    ]);
  });
});
