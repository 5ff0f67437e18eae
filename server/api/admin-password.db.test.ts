import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertStaff, STAFF_PASSWORD, staffCookieOf } from "../../tests/support/staff.ts";
import { STAFF_LOGIN_LIMITS } from "../domain/staff/staff.service.ts";

// PUT /api/v1/admin/me/password through the real app, on SQLite and PostgreSQL: a staff member changes their own
// password (the current one checked under the sign-in limits), every other session of theirs ends, audited.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb, { STAFF_SESSION_HOURS: "8", TRUST_PROXY: "1" });
});
afterAll(() => testDb.destroy());

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

const NEW_PASSWORD = "Bánh-Mì-Nướng-Lúc-Năm-Giờ";
const change = (cookie: string, body: Record<string, string>, options: { lang?: "en" | "vi"; ip?: string } = {}) =>
  call("PUT", "/admin/me/password", { cookie, body, ...options });
const login = (email: string, password: string) => call("POST", "/admin/login", { body: { email, password } });

describe("PUT /admin/me/password", () => {
  it("refuses a wrong current password with 422 on current_password, in the request's language, and changes nothing", async () => {
    const staff = await insertStaff(testDb.db, "kitchen");
    const cookie = await staffCookieOf(app, staff);
    const res = await change(
      cookie,
      { current_password: "not-the-password", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { lang: "vi" },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(["current_password"]);
    expect(res.body.errors!.current_password![0]).toBe("Mật khẩu hiện tại không đúng");
    expect((await login(staff.email, STAFF_PASSWORD)).status).toBe(200);
  });

  it("refuses a weak new password per field (too short, common, holding the name or e-mail)", async () => {
    const staff = await insertStaff(testDb.db, "manager", "Nguyễn Hoa");
    const cookie = await staffCookieOf(app, staff);
    const tryNew = (password: string, lang: "en" | "vi" = "en") =>
      change(cookie, { current_password: STAFF_PASSWORD, password, password_confirmation: password }, { lang });
    const short = await tryNew("short-one", "vi");
    expect(short.status).toBe(422);
    expect(short.body.errors!.password![0]).toBe("Mật khẩu nhân viên phải có ít nhất 12 ký tự.");
    const english = await tryNew("short-one");
    expect(english.body.errors!.password![0]).toBe("A staff password must be at least 12 characters long.");
    const common = await tryNew("password1234");
    expect(common.status).toBe(422);
    expect(Object.keys(common.body.errors ?? {})).toEqual(["password"]);
    const named = await tryNew("Nguyễn Hoa bakes bread");
    expect(named.status).toBe(422);
    expect(Object.keys(named.body.errors ?? {})).toEqual(["password"]);
    const mailed = await tryNew(`${staff.email}-bakes`);
    expect(mailed.status).toBe(422);
    expect(Object.keys(mailed.body.errors ?? {})).toEqual(["password"]);
    expect((await login(staff.email, STAFF_PASSWORD)).status).toBe(200);
  });

  it("refuses an unconfirmed new password with 422 on password_confirmation", async () => {
    const staff = await insertStaff(testDb.db, "owner");
    const cookie = await staffCookieOf(app, staff);
    const res = await change(cookie, {
      current_password: STAFF_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: `${NEW_PASSWORD}!`,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(["password_confirmation"]);
    expect((await login(staff.email, STAFF_PASSWORD)).status).toBe(200);
  });

  it("changes it: the old password no longer signs in, the new one does, the other session ends, this one stays, audited without secrets", async () => {
    const staff = await insertStaff(testDb.db, "kitchen");
    const here = await staffCookieOf(app, staff);
    const elsewhere = await staffCookieOf(app, staff);
    const res = await change(here, { current_password: STAFF_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(false);
    expect(res.res.headers.get("set-cookie")).toBeNull();
    expect((await call("GET", "/admin/me", { cookie: here })).status).toBe(200);
    expect((await call("GET", "/admin/me", { cookie: elsewhere })).status).toBe(401);
    expect((await login(staff.email, STAFF_PASSWORD)).status).toBe(401);
    expect((await login(staff.email, NEW_PASSWORD)).status).toBe(200);

    const row = await testDb.db.selectFrom("staff_users").select("password_hash").where("id", "=", staff.id).executeTakeFirstOrThrow();
    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "staff.password")
      .where("entity_id", "=", String(staff.id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: staff.id, entity: "staff" });
    const line = JSON.stringify(audit[0]);
    for (const secret of [NEW_PASSWORD, STAFF_PASSWORD, row.password_hash]) expect(line).not.toContain(secret);
  });

  it("counts wrong current passwords sent at once as failed sign-ins: no more checks than the limits, then 429 for the login too", async () => {
    const staff = await insertStaff(testDb.db, "manager");
    const cookie = await staffCookieOf(app, staff);
    const ip = "203.0.113.77";
    const tries = await Promise.all(
      Array.from({ length: 12 }, () =>
        change(cookie, { current_password: "guess-guess-guess", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { ip }),
      ),
    );
    const statuses = tries.map((t) => t.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(STAFF_LOGIN_LIMITS.perAccountAndIp.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - STAFF_LOGIN_LIMITS.perAccountAndIp.max);
    expect(Number(tries.find((t) => t.status === 429)!.res.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same counters as a sign-in: even the right password is now refused from that address, by either door.
    expect(
      (await change(cookie, { current_password: STAFF_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, { ip }))
        .status,
    ).toBe(429);
    expect((await call("POST", "/admin/login", { body: { email: staff.email, password: STAFF_PASSWORD }, ip })).status).toBe(429);
  });

  it("needs a staff session (401 for a visitor)", async () => {
    const res = await call("PUT", "/admin/me/password", {
      body: { current_password: STAFF_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.status).toBe(401);
  });
});
