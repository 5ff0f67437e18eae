import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { cheapHash } from "../../tests/support/cheap-hash.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { clearOfWindowEdge } from "../../tests/support/rate-windows.ts";
import { nowIso } from "../db/index.ts";
import { verifyPassword } from "../domain/accounts/password.ts";
import { hashToken, newToken } from "../domain/accounts/sessions.ts";
import { defaultAddressOf } from "../domain/profile/addresses.service.ts";
import { MAX_ADDRESSES } from "../domain/profile/profile.schema.ts";
import { PROFILE_LIMITS } from "../domain/profile/profile.service.ts";
import { apiMessage } from "../i18n/api-messages.ts";

// The signed-in customer's profile, password, e-mail and addresses, through the real
// app with `app.request()`.

// Every password check is counted: a limit must stop a burst before its passwords are checked.
vi.mock(import("../domain/accounts/password.ts"), async (importOriginal) => {
  const original = await importOriginal();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb();
  // TRUST_PROXY lets each test come from its own address (X-Forwarded-For), so rate limits do not leak between tests.
  app = createTestApp(testDb, { TRUST_PROXY: "true" });
});
afterAll(() => testDb.destroy());

let lastIp = 0;
const newIp = () => `203.0.113.${++lastIp}`;
let lastCustomer = 0;

const PASSWORD = "banh-mi-thit-nuong";

interface Customer {
  id: number;
  email: string;
  name: string;
  token: string;
}

