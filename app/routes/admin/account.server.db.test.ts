import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { STAFF_PASSWORD, staffCookieOf, type TestStaff } from "../../../tests/support/staff.ts";
import { accountAction, accountLoader } from "./account.server.ts";

// The account page's loader and its form post without JavaScript, as React Router runs them (after the layout's
// staff guard; the page has no guard of its own, every role may open it): each field's refusal in the page's
// language, and a change that keeps this session and ends the others.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let staff: Record<"kitchen" | "manager" | "owner", TestStaff & { cookie: string }>;
const { signIn, run } = adminPages(["kitchen", "manager", "owner"] as const);
const NEW_PASSWORD = "Bánh-Bò-Nướng-Thơm-Lừng";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  staff = await signIn(testDb, app);
});
afterAll(() => testDb.destroy());

type Role = "kitchen" | "manager" | "owner";

async function post(path: string, role: Role, fields: Record<string, string>) {
  const { thrown, args } = await run(path, role, [], {}, fields);
  expect(thrown).toBeUndefined();
  return (await settle(accountAction(args))) as unknown as Answer<{ ok?: string }>;
}

describe("the account page", () => {
  it("opens for every staff role, showing who is signed in", async () => {
    for (const role of ["kitchen", "manager", "owner"] as const) {
      const { thrown, args } = await run("/admin/account", role, []);
      expect(thrown).toBeUndefined();
      const answer = (await accountLoader(args)) as unknown as {
        data: { me: { name: string; email: string; role: string } };
        init: ResponseInit;
      };
      expect(answer.data.me).toEqual({ name: staff[role].name, email: staff[role].email, role });
      expect(new Headers(answer.init.headers).get("cache-control")).toBe("private, no-store");
    }
  });

  it("answers each field's refusal in the page's language: a wrong current password, a weak one, an unconfirmed one", async () => {
    const wrong = await post("/vi/admin/account", "kitchen", {
      current_password: "not-the-password",
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(wrong.init?.status).toBe(422);
    expect(wrong.data.errors).toEqual({ current_password: "Mật khẩu hiện tại không đúng" });

    const weak = await post("/admin/account", "kitchen", {
      current_password: STAFF_PASSWORD,
      password: "short-one",
      password_confirmation: "short-one",
    });
    expect(weak.init?.status).toBe(422);
    expect(weak.data.errors).toEqual({ password: "A staff password must be at least 12 characters long." });

    const unconfirmed = await post("/vi/admin/account", "kitchen", {
      current_password: STAFF_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: "something-else-entirely",
    });
    expect(unconfirmed.init?.status).toBe(422);
    expect(Object.keys(unconfirmed.data.errors ?? {})).toEqual(["password_confirmation"]);

    const named = await post("/admin/account", "kitchen", {
      current_password: STAFF_PASSWORD,
      password: `${staff.kitchen.name} at the oven`,
      password_confirmation: `${staff.kitchen.name} at the oven`,
    });
    expect(named.init?.status).toBe(422);
    expect(Object.keys(named.data.errors ?? {})).toEqual(["password"]);
  });

  it("changes the password by a plain form post: this session stays, the other one ends, the new password signs in", async () => {
    const other = await staffCookieOf(app, staff.manager);
    const changed = await post("/vi/admin/account", "manager", {
      current_password: STAFF_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.init?.status ?? 200).toBe(200);
    expect(changed.data.ok).toBe("Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã được đăng xuất.");
    expect((await run("/admin/account", "manager", [])).thrown).toBeUndefined();
    expect((await app.request("/api/v1/admin/me", { headers: { Cookie: other } })).status).toBe(401);
    const login = (password: string) =>
      app.request("/api/v1/admin/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: staff.manager.email, password }),
      });
    expect((await login(STAFF_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });
});
