import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertStaff, signedInStaff, STAFF_PASSWORD, staffCookieOf } from "../../tests/support/staff.ts";
import { STAFF_LOGIN_LIMITS } from "../domain/staff/staff.service.ts";

// Staff sign-in and the owner's staff accounts through the real app (`app.request()`), on SQLite and PostgreSQL:
// the cookie's attributes, the limits under guesses sent at once, disabling (sessions end at once), the last owner,
// changes two owners make at the same moment, and the audit log of it all.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { STAFF_SESSION_HOURS: "8", TRUST_PROXY: "1" });
});
afterAll(() => testDb.destroy());

/** The envelope; `data` is whatever the call answers, read by each test as it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { error: boolean; message: string; data: any; errors?: Record<string, string[]> };

async function call(method: string, path: string, options: { cookie?: string; body?: unknown; lang?: "en" | "vi"; ip?: string } = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.ip) headers["X-Forwarded-For"] = options.ip;
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer, res };
}

describe("staff sign-in", () => {
  it("sets its own HttpOnly, SameSite=Strict cookie (Secure only on https) that lasts STAFF_SESSION_HOURS, and /admin/me answers who it is", async () => {
    const staff = await insertStaff(testDb.db, "kitchen", "Chị Hoa");
    const res = await call("POST", "/admin/login", { body: { email: staff.email.toUpperCase(), password: STAFF_PASSWORD } });
    expect(res.status).toBe(200);
    const cookie = res.res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^staff_token=[\w-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).not.toContain("Secure"); // a plain-http request: server/http/cookie-security.db.test.ts has https
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("auth_token");
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
    expect(maxAge).toBeGreaterThan(8 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(8 * 3600);
    expect(Date.parse(res.body.data.expires_at) - Date.now()).toBeLessThanOrEqual(8 * 3600_000);
    const me = await call("GET", "/admin/me", { cookie: cookie.split(";")[0] });
    expect(me.body.data.staff).toMatchObject({ name: "Chị Hoa", role: "kitchen", email: staff.email });
  });

  it("refuses a wrong password and an unknown e-mail alike, in the request's language", async () => {
    const staff = await insertStaff(testDb.db, "manager");
    const wrong = await call("POST", "/admin/login", { body: { email: staff.email, password: "not the password" }, lang: "vi" });
    const unknown = await call("POST", "/admin/login", {
      body: { email: `nobody-${randomUUID()}@example.com`, password: "not the password" },
      lang: "vi",
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe("Email hoặc mật khẩu không đúng.");
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.res.headers.get("set-cookie")).toBeNull();
  });

  it("answers bad input with 422 per field, never 500", async () => {
    const res = await call("POST", "/admin/login", { body: { email: "not-an-email", password: "" }, lang: "vi" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(["email", "password"]);
    expect((await call("POST", "/admin/login", { body: [1, 2] })).status).toBe(422);
  });

  it("counts guesses sent at once: 30 wrong passwords in parallel get 5 checks, the rest 429 with Retry-After", async () => {
    const staff = await insertStaff(testDb.db, "owner");
    const tries = await Promise.all(
      Array.from({ length: 30 }, () =>
        call("POST", "/admin/login", { body: { email: staff.email, password: "guess-guess-guess" }, ip: "203.0.113.9" }),
      ),
    );
    const statuses = tries.map((t) => t.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(STAFF_LOGIN_LIMITS.perAccountAndIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - STAFF_LOGIN_LIMITS.perAccountAndIp.max);
    const limited = tries.find((t) => t.status === 429)!;
    expect(Number(limited.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits now, from that address.
    expect((await call("POST", "/admin/login", { body: { email: staff.email, password: STAFF_PASSWORD }, ip: "203.0.113.9" })).status).toBe(
      429,
    );
    // From another address the owner still gets in.
    expect(
      (await call("POST", "/admin/login", { body: { email: staff.email, password: STAFF_PASSWORD }, ip: "198.51.100.4" })).status,
    ).toBe(200);
  });

  it("ends the session at logout, on the server", async () => {
    const staff = await signedInStaff(app, testDb.db, "kitchen");
    expect((await call("GET", "/admin/me", { cookie: staff.cookie })).status).toBe(200);
    const out = await call("POST", "/admin/logout", { cookie: staff.cookie });
    expect(out.status).toBe(200);
    expect(out.res.headers.get("set-cookie")).toMatch(/staff_token=;.*Max-Age=0/);
    expect((await call("GET", "/admin/me", { cookie: staff.cookie })).status).toBe(401);
  });

  it("does not let a customer's token stand for a staff one", async () => {
    const staff = await signedInStaff(app, testDb.db, "owner");
    const token = staff.cookie.slice("staff_token=".length);
    expect((await call("GET", "/admin/me", { cookie: `auth_token=${token}` })).status).toBe(401);
  });
});

describe("the owner's staff accounts", () => {
  it("adds a kitchen account that can sign in, refusing a weak password, a taken e-mail and an unknown role (422, in vi)", async () => {
    const owner = await signedInStaff(app, testDb.db, "owner");
    const email = `bep-${randomUUID().slice(0, 8)}@maivangbakery.example`;
    const weak = await call("POST", "/admin/staff", {
      cookie: owner.cookie,
      lang: "vi",
      body: { email, name: "Anh Tú", role: "kitchen", password: "short" },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors?.password?.[0]).toBe("Mật khẩu nhân viên phải có ít nhất 12 ký tự.");
    const common = await call("POST", "/admin/staff", {
      cookie: owner.cookie,
      body: { email, name: "Anh Tú", role: "kitchen", password: "password1234" },
    });
    expect(common.status).toBe(422);
    const role = await call("POST", "/admin/staff", {
      cookie: owner.cookie,
      lang: "vi",
      body: { email, name: "Anh Tú", role: "chef", password: "Bánh-Chưng-Xanh-26" },
    });
    expect(role.status).toBe(422);
    expect(role.body.errors?.role?.[0]).toBe("Hãy chọn vai trò: chủ tiệm, quản lý hoặc bếp.");

    const made = await call("POST", "/admin/staff", {
      cookie: owner.cookie,
      body: { email, name: "Anh Tú", role: "kitchen", password: "Bánh-Chưng-Xanh-26" },
    });
    expect(made.status).toBe(201);
    expect(made.body.data.staff).toMatchObject({ email, name: "Anh Tú", role: "kitchen", status: "active" });
    expect(JSON.stringify(made.body)).not.toContain("password_hash");
    const login = await call("POST", "/admin/login", { body: { email, password: "Bánh-Chưng-Xanh-26" } });
    expect(login.status).toBe(200);

    const again = await call("POST", "/admin/staff", {
      cookie: owner.cookie,
      lang: "vi",
      body: { email: email.toUpperCase(), name: "Anh Tú", role: "manager", password: "Bánh-Chưng-Xanh-27" },
    });
    expect(again.status).toBe(422);
    expect(again.body.errors?.email?.[0]).toBe("Đã có tài khoản nhân viên với email này.");
  });

  it("adds one account when the same e-mail is sent 8 times at once", async () => {
    const owner = await signedInStaff(app, testDb.db, "owner");
    const email = `twice-${randomUUID().slice(0, 8)}@maivangbakery.example`;
    const all = await Promise.all(
      Array.from({ length: 8 }, () =>
        call("POST", "/admin/staff", {
          cookie: owner.cookie,
          body: { email, name: "Cô Ba", role: "kitchen", password: "Xôi-Gấc-Đỏ-Tươi-26" },
        }),
      ),
    );
    expect(all.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    const rows = await testDb.db.selectFrom("staff_users").select("id").where("email", "=", email).execute();
    expect(rows).toHaveLength(1);
  });

  it("disabling an account ends its sessions at once and keeps it out; re-enabling lets it back in", async () => {
    const owner = await signedInStaff(app, testDb.db, "owner");
    const cook = await signedInStaff(app, testDb.db, "kitchen");
    const off = await call("PUT", `/admin/staff/${cook.id}`, { cookie: owner.cookie, body: { status: "disabled" } });
    expect(off.status).toBe(200);
    expect((await call("GET", "/admin/me", { cookie: cook.cookie })).status).toBe(401);
    const login = await call("POST", "/admin/login", { body: { email: cook.email, password: STAFF_PASSWORD }, lang: "vi" });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe("Tài khoản nhân viên này đã bị khóa. Hãy hỏi chủ tiệm.");
    expect((await call("PUT", `/admin/staff/${cook.id}`, { cookie: owner.cookie, body: { status: "active" } })).status).toBe(200);
    expect((await staffCookieOf(app, cook)).startsWith("staff_token=")).toBe(true);
  });

  it("re-roles at once: a kitchen account made manager opens the orders' calls on its next request", async () => {
    const owner = await signedInStaff(app, testDb.db, "owner");
    const cook = await signedInStaff(app, testDb.db, "kitchen");
    expect((await call("GET", "/admin/staff", { cookie: cook.cookie })).status).toBe(403);
    expect((await call("PUT", `/admin/staff/${cook.id}`, { cookie: owner.cookie, body: { role: "owner" } })).status).toBe(200);
    expect((await call("GET", "/admin/staff", { cookie: cook.cookie })).status).toBe(200);
  });

  it("keeps the owner's own account and the last active owner; refuses nothing-to-change and unknown ids", async () => {
    const fresh = await createTestDb({ seed: false });
    const solo = createTestApp(fresh);
    try {
      const owner = await signedInStaff(solo, fresh.db, "owner");
      const manager = await signedInStaff(solo, fresh.db, "manager");
      const put = (id: number, body: unknown) =>
        solo.request(`/api/v1/admin/staff/${id}`, {
          method: "PUT",
          headers: { Cookie: owner.cookie, "Content-Type": "application/json", "Http-Accept-Language": "vi_VN" },
          body: JSON.stringify(body),
        });
      const self = await put(owner.id, { role: "kitchen" });
      expect(self.status).toBe(409);
      expect(((await self.json()) as { message: string }).message).toBe(
        "Bạn không thể khóa tài khoản của chính mình hay đổi vai trò của mình.",
      );
      expect((await put(manager.id, {})).status).toBe(422);
      expect((await put(999_999, { role: "kitchen" })).status).toBe(404);
      // The manager made owner, then the first owner disabled by the second: allowed (one active owner is left).
      expect((await put(manager.id, { role: "owner" })).status).toBe(200);
      const second = manager.cookie;
      const disableFirst = await solo.request(`/api/v1/admin/staff/${owner.id}`, {
        method: "PUT",
        headers: { Cookie: second, "Content-Type": "application/json" },
        body: JSON.stringify({ status: "disabled" }),
      });
      expect(disableFirst.status).toBe(200);
    } finally {
      await fresh.destroy();
    }
  });

  it("of two owners demoting each other's accounts at once, the shop keeps an active owner", async () => {
    const fresh = await createTestDb({ seed: false });
    const solo = createTestApp(fresh);
    try {
      const a = await signedInStaff(solo, fresh.db, "owner");
      const b = await signedInStaff(solo, fresh.db, "owner");
      const demote = (who: typeof a, target: typeof a) =>
        solo.request(`/api/v1/admin/staff/${target.id}`, {
          method: "PUT",
          headers: { Cookie: who.cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ role: "kitchen" }),
        });
      const answers = await Promise.all([demote(a, b), demote(b, a)]);
      // The loser is refused either in the transaction (409: it would leave no owner) or, when the winner committed
      // before its guard ran, as the kitchen account it has become (403).
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const owners = await fresh.db
        .selectFrom("staff_users")
        .select("id")
        .where("role", "=", "owner")
        .where("status", "=", "active")
        .execute();
      expect(owners).toHaveLength(1);
    } finally {
      await fresh.destroy();
    }
  });

  it("writes every change to the audit log, which the owner filters by person and date", async () => {
    const owner = await signedInStaff(app, testDb.db, "owner");
    const cook = await insertStaff(testDb.db, "kitchen");
    await call("PUT", `/admin/staff/${cook.id}`, { cookie: owner.cookie, body: { role: "manager" } });
    const log = await call("GET", `/admin/audit?staff_id=${owner.id}`, { cookie: owner.cookie });
    expect(log.status).toBe(200);
    expect(log.body.data.entries[0]).toMatchObject({
      staff_id: owner.id,
      staff_name: owner.name,
      action: "staff.update",
      entity: "staff",
      entity_id: String(cook.id),
      before: { role: "kitchen", status: "active" },
      after: { role: "manager", status: "active" },
    });
    const today = new Date().toISOString().slice(0, 10);
    const none = await call("GET", `/admin/audit?staff_id=${owner.id}&from=2020-01-01&to=2020-01-31`, { cookie: owner.cookie });
    expect(none.body.data.entries).toEqual([]);
    const wide = await call("GET", `/admin/audit?from=2020-01-01&to=${today.slice(0, 4)}-12-31`, { cookie: owner.cookie });
    expect(wide.body.data.entries.length).toBeGreaterThan(0);
    expect((await call("GET", "/admin/audit?from=yesterday", { cookie: owner.cookie })).status).toBe(422);
  });
});