/** A session straight in the database: what a login would have made, without its scrypt. */
async function newSession(customerId: number): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await testDb.db
    .insertInto("sessions")
    .values({
      customer_id: customerId,
      token_hash: hashToken(token),
      remember: 0,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return token;
}

/** A signed-in customer; the password's hash is cheap (what these tests check is the limits, not scrypt). */
async function addCustomer(values: { email?: string | null; phone?: string | null; name?: string } = {}): Promise<Customer> {
  const n = ++lastCustomer;
  const email = values.email === undefined ? `profile${n}@example.com` : values.email;
  const name = values.name ?? `Customer ${n}`;
  const row = await testDb.db
    .insertInto("customers")
    .values({
      name,
      email,
      phone: values.phone === undefined ? null : values.phone,
      password_hash: cheapHash(PASSWORD),
      legacy: 0,
      points: 120,
      membership_level: "silver",
      status: "active",
      locale: "vi",
      updated_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email: email ?? "", name, token: await newSession(row.id) };
}

interface Call {
  token?: string | null;
  cookie?: string;
  lang?: "en" | "vi";
  ip?: string;
}

async function call(method: string, path: string, body?: unknown, options: Call = {}) {
  const headers: Record<string, string> = {
    "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US",
    "X-Forwarded-For": options.ip ?? newIp(),
  };
  if (body !== undefined) Object.assign(headers, JSON_HEADERS);
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json(), res };
}

const as = (customer: Customer, options: Omit<Call, "token"> = {}) => ({
  get: (path: string) => call("GET", path, undefined, { token: customer.token, ...options }),
  put: (path: string, body: unknown) => call("PUT", path, body, { token: customer.token, ...options }),
  post: (path: string, body?: unknown) => call("POST", path, body, { token: customer.token, ...options }),
  delete: (path: string) => call("DELETE", path, undefined, { token: customer.token, ...options }),
});

function address(overrides: Record<string, unknown> = {}) {
  return {
    full_name: "Lan Nguyễn",
    phone: "(713) 555-0142",
    country: "United States",
    state: "TX",
    city: "Houston",
    ward: "",
    zip: "77072",
    address: "11230 Bellaire Blvd",
    ...overrides,
  };
}

async function defaultsOf(customerId: number): Promise<number> {
  const row = await testDb.db
    .selectFrom("addresses")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("customer_id", "=", customerId)
    .where("is_default", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("signed-in only", () => {
  const routes: [string, string, unknown?][] = [
    ["GET", "/profile"],
    ["PUT", "/profile", { name: "X" }],
    ["PUT", "/profile/password", { current_password: "x", password: "y", password_confirmation: "y" }],
    ["PUT", "/profile/email", { email: "x@example.com", password: "x" }],
    ["GET", "/addresses"],
    ["POST", "/addresses", address()],
    ["PUT", "/addresses/1", address()],
    ["DELETE", "/addresses/1"],
    ["POST", "/addresses/1/default"],
  ];
  for (const [method, path, body] of routes) {
    it(`${method} ${path}: 401 without a session, with an unknown token, and before the body is checked`, async () => {
      for (const options of [{}, { token: "not-a-token" }, { cookie: "auth_token=nope" }] as Call[]) {
        const res = await call(method, path, body === undefined ? undefined : {}, options);
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ error: true, message: apiMessage("en", "authNotSignedIn"), data: null });
      }
    });
  }

  it("accepts the auth_token cookie as well as a bearer token", async () => {
    const customer = await addCustomer();
    const res = await call("GET", "/profile", undefined, { cookie: `auth_token=${customer.token}` });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(customer.id);
  });
});

describe("GET and PUT profile", () => {
  it("answers the profile: name, e-mail, phone, birthday, points, membership level, status, locale, a change of e-mail waiting", async () => {
    const customer = await addCustomer({ phone: "7135550101" });
    const res = await as(customer).get("/profile");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      error: false,
      message: "",
      data: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: "7135550101",
        birthday: null,
        points: 120,
        membership_level: "silver",
        status: "active",
        locale: "vi",
        pending_email: null,
        pending_email_expires_at: null,
      },
    });
  });

  it("changes only the fields sent, trims the name and keeps the phone's digits", async () => {
    const customer = await addCustomer();
    const res = await as(customer, { lang: "vi" }).put("/profile", {
      name: "  Trần Thị Mai ",
      phone: "+1 (713) 555-0177",
      birthday: "1990-04-30",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(apiMessage("vi", "profileSaved"));
    expect(res.body.data).toMatchObject({ name: "Trần Thị Mai", phone: "7135550177", birthday: "1990-04-30", email: customer.email });
    const again = await as(customer).put("/profile", { birthday: null });
    expect(again.body.data).toMatchObject({ name: "Trần Thị Mai", phone: "7135550177", birthday: null });
  });

  it("refuses a 10,000-character name, an empty one, an emoji phone, a future, impossible or pre-1900 birthday: 422 per field", async () => {
    const customer = await addCustomer();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "x".repeat(10_000) }, "name", apiMessage("en", "fieldTooLong", { max: 100 })],
      [{ name: "   " }, "name", apiMessage("en", "authNameRequired")],
      [{ name: 42 }, "name", apiMessage("en", "authNameRequired")],
      [{ phone: "📞📞📞📞📞📞📞" }, "phone", apiMessage("en", "authPhoneInvalid")],
      [{ phone: "12" }, "phone", apiMessage("en", "authPhoneInvalid")],
      [{ birthday: "2999-01-01" }, "birthday", apiMessage("en", "profileBirthdayInFuture")],
      [
        { birthday: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10) },
        "birthday",
        apiMessage("en", "profileBirthdayInFuture"),
      ],
      [{ birthday: "1899-12-31" }, "birthday", apiMessage("en", "profileBirthdayTooEarly")],
      [{ birthday: "2001-02-30" }, "birthday", apiMessage("en", "profileBirthdayInvalid")],
      [{ birthday: "30/04/1990" }, "birthday", apiMessage("en", "profileBirthdayInvalid")],
      [{ birthday: "x".repeat(10_000) }, "birthday", apiMessage("en", "profileBirthdayInvalid")],
      [{ birthday: 19900430 }, "birthday", apiMessage("en", "profileBirthdayInvalid")],
    ];
    for (const [body, field, message] of cases) {
      const res = await as(customer).put("/profile", body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(res.body.errors[field]).toEqual([message]);
    }
    expect((await as(customer).get("/profile")).body.data.name).toBe(customer.name);
  });

  it("refuses another account's phone (409, the accounts' message) and keeps one's own", async () => {
    await addCustomer({ phone: "7135550188" });
    const customer = await addCustomer({ phone: "7135550189" });
    const taken = await as(customer, { lang: "vi" }).put("/profile", { phone: "713-555-0188" });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: true, message: "Số điện thoại đã tồn tại", errors: { phone: ["Số điện thoại đã tồn tại"] } });
    expect((await as(customer).put("/profile", { phone: "7135550189" })).status).toBe(200);
  });

  it("does not let a customer without an e-mail clear the phone: nothing would be left to log in with", async () => {
    const customer = await addCustomer({ email: null, phone: "7135550190" });
    const res = await as(customer).put("/profile", { phone: "" });
    expect(res.status).toBe(422);
    expect(res.body.errors.phone).toEqual([apiMessage("en", "profilePhoneNeeded")]);
  });
});

