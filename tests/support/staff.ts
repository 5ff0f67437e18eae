import { randomUUID } from "node:crypto";
import type { Db } from "../../server/db/index.ts";
import type { StaffRole } from "../../server/domain/staff/roles.shared.ts";
import { cheapHash } from "./cheap-hash.ts";

// Staff members for the back office's tests: made straight in the database with a cheap hash (what these tests check
// is the back office, not scrypt), then signed in through the API like anyone else.

export const STAFF_PASSWORD = "Kitchen-Oven-2026!";

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export async function insertStaff(db: Db, role: StaffRole, name = `${role} ${randomUUID().slice(0, 6)}`): Promise<TestStaff> {
  const email = `${role}-${randomUUID().slice(0, 8)}@maivangbakery.example`;
  const at = new Date().toISOString();
  const row = await db
    .insertInto("staff_users")
    .values({ email, name, role, password_hash: cheapHash(STAFF_PASSWORD), status: "active", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), email, name, role };
}

type RequestApp = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** Signs the staff member in through POST /admin/login; the `Cookie` header value its requests then carry. */
export async function staffCookieOf(app: RequestApp, staff: Pick<TestStaff, "email">): Promise<string> {
  const res = await app.request("/api/v1/admin/login", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: staff.email, password: STAFF_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${await res.text()}`);
  const cookie = /staff_token=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  if (!cookie) throw new Error("staff login set no staff_token cookie");
  return `staff_token=${cookie}`;
}

/** A staff member of `role`, signed in: its row and its cookie. */
export async function signedInStaff(app: RequestApp, db: Db, role: StaffRole): Promise<TestStaff & { cookie: string }> {
  const staff = await insertStaff(db, role);
  return { ...staff, cookie: await staffCookieOf(app, staff) };
}
