import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, settle, type Answer } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import type { TestStaff } from "../../../tests/support/staff.ts";
import { staffAction } from "./staff.server.ts";

// The staff page's form posts without JavaScript: disabling asks first (the page comes back with the question),
// then disables; enabling does not ask; a bad id is a 422 in the page's language, never a 5xx.

let testDb: TestDb;
let staff: Record<"kitchen" | "owner", TestStaff & { cookie: string }>;
const { signIn, run } = adminPages(["kitchen", "owner"] as const);

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  staff = await signIn(testDb, createTestApp(testDb));
});
afterAll(() => testDb.destroy());

async function post(path: string, fields: Record<string, string>) {
  const { thrown, args } = await run(path, "owner", [], {}, fields);
  expect(thrown).toBeUndefined();
  return settle(staffAction(args));
}
const statusOf = async (id: number) =>
  (await testDb.db.selectFrom("staff_users").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;

describe("the staff page's disable and enable", () => {
  it("asks before disabling, disables once confirmed, and enables without asking", async () => {
    const id = String(staff.kitchen.id);
    const asked = (await post("/admin/staff", { intent: "disable", id })) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`/admin/staff?confirm=disable&confirm.id=${id}#confirm-disable`);
    expect(await statusOf(staff.kitchen.id)).toBe("active");

    const done = (await post("/admin/staff", { intent: "disable", id, confirmed: "1" })) as unknown as Answer<{ ok: string }>;
    expect(done.data.ok).toContain(staff.kitchen.name);
    expect(await statusOf(staff.kitchen.id)).toBe("disabled");

    const back = (await post("/admin/staff", { intent: "enable", id })) as unknown as Answer<{ ok: string }>;
    expect(back.data.ok).toContain(staff.kitchen.name);
    expect(await statusOf(staff.kitchen.id)).toBe("active");
  });

  it("answers a bad id with 422 in the page's language, and refuses the owner's own account", async () => {
    const bad = (await post("/vi/admin/staff", { intent: "enable", id: "abc" })) as unknown as Answer;
    expect(bad.init?.status).toBe(422);
    expect(bad.data.message).toMatch(/[ăâđêôơư]/);
    const self = (await post("/admin/staff", { intent: "disable", id: String(staff.owner.id), confirmed: "1" })) as unknown as Answer;
    expect(self.init?.status).toBeGreaterThanOrEqual(400);
    expect(self.init?.status).toBeLessThan(500);
    expect(await statusOf(staff.owner.id)).toBe("active");
  });
});
