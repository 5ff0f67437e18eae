import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, outboxMessages } from "../../tests/support/app.ts";
import { mailText } from "../../tests/support/mail-text.ts";
import { createLogger } from "../logger.ts";
import { createMailer } from "../mail/mailer.ts";
import { sendDueEmails } from "../domain/orders/order-outbox.ts";
import { registerCustomer } from "../../tests/support/customers.ts";
import { expireUnpaidDeposits, notifyWaitlists, queuePickupLists, queueReminders } from "../domain/campaigns/campaign-jobs.ts";
import { openCampaign } from "../../tests/support/campaigns.ts";
import { pickupForm } from "../../tests/support/checkout-form.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { createGatewayDouble, DOUBLE_CREDENTIALS } from "../payments/authorize-net-double.ts";
import { createCardGateway } from "../payments/authorize-net.ts";

// Seasonal pre-orders through the real app: a cart of a campaign's items is offered its pickup days only, pays a
// deposit by card (the local double of Authorize.Net) or at the counter, and holds under parallel checkouts: the limit
// per customer, the pickup day's units, one order and one charge per Idempotency-Key.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
const gatewayDouble = createGatewayDouble();
const ids = new Map<string, number>();
let tet: Awaited<ReturnType<typeof openCampaign>>;

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  const gateway = createCardGateway(
    {
      apiLoginId: DOUBLE_CREDENTIALS.apiLoginId,
      transactionKey: DOUBLE_CREDENTIALS.transactionKey,
      clientKey: "k",
      env: "sandbox",
      timeoutMs: 1000,
    },
    gatewayDouble.fetch,
  );
  app = createTestApp(
    testDb,
    {
      CART_LIMIT_PER_HOUR: "100000",
      REGISTER_LIMIT_PER_HOUR: "100000",
      CHECKOUT_LIMIT_PER_HOUR: "100000",
      AUTHORIZE_NET_API_LOGIN_ID: DOUBLE_CREDENTIALS.apiLoginId,
      AUTHORIZE_NET_TRANSACTION_KEY: DOUBLE_CREDENTIALS.transactionKey,
      AUTHORIZE_NET_CLIENT_KEY: "k",
    },
    undefined,
    { cardGateway: gateway },
  );
  for (const row of await testDb.db.selectFrom("products").select(["id", "slug"]).execute()) ids.set(row.slug, row.id);
  tet = await openCampaign(testDb.db, "tet");
});
afterAll(() => testDb.destroy());

