import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMessages } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { createLogger } from "../../logger.ts";
import { createMailer, type Mail, type Mailer } from "../../mail/mailer.ts";
import { createOutboxSender, queueOrderEmails, sendDueEmails, type OutboxDeps } from "./order-outbox.ts";

// The e-mails an order owes are rows written with the order; they go out after it, once each, and are tried again
// until they do.

let testDb: TestDb;
let orderId: number;
const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  // The demo customer's orders come with the seed.
  orderId = (await testDb.db.selectFrom("orders").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => testDb.destroy());

function deps(mailer: Mailer): OutboxDeps {
  return { db: testDb.db, mailer, logger, shopEmail: "orders@maivangbakery.example", publicUrl: "https://shop.example" };
}

async function clearOutbox() {
  await testDb.db.deleteFrom("outbox_emails").execute();
}

describe("the order e-mail outbox", () => {
  it("sends what a killed process left queued: the customer's e-mail in the order's language with its link, and the shop's copy; the key is not kept", async () => {
    await clearOutbox();
    const dir = mkdtempSync(join(tmpdir(), "outbox-"));
    await queueOrderEmails(testDb.db, orderId, "guest-key-123456789012345", new Date().toISOString());
    const sent = await sendDueEmails(deps(createMailer({ SMTP_URL: undefined, MAIL_FROM: "shop@example.com", OUTBOX_DIR: dir })));
    expect(sent).toBe(2);
    const mails = outboxMessages({ OUTBOX_DIR: dir });
    expect(mails).toHaveLength(2);
    expect(mails.join("\n").replace(/=\r?\n/g, "")).toContain("key=3Dguest-key-123456789012345"); // quoted-printable "="
    expect(mails.some((m) => m.includes("To: orders@maivangbakery.example"))).toBe(true);
    // The shop's copy opens the order in the back office, and never holds the customer's key.
    const shopMail = mails.find((m) => m.includes("To: orders@maivangbakery.example"))!;
    const code = (await testDb.db.selectFrom("orders").select("code").where("id", "=", orderId).executeTakeFirstOrThrow()).code;
    expect(shopMail.replace(/=\r?\n/g, "")).toContain(`https://shop.example/admin/orders/${code}`);
    expect(shopMail.replace(/=\r?\n/g, "")).not.toMatch(/guest-key|key=3D|order-success/);
    const customerMail = mails.find((m) => !m.includes("To: orders@maivangbakery.example"))!;
    expect(customerMail.replace(/=\r?\n/g, "")).toContain("key=3Dguest-key-123456789012345");
    const rows = await testDb.db.selectFrom("outbox_emails").selectAll().execute();
    expect(rows.every((r) => r.sent_at !== null && r.params_json === "{}")).toBe(true);
    expect(await sendDueEmails(deps(createMailer({ SMTP_URL: undefined, MAIL_FROM: "shop@example.com", OUTBOX_DIR: dir })))).toBe(0);
  });

  it("stopping (a shutdown) waits for the e-mail being sent, not the whole queue, and hands the rest back at once", async () => {
    await clearOutbox();
    for (let i = 0; i < 10; i++) await queueOrderEmails(testDb.db, orderId, `key-${i}-bbbbbbbbbbbbbbbbbbbb`, new Date().toISOString());
    const sent: Mail[] = [];
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const slow: Mailer = {
      send: async (mail) => {
        firstStarted();
        await new Promise((resolve) => setTimeout(resolve, 50));
        sent.push(mail);
      },
    };
    const sender = createOutboxSender(deps(slow));
    sender.kick();
    await started;
    await sender.stop();
    expect(sent).toHaveLength(1);
    const left = await testDb.db.selectFrom("outbox_emails").select(["sent_at", "claim"]).where("sent_at", "is", null).execute();
    expect(left).toHaveLength(19);
    expect(left.every((row) => row.claim === null)).toBe(true);
    // Another process sends them at once, not after the five minutes a dead sender's claim waits.
    const other: Mail[] = [];
    expect(await sendDueEmails(deps({ send: async (mail) => void other.push(mail) }))).toBe(19);
  });

  it("two senders at once send each e-mail once", async () => {
    await clearOutbox();
    for (let i = 0; i < 10; i++) await queueOrderEmails(testDb.db, orderId, `key-${i}-aaaaaaaaaaaaaaaaaaaa`, new Date().toISOString());
    const sent: Mail[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const counts = await Promise.all([sendDueEmails(deps(mailer)), sendDueEmails(deps(mailer)), sendDueEmails(deps(mailer))]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(20);
    expect(sent).toHaveLength(20);
  });

  it("a failed send is tried again later, not at once, and goes when the mail server is back", async () => {
    await clearOutbox();
    await queueOrderEmails(testDb.db, orderId, "key-retry-aaaaaaaaaaaaaaaa", new Date().toISOString());
    let up = false;
    const sent: Mail[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        if (!up) throw new Error("connection refused");
        sent.push(mail);
      },
    };
    const t0 = Date.now();
    expect(await sendDueEmails(deps(mailer), () => new Date(t0))).toBe(0);
    const failed = await testDb.db.selectFrom("outbox_emails").selectAll().execute();
    expect(failed.every((r) => r.attempts === 1 && r.sent_at === null && r.last_error === "connection refused")).toBe(true);
    up = true;
    expect(await sendDueEmails(deps(mailer), () => new Date(t0 + 1000))).toBe(0); // not due yet
    expect(await sendDueEmails(deps(mailer), () => new Date(t0 + 61_000))).toBe(2);
    expect(sent).toHaveLength(2);
  });

  it("names the lines in each reader's language: the customer's (Vietnamese) e-mail in Vietnamese, the shop's in English", async () => {
    await clearOutbox();
    const order = await testDb.db
      .selectFrom("orders")
      .select(["id", "email"])
      .where("locale", "=", "vi")
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const line = await testDb.db
      .selectFrom("order_lines")
      .select(["name_en", "name_vi"])
      .where("order_id", "=", order.id)
      .where("is_gift", "=", 0)
      .orderBy("position")
      .executeTakeFirstOrThrow();
    expect(line.name_en).not.toBe(line.name_vi);
    await queueOrderEmails(testDb.db, order.id, "key-names-aaaaaaaaaaaaaaaa", new Date().toISOString());
    const sent: Mail[] = [];
    expect(await sendDueEmails(deps({ send: async (mail) => void sent.push(mail) }))).toBe(2);
    const shop = sent.find((m) => m.to === "orders@maivangbakery.example")!;
    const customer = sent.find((m) => m.to === order.email)!;
    expect(shop.text).toContain(line.name_en);
    expect(shop.text).not.toContain(line.name_vi);
    expect(customer.text).toContain(line.name_vi);
    expect(customer.text).not.toContain(line.name_en);
  });
});
