import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertStaff, STAFF_PASSWORD, staffCookieOf, type TestStaff } from "../../tests/support/staff.ts";

// The audit log has the staff's sign-ins, failed sign-ins, sign-outs and password changes (the API's and the pages'
// share the service): who, from where, never a password; an unknown e-mail is not written down.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let staff: TestStaff;
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;

beforeAll(async () => {
  testDb = await createTestDb();
  app = createTestApp(testDb, { TRUST_PROXY: "true" });
  staff = await insertStaff(testDb.db, "manager");
});
afterAll(() => testDb.destroy());

const login = (email: string, password: string, from = nextIp()) =>
  app.request("/api/v1/admin/login", {
    method: "POST",
    headers: { ...JSON_HEADERS, "X-Forwarded-For": from },
    body: JSON.stringify({ email, password }),
  });

async function linesSince(id: number) {
  return testDb.db.selectFrom("audit_log").selectAll().where("id", ">", id).orderBy("id").execute();
}
async function lastId() {
  return Number(
    (
      await testDb.db
        .selectFrom("audit_log")
        .select((eb) => eb.fn.max("id").as("id"))
        .executeTakeFirst()
    )?.id ?? 0,
  );
}

describe("the audit log of sign-ins", () => {
  it("a sign-in, a sign-out, a failed sign-in and a password change, each with its staff member, never a password", async () => {
    const start = await lastId();
    expect((await login(staff.email, "Wrong-Password-123!", "198.51.100.200")).status).toBe(401);
    const cookie = await staffCookieOf(app, staff);
    const changed = await app.request("/api/v1/admin/me/password", {
      method: "PUT",
      headers: { ...JSON_HEADERS, Cookie: cookie },
      body: JSON.stringify({
        current_password: "Not-The-Current-One-9",
        password: "Steamed-Buns-At-Six!",
        password_confirmation: "Steamed-Buns-At-Six!",
      }),
    });
    expect(changed.status).toBe(422);
    expect((await app.request("/api/v1/admin/logout", { method: "POST", headers: { Cookie: cookie } })).status).toBe(200);
    // A second sign-out with the same, ended session writes nothing.
    expect((await app.request("/api/v1/admin/logout", { method: "POST", headers: { Cookie: cookie } })).status).toBe(200);

    const lines = await linesSince(start);
    expect(lines.map((line) => [line.action, line.staff_id, line.entity_id])).toEqual([
      ["staff.sign_in_failed", staff.id, String(staff.id)],
      ["staff.sign_in", staff.id, String(staff.id)],
      ["staff.password_failed", staff.id, String(staff.id)],
      ["staff.sign_out", staff.id, String(staff.id)],
    ]);
    expect(JSON.parse(lines[0]!.after_json!)).toEqual({ reason: "wrong_password", ip: "198.51.100.200" });
    const written = JSON.stringify(lines);
    for (const secret of ["Wrong-Password-123!", STAFF_PASSWORD, "Not-The-Current-One-9", "Steamed-Buns-At-Six!"])
      expect(written).not.toContain(secret);
  });

  it("a failed sign-in for an unknown e-mail: a line with no name and no e-mail", async () => {
    const start = await lastId();
    expect((await login("oven-2026@typed-in-the-wrong-field.example", "whatever-it-was", "198.51.100.201")).status).toBe(401);
    const lines = await linesSince(start);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ action: "staff.sign_in_failed", staff_id: null, staff_name: "—", entity_id: "" });
    expect(JSON.parse(lines[0]!.after_json!)).toEqual({ reason: "unknown_account", ip: "198.51.100.201" });
    expect(JSON.stringify(lines[0])).not.toContain("typed-in-the-wrong-field");
  });

  it("each sign-in writes one line", async () => {
    const start = await lastId();
    await staffCookieOf(app, staff);
    expect((await linesSince(start)).map((line) => line.action)).toEqual(["staff.sign_in"]);
  });

  it("a burst of failed attempts writes a line per counted attempt only, never more than the limits allow", async () => {
    const start = await lastId();
    const from = "198.51.100.202";
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(staff.email, "Wrong-Password-123!", from)));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect((await linesSince(start)).filter((line) => line.action === "staff.sign_in_failed")).toHaveLength(5);
  });
});
