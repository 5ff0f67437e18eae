import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminPages, formPost } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { cheapHash } from "../../../tests/support/cheap-hash.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { insertOrderRows, type InsertedOrder } from "../../../tests/support/order-rows.ts";
import { middleware as customerMiddleware } from "./customer.tsx";
import { customerAction, customerLoader, customersLoader } from "./customers.server.ts";
import { middleware as customersMiddleware } from "./customers.tsx";

// The back office's customer pages as React Router runs them: each page's guard (managers and the owner, not the
// kitchen), the search with a bad field set aside and said in the page's language, and the status form posted without
// JavaScript (303 back with what was done, the sessions ended; 409 with the customer as they are now for a stale
// version; 422 for a bad field; 404 for an unknown customer).

let testDb: TestDb;
const { signIn, requestOf, guarded } = adminPages(["manager", "kitchen", "owner"]);
let customerId = 0;
let order: InsertedOrder;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  await signIn(testDb, createTestApp(testDb));
  const at = "2026-05-01T08:00:00.000Z";
  const row = await testDb.db
    .insertInto("customers")
    .values({
      name: "Vũ Thị Hằng",
      email: "hang.vu@example.com",
      phone: "7135550188",
      password_hash: cheapHash("Chè-Ba-Màu-2026"),
      legacy: 0,
      points: 40,
      membership_level: "member",
      status: "active",
      locale: "vi",
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  customerId = Number(row.id);
  [order] = (await insertOrderRows(testDb.db, [{ slot_date: "2033-07-01", customer_id: customerId, full_name: "Vũ Thị Hằng" }])) as [
    InsertedOrder,
  ];
  await testDb.db
    .insertInto("sessions")
    .values({
      customer_id: customerId,
      token_hash: `page-test-${customerId}`,
      remember: 0,
      expires_at: "2099-01-01T00:00:00.000Z",
      created_at: at,
      last_seen_at: at,
    })
    .execute();
});
afterAll(() => testDb.destroy());

/** The layout's guard then the page's, with the customer's id from the path; what they threw (a redirect, a 403), if anything. */
function run(path: string, role: "kitchen" | "manager" | "owner", middleware: readonly unknown[], init: RequestInit = {}) {
  const request = requestOf(path, role, init);
  const segments = new URL(request.url).pathname.split("/");
  return guarded(request, role, middleware, { id: segments[segments.indexOf("customers") + 1] ?? "" });
}

const statusOf = (thrown: { init?: ResponseInit } | undefined) => thrown?.init?.status;

type Detail = { data: { customer: { status: string; updated_at: string; name: string }; orders: { code: string }[]; done: string | null } };
const detail = async (path = `/admin/customers/${customerId}`) =>
  (await customerLoader((await run(path, "manager", customerMiddleware)).args)) as unknown as Detail;

