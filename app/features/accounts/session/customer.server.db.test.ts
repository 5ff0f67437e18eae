import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { createTestDb, type TestDb } from "../../../../tests/support/db.ts";
import { nowIso } from "../../../../server/db/index.ts";
import { insertCustomer, insertSession } from "../../../../server/domain/accounts/accounts.repository.ts";
import { hashToken } from "../../../../server/domain/accounts/sessions.ts";
import { customerRequired, signedInCustomer } from "./customer.server.ts";

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

/** Runs the profile layout's middleware as React Router does: its context, then `next`. */
async function guard(path: string, cookie?: string) {
  // An https shop, as these requests are: the dropped cookie carries Secure.
  const context = Object.assign(new RouterContextProvider(), {
    db: testDb.db,
    config: { TRUST_PROXY: false, PUBLIC_URL: "https://shop.example" },
  });
  const request = new Request(`https://shop.example${path}`, { headers: cookie ? { cookie } : {} });
  try {
    await customerRequired({ request, context, params: {} } as never, async () => new Response(null));
  } catch (thrown) {
    return { thrown: thrown as Response, context };
  }
  return { thrown: undefined, context };
}

describe("customerRequired (the profile layout's guard)", () => {
  it("sends a visitor without a session to the locale's login, keeping where they were going", async () => {
    const { thrown } = await guard("/vi/profile/orders?page=2");
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("location")).toBe(`/vi/login?redirectTo=${encodeURIComponent("/vi/profile/orders?page=2")}`);
  });

  it("sends a cookie whose session has ended to the login, and drops the cookie on the way", async () => {
    const { thrown } = await guard("/profile", "auth_token=no-such-session");
    expect(thrown?.status).toBe(302);
    expect(thrown?.headers.get("set-cookie")).toMatch(/auth_token=;/);
  });

  it("lets a live session through and hands its customer to the pages below", async () => {
    const now = nowIso();
    const id = await insertCustomer(testDb.db, {
      name: "Lan Pham",
      email: "guard-live@example.com",
      phone: null,
      password_hash: null,
      legacy: 0,
      points: 120,
      membership_level: "silver",
      status: "active",
      locale: "vi",
      created_at: now,
      updated_at: now,
    });
    await insertSession(testDb.db, {
      customer_id: id,
      token_hash: hashToken("guard-live-token"),
      remember: 0,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      now,
    });
    const { thrown, context } = await guard("/profile", "auth_token=guard-live-token");
    expect(thrown).toBeUndefined();
    expect(signedInCustomer(context).customer).toMatchObject({ id, name: "Lan Pham", points: 120 });
  });
});
