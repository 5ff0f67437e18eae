import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { insertOrderRows, type InsertedOrder, type RowOrder } from "../../tests/support/order-rows.ts";
import { signedInStaff, type TestStaff } from "../../tests/support/staff.ts";

// The back office's orders (GET /admin/orders, GET /admin/orders/{code}, POST /admin/orders/{code}/notes): each filter,
// the search by code, name, phone and e-mail, pages, an order's history, payments and internal notes, and bad input
// answered 4xx in the request's language. Orders are written straight into the database in a year of their own, so the
// demo seed's orders stay out of the filtered answers.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let manager: TestStaff & { cookie: string };
let owner: TestStaff & { cookie: string };
const placed: InsertedOrder[] = [];

const YEAR = "2032";
const d = (day: number) => `${YEAR}-04-${String(day).padStart(2, "0")}`;
const RANGE = `from=${d(1)}&to=${d(30)}`;

const ORDERS: RowOrder[] = [
  // 0
  {
    slot_date: d(1),
    slot_start: "09:00",
    full_name: "Nguyễn Thị Lan",
    phone: "(713) 555-0142",
    email: "Lan.Nguyen@Example.com",
    fulfilment: "pickup",
    payment_option: "pay_at_pickup",
  },
  // 1
  {
    slot_date: d(2),
    slot_start: "10:00",
    full_name: "Trần Văn Minh",
    phone: "832-555-0199",
    email: "minh@example.net",
    fulfilment: "delivery",
    payment_option: "card",
    payment_status: "paid",
    status: "shipped",
    locale: "vi",
  },
  // 2
  {
    slot_date: d(2),
    slot_start: "14:00",
    full_name: "Sarah O'Connor",
    phone: "+1 281 555 0123",
    email: "sarah@example.org",
    fulfilment: "pickup",
    payment_option: "card",
    payment_status: "paid",
    status: "completed",
  },
  // 3
  {
    slot_date: d(5),
    slot_start: "08:00",
    full_name: "Lê Hoàng",
    phone: "7135550177",
    email: "hoang_le@example.com",
    fulfilment: "delivery",
    payment_option: "pay_at_pickup",
    status: "canceled",
  },
  // 4
  {
    slot_date: d(9),
    slot_start: "11:00",
    full_name: "100% Baker",
    phone: "(346) 555-0100",
    email: "percent@example.com",
    fulfilment: "pickup",
    payment_option: "pay_at_pickup",
    status: "delivered",
  },
];

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  app = createTestApp(testDb);
  manager = await signedInStaff(app, testDb.db, "manager");
  owner = await signedInStaff(app, testDb.db, "owner");
  const cake = await testDb.db
    .selectFrom("products")
    .select(["id", "sku"])
    .where("slug", "=", "custom-birthday-cake")
    .executeTakeFirstOrThrow();
  const withLines = ORDERS.map((o, i) => ({
    ...o,
    slot_starts_at: `${o.slot_date}T${o.slot_start}:00.000Z`,
    lines: [
      {
        product_id: cake.id,
        sku: cake.sku,
        name: "Custom Birthday Cake",
        quantity: i + 1,
        note: "Happy Birthday",
        note_kind: "inscription" as const,
      },
    ],
  }));
  placed.push(...(await insertOrderRows(testDb.db, withLines)));
});
afterAll(() => testDb.destroy());

async function call(method: string, path: string, options: { body?: unknown; raw?: string; lang?: "en" | "vi"; cookie?: string } = {}) {
  const headers: Record<string, string> = {
    Cookie: options.cookie ?? manager.cookie,
    "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US",
  };
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, body: (await res.json()) as any };
}

