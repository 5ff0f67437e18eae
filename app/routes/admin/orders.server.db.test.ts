import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { adminPages, formPost } from "../../../tests/support/admin-pages.ts";
import { createTestApp } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { insertOrderRows, type InsertedOrder } from "../../../tests/support/order-rows.ts";
import type { TestStaff } from "../../../tests/support/staff.ts";
import { middleware as orderMiddleware } from "./order.tsx";
import { orderAction, orderLoader, ordersLoader } from "./orders.server.ts";
import { middleware as ordersMiddleware } from "./orders.tsx";
import { middleware as csvMiddleware } from "./production-csv.ts";
import { productionCsvLoader, productionLoader } from "./production.server.ts";
import { middleware as productionMiddleware } from "./production.tsx";

// The back office's orders and production pages as React Router runs them: each page's guard (the orders are the
// managers', the production report the kitchen's too), the list's filters with a bad one set aside and said in the
// page's language, the note form posted without JavaScript (303 back, 422 with its message, 404), and the CSV file.

let testDb: TestDb;
const { signIn, requestOf, guarded } = adminPages(["manager", "kitchen"]);
let manager: TestStaff;
let order: InsertedOrder;
const DAY = "2033-06-01";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  ({ manager } = await signIn(testDb, createTestApp(testDb)));
  const cake = await testDb.db
    .selectFrom("products")
    .select(["id", "sku"])
    .where("slug", "=", "pandan-chiffon-cake")
    .executeTakeFirstOrThrow();
  const [inserted] = await insertOrderRows(testDb.db, [
    {
      slot_date: DAY,
      full_name: "Phạm Thị Thu",
      email: "thu@example.com",
      lines: [
        { product_id: cake.id, sku: cake.sku, name: "Pandan Chiffon Cake", quantity: 2, note: "=Chúc mừng, Thu", note_kind: "inscription" },
      ],
    },
  ]);
  order = inserted!;
});
afterAll(() => testDb.destroy());

/** The layout's guard then the page's, with the order's code from the path; what they threw (a redirect, a 403), if anything. */
function run(path: string, role: "kitchen" | "manager", middleware: readonly unknown[], init: RequestInit = {}) {
  return guarded(requestOf(path, role, init), role, middleware, {
    code: path.split("/")[path.split("/").indexOf("orders") + 1]?.split("?")[0] ?? "",
  });
}

const statusOf = (thrown: { init?: ResponseInit } | undefined) => thrown?.init?.status;

describe("the pages' guards", () => {
  it("open the orders pages to managers only, and the production report and its CSV to the kitchen too", async () => {
    for (const [path, middleware] of [
      ["/admin/orders", ordersMiddleware],
      [`/vi/admin/orders/${order.code}`, orderMiddleware],
    ] as const) {
      expect(statusOf((await run(path, "kitchen", middleware)).thrown), path).toBe(403);
      expect((await run(path, "manager", middleware)).thrown, path).toBeUndefined();
    }
    for (const [path, middleware] of [
      ["/admin/production", productionMiddleware],
      ["/vi/admin/production.csv", csvMiddleware],
    ] as const) {
      expect((await run(path, "kitchen", middleware)).thrown, path).toBeUndefined();
    }
  });
});

describe("the orders list page", () => {
  it("filters as asked and sets a bad filter aside, saying why in the page's language", async () => {
    const { args } = await run(`/vi/admin/orders?from=${DAY}&to=2033-13-01&q=THU%40EXAMPLE&status=&page=`, "manager", ordersMiddleware);
    const answer = (await ordersLoader(args)) as unknown as {
      data: {
        orders: { code: string }[];
        problems: { field: string; message: string }[];
        given: Record<string, string>;
        inUse: Record<string, string>;
      };
    };
    expect(answer.data.orders.map((o) => o.code)).toEqual([order.code]);
    expect(answer.data.problems).toEqual([{ field: "to", message: "Nhập ngày theo dạng YYYY-MM-DD (năm-tháng-ngày)." }]);
    expect(answer.data.given).toEqual({ from: DAY, to: "2033-13-01", q: "THU@EXAMPLE" });
    expect(answer.data.inUse).toEqual({ from: DAY, q: "THU@EXAMPLE" });
  });
});

