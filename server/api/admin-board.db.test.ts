import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, outboxMessages } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff, type TestStaff } from "../../tests/support/staff.ts";
import { localDateAt } from "../domain/fulfilment/shop-time.ts";
import { createGatewayDouble, DOUBLE_CREDENTIALS } from "../payments/authorize-net-double.ts";
import { createCardGateway, type CardGateway } from "../payments/authorize-net.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";

// The board of the day and the staff's status moves, through the real app with `app.request()`. Orders are placed by
// POST checkout (customers and guests, pay at pickup and card), so the capacity, payments and notices a move changes
// are the ones checkout wrote; cards go to the local double of Authorize.Net.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const gatewayDouble = createGatewayDouble();
const ids = new Map<string, number>();
let kitchen: TestStaff & { cookie: string };
let manager: TestStaff & { cookie: string };
/** A gateway that cannot be reached: the staff cancel stands, and the payment is left for the staff with a note. */
let gatewayDown = false;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const real = createCardGateway(
    {
      apiLoginId: DOUBLE_CREDENTIALS.apiLoginId,
      transactionKey: DOUBLE_CREDENTIALS.transactionKey,
      clientKey: "test-client-key",
      env: "sandbox",
      timeoutMs: 300,
    },
    gatewayDouble.fetch,
  );
  const down = { ok: false as const, reason: "timeout" };
  const gateway: CardGateway = {
    ...real,
    void: (id) => (gatewayDown ? Promise.resolve(down) : real.void(id)),
    getTransactionDetails: (id) => (gatewayDown ? Promise.resolve(down) : real.getTransactionDetails(id)),
    refund: (input) => (gatewayDown ? Promise.resolve(down) : real.refund(input)),
  };
  app = createTestApp(
    testDb,
    {
      CART_LIMIT_PER_HOUR: "100000",
      REGISTER_LIMIT_PER_HOUR: "100000",
      CHECKOUT_LIMIT_PER_HOUR: "100000",
      AUTHORIZE_NET_API_LOGIN_ID: DOUBLE_CREDENTIALS.apiLoginId,
      AUTHORIZE_NET_TRANSACTION_KEY: DOUBLE_CREDENTIALS.transactionKey,
      AUTHORIZE_NET_CLIENT_KEY: "test-client-key",
    },
    undefined,
    { cardGateway: gateway },
  );
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
  kitchen = await signedInStaff(app, testDb.db, "kitchen");
  manager = await signedInStaff(app, testDb.db, "manager");
});
afterAll(() => testDb.destroy());

const BANH_MI = "banh-mi-dac-biet";
const CAKE = "custom-birthday-cake";
const productId = (slug: string) => ids.get(slug)!;

type Lang = "en" | "vi";
interface CallOptions {
  auth?: string;
  token?: string;
  lang?: Lang;
  key?: string;
  cookie?: string;
}

async function call(method: string, path: string, body?: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  if (options.token) headers["cart-token"] = options.token;
  if (options.key) headers["Idempotency-Key"] = options.key;
  if (options.cookie) headers.Cookie = options.cookie;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json(), res };
}

let phones = 1000;
async function customer(lang: Lang = "en"): Promise<{ auth: string; id: number; email: string }> {
  const password = "hot bánh bao 2026";
  const email = `lan-${randomUUID().slice(0, 8)}@example.com`;
  const res = await call(
    "POST",
    "/register",
    { name: "Lan Nguyễn", email, phone: `(713) 555-${phones++}`, password, password_confirmation: password, remember: 0 },
    { lang },
  );
  expect(res.status).toBe(201);
  return { auth: res.body.data.token, id: res.body.data.user.customer_id, email };
}

interface Placed {
  code: string;
  id: number;
  email: string;
  slot: { date: string; start: string };
}

interface PlaceOptions {
  /** A signed-in customer's token; a guest's order without it. */
  auth?: string;
  lang?: Lang;
  /** Which of the offered days (default 3: clear of every lead time), or a date among them. */
  day?: number;
  date?: string;
  extra?: Record<string, unknown>;
}

