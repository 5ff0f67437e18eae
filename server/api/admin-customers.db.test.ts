import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { cheapHash } from "../../tests/support/cheap-hash.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertOrderRows, type InsertedOrder } from "../../tests/support/order-rows.ts";
import { signedInStaff, type TestStaff } from "../../tests/support/staff.ts";
import { apiMessage } from "../i18n/api-messages.ts";

// The back office's customers (GET /admin/customers, GET and PUT /admin/customers/{id}): the search by name, e-mail
// and phone, a customer with their orders and points and never a password hash, disabling an account (its sessions
// end at once, the login refuses it), enabling it again, a stale version and two changes at once (one wins, 409 with
// the customer as they are now), bad input 422 and an unknown customer 404 in the request's language, the audit line.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager: TestStaff & { cookie: string };

const tag = randomUUID().slice(0, 8);
const PASSWORD = "Bánh-Flan-2026";
const PEOPLE = [
  { name: "Phạm Ngọc Ánh", email: `anh.${tag}@example.com`, phone: "2815550111" },
  { name: "Đỗ Minh Quân", email: `QUAN.${tag}@example.net`.toLowerCase(), phone: "3465550122" },
  { name: "Sarah O'Neil", email: `sarah.${tag}@example.org`, phone: null },
];
const ids: number[] = [];
let orders: InsertedOrder[] = [];

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  manager = await signedInStaff(app, testDb.db, "manager");
  for (const [i, person] of PEOPLE.entries()) {
    const at = new Date(Date.UTC(2026, 0, 10 + i)).toISOString();
    const row = await testDb.db
      .insertInto("customers")
      .values({
        ...person,
        password_hash: cheapHash(PASSWORD),
        legacy: 0,
        points: 120 * (i + 1),
        membership_level: "member",
        status: "active",
        locale: i === 0 ? "vi" : "en",
        birthday: i === 0 ? "1990-02-14" : null,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    ids.push(Number(row.id));
  }
  orders = await insertOrderRows(testDb.db, [
    {
      slot_date: "2031-03-01",
      customer_id: ids[0]!,
      full_name: PEOPLE[0]!.name,
      status: "completed",
      total_cents: 2500,
      created_at: "2031-02-27T10:00:00.000Z",
    },
    {
      slot_date: "2031-03-05",
      customer_id: ids[0]!,
      full_name: PEOPLE[0]!.name,
      status: "unfinished",
      total_cents: 1800,
      created_at: "2031-03-02T10:00:00.000Z",
    },
  ]);
  await testDb.db
    .insertInto("loyalty_awards")
    .values({ order_id: orders[0]!.id, customer_id: ids[0]!, points: 23, created_at: "2031-03-01T12:00:00.000Z" })
    .execute();
});
afterAll(() => testDb.destroy());