describe("the note form without JavaScript", () => {
  const post = async (path: string, fields: Record<string, string>) => {
    const { args } = await run(path, "manager", orderMiddleware, formPost(fields));
    return orderAction(args);
  };

  it("adds the note signed by the staff member and goes back to the order (303)", async () => {
    const answer = (await post(`/vi/admin/orders/${order.code.toLowerCase()}`, {
      intent: "note",
      body: "  Khách sẽ gọi trước.  ",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/vi/admin/orders/${order.code}?noted=1#notes`);
    const { args } = await run(`/vi/admin/orders/${order.code}?noted=1`, "manager", orderMiddleware);
    const page = (await orderLoader(args)) as unknown as { data: { noted: boolean; notes: { body: string; staff_name: string }[] } };
    expect(page.data.noted).toBe(true);
    expect(page.data.notes).toMatchObject([{ body: "Khách sẽ gọi trước.", staff_name: manager.name }]);
  });

  it("answers a blank or too long note with 422 and its message in the page's language, keeping what was typed", async () => {
    const blank = (await post(`/vi/admin/orders/${order.code}`, { intent: "note", body: "   " })) as unknown as {
      init: ResponseInit;
      data: { error: string };
    };
    expect(blank.init.status).toBe(422);
    expect(blank.data.error).toBe("Vui lòng viết nội dung ghi chú.");
    const long = (await post(`/admin/orders/${order.code}`, { intent: "note", body: "x".repeat(1001) })) as unknown as {
      init: ResponseInit;
      data: { error: string; body: string };
    };
    expect(long.init.status).toBe(422);
    expect(long.data.error).toBe("A note can be at most 1,000 characters long.");
    expect(long.data.body).toHaveLength(1001);
    const missing = (await post(`/admin/orders/${order.code}`, { intent: "note" })) as unknown as {
      init: ResponseInit;
      data: { error: string };
    };
    expect(missing.data.error).toBe("Write the note first.");
  });

  it("answers an unknown order with 404 and an unknown intent with 400", async () => {
    await expect(post("/admin/orders/MV-0000000000ZZ", { intent: "note", body: "Hello" })).rejects.toMatchObject({ init: { status: 404 } });
    const other = (await post(`/admin/orders/${order.code}`, { intent: "dance" })) as unknown as { init: ResponseInit };
    expect(other.init.status).toBe(400);
    const { args } = await run("/admin/orders/not-a-code", "manager", orderMiddleware);
    await expect(orderLoader(args)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the move forms without JavaScript", () => {
  const post = async (path: string, fields: Record<string, string>) => {
    const { args } = await run(path, "manager", orderMiddleware, formPost(fields));
    return orderAction(args);
  };
  const history = () =>
    testDb.db.selectFrom("order_status_history").select(["status", "note"]).where("order_id", "=", order.id).orderBy("id", "asc").execute();
  // A guest's order: the customer is told by e-mail (an account's would also get a notice on its page).
  const notices = () =>
    testDb.db.selectFrom("outbox_emails").select("id").where("order_id", "=", order.id).where("kind", "=", "order_status").execute();
  type Refused = { init: ResponseInit; data: { intent: string; error: string; reason: string } };

  it("lists the order's moves, moves it, goes back to it (303) and says what was done", async () => {
    const { args } = await run(`/admin/orders/${order.code}`, "manager", orderMiddleware);
    const before = (await orderLoader(args)) as unknown as { data: { moves: string[]; done: string | null } };
    expect(before.data.moves).toEqual(["shipped", "canceled"]);
    expect(before.data.done).toBeNull();
    const [rows, sent] = [(await history()).length, (await notices()).length];
    const answer = (await post(`/vi/admin/orders/${order.code.toLowerCase()}`, {
      intent: "move",
      code: order.code,
      status: "shipped",
      expected_status: "unfinished",
    })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/vi/admin/orders/${order.code}?moved=1`);
    expect(await history()).toHaveLength(rows + 1);
    expect((await history()).at(-1)).toMatchObject({ status: "shipped" });
    expect(await notices()).toHaveLength(sent + 1);
    const after = (await orderLoader(
      (await run(`/vi/admin/orders/${order.code}?moved=1`, "manager", orderMiddleware)).args,
    )) as unknown as { data: { moves: string[]; done: string | null; order: { status: string } } };
    expect(after.data.order.status).toBe("shipped");
    expect(after.data.moves).toEqual(["delivered", "canceled"]);
    expect(after.data.done).toContain(order.code);
  });

  it("refuses a move the status does not allow (409, in the page's language) and a cancel without a reason (422), changing nothing", async () => {
    const rows = (await history()).length;
    const stale = (await post(`/vi/admin/orders/${order.code}`, {
      intent: "move",
      status: "shipped",
      expected_status: "unfinished",
    })) as unknown as Refused;
    expect(stale.init.status).toBe(409);
    expect(stale.data.intent).toBe("move");
    expect(stale.data.error).toMatch(/đơn/i);
    const bare = (await post(`/admin/orders/${order.code}`, {
      intent: "move",
      status: "canceled",
      expected_status: "shipped",
      reason: "   ",
    })) as unknown as Refused;
    expect(bare.init.status).toBe(422);
    expect(bare.data.error).toBe(apiMessage("en", "adminMoveReasonRequired"));
    expect(await history()).toHaveLength(rows);
    const { args } = await run(`/admin/orders/${order.code}`, "manager", orderMiddleware);
    expect(((await orderLoader(args)) as unknown as { data: { order: { status: string } } }).data.order.status).toBe("shipped");
  });

  it("keeps the reason typed when the cancel is refused, and answers an unknown order with 404", async () => {
    const refused = (await post(`/vi/admin/orders/${order.code}`, {
      intent: "move",
      status: "canceled",
      expected_status: "unfinished",
      reason: "Khách đổi ý",
    })) as unknown as Refused;
    expect(refused.init.status).toBe(409);
    expect(refused.data.reason).toBe("Khách đổi ý");
    await expect(
      post("/admin/orders/MV-0000000000ZZ", { intent: "move", status: "shipped", expected_status: "unfinished" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("the production pages", () => {
  it("show the report of the date asked, and today's when the date cannot be read", async () => {
    const { args } = await run(`/vi/admin/production?date=${DAY}`, "kitchen", productionMiddleware);
    const answer = (await productionLoader(args)) as unknown as {
      data: { report: { date: string; quantity: number; categories: { name: string }[] }; invalid: boolean };
    };
    expect(answer.data.report).toMatchObject({ date: DAY, quantity: 2, categories: [{ name: "Bánh kem & bông lan" }] });
    expect(answer.data.invalid).toBe(false);
    const bad = (await productionLoader(
      (await run("/admin/production?date=2033-02-30", "kitchen", productionMiddleware)).args,
    )) as unknown as { data: { report: { date: string }; today: string; invalid: boolean } };
    expect(bad.data.invalid).toBe(true);
    expect(bad.data.report.date).toBe(bad.data.today);
  });

  it("give the CSV in the path's language, with a BOM, its file name, and the inscription kept from running as a formula", async () => {
    const res = await productionCsvLoader((await run(`/vi/admin/production.csv?date=${DAY}`, "kitchen", csvMiddleware)).args);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="production-${DAY}.csv"`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text).toBe(
      `\uFEFFNgày,Danh mục,Sản phẩm,Mã SKU,Loại,Tùy chọn,Chữ viết trên bánh,Ghi chú cho bếp,Số lượng,Trong đó quà tặng\r\n` +
        `${DAY},Bánh kem & bông lan,Bánh chiffon lá dứa,CK-002,,,"'=Chúc mừng, Thu",,2,0\r\n`,
    );
    const bad = await productionCsvLoader((await run("/admin/production.csv?date=tomorrow", "kitchen", csvMiddleware)).args);
    expect(bad.status).toBe(422);
    expect(await bad.text()).toBe("Enter a date as YYYY-MM-DD.");
  });
});