describe("the pages' guards", () => {
  it("open the customer pages to managers and the owner, not to the kitchen", async () => {
    for (const [path, middleware] of [
      ["/admin/customers", customersMiddleware],
      [`/vi/admin/customers/${customerId}`, customerMiddleware],
    ] as const) {
      expect(statusOf((await run(path, "kitchen", middleware)).thrown), path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
      expect((await run(path, "owner", middleware)).thrown, path).toBeUndefined();
    }
  });
});

describe("the customers list page", () => {
  it("finds the customer by phone as typed, and sets a bad field aside saying why in the page's language", async () => {
    const { args } = await run(
      `/vi/admin/customers?q=${encodeURIComponent("(713) 555-0188")}&status=banned&page=`,
      "manager",
      customersMiddleware,
    );
    const answer = (await customersLoader(args)) as unknown as {
      data: {
        customers: { id: number }[];
        problems: { field: string; message: string }[];
        given: Record<string, string>;
        inUse: Record<string, string>;
      };
    };
    expect(answer.data.customers.map((c) => c.id)).toEqual([customerId]);
    expect(answer.data.problems).toEqual([{ field: "status", message: "Hãy chọn “đang hoạt động” hoặc “đã khóa”." }]);
    expect(answer.data.given).toEqual({ q: "(713) 555-0188", status: "banned" });
    expect(answer.data.inUse).toEqual({ q: "(713) 555-0188" });
  });
});

describe("a customer's page and its status form without JavaScript", () => {
  const post = async (path: string, fields: Record<string, string>) => {
    const { args } = await run(path, "manager", customerMiddleware, formPost(fields));
    return customerAction(args);
  };
  type Refused = { init: ResponseInit; data: { intent: string; error: string } };

  it("shows the customer with their orders, and no password hash", async () => {
    const page = await detail(`/vi/admin/customers/${customerId}`);
    expect(page.data.customer).toMatchObject({ name: "Vũ Thị Hằng", status: "active" });
    expect(page.data.orders.map((o) => o.code)).toEqual([order.code]);
    expect(JSON.stringify(page.data)).not.toMatch(/password|scrypt|token/i);
    expect(page.data.done).toBeNull();
  });

  it("disables the account, ends its sessions and goes back to the page (303) saying what was done", async () => {
    const version = (await detail()).data.customer.updated_at;
    const answer = (await post(`/vi/admin/customers/${customerId}`, {
      intent: "status",
      confirmed: "1",
      status: "disabled",
      expected_updated_at: version,
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/vi/admin/customers/${customerId}?saved=changed`);
    expect(await testDb.db.selectFrom("sessions").select("id").where("customer_id", "=", customerId).execute()).toEqual([]);
    const after = await detail(`/vi/admin/customers/${customerId}?saved=changed`);
    expect(after.data.customer.status).toBe("disabled");
    expect(after.data.done).toBe("Đã khóa tài khoản của Vũ Thị Hằng: khách đã bị đăng xuất khỏi mọi nơi và không thể đăng nhập.");
  });

  it("answers a stale version with 409 and why, in the page's language, changing nothing", async () => {
    const answer = (await post(`/vi/admin/customers/${customerId}`, {
      intent: "status",
      status: "active",
      expected_updated_at: "2026-05-01T08:00:00.000Z",
    })) as unknown as Refused;
    expect(answer.init.status).toBe(409);
    expect(answer.data.error).toBe("Có người vừa thay đổi tài khoản của Vũ Thị Hằng: hiện đang “đã khóa”. Hãy xem lại rồi thử lần nữa.");
    expect((await detail()).data.customer.status).toBe("disabled");
  });

  it("enables the account again with the version shown", async () => {
    const version = (await detail()).data.customer.updated_at;
    const answer = (await post(`/admin/customers/${customerId}`, {
      intent: "status",
      status: "active",
      expected_updated_at: version,
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/admin/customers/${customerId}?saved=changed`);
    expect((await detail(`/admin/customers/${customerId}?saved=changed`)).data.done).toBe(
      "Vũ Thị Hằng's account is active again: they can log in.",
    );
  });

  it("answers a bad field with 422, an unknown intent with 400, and an unknown customer with 404", async () => {
    const badStatus = (await post(`/admin/customers/${customerId}`, {
      intent: "status",
      status: "banned",
      expected_updated_at: "x",
    })) as unknown as Refused;
    expect(badStatus.init.status).toBe(422);
    expect(badStatus.data.error).toBe("Choose “active” or “disabled”.");
    const noVersion = (await post(`/vi/admin/customers/${customerId}`, {
      intent: "status",
      confirmed: "1",
      status: "disabled",
    })) as unknown as Refused;
    expect(noVersion.init.status).toBe(422);
    expect(noVersion.data.error).toBe("Hãy tải lại trang của khách hàng rồi thử lần nữa.");
    const other = (await post(`/admin/customers/${customerId}`, { intent: "dance" })) as unknown as Refused;
    expect(other.init.status).toBe(400);
    await expect(
      post("/admin/customers/2000000000", { intent: "status", confirmed: "1", status: "disabled", expected_updated_at: "x" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      post("/admin/customers/abc", { intent: "status", confirmed: "1", status: "disabled", expected_updated_at: "x" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(customerLoader((await run("/admin/customers/abc", "manager", customerMiddleware)).args)).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect((await detail()).data.customer.status).toBe("active");
  });
});