describe("PUT profile/password", () => {
  const NEW = "Bxq7-hoa-sen-2026";

  it("changes the password, ends every other session of the customer and keeps this one", async () => {
    const customer = await addCustomer();
    const other = await newSession(customer.id);
    const stranger = await addCustomer();
    const res = await as(customer, { lang: "vi" }).put("/profile/password", {
      current_password: PASSWORD,
      password: NEW,
      password_confirmation: NEW,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: apiMessage("vi", "profilePasswordChanged"), data: null });
    expect((await call("GET", "/me", undefined, { token: other })).status).toBe(401);
    expect((await call("GET", "/me", undefined, { token: customer.token })).status).toBe(200);
    expect((await call("GET", "/me", undefined, { token: stranger.token })).status).toBe(200);
    const login = await call("POST", "/login", { identifier: customer.email, password: NEW });
    expect(login.status).toBe(200);
    expect((await call("POST", "/login", { identifier: customer.email, password: PASSWORD })).status).toBe(401);
  });

  it("refuses a wrong current password with a 422 on current_password in the request's language", async () => {
    const customer = await addCustomer();
    for (const lang of ["en", "vi"] as const) {
      const res = await as(customer, { lang }).put("/profile/password", {
        current_password: "not-my-password",
        password: NEW,
        password_confirmation: NEW,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ current_password: [apiMessage(lang, "profileWrongPassword")] });
    }
  });

  it("holds the new password to registration's rules: length with its own message, common, name, e-mail, confirmation", async () => {
    const customer = await addCustomer({ name: "Phạm Quỳnh", email: "quynhpham@example.com" });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ password: "short", password_confirmation: "short" }, { password: [apiMessage("vi", "authPasswordTooShort")] }],
      [{ password: "password123", password_confirmation: "password123" }, { password: [apiMessage("vi", "authPasswordTooCommon")] }],
      [
        { password: "Quynh-2026-abc", password_confirmation: "Quynh-2026-abc" },
        { password: [apiMessage("vi", "authPasswordContainsName")] },
      ],
      [
        { password: "quynhpham@example.com!", password_confirmation: "quynhpham@example.com!" },
        { password: [apiMessage("vi", "authPasswordContainsEmail")] },
      ],
      [{ password: NEW, password_confirmation: `${NEW}x` }, { password_confirmation: [apiMessage("vi", "authConfirmationMismatch")] }],
      [{ password: NEW }, { password_confirmation: [apiMessage("vi", "authConfirmationRequired")] }],
      [
        { password: NEW, password_confirmation: NEW, current_password: "" },
        { current_password: [apiMessage("vi", "profileCurrentPasswordRequired")] },
      ],
    ];
    expect(apiMessage("en", "authPasswordTooShort")).toBe("Password must be at least 8 characters long");
    for (const [body, errors] of cases) {
      const res = await as(customer, { lang: "vi" }).put("/profile/password", { current_password: PASSWORD, ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors).toEqual(errors);
    }
    const sessions = await testDb.db.selectFrom("sessions").select("id").where("customer_id", "=", customer.id).execute();
    expect(sessions).toHaveLength(1);
  });

  it("checks at most 10 current passwords of 60 sent at once to one account; the rest, the right one too, get 429", async () => {
    const customer = await addCustomer();
    await clearOfWindowEdge(PROFILE_LIMITS.passwordCheckPerAccount.windowSeconds, 30);
    passwordChecks.mockClear();
    const wrong = Array.from({ length: 60 }, (_, i) =>
      as(customer).put("/profile/password", { current_password: `guess-number-${i}`, password: NEW, password_confirmation: NEW }),
    );
    const answers = await Promise.all(wrong);
    const right = await as(customer).put("/profile/password", { current_password: PASSWORD, password: NEW, password_confirmation: NEW });
    expect(passwordChecks.mock.calls.length).toBe(10);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(50);
    expect(right.status).toBe(429);
    expect(Number(right.res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(right.body.message).toMatch(/Too many attempts/);
  }, 50_000);

  it("checks at most 50 passwords an hour from one address, whichever accounts they are for", async () => {
    const customers = await Promise.all(Array.from({ length: 8 }, () => addCustomer()));
    const ip = newIp();
    await clearOfWindowEdge(PROFILE_LIMITS.passwordCheckPerIp.windowSeconds, 30);
    passwordChecks.mockClear();
    // Three bursts of 24 at once: more at once would find the password queue full (503, not counted; password.ts).
    const answers = [];
    for (let wave = 0; wave < 3; wave++) {
      answers.push(
        ...(await Promise.all(
          customers.flatMap((customer) =>
            Array.from({ length: 3 }, (_, i) =>
              as(customer, { ip }).put("/profile/email", { email: `new${i}@example.com`, password: `guess-${wave}-${i}` }),
            ),
          ),
        )),
      );
    }
    expect(passwordChecks.mock.calls.length).toBe(50);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(50);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(72 - 50);
  }, 50_000);
});