/** The codes of a filtered list, in its order. */
async function codes(query: string): Promise<string[]> {
  const res = await call("GET", `/admin/orders?${RANGE}&per_page=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.orders.map((o: { code: string }) => o.code);
}
const codesOf = (...indexes: number[]) => indexes.map((i) => placed[i]!.code);

describe("the orders list", () => {
  it("lists orders by slot, the latest first, with what a row shows", async () => {
    expect(await codes("")).toEqual(codesOf(4, 3, 2, 1, 0));
    const res = await call("GET", `/admin/orders?${RANGE}`, { lang: "vi" });
    expect(res.body.data.orders[3]).toMatchObject({
      code: placed[1]!.code,
      status: "shipped",
      status_label: expect.any(String),
      full_name: "Trần Văn Minh",
      phone: "832-555-0199",
      email: "minh@example.net",
      fulfilment: "delivery",
      slot: { date: d(2), start: "10:00", end: "10:00" },
      payment: { option: "card", status: "paid" },
      items: 2,
      total: 10.83,
      total_cents: 1083,
    });
    expect(res.body.data.pagination).toEqual({ page: 1, per_page: 25, total: 5, last_page: 1 });
  });

  it("filters by fulfilment dates, inclusive at both ends, and with one end only", async () => {
    const between = await call("GET", `/admin/orders?from=${d(2)}&to=${d(5)}`);
    expect(between.body.data.orders.map((o: { code: string }) => o.code)).toEqual(codesOf(3, 2, 1));
    const fromOnly = await call("GET", `/admin/orders?from=${d(5)}&per_page=100`);
    expect(fromOnly.body.data.orders.map((o: { code: string }) => o.code)).toEqual(codesOf(4, 3));
    const toOnly = await call("GET", `/admin/orders?to=${d(1)}&per_page=100`);
    expect(toOnly.body.data.orders.map((o: { code: string }) => o.code)).toContain(placed[0]!.code);
    expect(toOnly.body.data.orders.map((o: { code: string }) => o.code)).not.toContain(placed[1]!.code);
  });

  it("filters by status, fulfilment and payment option, together too", async () => {
    expect(await codes("status=canceled")).toEqual(codesOf(3));
    expect(await codes("status=unfinished")).toEqual(codesOf(0));
    expect(await codes("fulfilment=delivery")).toEqual(codesOf(3, 1));
    expect(await codes("fulfilment=pickup")).toEqual(codesOf(4, 2, 0));
    expect(await codes("payment=card")).toEqual(codesOf(2, 1));
    expect(await codes("payment=pay_at_pickup")).toEqual(codesOf(4, 3, 0));
    expect(await codes("payment=card&fulfilment=pickup")).toEqual(codesOf(2));
    expect(await codes("payment=card&status=unfinished")).toEqual([]);
  });

  it("searches by code: whole, a piece, any case, with or without MV-, O typed for 0", async () => {
    const code = placed[2]!.code;
    expect(await codes(`q=${code}`)).toEqual([code]);
    expect(await codes(`q=${code.toLowerCase()}`)).toEqual([code]);
    expect(await codes(`q=${encodeURIComponent(`  ${code}  `)}`)).toEqual([code]);
    expect(await codes(`q=${code.slice(3)}`)).toEqual([code]);
    expect(await codes(`q=${code.replace("MV-", "MV")}`)).toEqual([code]);
    expect(await codes(`q=${code.slice(3).replace(/0/g, "O")}`)).toEqual([code]);
  });

  it("searches by name, any case, with Vietnamese letters", async () => {
    expect(await codes(`q=${encodeURIComponent("nguyễn")}`)).toEqual(codesOf(0));
    expect(await codes(`q=${encodeURIComponent("TRẦN VĂN")}`)).toEqual(codesOf(1));
    expect(await codes(`q=${encodeURIComponent("o'connor")}`)).toEqual(codesOf(2));
  });

  it("searches by phone, by its digits whatever the punctuation typed or kept", async () => {
    expect(await codes("q=7135550142")).toEqual(codesOf(0));
    expect(await codes(`q=${encodeURIComponent("713-555-0142")}`)).toEqual(codesOf(0));
    expect(await codes(`q=${encodeURIComponent("+1 (713) 555-0142")}`)).toEqual(codesOf(0));
    expect(await codes(`q=${encodeURIComponent("(281) 555")}`)).toEqual(codesOf(2));
    expect(await codes("q=555-0177")).toEqual(codesOf(3));
    // Three digits or more: "55" alone is not a phone search (nor anything else here).
    expect(await codes("q=55")).toEqual([]);
  });

  it("searches by e-mail, any case", async () => {
    expect(await codes("q=lan.nguyen%40example.com")).toEqual(codesOf(0));
    expect(await codes("q=MINH%40EXAMPLE")).toEqual(codesOf(1));
    expect(await codes("q=example.org")).toEqual(codesOf(2));
  });

  it("takes % and _ in the search as themselves", async () => {
    expect(await codes("q=100%25")).toEqual(codesOf(4));
    expect(await codes("q=%25")).toEqual(codesOf(4));
    expect(await codes("q=hoang_le")).toEqual(codesOf(3));
    expect(await codes("q=hoang_")).toEqual(codesOf(3));
    expect(await codes("q=n_guyen")).toEqual([]);
  });

  it("pages the list, and a page past the last is empty", async () => {
    const first = await call("GET", `/admin/orders?${RANGE}&per_page=2`);
    expect(first.body.data.orders.map((o: { code: string }) => o.code)).toEqual(codesOf(4, 3));
    expect(first.body.data.pagination).toEqual({ page: 1, per_page: 2, total: 5, last_page: 3 });
    const last = await call("GET", `/admin/orders?${RANGE}&per_page=2&page=3`);
    expect(last.body.data.orders.map((o: { code: string }) => o.code)).toEqual(codesOf(0));
    const past = await call("GET", `/admin/orders?${RANGE}&per_page=2&page=9`);
    expect(past.body.data.orders).toEqual([]);
  });

  it("refuses malformed filters with 422 and each field's message in the request's language", async () => {
    const cases: [string, string, string][] = [
      ["from=2032-02-30", "from", "Nhập ngày theo dạng YYYY-MM-DD (năm-tháng-ngày)."],
      ["to=yesterday", "to", "Nhập ngày theo dạng YYYY-MM-DD (năm-tháng-ngày)."],
      [`from=${d(9)}&to=${d(1)}`, "to", "Ngày kết thúc không được trước ngày bắt đầu."],
      ["status=lost", "status", "Vui lòng chọn một giá trị hợp lệ."],
      ["fulfilment=drone", "fulfilment", "Vui lòng chọn một giá trị hợp lệ."],
      ["payment=cash", "payment", "Vui lòng chọn một giá trị hợp lệ."],
      [`q=${"x".repeat(101)}`, "q", "Từ khóa tìm kiếm tối đa 100 ký tự."],
      ["per_page=101", "per_page", ""],
      ["per_page=0", "per_page", ""],
      ["page=abc", "page", ""],
    ];
    for (const [query, field, message] of cases) {
      const res = await call("GET", `/admin/orders?${query}`, { lang: "vi" });
      expect(res.status, query).toBe(422);
      expect(res.body.message).toBe("Vui lòng kiểm tra lại các ô được đánh dấu.");
      expect(Object.keys(res.body.errors), query).toEqual([field]);
      if (message) expect(res.body.errors[field]).toEqual([message]);
    }
    const en = await call("GET", `/admin/orders?from=${d(9)}&to=${d(1)}`);
    expect(en.body.errors.to).toEqual(["The end date must not be before the start date."]);
  });
});

describe("an order's page", () => {
  beforeAll(async () => {
    const order = placed[1]!;
    await testDb.db
      .insertInto("order_status_history")
      .values([
        { order_id: order.id, status: "unfinished", actor: "customer", note: "", created_at: "2032-03-30T10:00:00.000Z" },
        { order_id: order.id, status: "shipped", actor: `staff:${owner.id}`, note: "", created_at: "2032-04-02T09:00:00.000Z" },
        {
          order_id: order.id,
          status: "delivered",
          actor: manager.email.toUpperCase(),
          note: "left at the door",
          created_at: "2032-04-02T10:30:00.000Z",
        },
        { order_id: order.id, status: "completed", actor: "staff:999999", note: "", created_at: "2032-04-02T11:00:00.000Z" },
      ])
      .execute();
    await testDb.db
      .insertInto("payments")
      .values({
        order_id: order.id,
        provider: "authorize_net",
        transaction_id: "60123456789",
        amount_cents: 1083,
        status: "captured",
        account_number: "XXXX1111",
        account_type: "Visa",
        created_at: "2032-03-30T10:00:00.000Z",
      })
      .execute();
  });

  it("shows the order with all its details, its history (who, when, why; a staff member by name, one whose account is gone by what was kept), its payments and notes", async () => {
    const res = await call("GET", `/admin/orders/${placed[1]!.code}`, { lang: "vi" });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.order).toMatchObject({
      code: placed[1]!.code,
      full_name: "Trần Văn Minh",
      fulfilment: "delivery",
      lines: [{ quantity: 2, note: "Happy Birthday", note_kind: "inscription" }],
      payment: { option: "card", status: "paid", card: { account_number: "XXXX1111" } },
    });
    expect(data.customer_id).toBeNull();
    expect(data.history).toEqual([
      {
        status: "unfinished",
        status_label: expect.any(String),
        by: { kind: "customer", name: "Khách hàng" },
        note: "",
        at: "2032-03-30T10:00:00.000Z",
      },
      {
        status: "shipped",
        status_label: expect.any(String),
        by: { kind: "staff", name: owner.name },
        note: "",
        at: "2032-04-02T09:00:00.000Z",
      },
      {
        status: "delivered",
        status_label: expect.any(String),
        by: { kind: "staff", name: manager.name },
        note: "left at the door",
        at: "2032-04-02T10:30:00.000Z",
      },
      {
        status: "completed",
        status_label: expect.any(String),
        by: { kind: "staff", name: "#999999" },
        note: "",
        at: "2032-04-02T11:00:00.000Z",
      },
    ]);
    expect(data.payments).toEqual([
      {
        provider: "authorize_net",
        transaction_id: "60123456789",
        amount: 10.83,
        amount_cents: 1083,
        status: "captured",
        account_number: "XXXX1111",
        account_type: "Visa",
        note: "",
        created_at: "2032-03-30T10:00:00.000Z",
      },
    ]);
    expect(data.notes).toEqual([]);
  });

  it("finds the order by its code typed in lower case", async () => {
    expect((await call("GET", `/admin/orders/${placed[1]!.code.toLowerCase()}`)).status).toBe(200);
  });

  it("answers 404 in the request's language for an unknown or malformed code", async () => {
    for (const code of ["MV-0000000000ZZ", "nonsense", "%20", "X".repeat(300)]) {
      const vi = await call("GET", `/admin/orders/${code}`, { lang: "vi" });
      expect(vi.status).toBe(404);
      expect(vi.body.message).toBe("Không có đơn hàng nào mang mã này.");
    }
    expect((await call("GET", "/admin/orders/MV-0000000000ZZ")).body.message).toBe("There is no order with this code.");
  });
});

describe("internal notes", () => {
  it("adds a note signed with the staff member's name and time, trimmed, shown on the order, in the audit log", async () => {
    const order = placed[0]!;
    const res = await call("POST", `/admin/orders/${order.code}/notes`, {
      body: { body: "  Customer will call on arrival.\nBring the cake out.  " },
      lang: "vi",
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(`Đã thêm ghi chú vào đơn ${order.code}.`);
    expect(res.body.data).toMatchObject({
      code: order.code,
      note: { body: "Customer will call on arrival.\nBring the cake out.", staff_id: manager.id, staff_name: manager.name },
    });
    const second = await call("POST", `/admin/orders/${order.code.toLowerCase()}/notes`, {
      body: { body: "x".repeat(1000) },
      cookie: owner.cookie,
    });
    expect(second.status).toBe(201);

    const shown = await call("GET", `/admin/orders/${order.code}`);
    expect(shown.body.data.notes.map((n: { body: string; staff_name: string }) => [n.staff_name, n.body])).toEqual([
      [manager.name, "Customer will call on arrival.\nBring the cake out."],
      [owner.name, "x".repeat(1000)],
    ]);
    expect(Date.parse(shown.body.data.notes[0].created_at)).toBeGreaterThan(Date.now() - 60_000);

    const audit = await testDb.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "order.note")
      .where("entity_id", "=", order.code)
      .orderBy("id")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staff_id: manager.id, staff_name: manager.name, entity: "order", before_json: null });
    expect(JSON.parse(audit[0]!.after_json!)).toEqual({
      note_id: res.body.data.note.id,
      body: "Customer will call on arrival.\nBring the cake out.",
    });
  });

  it("refuses an empty, blank, too long, missing or control-character note with 422 in the request's language", async () => {
    const code = placed[0]!.code;
    const cases: [unknown, string, string][] = [
      [{ body: "" }, "Vui lòng viết nội dung ghi chú.", "Write the note first."],
      [{ body: " \n\t " }, "Vui lòng viết nội dung ghi chú.", "Write the note first."],
      [{}, "Vui lòng viết nội dung ghi chú.", "Write the note first."],
      [{ body: 42 }, "Vui lòng viết nội dung ghi chú.", "Write the note first."],
      [{ body: "y".repeat(1001) }, "Ghi chú dài tối đa 1.000 ký tự.", "A note can be at most 1,000 characters long."],
      [{ body: "bell\u0007" }, "Ghi chú có ký tự không lưu được.", "The note holds characters that cannot be saved."],
    ];
    const before = await testDb.db
      .selectFrom("order_notes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    for (const [body, vi, en] of cases) {
      const res = await call("POST", `/admin/orders/${code}/notes`, { body, lang: "vi" });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.body).toEqual([vi]);
      expect((await call("POST", `/admin/orders/${code}/notes`, { body })).body.errors.body).toEqual([en]);
    }
    const after = await testDb.db
      .selectFrom("order_notes")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("answers malformed JSON with 400 and an unknown order with 404", async () => {
    expect((await call("POST", `/admin/orders/${placed[0]!.code}/notes`, { raw: "{not json" })).status).toBe(400);
    const unknown = await call("POST", "/admin/orders/MV-0000000000ZZ/notes", { body: { body: "Hello" }, lang: "vi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Không có đơn hàng nào mang mã này.");
  });

  it("is not the kitchen's: a kitchen account gets 403", async () => {
    const kitchen = await signedInStaff(app, testDb.db, "kitchen");
    expect((await call("POST", `/admin/orders/${placed[0]!.code}/notes`, { body: { body: "Hi" }, cookie: kitchen.cookie })).status).toBe(
      403,
    );
    expect((await call("GET", `/admin/orders?${RANGE}`, { cookie: kitchen.cookie })).status).toBe(403);
  });
});
