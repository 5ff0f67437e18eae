import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestLocale } from "../../../../server/i18n/locales.shared.ts";
import { RouterContextProvider } from "react-router";
import { createTestApp } from "../../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../../tests/support/db.ts";
import { signedInStaff, STAFF_PASSWORD, insertStaff } from "../../../../tests/support/staff.ts";
import { loginAction } from "../../../routes/admin/login.server.ts";
import { safeAdminPath, signedInStaff as staffOfContext, staffMay, staffRequired } from "./staff.server.ts";

// The back office's page guards as React Router runs them (the layout's, then a page's), and the sign-in form
// posted without JavaScript.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
});
afterAll(() => testDb.destroy());

async function guard(path: string, cookie: string | undefined, page?: Parameters<typeof staffMay>[0]) {
  // An https shop, as these requests are: the dropped cookie carries Secure.
  const request = new Request(`https://shop.example${path}`, { headers: cookie ? { cookie } : {} });
  const context = Object.assign(new RouterContextProvider(), {
    db: testDb.db,
    config: { TRUST_PROXY: false, PUBLIC_URL: "https://shop.example" },
    locale: requestLocale(new URL(request.url)),
  });
  const args = { request, context, params: {} } as never;
  try {
    await staffRequired(args, async () => new Response(null));
    if (page) await staffMay(page)(args, async () => new Response(null));
  } catch (thrown) {
    return { thrown: thrown as Response & { init?: ResponseInit; data?: unknown }, context };
  }
  return { thrown: undefined, context };
}

describe("the back office's page guards", () => {
  it("send a visitor (or a customer) to the locale's staff login, keeping where they were going", async () => {
    for (const cookie of [undefined, "auth_token=a-customer-session"]) {
      const { thrown } = await guard("/vi/admin/production?date=2026-11-27", cookie);
      expect(thrown?.status).toBe(302);
      expect(thrown?.headers.get("location")).toBe(
        `/vi/admin/login?redirectTo=${encodeURIComponent("/vi/admin/production?date=2026-11-27")}`,
      );
    }
  });

  it("drop a staff cookie whose session has ended", async () => {
    const { thrown } = await guard("/admin", "staff_token=ended");
    expect(thrown?.headers.get("set-cookie")).toMatch(/staff_token=;.*Max-Age=0/);
  });

  it("let a kitchen account onto the board but answer 403 on the staff and audit pages", async () => {
    const cook = await signedInStaff(app, testDb.db, "kitchen");
    const board = await guard("/admin", cook.cookie, "board");
    expect(board.thrown).toBeUndefined();
    expect(staffOfContext(board.context)).toMatchObject({ id: cook.id, role: "kitchen" });
    for (const page of ["staff", "audit", "orders", "calendar"] as const) {
      const { thrown } = await guard(`/admin/${page}`, cook.cookie, page);
      expect((thrown as unknown as { init: ResponseInit }).init.status, page).toBe(403);
    }
  });

  it("let the owner everywhere", async () => {
    const owner = await signedInStaff(app, testDb.db, "owner");
    for (const page of ["board", "orders", "calendar", "staff", "audit"] as const)
      expect((await guard("/admin", owner.cookie, page)).thrown).toBeUndefined();
  });
});

describe("safeAdminPath (where a staff sign-in may go next)", () => {
  it("takes back-office paths of this site only", () => {
    expect(safeAdminPath("/admin/production?date=2026-11-27")).toBe("/admin/production?date=2026-11-27");
    expect(safeAdminPath("/vi/admin")).toBe("/vi/admin");
    for (const bad of [
      "//evil.example/admin",
      "https://evil.example/admin",
      "/admin//evil",
      "/profile",
      "/administrator",
      "/admin/../profile",
      "/admin\\evil",
      null,
      "",
    ]) {
      expect(safeAdminPath(bad), String(bad)).toBeNull();
    }
  });
});

describe("the staff login form without JavaScript", () => {
  const post = (path: string, fields: Record<string, string>, ip = "198.51.100.77") => {
    const body = new URLSearchParams(fields);
    const request = new Request(`https://shop.example${path}`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    return loginAction({
      request,
      context: { db: testDb.db, config: app.config, clientIp: ip, locale: requestLocale(new URL(request.url)) },
      params: {},
    } as never);
  };

  it("signs in with the staff cookie and goes back where the guard came from", async () => {
    const staff = await insertStaff(testDb.db, "manager");
    const answer = (await post(`/vi/admin/login?redirectTo=${encodeURIComponent("/vi/admin/orders?status=unfinished")}`, {
      email: staff.email,
      password: STAFF_PASSWORD,
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/vi/admin/orders?status=unfinished");
    expect(answer.headers.get("set-cookie")).toMatch(/^staff_token=.+HttpOnly.*SameSite=Strict/);
  });

  it("never goes to another site after signing in", async () => {
    const staff = await insertStaff(testDb.db, "kitchen");
    const answer = (await post(`/admin/login?redirectTo=${encodeURIComponent("//evil.example/admin")}`, {
      email: staff.email,
      password: STAFF_PASSWORD,
    })) as Response;
    expect(answer.headers.get("location")).toBe("/admin");
  });

  it("answers a wrong password with 401 and the message in the page's language, keeping the e-mail typed", async () => {
    const staff = await insertStaff(testDb.db, "kitchen");
    const answer = (await post("/vi/admin/login", { email: staff.email, password: "wrong-wrong-wrong" })) as unknown as {
      init: ResponseInit;
      data: { email: string; message: string };
    };
    expect(answer.init.status).toBe(401);
    expect(answer.data).toMatchObject({ email: staff.email, message: "Email hoặc mật khẩu không đúng." });
  });

  it("answers an empty form with 422 per field", async () => {
    const answer = (await post("/admin/login", {})) as unknown as { init: ResponseInit; data: { errors: Record<string, string> } };
    expect(answer.init.status).toBe(422);
    expect(Object.keys(answer.data.errors).sort()).toEqual(["email", "password"]);
  });
});