describe("PUT profile/email", () => {
  it("asks for the change, lower-cased, after the password: pending until the link is opened (profile-email.db.test.ts)", async () => {
    const customer = await addCustomer();
    const res = await as(customer).put("/profile/email", { email: "  Lan.New@Example.COM ", password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(apiMessage("en", "profileEmailChangePending", { email: "lan.new@example.com" }));
    expect(res.body.data).toMatchObject({ email: customer.email, pending_email: "lan.new@example.com" });
    expect((await call("POST", "/login", { identifier: "lan.new@example.com", password: PASSWORD })).status).toBe(401);
  });

  it("refuses a wrong password (422 on password, counted) before it tells whether the e-mail is taken", async () => {
    const holder = await addCustomer();
    const customer = await addCustomer();
    const wrong = await as(customer, { lang: "vi" }).put("/profile/email", { email: holder.email, password: "not-my-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: [apiMessage("vi", "profileWrongPassword")] });
    const count = await testDb.db
      .selectFrom("rate_limits")
      .select("count")
      .where("key", "=", `profile-password:account:${customer.id}`)
      .executeTakeFirst();
    expect(Number(count?.count)).toBe(1);
  });

  it('refuses another account\'s e-mail as register does: 409, "Email đã tồn tại"', async () => {
    const holder = await addCustomer();
    const customer = await addCustomer();
    const taken = await as(customer, { lang: "vi" }).put("/profile/email", { email: holder.email.toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ error: true, message: "Email đã tồn tại", errors: { email: ["Email đã tồn tại"] } });
    const en = await as(customer).put("/profile/email", { email: holder.email, password: PASSWORD });
    expect(en.body.message).toBe(apiMessage("en", "authEmailTaken"));
  });

  it("refuses an invalid e-mail and a missing password with 422", async () => {
    const customer = await addCustomer();
    const res = await as(customer).put("/profile/email", { email: "not an email" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: [apiMessage("en", "invalidEmail")], password: [apiMessage("en", "authPasswordRequired")] });
  });
});

describe("addresses", () => {
  it("saves addresses; the first becomes the default, the next does not; lists the default first", async () => {
    const customer = await addCustomer();
    const first = await as(customer, { lang: "vi" }).post("/addresses", address());
    expect(first.status).toBe(201);
    expect(first.body.message).toBe(apiMessage("vi", "addressAdded"));
    expect(first.body.data).toMatchObject({ ...address(), phone: "7135550142", is_default: true });
    const second = await as(customer).post(
      "/addresses",
      address({ full_name: "Bà Ngoại", ward: "Phường 5", zip: "700000", country: "Việt Nam" }),
    );
    expect(second.body.data).toMatchObject({ full_name: "Bà Ngoại", ward: "Phường 5", is_default: false });
    const list = await as(customer).get("/addresses");
    expect(list.status).toBe(200);
    expect(list.body.data.max).toBe(MAX_ADDRESSES);
    expect(list.body.data.addresses.map((a: { id: number }) => a.id)).toEqual([first.body.data.id, second.body.data.id]);
    // The checkout fills its form from the default.
    expect((await defaultAddressOf(testDb.db, customer.id))?.id).toBe(first.body.data.id);
  });

  it("a new address sent as the default takes it over; so does POST addresses/{id}/default, in one move", async () => {
    const customer = await addCustomer();
    const first = (await as(customer).post("/addresses", address())).body.data;
    const second = (await as(customer).post("/addresses", address({ is_default: 1 }))).body.data;
    expect(second.is_default).toBe(true);
    expect(
      (await as(customer).get("/addresses")).body.data.addresses.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default]),
    ).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const made = await as(customer).post(`/addresses/${first.id}/default`);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ id: first.id, is_default: true });
    expect(await defaultsOf(customer.id)).toBe(1);
    expect((await defaultAddressOf(testDb.db, customer.id))?.id).toBe(first.id);
  });

  it("changes an address with PUT; is_default 0 leaves none, absent leaves it as it was", async () => {
    const customer = await addCustomer();
    const saved = (await as(customer).post("/addresses", address())).body.data;
    const changed = await as(customer).put(`/addresses/${saved.id}`, address({ city: "Sugar Land", zip: "77478" }));
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: saved.id, city: "Sugar Land", zip: "77478", is_default: true });
    const unset = await as(customer).put(`/addresses/${saved.id}`, address({ is_default: false }));
    expect(unset.body.data.is_default).toBe(false);
    expect(await defaultAddressOf(testDb.db, customer.id)).toBeUndefined();
  });

  it("deleting the default leaves no default and says so; deleting another says only that it is gone", async () => {
    const customer = await addCustomer();
    const first = (await as(customer).post("/addresses", address())).body.data;
    const second = (await as(customer).post("/addresses", address({ full_name: "Other" }))).body.data;
    const plain = await as(customer).delete(`/addresses/${second.id}`);
    expect(plain.body).toEqual({ error: false, message: apiMessage("en", "addressDeleted"), data: { was_default: false } });
    const third = (await as(customer).post("/addresses", address({ full_name: "Third" }))).body.data;
    for (const lang of ["vi"] as const) {
      const res = await as(customer, { lang }).delete(`/addresses/${first.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ error: false, message: apiMessage(lang, "addressDeletedWasDefault"), data: { was_default: true } });
    }
    expect(apiMessage("en", "addressDeletedWasDefault")).toContain("You have no default address now; choose one");
    expect((await as(customer).get("/addresses")).body.data.addresses).toEqual([
      expect.objectContaining({ id: third.id, is_default: false }),
    ]);
    expect(await defaultAddressOf(testDb.db, customer.id)).toBeUndefined();
    expect((await as(customer).delete(`/addresses/${first.id}`)).status).toBe(404);
  });

  it("answers 404 for another customer's address, never 403, and leaves it untouched", async () => {
    const owner = await addCustomer();
    const other = await addCustomer();
    const theirs = (await as(owner).post("/addresses", address())).body.data;
    for (const res of [
      await as(other, { lang: "vi" }).put(`/addresses/${theirs.id}`, address({ city: "Stolen" })),
      await as(other, { lang: "vi" }).delete(`/addresses/${theirs.id}`),
      await as(other, { lang: "vi" }).post(`/addresses/${theirs.id}/default`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: true, message: apiMessage("vi", "addressNotFound"), data: null });
    }
    expect((await as(other).get("/addresses")).body.data.addresses).toEqual([]);
    expect((await as(owner).get("/addresses")).body.data.addresses).toEqual([
      expect.objectContaining({ id: theirs.id, city: "Houston", is_default: true }),
    ]);
    for (const id of ["0", "abc", "99999999999", "-1", "1.5"]) expect((await as(other).post(`/addresses/${id}/default`)).status).toBe(404);
  });

  it("refuses missing and bad fields with 422 per field", async () => {
    const customer = await addCustomer();
    const empty = await as(customer).post("/addresses", {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      full_name: [apiMessage("en", "addressFullNameRequired")],
      phone: [apiMessage("en", "addressPhoneRequired")],
      country: [apiMessage("en", "addressCountryRequired")],
      state: [apiMessage("en", "addressStateRequired")],
      city: [apiMessage("en", "addressCityRequired")],
      zip: [apiMessage("en", "addressZipRequired")],
      address: [apiMessage("en", "addressLineRequired")],
    });
    const bad = await as(customer).post(
      "/addresses",
      address({ phone: "😀😀😀😀😀😀😀😀", zip: "<script>", full_name: "x".repeat(10_000), is_default: "maybe" }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["full_name", "is_default", "phone", "zip"]);
    expect(bad.body.errors.phone).toEqual([apiMessage("en", "authPhoneInvalid")]);
    expect(bad.body.errors.zip).toEqual([apiMessage("en", "addressZipInvalid")]);
    expect((await as(customer).get("/addresses")).body.data.addresses).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses, however many are sent at once`, async () => {
    const customer = await addCustomer();
    await as(customer).post("/addresses", address());
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => as(customer, { lang: "vi" }).post("/addresses", address({ full_name: `Guest ${i}` }))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_ADDRESSES - 1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(40 - (MAX_ADDRESSES - 1));
    for (const res of refused) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ error: true, message: apiMessage("vi", "addressLimitReached", { max: MAX_ADDRESSES }), data: null });
    }
    expect((await as(customer).get("/addresses")).body.data.addresses).toHaveLength(MAX_ADDRESSES);
    expect(await defaultsOf(customer.id)).toBe(1);
  });

  it("never has two defaults, whatever is sent at once: new defaults, moves and the first address", async () => {
    const customer = await addCustomer();
    // The first addresses, all at once: exactly one of them becomes the default.
    const firsts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => as(customer).post("/addresses", address({ full_name: `First ${i}` }))),
    );
    expect(firsts.every((r) => r.status === 201)).toBe(true);
    expect(firsts.filter((r) => r.body.data.is_default)).toHaveLength(1);
    expect(await defaultsOf(customer.id)).toBe(1);
    const ids = firsts.map((r) => r.body.data.id as number);
    const answers = await Promise.all([
      ...ids.map((id) => as(customer).post(`/addresses/${id}/default`)),
      ...ids.map((id) => as(customer).put(`/addresses/${id}`, address({ is_default: 1 }))),
      ...Array.from({ length: 4 }, () => as(customer).post("/addresses", address({ is_default: true }))),
    ]);
    expect(answers.map((r) => r.status).filter((s) => s >= 300)).toEqual([]);
    expect(await defaultsOf(customer.id)).toBe(1);
  });

  it("the database itself refuses a second default of one customer", async () => {
    const customer = await addCustomer();
    const row = { customer_id: customer.id, ...address(), phone: "7135550142", updated_at: nowIso() };
    await testDb.db
      .insertInto("addresses")
      .values({ ...row, is_default: 1 })
      .execute();
    await testDb.db
      .insertInto("addresses")
      .values({ ...row, is_default: 0 })
      .execute();
    await expect(
      testDb.db
        .insertInto("addresses")
        .values({ ...row, is_default: 1 })
        .execute(),
    ).rejects.toThrow();
  });

  it("are deleted with their customer", async () => {
    const customer = await addCustomer();
    await as(customer).post("/addresses", address());
    await testDb.db.deleteFrom("customers").where("id", "=", customer.id).execute();
    expect(await testDb.db.selectFrom("addresses").select("id").where("customer_id", "=", customer.id).execute()).toEqual([]);
  });
});
