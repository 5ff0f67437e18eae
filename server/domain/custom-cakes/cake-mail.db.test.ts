import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { renderCakeMail } from "./cake-mail.ts";

// The outbox's custom cake e-mails as they are sent: the request read then, the customer's in the request's language
// with the link's key, the shop's in English to the shop with the back office's link.

let testDb: TestDb;
const SITE = "https://maivang.example";

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
});
afterAll(() => testDb.destroy());

const deps = () => ({ db: testDb.db, shopEmail: "shop@maivang.example", publicUrl: SITE });
const seeded = (status: "requested" | "quoted") =>
  testDb.db.selectFrom("cake_requests").select(["id", "code", "email", "locale"]).where("status", "=", status).executeTakeFirstOrThrow();
const render = (kind: "cake_request" | "cake_request_shop" | "cake_quote" | "cake_declined" | "cake_day_full", params: object) =>
  renderCakeMail(deps(), { kind, params_json: JSON.stringify(params) });

describe("renderCakeMail", () => {
  it("writes the customer's e-mail in the request's language with the key in its link", async () => {
    const requested = await seeded("requested");
    expect(requested.locale).toBe("vi");
    const mail = await render("cake_request", { request_id: requested.id, key: "the-key" });
    expect(mail.to).toBe(requested.email);
    expect(mail.subject).toBe(`Tiệm đã nhận yêu cầu đặt bánh ${requested.code}`);
    expect(mail.text).toContain(`${SITE}/vi/custom-cakes/${requested.code}?key=the-key`);
  });

  it("sends the quote with its amounts and link", async () => {
    const quoted = await seeded("quoted");
    const mail = await render("cake_quote", { request_id: quoted.id, key: "quote-key" });
    expect(mail.subject).toBe(`Your custom cake quote ${quoted.code}`);
    expect(mail.text).toContain("Cake: $68.00");
    expect(mail.text).toContain("Deposit, paid when you accept: $23.00");
    expect(mail.text).toContain(`${SITE}/custom-cakes/${quoted.code}?key=quote-key`);
  });

  it("writes the shop's e-mails in English, to the shop, replying to the customer, with the back office's link and no key", async () => {
    const requested = await seeded("requested");
    for (const kind of ["cake_request_shop", "cake_day_full"] as const) {
      const mail = await render(kind, { request_id: requested.id });
      expect(mail.to).toBe("shop@maivang.example");
      expect("replyTo" in mail && mail.replyTo).toBe(requested.email);
      expect(mail.text).toContain(`${SITE}/admin/custom-cakes/${requested.id}`);
      expect(mail.text).toContain("Baby's full month (đầy tháng)");
      expect(mail.text).not.toContain("key=");
    }
  });

  it("fails (to be retried, then given up) when the request is gone", async () => {
    await expect(render("cake_quote", { request_id: 999999, key: "k" })).rejects.toThrow(/deleted/);
  });
});