/** Fills a cart and places the order through POST checkout. */
async function placeOrder(lines: [slug: string, quantity: number, note?: string][], options: PlaceOptions = {}): Promise<Placed> {
  const lang = options.lang ?? "en";
  let token = "";
  for (const [slug, quantity, note] of lines) {
    const added = await call(
      "POST",
      "/carts",
      { product_id: productId(slug), quantity, ...(note ? { note } : {}) },
      { auth: options.auth, token, lang },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    token = added.body.data.token ?? token;
  }
  const offered = await call("GET", "/checkout/options", undefined, { auth: options.auth, token, lang });
  const days = offered.body.data.days;
  const day =
    (options.date ? days.find((d: { date: string }) => d.date === options.date) : undefined) ?? days[options.day ?? 3] ?? days.at(-1);
  const open = day.slots.find((s: { full: boolean }) => !s.full);
  const slot = { date: open.date as string, start: open.start as string };
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const res = await call("POST", "/checkout", pickupForm({ email, slot, ...options.extra }), {
    auth: options.auth,
    token,
    lang,
    key: randomUUID(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await testDb.db.selectFrom("orders").select("id").where("code", "=", res.body.data.order.code).executeTakeFirstOrThrow();
  return { code: res.body.data.order.code, id: row.id, email, slot };
}

const CARD = { payment_option: "card", payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: "approve" } };

function move(code: string, body: Record<string, unknown>, options: { cookie?: string; lang?: Lang } = {}) {
  return call("POST", `/admin/orders/${code}/status`, body, { cookie: options.cookie ?? kitchen.cookie, lang: options.lang });
}

async function statusOf(order: Placed) {
  return await testDb.db.selectFrom("orders").select(["status", "payment_status"]).where("id", "=", order.id).executeTakeFirstOrThrow();
}

async function slotReserved(slot: Placed["slot"]): Promise<number> {
  const row = await testDb.db
    .selectFrom("slot_reservations")
    .select("reserved")
    .where("date", "=", slot.date)
    .where("start", "=", slot.start)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}

async function stockReserved(slug: string, date: string): Promise<number> {
  const row = await testDb.db
    .selectFrom("stock_reservations")
    .select("reserved")
    .where("product_id", "=", productId(slug))
    .where("date", "=", date)
    .executeTakeFirst();
  return Number(row?.reserved ?? 0);
}

function decodeEml(eml: string): string {
  const softBreaks = eml.replace(/=\r?\n/g, "");
  return Buffer.from(
    softBreaks.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");
}

/** The status e-mails sent to an address, decoded, once the outbox has sent `count` of them. */
async function statusMailsTo(address: string, count: number): Promise<string[]> {
  return vi.waitFor(
    () => {
      const mails = outboxMessages(app.config)
        .filter((eml) => new RegExp(`^To: ${address}$`, "m").test(eml))
        .map(decodeEml)
        .filter((text) => /The status of your order|Trạng thái đơn hàng \S+ của bạn nay là/.test(text));
      expect(mails.length).toBeGreaterThanOrEqual(count);
      return mails;
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe("POST admin/orders/{code}/status", () => {
  it("moves an order Unfinished → Shipped → Delivered → Completed: history, notices, e-mails in the customer's language, audit, points once", async () => {
    const lan = await customer("vi");
    const order = await placeOrder([[BANH_MI, 2]], { auth: lan.auth, lang: "vi" });
    const before = await testDb.db.selectFrom("customers").select("points").where("id", "=", lan.id).executeTakeFirstOrThrow();

    const shipped = await move(order.code, { status: "shipped" });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.message).toBe(`Order ${order.code} is now “Ready for pickup”.`);
    expect(shipped.body.data.order).toMatchObject({ code: order.code, status: "shipped", moves: ["delivered", "canceled"] });
    expect((await move(order.code, { status: "delivered", expected_status: "shipped" }, { lang: "vi" })).body.message).toBe(
      `Đơn ${order.code} đã chuyển sang “Khách đã lấy đơn”.`,
    );
    const completed = await move(order.code, { status: "completed" }, { cookie: manager.cookie });
    expect(completed.status).toBe(200);
    expect(completed.body.data.order.moves).toEqual([]);
    expect(await statusOf(order)).toMatchObject({ status: "completed" });

    const history = await testDb.db
      .selectFrom("order_status_history")
      .select(["status", "actor", "note"])
      .where("order_id", "=", order.id)
      .orderBy("id")
      .execute();
    expect(history.map((h) => [h.status, h.actor])).toEqual([
      ["unfinished", expect.any(String)],
      ["shipped", `staff:${kitchen.id}`],
      ["delivered", `staff:${kitchen.id}`],
      ["completed", `staff:${manager.id}`],
    ]);

    const audit = await testDb.db.selectFrom("audit_log").selectAll().where("entity_id", "=", order.code).orderBy("id").execute();
    expect(audit.map((a) => [a.staff_id, a.action, JSON.parse(a.before_json!), JSON.parse(a.after_json!)])).toEqual([
      [kitchen.id, "order.status", { status: "unfinished" }, { status: "shipped" }],
      [kitchen.id, "order.status", { status: "shipped" }, { status: "delivered" }],
      [manager.id, "order.status", { status: "delivered" }, { status: "completed" }],
    ]);

    // The customer's notices, read in Vietnamese through its own API.
    const notices = await call("GET", "/notices", undefined, { auth: lan.auth, lang: "vi" });
    const titles = notices.body.data.notices.map((n: { title: string }) => n.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        `Đơn hàng ${order.code}: Đã làm xong, mời bạn đến lấy`,
        `Đơn hàng ${order.code}: Bạn đã nhận bánh`,
        `Đơn hàng ${order.code}: Hoàn tất`,
      ]),
    );
    expect(notices.body.data.notices.filter((n: { kind: string }) => n.kind === "order_status")).toHaveLength(3);

    // Points once: a completed order earns its points, and a second "complete" is refused without earning again.
    const after = await testDb.db.selectFrom("customers").select("points").where("id", "=", lan.id).executeTakeFirstOrThrow();
    expect(after.points).toBeGreaterThan(before.points);
    expect((await move(order.code, { status: "completed" })).status).toBe(409);
    const awards = await testDb.db.selectFrom("loyalty_awards").select("points").where("order_id", "=", order.id).execute();
    expect(awards).toHaveLength(1);
    expect((await testDb.db.selectFrom("customers").select("points").where("id", "=", lan.id).executeTakeFirstOrThrow()).points).toBe(
      after.points,
    );

    // Three status e-mails, in Vietnamese (the language it ordered in), with the link to the order in the account.
    const mails = await statusMailsTo(order.email, 3);
    const done = mails.find((m) => m.includes("Hoàn tất"))!;
    expect(done).toContain(`Trạng thái đơn hàng ${order.code} của bạn nay là “Hoàn tất”.`);
    expect(done).toContain("Cảm ơn bạn đã chọn tiệm!");
    // Its link opens the order in any browser, as the confirmation's does; each status e-mail has a key of its own.
    const link = /https?:\/\/\S+?(\/vi\/cart\/order-success\?code=(MV-[0-9A-Z]{12})&key=([A-Za-z0-9_-]+))/.exec(done);
    expect(link?.[2]).toBe(order.code);
    const opened = await call("GET", `/orders/${order.code}?key=${link![3]}`);
    expect(opened.status).toBe(200);
    expect(opened.body.data.status).toBe("completed");
    expect((await call("GET", `/orders/${order.code}?key=${link![3]}x`)).status).toBe(404);
    const keys = await testDb.db.selectFrom("order_access_keys").select("key_hash").where("order_id", "=", order.id).execute();
    expect(keys).toHaveLength(3);
    expect(JSON.stringify(keys)).not.toContain(link![3]);
  });

  const illegal: [from: string[], to: string, en: (code: string) => string, vi: (code: string) => string][] = [
    [
      [],
      "delivered",
      (c) => `Order ${c} is “Preparing”: it can only move to “Ready for pickup” or “Canceled”.`,
      (c) => `Đơn ${c} đang ở trạng thái “Đang chuẩn bị”: chỉ có thể chuyển sang “Đơn đã xong, chờ khách đến lấy” hoặc “Đã hủy”.`,
    ],
    [
      [],
      "completed",
      (c) => `Order ${c} is “Preparing”: it can only move to “Ready for pickup” or “Canceled”.`,
      (c) => `Đơn ${c} đang ở trạng thái “Đang chuẩn bị”: chỉ có thể chuyển sang “Đơn đã xong, chờ khách đến lấy” hoặc “Đã hủy”.`,
    ],
    [[], "unfinished", (c) => `Order ${c} is already “Preparing”.`, (c) => `Đơn ${c} đã ở trạng thái “Đang chuẩn bị” rồi.`],
    [
      ["shipped"],
      "unfinished",
      (c) => `Order ${c} is “Ready for pickup”: it can only move to “Picked up” or “Canceled”.`,
      (c) => `Đơn ${c} đang ở trạng thái “Đơn đã xong, chờ khách đến lấy”: chỉ có thể chuyển sang “Khách đã lấy đơn” hoặc “Đã hủy”.`,
    ],
    [
      ["shipped"],
      "completed",
      (c) => `Order ${c} is “Ready for pickup”: it can only move to “Picked up” or “Canceled”.`,
      (c) => `Đơn ${c} đang ở trạng thái “Đơn đã xong, chờ khách đến lấy”: chỉ có thể chuyển sang “Khách đã lấy đơn” hoặc “Đã hủy”.`,
    ],
    [
      ["shipped", "delivered"],
      "canceled",
      (c) => `Order ${c} is already with the customer: it can no longer be canceled.`,
      (c) => `Đơn ${c} đã đến tay khách: không thể hủy nữa.`,
    ],
    [
      ["shipped", "delivered"],
      "shipped",
      (c) => `Order ${c} is “Picked up”: it can only move to “Completed”.`,
      (c) => `Đơn ${c} đang ở trạng thái “Khách đã lấy đơn”: chỉ có thể chuyển sang “Hoàn tất”.`,
    ],
    [
      ["shipped", "delivered", "completed"],
      "canceled",
      (c) => `Order ${c} is “Completed”: its status can no longer change.`,
      (c) => `Đơn ${c} đang ở trạng thái “Hoàn tất”: không thể đổi trạng thái nữa.`,
    ],
    [
      ["canceled"],
      "shipped",
      (c) => `Order ${c} is “Canceled”: its status can no longer change.`,
      (c) => `Đơn ${c} đang ở trạng thái “Đã hủy”: không thể đổi trạng thái nữa.`,
    ],
  ];
  for (const [path, to, en, vi] of illegal) {
    const from = path.at(-1) ?? "unfinished";
    it(`refuses ${from} → ${to} with 409, the reason in English and Vietnamese, and the order as it is`, async () => {
      const order = await placeOrder([[BANH_MI, 1]]);
      for (const status of path) expect((await move(order.code, { status, reason: "Khách đổi ý" })).status).toBe(200);
      const history = await testDb.db.selectFrom("order_status_history").select("id").where("order_id", "=", order.id).execute();
      const refusedEn = await move(order.code, { status: to, reason: "Hết bột" });
      expect(refusedEn.status).toBe(409);
      expect(refusedEn.body).toMatchObject({ error: true, message: en(order.code), data: { order: { code: order.code, status: from } } });
      const refusedVi = await move(order.code, { status: to, reason: "Hết bột" }, { lang: "vi" });
      expect(refusedVi.status).toBe(409);
      expect(refusedVi.body.message).toBe(vi(order.code));
      expect(await statusOf(order)).toMatchObject({ status: from });
      expect(await testDb.db.selectFrom("order_status_history").select("id").where("order_id", "=", order.id).execute()).toHaveLength(
        history.length,
      );
    });
  }

  it("cancels with a reason: the slot and the day's pieces given back once, the reason in the history, the audit, the notice and the e-mail", async () => {
    const lan = await customer("en");
    const order = await placeOrder(
      [
        [BANH_MI, 3],
        [CAKE, 1, "Happy birthday Bà"],
      ],
      { auth: lan.auth, day: 4 },
    );
    const slotBefore = await slotReserved(order.slot);
    const cakesBefore = await stockReserved(CAKE, order.slot.date);

    const noReason = await move(order.code, { status: "canceled" }, { lang: "vi" });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(["Vui lòng ghi lý do hủy đơn."]);
    const blank = await move(order.code, { status: "canceled", reason: "   " });
    expect(blank.status).toBe(422);
    expect(blank.body.errors.reason).toEqual(["Please write why the order is canceled."]);
    expect(await statusOf(order)).toMatchObject({ status: "unfinished" });

    const canceled = await move(order.code, { status: "canceled", reason: "The oven broke down" });
    expect(canceled.status).toBe(200);
    expect(canceled.body.data).toMatchObject({ order: { status: "canceled", moves: [] }, card: null });
    expect(await slotReserved(order.slot)).toBe(slotBefore - 1);
    expect(await stockReserved(CAKE, order.slot.date)).toBe(cakesBefore - 1);
    // A second cancel is refused and gives nothing back again.
    expect((await move(order.code, { status: "canceled", reason: "again" })).status).toBe(409);
    expect(await slotReserved(order.slot)).toBe(slotBefore - 1);
    expect(await stockReserved(CAKE, order.slot.date)).toBe(cakesBefore - 1);

    const last = await testDb.db
      .selectFrom("order_status_history")
      .select(["status", "note", "actor"])
      .where("order_id", "=", order.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ status: "canceled", note: "The oven broke down", actor: `staff:${kitchen.id}` });
    const audit = await testDb.db
      .selectFrom("audit_log")
      .select(["after_json"])
      .where("entity_id", "=", order.code)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toEqual({ status: "canceled", reason: "The oven broke down" });
    const notices = await call("GET", "/notices", undefined, { auth: lan.auth });
    expect(notices.body.data.notices[0]).toMatchObject({ kind: "order_status", title: `Order ${order.code} is now Canceled` });

    const [mail] = await statusMailsTo(order.email, 1);
    expect(mail).toContain(`The status of your order ${order.code} is now “Canceled”.`);
    expect(mail).toContain("Reason: The oven broke down");
    expect(mail).toContain("You have nothing to pay.");
    expect(mail).toContain(`/cart/order-success?code=${order.code}&key=`);
    expect(mail).not.toContain("/vi/cart");
  });

  it("makes a sold-out product orderable again after a cancel, and gives the pieces back once when two cancels race", async () => {
    const lan = await customer();
    const cake = productId(CAKE);
    const first = await placeOrder([[CAKE, 1, "Mừng thọ"]], { auth: lan.auth, day: 5 });
    // The day's last cake: the capacity is what is already booked.
    const booked = await stockReserved(CAKE, first.slot.date);
    await testDb.db.updateTable("products").set({ daily_capacity: booked }).where("id", "=", cake).execute();
    try {
      // Sold out for that date: a checkout of one more cake in the same slot is refused.
      const soldOutCart = await call("POST", "/carts", { product_id: cake, quantity: 1, note: "Sold out?" }, { auth: lan.auth });
      expect(soldOutCart.status).toBe(200);
      const refused = await call(
        "POST",
        "/checkout",
        {
          email: lan.email,
          phone: "(713) 555-0199",
          full_name: "Lan Nguyễn",
          address: "1 Main",
          city: "Houston",
          state: "TX",
          country: "United States",
          zip: "77072",
          shipping_option: "pickup",
          payment_option: "pay_at_pickup",
          slot: first.slot,
        },
        { auth: lan.auth, key: randomUUID() },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.data.reason).toBe("sold_out");

      const both = await Promise.all([
        move(first.code, { status: "canceled", reason: "Khách gọi hủy" }),
        move(first.code, { status: "canceled", reason: "Customer called" }, { cookie: manager.cookie }),
      ]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await stockReserved(CAKE, first.slot.date)).toBe(booked - 1);
      const loser = both.find((r) => r.status === 409)!;
      expect(loser.body.data.order).toMatchObject({ code: first.code, status: "canceled" });

      // The cake can be ordered again for that date.
      const again = await call(
        "POST",
        "/checkout",
        {
          email: lan.email,
          phone: "(713) 555-0199",
          full_name: "Lan Nguyễn",
          address: "1 Main",
          city: "Houston",
          state: "TX",
          country: "United States",
          zip: "77072",
          shipping_option: "pickup",
          payment_option: "pay_at_pickup",
          slot: first.slot,
        },
        { auth: lan.auth, key: randomUUID() },
      );
      expect(again.status, JSON.stringify(again.body)).toBe(201);
      expect(await stockReserved(CAKE, first.slot.date)).toBe(booked);
    } finally {
      await testDb.db.updateTable("products").set({ daily_capacity: 6 }).where("id", "=", cake).execute();
    }
  });

  it("voids an unsettled card payment through the gateway", async () => {
    const order = await placeOrder([[BANH_MI, 2]], { extra: CARD });
    const payment = await testDb.db
      .selectFrom("payments")
      .select("transaction_id")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    const res = await move(order.code, { status: "canceled", reason: "Kitchen closed early" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Order ${order.code} is canceled and its card payment voided.`);
    expect(res.body.data).toMatchObject({ card: "voided", order: { payment: { status: "voided" } } });
    expect(gatewayDouble.voids).toContain(payment.transaction_id);
    expect(gatewayDouble.refunds.map((r) => r.refTransId)).not.toContain(payment.transaction_id);
    expect(await statusOf(order)).toEqual({ status: "canceled", payment_status: "voided" });
    const [mail] = await statusMailsTo(order.email, 1);
    expect(mail).toContain("Your card payment is being given back to your card");
    // A guest's order: no account, so no notice; the e-mail's link opens the order in any browser.
    expect(
      await testDb.db.selectFrom("notices").select("id").where("order_id", "=", order.id).where("kind", "=", "order_status").execute(),
    ).toHaveLength(0);
    const key = new RegExp(`/cart/order-success\\?code=${order.code}&key=([A-Za-z0-9_-]+)`).exec(mail!)?.[1];
    expect((await call("GET", `/orders/${order.code}?key=${key}`)).body.data).toMatchObject({ code: order.code, status: "canceled" });
  });

  it("refunds a card payment that has already settled, with the card's last four digits, in Vietnamese", async () => {
    const order = await placeOrder([[BANH_MI, 2]], { extra: CARD, lang: "vi" });
    const payment = await testDb.db
      .selectFrom("payments")
      .select(["transaction_id", "amount_cents"])
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    gatewayDouble.settle(payment.transaction_id);
    expect((await move(order.code, { status: "shipped" })).status).toBe(200);
    const res = await move(order.code, { status: "canceled", reason: "Xe giao hàng hỏng" }, { lang: "vi" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`Đã hủy đơn ${order.code} và hoàn tiền vào thẻ.`);
    expect(res.body.data.card).toBe("refunded");
    expect(gatewayDouble.voids).not.toContain(payment.transaction_id);
    expect(gatewayDouble.refunds.filter((r) => r.refTransId === payment.transaction_id)).toEqual([
      {
        transactionId: expect.any(String),
        refTransId: payment.transaction_id,
        amount: (payment.amount_cents / 100).toFixed(2),
        last4: "1111",
      },
    ]);
    expect(await statusOf(order)).toEqual({ status: "canceled", payment_status: "refunded" });
    const row = await testDb.db.selectFrom("payments").select("status").where("order_id", "=", order.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("refunded");
    const [mail] = await statusMailsTo(order.email, 2).then((m) => m.filter((t) => t.includes("Đã hủy")));
    expect(mail).toContain("Lý do: Xe giao hàng hỏng");
    expect(mail).toContain("Tiền thanh toán bằng thẻ đang được hoàn lại vào thẻ của bạn");
  });

  it("keeps a cancel when the gateway cannot be reached: the payment is left for the staff with a note, and the answer says so", async () => {
    const order = await placeOrder([[BANH_MI, 1]], { extra: CARD });
    gatewayDown = true;
    try {
      const res = await move(order.code, { status: "canceled", reason: "Kitchen closed" });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(
        `Order ${order.code} is canceled, but its card payment could not be given back: void or refund it in Authorize.Net.`,
      );
      expect(res.body.data.card).toBe("failed");
    } finally {
      gatewayDown = false;
    }
    expect(await statusOf(order)).toEqual({ status: "canceled", payment_status: "paid" });
    const payment = await testDb.db
      .selectFrom("payments")
      .select(["status", "note"])
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe("void_pending");
    expect(payment.note).toMatch(/void or refund it in Authorize\.Net/);
  });

  it("of two moves at once, one wins and the other gets 409 with the order as it is now", async () => {
    const order = await placeOrder([[BANH_MI, 1]]);
    const [a, b] = await Promise.all([
      move(order.code, { status: "shipped" }),
      move(order.code, { status: "shipped" }, { cookie: manager.cookie, lang: "vi" }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.data.order).toMatchObject({ code: order.code, status: "shipped", moves: ["delivered", "canceled"] });
    expect(loser.body.message).toMatch(/already “Shipped”|someone else|đã ở trạng thái|Có người vừa/i);
    const history = await testDb.db
      .selectFrom("order_status_history")
      .select("status")
      .where("order_id", "=", order.id)
      .where("status", "=", "shipped")
      .execute();
    expect(history).toHaveLength(1);
  });

  it("of ten moves at once from what the staff saw (unfinished), exactly one wins: one history line, one notice, one e-mail, one audit line", async () => {
    const lan = await customer();
    const order = await placeOrder([[BANH_MI, 1]], { auth: lan.auth });
    // Each carries the status its board showed, as the board's forms do. Without it, a cancel arriving after a ship had
    // committed would rightly be a second legal move (Shipped → Canceled): PostgreSQL's order found that case.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        move(
          order.code,
          i % 2
            ? { status: "shipped", expected_status: "unfinished" }
            : { status: "canceled", reason: `race ${i}`, expected_status: "unfinished" },
          { cookie: i % 3 ? kitchen.cookie : manager.cookie },
        ),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    const final = (await statusOf(order)).status;
    for (const refused of answers.filter((r) => r.status === 409)) expect(refused.body.data.order.status).toBe(final);
    expect(await testDb.db.selectFrom("order_status_history").select("id").where("order_id", "=", order.id).execute()).toHaveLength(2);
    expect(
      await testDb.db.selectFrom("notices").select("id").where("order_id", "=", order.id).where("kind", "=", "order_status").execute(),
    ).toHaveLength(1);
    expect(
      await testDb.db
        .selectFrom("outbox_emails")
        .select("id")
        .where("order_id", "=", order.id)
        .where("kind", "=", "order_status")
        .execute(),
    ).toHaveLength(1);
    expect(await testDb.db.selectFrom("audit_log").select("id").where("entity_id", "=", order.code).execute()).toHaveLength(1);
  });

  it("of ten mixed moves at once without a seen status, each move that wins happens once with its effects once: a ship may be followed by a cancel, never two of either", async () => {
    const order = await placeOrder([[BANH_MI, 1]]);
    const slotBefore = await slotReserved(order.slot);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        move(order.code, i % 2 ? { status: "shipped" } : { status: "canceled", reason: `race ${i}` }, {
          cookie: i % 3 ? kitchen.cookie : manager.cookie,
        }),
      ),
    );
    const won = answers.filter((r) => r.status === 200);
    expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    const history = (
      await testDb.db.selectFrom("order_status_history").select("status").where("order_id", "=", order.id).orderBy("id").execute()
    ).map((h) => h.status);
    // Canceled at once, shipped, or shipped then canceled: one line per move that won, after the order's first.
    expect([
      ["unfinished", "canceled"],
      ["unfinished", "shipped"],
      ["unfinished", "shipped", "canceled"],
    ]).toContainEqual(history);
    expect(won).toHaveLength(history.length - 1);
    const final = (await statusOf(order)).status;
    expect(final).toBe(history.at(-1));
    // The slot's place given back once, and only by a cancel.
    expect(await slotReserved(order.slot)).toBe(final === "canceled" ? slotBefore - 1 : slotBefore);
    expect(await testDb.db.selectFrom("audit_log").select("id").where("entity_id", "=", order.code).execute()).toHaveLength(won.length);
  });

  it("refuses a move from a status the staff member no longer sees (expected_status) with 409 and the order now", async () => {
    const order = await placeOrder([[BANH_MI, 1]]);
    expect((await move(order.code, { status: "shipped" })).status).toBe(200);
    const stale = await move(order.code, { status: "canceled", reason: "Khách hủy", expected_status: "unfinished" }, { lang: "vi" });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      `Có người vừa chuyển đơn ${order.code} sang trạng thái “Đơn đã xong, chờ khách đến lấy”. Hãy xem lại rồi thử lần nữa.`,
    );
    expect(stale.body.data.order.status).toBe("shipped");
  });

  it("answers bad input in the request's language: an unknown code 404, an unknown status 422", async () => {
    const unknown = await move("MV-0000000000AA", { status: "shipped" }, { lang: "vi" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Không tìm thấy đơn hàng này.");
    expect((await move("nonsense", { status: "shipped" })).status).toBe(404);
    const order = await placeOrder([[BANH_MI, 1]]);
    const status = await move(order.code, { status: "baked" });
    expect(status.status).toBe(422);
    expect(status.body.errors.status).toBeDefined();
    expect((await move(order.code, { status: "shipped", expected_status: "cooling" })).status).toBe(422);
    expect((await move(order.code, { status: "canceled", reason: "x".repeat(301) })).status).toBe(422);
    const notJson = await app.request(`/api/v1/admin/orders/${order.code}/status`, {
      method: "POST",
      headers: { Cookie: kitchen.cookie, "Content-Type": "application/json" },
      body: "{",
    });
    expect(notJson.status).toBeLessThan(500);
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(await statusOf(order)).toMatchObject({ status: "unfinished" });
  });
});

describe("GET admin/board", () => {
  const board = (query = "", options: { lang?: Lang; cookie?: string } = {}) =>
    call("GET", `/admin/board${query}`, undefined, { cookie: options.cookie ?? kitchen.cookie, lang: options.lang });

  it("groups a date's orders by slot with everything the counter needs, and the moves allowed now", async () => {
    const lan = await customer("vi");
    const early = await placeOrder(
      [
        [BANH_MI, 2],
        [CAKE, 1, "Mừng sinh nhật Bà"],
      ],
      { auth: lan.auth, lang: "vi", day: 6, extra: { notes: "Gọi trước khi đến" } },
    );
    const guest = await placeOrder([[BANH_MI, 1]], {
      date: early.slot.date,
      extra: { ...CARD, shipping_option: "delivery", address: "9000 Bellaire Blvd" },
    });
    expect((await move(guest.code, { status: "shipped" })).status).toBe(200);

    const res = await board(`?date=${early.slot.date}`, { lang: "vi" });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ date: early.slot.date, time_zone: "America/Chicago" });
    expect(Date.parse(data.now)).toBeGreaterThan(Date.now() - 60_000);
    const starts = data.slots.map((s: { start: string }) => s.start);
    expect(starts).toEqual([...starts].sort());
    expect(new Set(starts).size).toBe(starts.length);
    const all = data.slots.flatMap((s: { start: string; end: string; orders: { slot: { start: string; end: string } }[] }) => {
      for (const o of s.orders) expect([o.slot.start, o.slot.end]).toEqual([s.start, s.end]);
      return s.orders;
    });
    expect(data.counts.orders).toBe(all.length);
    const first = all.find((o: { code: string }) => o.code === early.code);
    expect(first).toMatchObject({
      status: "unfinished",
      status_label: "Chưa hoàn thành",
      full_name: "Lan Nguyễn",
      phone: "7135550199",
      // Asked by the kitchen: no e-mail, and no address on a pickup (admin-board-kitchen.db.test.ts).
      email: null,
      address: null,
      fulfilment: "pickup",
      notes: "Gọi trước khi đến",
      payment: { option: "pay_at_pickup", status: "unpaid" },
      moves: ["shipped", "canceled"],
      is_new: false,
    });
    expect(first.lines.find((l: { slug: string }) => l.slug === CAKE)).toMatchObject({
      quantity: 1,
      note: "Mừng sinh nhật Bà",
      note_kind: "inscription",
    });
    expect(first.lines.find((l: { slug: string }) => l.slug === BANH_MI)).toMatchObject({
      quantity: 2,
      allergens: expect.arrayContaining(["wheat"]),
    });
    expect(first.totals.total_cents).toBeGreaterThan(0);
    expect(typeof first.created_at).toBe("string");
    const second = all.find((o: { code: string }) => o.code === guest.code);
    expect(second).toMatchObject({
      status: "shipped",
      fulfilment: "delivery",
      address: { address: "9000 Bellaire Blvd", zip: "77072" },
      payment: { option: "card", status: "paid" },
      moves: ["delivered", "canceled"],
    });
  });

  it("lists gifts apart from the lines", async () => {
    // The free gift at $30 (server/domain/cart/promotions.ts): enough bánh mì to reach it.
    const order = await placeOrder([[BANH_MI, 5]], { day: 7 });
    const res = await board(`?date=${order.slot.date}`);
    const found = res.body.data.slots.flatMap((s: { orders: unknown[] }) => s.orders).find((o: { code: string }) => o.code === order.code);
    expect(found.gifts.length).toBeGreaterThan(0);
    expect(found.gifts[0]).toMatchObject({ is_gift: true, price_cents: 0 });
    expect(found.lines.every((l: { is_gift: boolean }) => !l.is_gift)).toBe(true);
  });

  it("marks the orders placed since the last look as new", async () => {
    const older = await placeOrder([[BANH_MI, 1]], { day: 8 });
    const look = await board(`?date=${older.slot.date}`);
    const since = look.body.data.now;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const newer = await placeOrder([[BANH_MI, 1]], { day: 8 });
    const next = await board(`?date=${older.slot.date}&since=${encodeURIComponent(since)}`);
    const orders = next.body.data.slots.flatMap((s: { orders: unknown[] }) => s.orders) as { code: string; is_new: boolean }[];
    expect(orders.find((o) => o.code === newer.code)?.is_new).toBe(true);
    expect(orders.find((o) => o.code === older.code)?.is_new).toBe(false);
    expect(next.body.data.counts.new).toBe(1);
  });

  it("shows the shop's today by default, on the shop's clock", async () => {
    const res = await board();
    expect(res.status).toBe(200);
    const today = localDateAt(new Date(), "America/Chicago");
    expect(res.body.data).toMatchObject({ date: today, today });
  });

  it("refuses a malformed date or since with 422 in the request's language", async () => {
    for (const query of ["?date=2026-13-45", "?date=tomorrow", "?date=2026-02-30", "?since=yesterday"]) {
      const res = await board(query, { lang: "vi" });
      expect(res.status, query).toBe(422);
    }
    const res = await board("?date=27-11-2026", { lang: "vi" });
    expect(res.body.errors.date).toEqual(["Hãy chọn ngày theo dạng YYYY-MM-DD."]);
    expect((await board("?date=27-11-2026")).body.errors.date).toEqual(["Choose a date as YYYY-MM-DD."]);
  });
});
