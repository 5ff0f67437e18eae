import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS, outboxMessages } from "../../tests/support/app.ts";
import { cheapHash } from "../../tests/support/cheap-hash.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { mailText } from "../../tests/support/mail-text.ts";
import { nowIso } from "../db/index.ts";
import { hashToken, newToken } from "../domain/accounts/sessions.ts";
import { apiMessage } from "../i18n/api-messages.ts";

// A change of e-mail waits for the new address to confirm it (PUT profile/email, POST profile/email/confirm,
// DELETE profile/email): the link is the customer's own, used once, for 24 hours; the old address is told twice.

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;

beforeAll(async () => {
  testDb = await createTestDb();
  app = createTestApp(testDb, { TRUST_PROXY: "true" });
});
afterAll(() => testDb.destroy());

const PASSWORD = "banh-mi-thit-nuong";
let last = 0;
let lastIp = 0;

interface Customer {
  id: number;
  email: string;
  token: string;
}

async function newSession(customerId: number): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await testDb.db
    .insertInto("sessions")
    .values({
      customer_id: customerId,
      token_hash: hashToken(token),
      remember: 0,
      expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return token;
}

async function addCustomer(locale: "en" | "vi" = "en"): Promise<Customer> {
  const email = `change${++last}-${Date.now().toString(36)}@example.com`;
  const row = await testDb.db
    .insertInto("customers")
    .values({
      name: `Lan ${last}`,
      email,
      phone: null,
      password_hash: cheapHash(PASSWORD),
      legacy: 0,
      points: 0,
      membership_level: "member",
      status: "active",
      locale,
      updated_at: nowIso(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, email, token: await newSession(row.id) };
}

async function call(method: string, path: string, token: string | null, body?: unknown, lang: "en" | "vi" = "en") {
  const headers: Record<string, string> = {
    "Http-Accept-Language": lang === "vi" ? "vi_VN" : "en_US",
    "X-Forwarded-For": `198.51.100.${(++lastIp % 250) + 1}`,
  };
  if (body !== undefined) Object.assign(headers, JSON_HEADERS);
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await app.request(`/api/v1${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() };
}

const mailsTo = (address: string) =>
  outboxMessages(app.config)
    .filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, "\\$&")}$`, "m").test(eml))
    .map(mailText);

/** The e-mails to `address` once there are `count` of them (they go out after the answer). */
async function waitForMailsTo(address: string, count = 1): Promise<string[]> {
  for (let i = 0; i < 200; i++) {
    const mails = mailsTo(address);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`expected ${count} e-mail(s) to ${address} in the outbox`);
}

async function linkTokenFor(address: string, count = 1): Promise<string> {
  const mails = await waitForMailsTo(address, count);
  const link = /https?:\/\/[^\s"<>]+\/profile\/confirm-email\?token=([\w.%-]+)/.exec(mails[count - 1] ?? "");
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

async function askChange(customer: Customer, newEmail: string, lang: "en" | "vi" = "en") {
  return call("PUT", "/profile/email", customer.token, { email: newEmail, password: PASSWORD }, lang);
}

const confirm = (customer: Customer, token: string, lang: "en" | "vi" = "en") =>
  call("POST", "/profile/email/confirm", customer.token, { token }, lang);

async function emailOf(customerId: number) {
  return (await testDb.db.selectFrom("customers").select("email").where("id", "=", customerId).executeTakeFirstOrThrow()).email;
}

describe("a change of e-mail", () => {
  it("is only asked for: the e-mail stays, the new address gets a link, the old one a notice with the new half-hidden", async () => {
    const customer = await addCustomer("vi");
    const newEmail = `lan.moi-${customer.id}@example.com`;
    const res = await askChange(customer, newEmail, "vi");
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(apiMessage("vi", "profileEmailChangePending", { email: newEmail }));
    expect(res.body.data).toMatchObject({ email: customer.email, pending_email: newEmail });
    expect(Date.parse(res.body.data.pending_email_expires_at) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(await emailOf(customer.id)).toBe(customer.email);
    expect((await call("GET", "/profile", customer.token)).body.data.pending_email).toBe(newEmail);

    const [toNew] = await waitForMailsTo(newEmail);
    expect(toNew).toContain(apiMessage("vi", "emailChangeConfirmBody"));
    expect(toNew).toMatch(/\/vi\/profile\/confirm-email\?token=\d+\.[\w-]+/);
    const [notice] = await waitForMailsTo(customer.email);
    expect(notice).toContain(apiMessage("vi", "emailChangeNoticeBody", { email: "l***@example.com" }));
    expect(notice).not.toContain(newEmail);
  });

  it("is made by the link: the e-mail changes, other sessions end, this one stays, the old address is told", async () => {
    const customer = await addCustomer();
    const otherDevice = await newSession(customer.id);
    const newEmail = `lan.new-${customer.id}@example.com`;
    await askChange(customer, newEmail);
    const res = await confirm(customer, await linkTokenFor(newEmail));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(apiMessage("en", "profileEmailConfirmed", { email: newEmail }));
    expect(res.body.data).toMatchObject({ email: newEmail, pending_email: null });
    expect(await emailOf(customer.id)).toBe(newEmail);
    expect((await call("GET", "/profile", otherDevice)).status).toBe(401);
    expect((await call("GET", "/profile", customer.token)).status).toBe(200);
    expect((await call("POST", "/login", null, { identifier: newEmail, password: PASSWORD })).status).toBe(200);
    const toOld = await waitForMailsTo(customer.email, 2);
    expect(toOld[1]).toContain(apiMessage("en", "emailChangeDoneBody", { email: "l***@example.com" }));
  });

  it("refuses a link used already (410) and changes nothing again", async () => {
    const customer = await addCustomer();
    const newEmail = `used-${customer.id}@example.com`;
    await askChange(customer, newEmail);
    const token = await linkTokenFor(newEmail);
    expect((await confirm(customer, token)).status).toBe(200);
    const again = await confirm(customer, token, "vi");
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(apiMessage("vi", "profileEmailLinkUsed"));
  });

  it("refuses an expired link (410); the e-mail stays", async () => {
    const customer = await addCustomer();
    const newEmail = `late-${customer.id}@example.com`;
    await askChange(customer, newEmail);
    const token = await linkTokenFor(newEmail);
    await testDb.db
      .updateTable("email_changes")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("customer_id", "=", customer.id)
      .execute();
    const res = await confirm(customer, token);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(apiMessage("en", "profileEmailLinkExpired"));
    expect(await emailOf(customer.id)).toBe(customer.email);
    expect((await call("GET", "/profile", customer.token)).body.data.pending_email).toBeNull();
  });

  it("lets one of ten confirmations at once win; the others are told the link was used", async () => {
    const customer = await addCustomer();
    const newEmail = `race-${customer.id}@example.com`;
    await askChange(customer, newEmail);
    const token = await linkTokenFor(newEmail);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(customer, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 410)).toHaveLength(9);
    expect(await emailOf(customer.id)).toBe(newEmail);
    // The old address is told once.
    await waitForMailsTo(customer.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(customer.email)).toHaveLength(2);
  });

  it("takes a link only from its own customer, with its own secret (404)", async () => {
    const customer = await addCustomer();
    const stranger = await addCustomer();
    const newEmail = `mine-${customer.id}@example.com`;
    await askChange(customer, newEmail);
    const token = await linkTokenFor(newEmail);
    expect((await confirm(stranger, token)).status).toBe(404);
    const [id] = token.split(".");
    expect((await confirm(customer, `${id}.${newToken()}`)).status).toBe(404);
    const garbled = await confirm(customer, "not-a-token");
    expect(garbled.status).toBe(404);
    expect(garbled.body.message).toBe(apiMessage("en", "profileEmailLinkInvalid"));
    expect((await call("POST", "/profile/email/confirm", null, { token })).status).toBe(401);
    expect(await emailOf(customer.id)).toBe(customer.email);
  });

  it("is replaced by a new request (the first link stops working) and cancelled by DELETE", async () => {
    const customer = await addCustomer();
    const first = `first-${customer.id}@example.com`;
    const second = `second-${customer.id}@example.com`;
    await askChange(customer, first);
    const firstToken = await linkTokenFor(first);
    const res = await askChange(customer, second);
    expect(res.body.data.pending_email).toBe(second);
    expect((await confirm(customer, firstToken)).status).toBe(404);
    const secondToken = await linkTokenFor(second);
    const canceled = await call("DELETE", "/profile/email", customer.token);
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      message: apiMessage("en", "profileEmailChangeCanceled"),
      data: { pending_email: null, email: customer.email },
    });
    expect((await confirm(customer, secondToken)).status).toBe(404);
  });

  it("refuses the change when another account took the address meanwhile (409)", async () => {
    const customer = await addCustomer();
    const newEmail = `wanted-${customer.id}@example.com`;
    await askChange(customer, newEmail);
    const token = await linkTokenFor(newEmail);
    const rival = await addCustomer();
    await testDb.db.updateTable("customers").set({ email: newEmail }).where("id", "=", rival.id).execute();
    const res = await confirm(customer, token, "vi");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Email đã tồn tại");
    expect(await emailOf(customer.id)).toBe(customer.email);
  });
});