async function call(
  method: string,
  path: string,
  body?: unknown,
  options: { token?: string; key?: string; lang?: "en" | "vi"; auth?: string | undefined } = {},
) {
  const headers: Record<string, string> = { "Http-Accept-Language": options.lang === "vi" ? "vi_VN" : "en_US" };
  if (options.auth) headers.Authorization = `Bearer ${options.auth}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (options.token) headers["cart-token"] = options.token;
  if (options.key) headers["Idempotency-Key"] = options.key;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

async function add(slug: string, quantity: number, token = "", extra: Record<string, unknown> = {}, lang: "en" | "vi" = "en") {
  return call("POST", "/carts", { product_id: ids.get(slug), quantity, ...extra }, { token, lang });
}

async function cartOf(slug: string, quantity: number): Promise<string> {
  const res = await add(slug, quantity);
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

const card = (value = `approve-${randomUUID()}`) => ({
  payment_option: "card",
  payment_token: { data_descriptor: "COMMON.ACCEPT.INAPP.PAYMENT", data_value: value },
});
const checkout = (token: string, form: Record<string, unknown>, key = randomUUID(), lang: "en" | "vi" = "en") =>
  call("POST", "/checkout", pickupForm(form), { token, key, lang });
const lotusSeed = async () =>
  (await testDb.db.selectFrom("modifier_choices").select("id").where("label_en", "=", "Lotus seed").executeTakeFirstOrThrow()).id;
const firstDay = () => ({ date: tet.days[0]!.date, start: tet.days[0]!.opens });
const reservedOn = async (dayId: number) =>
  Number(
    (await testDb.db.selectFrom("campaign_pickup_days").select("reserved_units").where("id", "=", dayId).executeTakeFirstOrThrow())
      .reserved_units,
  );

describe("a cart of pre-order items", () => {
  it("is offered the campaign's pickup days only, with the deposit and the balance in the totals", async () => {
    const token = await cartOf("banh-chung", 2);
    const { status, body } = await call("GET", "/checkout/options", undefined, { token });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.pre_order).toMatchObject({ slug: "tet", deposit: { kind: "percent", value: 30 }, cancel_until_days: 7, pickup_only: true });
    expect(data.days.map((d: { date: string }) => d.date)).toEqual(tet.days.map((d) => d.date));
    expect(data.days[0].slots).toEqual([expect.objectContaining({ start: "08:00", end: "18:00", remaining: 60, full: false })]);
    // 2 × $28.00 = $56.00; 30 % of it is $16.80 now, the rest (with tax) at pickup.
    expect(data.totals.deposit_cents).toBe(1680);
    expect(data.totals.balance_cents).toBe(data.totals.total_cents - 1680);
  });

  it("is refused when the campaign is not open yet, or has closed, in the shopper's language", async () => {
    await openCampaign(testDb.db, "trung-thu", { state: "upcoming" });
    const box = { modifiers: [{ choice_id: await lotusSeed(), quantity: 4 }] };
    const early = await add("hop-4-banh-trung-thu", 1, "", box, "vi");
    expect(early.status).toBe(422);
    expect(early.body.errors.product_id[0]).toMatch(/^Tiệm nhận Bánh trung thu \d{4} từ /);
    await openCampaign(testDb.db, "trung-thu", { state: "closed" });
    const late = await add("hop-4-banh-trung-thu", 1, "", box);
    expect(late.status).toBe(422);
    expect(late.body.errors.product_id[0]).toMatch(/^Pre-orders for Mid-Autumn \d{4} mooncakes closed on /);
  });

  it("holds one campaign's items at a time", async () => {
    const moon = await openCampaign(testDb.db, "trung-thu");
    const token = await cartOf("banh-chung", 1);
    const lotus = { id: await lotusSeed() };
    const refused = await add("hop-4-banh-trung-thu", 1, token, { modifiers: [{ choice_id: lotus.id, quantity: 4 }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.product_id[0]).toContain("please check out one pre-order at a time");
    // A cart that holds both (filled before the second campaign opened) is refused at checkout.
    const cart = await testDb.db.selectFrom("carts").select("id").where("token", "=", token).executeTakeFirstOrThrow();
    const line = await testDb.db.selectFrom("cart_lines").select(["config_key"]).where("cart_id", "=", cart.id).executeTakeFirstOrThrow();
    const box = await add("hop-4-banh-trung-thu", 1, "", { modifiers: [{ choice_id: lotus.id, quantity: 4 }] });
    const boxLine = await testDb.db
      .selectFrom("cart_lines as l")
      .innerJoin("carts as c", "c.id", "l.cart_id")
      .select(["l.config_key"])
      .where("c.token", "=", box.body.data.token)
      .executeTakeFirstOrThrow();
    await testDb.db
      .insertInto("cart_lines")
      .values({
        cart_id: cart.id,
        product_id: ids.get("hop-4-banh-trung-thu")!,
        quantity: 1,
        note: "",
        config_key: boxLine.config_key,
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect(line.config_key).toBeTruthy();
    const res = await checkout(token, { slot: firstDay() });
    expect(res.status).toBe(422);
    expect(res.body.errors.cart[0]).toContain("please check out one pre-order at a time");
    await openCampaign(testDb.db, "trung-thu", { state: "upcoming" });
    expect(moon.id).toBeGreaterThan(0);
  });

  it("refuses a day that is not one of the campaign's pickup days, and delivery", async () => {
    const banana = await testDb.db.selectFrom("product_variants").select("id").where("sku", "=", "TET-102-BAN").executeTakeFirstOrThrow();
    const withVariant = (await add("banh-tet", 1, "", { variant_id: banana.id })).body.data.token;
    const notADay = await checkout(withVariant, { slot: { date: "2199-12-31", start: "08:00" } });
    expect(notADay.status).toBe(422);
    expect(notADay.body.errors.slot[0]).toMatch(/is not a pickup day of Tết \d{4} pre-orders/);
    const delivery = await checkout(withVariant, { slot: firstDay(), shipping_option: "delivery" });
    expect(delivery.status).toBe(422);
    expect(delivery.body.errors.shipping_option[0]).toBe("Pre-orders are picked up at the shop.");
  });
});

describe("placing a pre-order", () => {
  it("at the counter: the order holds its units as deposit due for 48 hours", async () => {
    const token = await cartOf("banh-chung", 2);
    const before = await reservedOn(tet.days[0]!.id);
    const res = await checkout(token, { slot: firstDay() });
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    expect(order.slot).toMatchObject({ date: tet.days[0]!.date, start: "08:00", end: "18:00" });
    expect(order.pre_order).toMatchObject({ campaign: { slug: "tet" }, deposit_cents: 1680, deposit_status: "due", deposit_paid_cents: 0 });
    expect(Date.parse(order.pre_order.deposit_due_by) - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    expect(order.pre_order.balance_cents).toBe(order.totals.total_cents);
    expect(await reservedOn(tet.days[0]!.id)).toBe(before + 2);
  });

  it("by card: the deposit is charged now and the balance is left for pickup", async () => {
    const token = await cartOf("mut-tet-tray", 1);
    const charges = gatewayDouble.charges.length;
    const res = await checkout(token, { slot: firstDay(), ...card() });
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    // 30 % of $36.00.
    expect(order.pre_order).toMatchObject({ deposit_cents: 1080, deposit_status: "paid", deposit_paid_cents: 1080 });
    expect(order.pre_order.balance_cents).toBe(order.totals.total_cents - 1080);
    expect(order.payment.status).toBe("unpaid");
    expect(gatewayDouble.charges.slice(charges).map((c) => c.amount)).toEqual(["10.80"]);
  });

  it("with a declined deposit places nothing and leaves the cart as it was", async () => {
    const token = await cartOf("banh-chung", 1);
    const res = await checkout(token, { slot: firstDay(), ...card("decline-deposit") });
    expect(res.status).toBe(402);
    const cart = await call("GET", "/carts", undefined, { token });
    expect(cart.body.data.items.map((i: { slug: string; quantity: number }) => [i.slug, i.quantity])).toEqual([["banh-chung", 1]]);
  });

  it("sent 20 times with one Idempotency-Key makes one order and one deposit charge", async () => {
    const token = await cartOf("banh-chung", 1);
    const key = randomUUID();
    const charges = gatewayDouble.charges.length;
    const form = pickupForm({ slot: firstDay(), ...card() });
    const answers = await Promise.all(Array.from({ length: 20 }, () => call("POST", "/checkout", form, { token, key })));
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body.data.order.code);
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed).size).toBe(1);
    expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(gatewayDouble.charges.length).toBe(charges + 1);
  });
});

describe("under parallel checkouts", () => {
  it("a limit of 2 per customer holds for 20 checkouts by one guest e-mail at once", async () => {
    const campaign = await openCampaign(testDb.db, "tet", { firstDay: 20, limit: 2 });
    const day = { date: campaign.days[1]!.date, start: campaign.days[1]!.opens };
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cartOf("banh-chung", 1)));
    const email = `limit-${randomUUID().slice(0, 8)}@example.com`;
    // A phone of its own: the limit counts a guest by e-mail and by phone, and the other tests share one.
    const answers = await Promise.all(tokens.map((token) => checkout(token, { slot: day, email, phone: "(832) 555-0107" })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(18);
    expect(refused[0]!.body.data.reason).toBe("limit_reached");
    expect(refused[0]!.body.errors.cart[0]).toContain("at most 2 “Square Sticky Rice Cake (Bánh Chưng)” per customer");
    tet = await openCampaign(testDb.db, "tet", { limit: 10 });
  });

  it("a limit of 2 per customer holds for an account: its own checkout and 19 at once under its e-mail place one more", async () => {
    const campaign = await openCampaign(testDb.db, "tet", { firstDay: 30, limit: 2 });
    const day = { date: campaign.days[0]!.date, start: campaign.days[0]!.opens };
    const customer = await registerCustomer(app, 3201);
    const profile = await call("GET", "/profile", undefined, { auth: customer.auth });
    const email = profile.body.data.email as string;
    const first = await call("POST", "/carts", { product_id: ids.get("banh-chung"), quantity: 1 }, { auth: customer.auth });
    expect(first.status).toBe(200);
    const placed = await call("POST", "/checkout", pickupForm({ slot: day, email, phone: "(346) 555-0101" }), {
      auth: customer.auth,
      key: randomUUID(),
    });
    expect(placed.status).toBe(201);
    expect((await call("POST", "/carts", { product_id: ids.get("banh-chung"), quantity: 1 }, { auth: customer.auth })).status).toBe(200);
    const guests = await Promise.all(Array.from({ length: 19 }, () => cartOf("banh-chung", 1)));
    const answers = await Promise.all([
      call("POST", "/checkout", pickupForm({ slot: day, email, phone: "(346) 555-0102" }), { auth: customer.auth, key: randomUUID() }),
      ...guests.map((token, i) => checkout(token, { slot: day, email, phone: `(346) 555-${String(1103 + i)}` })),
    ]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.data.reason === "limit_reached")).toBe(true);
    tet = await openCampaign(testDb.db, "tet", { limit: 10 });
  });

  it("200 pre-orders at once for a pickup day with 10 units left sell exactly 10", async () => {
    const campaign = await openCampaign(testDb.db, "tet", { firstDay: 40, limit: null });
    const day = campaign.days[2]!;
    await testDb.db.updateTable("campaign_pickup_days").set({ capacity_units: 10 }).where("id", "=", day.id).execute();
    const tokens = await Promise.all(Array.from({ length: 200 }, () => cartOf("banh-chung", 1)));
    const answers = await Promise.all(tokens.map((token) => checkout(token, { slot: { date: day.date, start: day.opens } })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.data.reason === "slot_full")).toBe(true);
    expect(await reservedOn(day.id)).toBe(10);
    const sold = await testDb.db
      .selectFrom("orders")
      .select((eb) => eb.fn.sum<number>("preorder_units").as("units"))
      .where("campaign_id", "=", campaign.id)
      .where("slot_date", "=", day.date)
      .executeTakeFirstOrThrow();
    expect(Number(sold.units)).toBe(10);
    tet = await openCampaign(testDb.db, "tet", { limit: 10 });
  }, 60_000);
});

describe("after the order", () => {
  const outboxRows = (kind: string) =>
    testDb.db
      .selectFrom("outbox_emails")
      .select(["id", "order_id", "once_key"])
      .where("kind", "=", kind as "order_reminder")
      .execute();

  async function placed(slug: string, form: Record<string, unknown> = {}, auth?: string) {
    const res = await call("POST", "/carts", { product_id: ids.get(slug), quantity: 1 }, { auth });
    const token = res.body.data.token as string;
    // A phone of its own: the limit per customer counts by phone too.
    const phone = `(281) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
    const order = await call("POST", "/checkout", pickupForm({ slot: firstDay(), phone, ...form }), { token, key: randomUUID(), auth });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    return order.body.data.order as { code: string; pre_order: { deposit_status: string } };
  }

  it("cancels a deposit due and not recorded in 48 hours once, with two processes at it, and gives its units back", async () => {
    const order = await placed("banh-chung");
    const row = await testDb.db.selectFrom("orders").select(["id"]).where("code", "=", order.code).executeTakeFirstOrThrow();
    const before = await reservedOn(tet.days[0]!.id);
    // Not yet: 47 hours on.
    expect(await expireUnpaidDeposits(testDb.db, new Date(Date.now() + 47 * 3_600_000))).toBe(0);
    const later = new Date(Date.now() + 49 * 3_600_000);
    const [a, b] = await Promise.all([expireUnpaidDeposits(testDb.db, later), expireUnpaidDeposits(testDb.db, later)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const after = await testDb.db
      .selectFrom("orders")
      .select(["status", "deposit_status"])
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ status: "canceled", deposit_status: "none" });
    expect(await reservedOn(tet.days[0]!.id)).toBe(before - 1);
    const history = await testDb.db
      .selectFrom("order_status_history")
      .select(["status", "actor", "note"])
      .where("order_id", "=", row.id)
      .execute();
    expect(history.filter((h) => h.status === "canceled")).toEqual([
      { status: "canceled", actor: "system", note: "The deposit was not paid within 48 hours." },
    ]);
    const told = await testDb.db
      .selectFrom("outbox_emails")
      .select("id")
      .where("order_id", "=", row.id)
      .where("kind", "=", "order_status")
      .execute();
    expect(told).toHaveLength(1);
  });

  it("queues each reminder and each pickup list once, however many processes run the job and however often", async () => {
    await placed("mut-tet-tray");
    const dayBefore = new Date(Date.parse(`${tet.days[0]!.date}T12:00:00-06:00`) - 86_400_000);
    // Not at night: the reminders go from 9:00 the day before.
    expect(await queueReminders(testDb.db, new Date(dayBefore.getTime() - 6 * 3_600_000), "America/Chicago")).toBe(0);
    const runs = await Promise.all([
      queueReminders(testDb.db, dayBefore, "America/Chicago"),
      queueReminders(testDb.db, dayBefore, "America/Chicago"),
    ]);
    const reminders = await outboxRows("order_reminder");
    expect(runs[0] + runs[1]).toBe(reminders.length);
    expect(reminders.length).toBeGreaterThan(0);
    // A restart (or a process killed after queueing) runs it again: nothing more.
    expect(await queueReminders(testDb.db, dayBefore, "America/Chicago")).toBe(0);
    expect(await outboxRows("order_reminder")).toHaveLength(reminders.length);
    const onTheDay = new Date(Date.parse(`${tet.days[0]!.date}T07:00:00-06:00`));
    await Promise.all([0, 1, 2].map(() => queuePickupLists(testDb.db, onTheDay, "America/Chicago")));
    expect(await queuePickupLists(testDb.db, onTheDay, "America/Chicago")).toBe(0);
    const lists = (await outboxRows("pickup_list")).filter((r) => r.once_key?.startsWith(`pickup-list:${tet.id}:`));
    expect(lists).toEqual([expect.objectContaining({ once_key: `pickup-list:${tet.id}:${tet.days[0]!.date}` })]);

    // Sent: the customer's reminder in its language with what is left to pay, the shop's list of the day.
    const deps = {
      db: testDb.db,
      mailer: createMailer(app.config),
      logger: createLogger(app.config),
      shopEmail: "shop@example.com",
      publicUrl: "https://bakery.example",
    };
    await sendDueEmails(deps, () => onTheDay);
    const errors = await testDb.db.selectFrom("outbox_emails").select(["kind", "last_error"]).where("last_error", "is not", null).execute();
    expect(errors).toEqual([]);
    const mail = outboxMessages(app.config).map(mailText).join("\n");
    expect(mail).toContain("is ready for pickup tomorrow");
    expect(mail).toContain("Left to pay at pickup");
    expect(mail).toMatch(/Tết \d{4} pre-orders, pickups on .*: \d+/);
    expect(
      await testDb.db.selectFrom("outbox_emails").select("id").where("once_key", "is not", null).where("sent_at", "is", null).execute(),
    ).toEqual([]);
  });

  it("refunds a card deposit on a cancel before the deadline once, whatever the number of cancels at once", async () => {
    const customer = await registerCustomer(app, 3101);
    const order = await placed("banh-chung", card(), customer.auth);
    const voids = gatewayDouble.voids.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", `/orders/${order.code}/cancel`, undefined, { auth: customer.auth })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409)).toBe(true);
    const done = answers.find((a) => a.status === 200)!;
    expect(done.body.data.order.pre_order.deposit_status).toBe("refunded");
    expect(done.body.message).toBe(`Order ${order.code} is canceled, and your deposit is given back to your card.`);
    expect(gatewayDouble.voids.length - voids).toBe(1);
  });

  it("keeps a card deposit on a cancel after the deadline, and says so", async () => {
    const customer = await registerCustomer(app, 3102);
    const order = await placed("banh-chung", card(), customer.auth);
    await testDb.db
      .updateTable("orders")
      .set({ refund_until: new Date(Date.now() - 60_000).toISOString() })
      .where("code", "=", order.code)
      .execute();
    const voids = gatewayDouble.voids.length;
    const res = await call("POST", `/orders/${order.code}/cancel`, undefined, { auth: customer.auth, lang: "vi" });
    expect(res.status).toBe(200);
    expect(res.body.data.order.pre_order.deposit_status).toBe("kept");
    expect(res.body.message).toBe(`Đơn hàng ${order.code} đã được hủy. Vì đơn được hủy sau hạn hoàn cọc, tiệm giữ lại tiền cọc.`);
    expect(gatewayDouble.voids.length - voids).toBe(0);
  });

  it("tells the first people on a full day's waitlist when a place frees, once", async () => {
    const day = tet.days[3]!;
    await testDb.db.updateTable("campaign_pickup_days").set({ capacity_units: 0 }).where("id", "=", day.id).execute();
    const at = new Date().toISOString();
    await testDb.db
      .insertInto("campaign_waitlist")
      .values(
        ["a", "b", "c", "d", "e"].map((n) => ({
          pickup_day_id: day.id,
          email: `${n}@example.com`,
          locale: n === "a" ? "vi" : "en",
          created_at: at,
        })),
      )
      .execute();
    expect(await notifyWaitlists(testDb.db, new Date())).toBe(0);
    // Two places free up (a cancel, or staff raise the day's capacity).
    await testDb.db.updateTable("campaign_pickup_days").set({ capacity_units: 2 }).where("id", "=", day.id).execute();
    const told = await Promise.all([notifyWaitlists(testDb.db, new Date()), notifyWaitlists(testDb.db, new Date())]);
    expect(told[0] + told[1]).toBe(2);
    const notified = await testDb.db
      .selectFrom("campaign_waitlist")
      .select("email")
      .where("pickup_day_id", "=", day.id)
      .where("notified_at", "is not", null)
      .orderBy("id")
      .execute();
    expect(notified.map((n) => n.email)).toEqual(["a@example.com", "b@example.com"]);
    // The two places are theirs to take for a day: nobody else is told of them meanwhile, and then the next are.
    expect(await notifyWaitlists(testDb.db, new Date())).toBe(0);
    expect(await notifyWaitlists(testDb.db, new Date(Date.now() + 25 * 3_600_000))).toBe(2);
  });
});