async function call(method: string, path: string, options: { body?: unknown; lang?: "en" | "vi"; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    Cookie: options.cookie ?? manager.cookie,
    "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US",
  };
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const res = await app.request(`/api/v1${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, text, body: JSON.parse(text) as any };
}

let lastIp = 0;
/** Logs the customer in through the API (each from an address of its own, clear of the limits); the answer and its cookie. */
async function login(identifier: string, lang: "en" | "vi" = "en") {
  const res = await app.request("/api/v1/login", {
    method: "POST",
    headers: { ...JSON_HEADERS, "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US", "X-Forwarded-For": `198.51.100.${++lastIp}` },
    body: JSON.stringify({ identifier, password: PASSWORD }),
  });
  const token = /auth_token=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  return { status: res.status, body: (await res.json()) as { message: string }, cookie: token ? `auth_token=${token}` : "" };
}

const meStatus = async (cookie: string) => (await app.request("/api/v1/me", { headers: { Cookie: cookie } })).status;
const sessionsOf = async (id: number) =>
  (await testDb.db.selectFrom("sessions").select("id").where("customer_id", "=", id).execute()).length;
const namesOf = async (query: string) => {
  const res = await call("GET", `/admin/customers?${query}`);
  expect(res.status, res.text).toBe(200);
  return (res.body.data.customers as { name: string }[]).map((c) => c.name);
};
const versionOf = async (id: number) => (await call("GET", `/admin/customers/${id}`)).body.data.customer.updated_at as string;

describe("the search", () => {
  it("finds a customer by a piece of the name, any case, Vietnamese letters too", async () => {
    for (const typed of ["ngọc ánh", "NGỌC ÁNH", "gọc ánh", "ánh", "Phạm"])
      expect(await namesOf(`q=${encodeURIComponent(typed)}`), typed).toEqual([PEOPLE[0]!.name]);
    expect(await namesOf(`q=${encodeURIComponent("o'neil")}`)).toEqual([PEOPLE[2]!.name]);
    expect(await namesOf(`q=${encodeURIComponent("Đỗ Minh")}`)).toEqual([PEOPLE[1]!.name]);
  });

  it("finds a customer by a piece of the e-mail, any case", async () => {
    expect(await namesOf(`q=${encodeURIComponent(`QUAN.${tag}`)}`)).toEqual([PEOPLE[1]!.name]);
    expect(await namesOf(`q=${encodeURIComponent(`${tag}@example.org`)}`)).toEqual([PEOPLE[2]!.name]);
    // "%" and "_" match only themselves.
    expect(await namesOf(`q=${encodeURIComponent("%")}`)).toEqual([]);
  });

  it("finds a customer by the phone's digits, however the number is typed", async () => {
    for (const typed of ["(281) 555-0111", "281.555.0111", "+1 281 555 0111", "2815550111", "555-0111"]) {
      expect(await namesOf(`q=${encodeURIComponent(typed)}`), typed).toEqual([PEOPLE[0]!.name]);
    }
    // The demo customer, as a manager would type the number.
    expect(await namesOf(`q=${encodeURIComponent("(832) 555-0164")}`)).toEqual(["Trần Thu Hà"]);
  });

  it("filters by status, pages by 25 with the newest account first, and never shows a hash", async () => {
    const all = await call("GET", "/admin/customers");
    expect(all.body.data.pagination).toMatchObject({ page: 1, per_page: 25 });
    expect(all.text).not.toMatch(/password|scrypt|token/i);
    const mine = await call("GET", `/admin/customers?q=${tag}`);
    expect(mine.body.data.customers.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(mine.body.data.customers[2]).toEqual({
      id: ids[0],
      name: PEOPLE[0]!.name,
      email: PEOPLE[0]!.email,
      phone: PEOPLE[0]!.phone,
      status: "active",
      legacy: false,
      points: 120,
      membership_level: "member",
      created_at: "2026-01-10T00:00:00.000Z",
    });
    expect(await namesOf(`q=${tag}&status=disabled`)).toEqual([]);
    expect((await namesOf(`q=${tag}&status=active`)).length).toBe(3);
  });

  it("answers a bad search with 422 and its message in the request's language", async () => {
    const long = await call("GET", `/admin/customers?q=${"a".repeat(101)}`, { lang: "vi" });
    expect(long.status).toBe(422);
    expect(long.body.errors.q).toEqual([apiMessage("vi", "adminCustomerSearchTooLong")]);
    const status = await call("GET", "/admin/customers?status=banned");
    expect(status.status).toBe(422);
    expect(status.body.errors.status).toEqual(["Choose “active” or “disabled”."]);
    expect((await call("GET", "/admin/customers?page=abc")).status).toBe(422);
  });
});

describe("a customer", () => {
  it("shows the customer with their orders (newest first) and points, never a password hash nor a session", async () => {
    await login(PEOPLE[0]!.email);
    const res = await call("GET", `/admin/customers/${ids[0]}`, { lang: "vi" });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({
      id: ids[0],
      name: PEOPLE[0]!.name,
      email: PEOPLE[0]!.email,
      phone: PEOPLE[0]!.phone,
      status: "active",
      legacy: false,
      points: 120,
      membership_level: "member",
      birthday: "1990-02-14",
      locale: "vi",
    });
    expect(res.body.data.orders).toMatchObject([
      {
        code: orders[1]!.code,
        status: "unfinished",
        status_label: expect.any(String),
        slot: { date: "2031-03-05" },
        total: 18,
        total_cents: 1800,
      },
      { code: orders[0]!.code, status: "completed", slot: { date: "2031-03-01" }, total: 25, total_cents: 2500 },
    ]);
    expect(res.body.data.awards).toEqual([{ order_code: orders[0]!.code, points: 23, created_at: "2031-03-01T12:00:00.000Z" }]);
    const hash = (await testDb.db.selectFrom("customers").select("password_hash").where("id", "=", ids[0]!).executeTakeFirstOrThrow())
      .password_hash!;
    const token = (await testDb.db.selectFrom("sessions").select("token_hash").where("customer_id", "=", ids[0]!).executeTakeFirstOrThrow())
      .token_hash;
    expect(res.text).not.toContain(hash);
    expect(res.text).not.toContain(hash.split("$").at(-1)!);
    expect(res.text).not.toContain(token);
    expect(res.text).not.toMatch(/password|scrypt|token|session/i);
  });

  it("answers an unknown customer with 404 and a malformed id with 422, in the request's language", async () => {
    const unknown = await call("GET", "/admin/customers/2000000000", { lang: "vi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Không có khách hàng nào mang số này.");
    expect((await call("PUT", "/admin/customers/2000000000", { body: { status: "disabled", expected_updated_at: "x" } })).status).toBe(404);
    expect((await call("GET", "/admin/customers/abc")).status).toBe(422);
    expect((await call("GET", "/admin/customers/0")).status).toBe(422);
  });
});

describe("disabling and enabling an account", () => {
  it("disables: every session ends at once, the login is refused, and the audit log has the line", async () => {
    const id = ids[1]!;
    const first = await login(PEOPLE[1]!.email);
    const second = await login(PEOPLE[1]!.phone!);
    expect(await meStatus(first.cookie)).toBe(200);
    expect(await sessionsOf(id)).toBe(2);
    const before = await versionOf(id);
    const res = await call("PUT", `/admin/customers/${id}`, { body: { status: "disabled", expected_updated_at: before }, lang: "vi" });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(`Đã khóa tài khoản của ${PEOPLE[1]!.name}: khách đã bị đăng xuất khỏi mọi nơi và không thể đăng nhập.`);
    expect(res.body.data.customer).toMatchObject({ status: "disabled" });
    expect(res.body.data.customer.updated_at).not.toBe(before);
    expect(res.text).not.toMatch(/password|scrypt|token/i);
    expect(await sessionsOf(id)).toBe(0);
    expect(await meStatus(first.cookie)).toBe(401);
    expect(await meStatus(second.cookie)).toBe(401);
    const refused = await login(PEOPLE[1]!.email, "vi");
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(apiMessage("vi", "authAccountDisabled"));
    expect(refused.cookie).toBe("");
    expect(await sessionsOf(id)).toBe(0);
    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("entity", "=", "customer")
      .where("entity_id", "=", String(id))
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staff_id: manager.id, staff_name: manager.name, action: "customer.disable" });
    expect(JSON.parse(audit[0]!.before_json!)).toEqual({ status: "active", updated_at: before });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      status: "disabled",
      updated_at: res.body.data.customer.updated_at,
      sessions_ended: 2,
    });
    // The list shows it among the disabled.
    expect(await namesOf(`q=${tag}&status=disabled`)).toEqual([PEOPLE[1]!.name]);
  });

  it("enables again: the customer can log in, and the audit log has that line too", async () => {
    const id = ids[1]!;
    const res = await call("PUT", `/admin/customers/${id}`, { body: { status: "active", expected_updated_at: await versionOf(id) } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(`${PEOPLE[1]!.name}'s account is active again: they can log in.`);
    const back = await login(PEOPLE[1]!.email);
    expect(back.status).toBe(200);
    expect(await meStatus(back.cookie)).toBe(200);
    const actions = await testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "customer")
      .where("entity_id", "=", String(id))
      .orderBy("id")
      .execute();
    expect(actions.map((a) => a.action)).toEqual(["customer.disable", "customer.enable"]);
  });

  it("refuses a stale version with 409 and the customer as they are now, changing nothing", async () => {
    const id = ids[2]!;
    const stale = await versionOf(id);
    const res1 = await call("PUT", `/admin/customers/${id}`, { body: { status: "disabled", expected_updated_at: stale } });
    expect(res1.status).toBe(200);
    const again = await call("PUT", `/admin/customers/${id}`, { body: { status: "active", expected_updated_at: stale }, lang: "vi" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(true);
    expect(again.body.message).toBe(
      `Có người vừa thay đổi tài khoản của ${PEOPLE[2]!.name}: hiện đang “đã khóa”. Hãy xem lại rồi thử lần nữa.`,
    );
    expect(again.body.data.customer).toMatchObject({ id, status: "disabled", updated_at: res1.body.data.customer.updated_at });
    expect(again.text).not.toMatch(/password|scrypt/i);
    expect(await versionOf(id)).toBe(res1.body.data.customer.updated_at);
    // The same status again at the current version changes nothing and writes no line.
    const lines = async () =>
      (await testDb.db.selectFrom("audit_log").select("id").where("entity", "=", "customer").where("entity_id", "=", String(id)).execute())
        .length;
    const count = await lines();
    const same = await call("PUT", `/admin/customers/${id}`, {
      body: { status: "disabled", expected_updated_at: res1.body.data.customer.updated_at },
    });
    expect(same.status).toBe(200);
    expect(same.body.message).toBe(`${PEOPLE[2]!.name}'s account is already “disabled”.`);
    expect(await lines()).toBe(count);
  });

  it("of two disables sent at once from the same version, one wins and the other gets 409", async () => {
    const id = ids[0]!;
    await login(PEOPLE[0]!.email);
    const version = await versionOf(id);
    const answers = await Promise.all(
      [0, 1, 2].map(() => call("PUT", `/admin/customers/${id}`, { body: { status: "disabled", expected_updated_at: version } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const conflict = answers.find((a) => a.status === 409)!;
    expect(conflict.body.data.customer).toMatchObject({ id, status: "disabled" });
    expect(await sessionsOf(id)).toBe(0);
    const lines = await testDb.db
      .selectFrom("audit_log")
      .select("action")
      .where("entity", "=", "customer")
      .where("entity_id", "=", String(id))
      .execute();
    expect(lines).toEqual([{ action: "customer.disable" }]);
    // Enabled again, for the tests that read this customer.
    await call("PUT", `/admin/customers/${id}`, { body: { status: "active", expected_updated_at: await versionOf(id) } });
  });

  it("answers bad input with 422 and each field's message in the request's language", async () => {
    const id = ids[0]!;
    const badStatus = await call("PUT", `/admin/customers/${id}`, {
      body: { status: "banned", expected_updated_at: await versionOf(id) },
      lang: "vi",
    });
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors.status).toEqual(["Hãy chọn “đang hoạt động” hoặc “đã khóa”."]);
    const noVersion = await call("PUT", `/admin/customers/${id}`, { body: { status: "disabled" } });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors.expected_updated_at).toEqual(["Reload the customer's page, then try again."]);
    const notJson = await app.request(`/api/v1/admin/customers/${id}`, {
      method: "PUT",
      headers: { Cookie: manager.cookie, "Content-Type": "application/json" },
      body: "{nope",
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await call("PUT", `/admin/customers/${id}`, { body: { status: ["disabled"], expected_updated_at: 5 } })).status).toBe(422);
    expect((await call("GET", `/admin/customers/${id}`)).body.data.customer.status).toBe("active");
  });
});
