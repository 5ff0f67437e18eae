import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config.ts";
import { createLogger } from "../../../server/logger.ts";
import { createMailer } from "../../../server/mail/mailer.ts";
import { outboxMessages } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { submitContactForm } from "./contact-form.server.ts";

let testDb: TestDb;
let deps: Omit<Parameters<typeof submitContactForm>[0], "clientIp">;

/** Each test is its own visitor: the address the server would have worked out is the forwarded one. */
function submit(request: Request, locale: "en" | "vi") {
  return submitContactForm({ ...deps, clientIp: request.headers.get("x-forwarded-for") ?? "unknown" }, request, locale);
}

beforeAll(async () => {
  testDb = await createTestDb({ seed: true });
  // Behind a proxy, so each test can be its own visitor (X-Forwarded-For) for the rate limit.
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    OUTBOX_DIR: mkdtempSync(join(tmpdir(), "outbox-")),
  });
  deps = { db: testDb.db, config, logger: createLogger(config), mailer: createMailer(config) };
});
afterAll(() => testDb.destroy());

function post(fields: Record<string, string>, ip: string, init: RequestInit = {}) {
  return new Request("http://shop.test/vi/contact", {
    method: "POST",
    body: new URLSearchParams(fields),
    ...init,
    headers: { "X-Forwarded-For": ip, ...(init.headers ?? {}) },
  });
}

const valid = { name: " Lan Nguyễn ", email: "lan@example.com", phone: "", message: " Bánh kem lá dứa cho thứ Bảy? " };

describe("the contact page's action", () => {
  it("answers every wrong field in the page's language and gives back what was typed", async () => {
    const result = await submit(post({ name: "", email: "nope", phone: "12", message: "  " }, "198.51.100.1"), "vi");
    expect(result).toEqual({
      status: "invalid",
      errors: {
        name: ["Vui lòng điền ô này."],
        email: ["Vui lòng nhập địa chỉ email hợp lệ."],
        phone: [expect.stringContaining("số điện thoại hợp lệ")],
        message: ["Vui lòng điền ô này."],
      },
      values: { name: "", email: "nope", phone: "12", message: "  " },
    });
    const english = await submit(post({}, "198.51.100.1"), "en");
    expect(english.status === "invalid" && english.errors.message).toEqual(["This field is required."]);
  });

  it("treats a body that is not a form as an empty form, not a server error", async () => {
    const result = await submit(post({}, "198.51.100.2", { body: "{", headers: { "Content-Type": "application/json" } }), "en");
    expect(result.status).toBe("invalid");
  });

  it("keeps the trimmed message and e-mails it to the shop with Reply-To the visitor", async () => {
    const before = outboxMessages(deps.config).length;
    expect(await submit(post(valid, "198.51.100.3"), "vi")).toEqual({ status: "sent", email: "lan@example.com" });
    const row = await testDb.db.selectFrom("contact_messages").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: "Lan Nguyễn", message: "Bánh kem lá dứa cho thứ Bảy?", phone: null, locale: "vi" });
    const mails = outboxMessages(deps.config);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain("Reply-To: lan@example.com");
  });

  it("refuses the sixth message within the hour from one visitor, saying how long to wait", async () => {
    for (let i = 0; i < 5; i++) expect((await submit(post(valid, "198.51.100.4"), "en")).status).toBe("sent");
    const sixth = await submit(post(valid, "198.51.100.4"), "en");
    expect(sixth).toMatchObject({ status: "rate_limited", values: { email: "lan@example.com" } });
    expect(sixth.status === "rate_limited" && sixth.retryAfter).toBeGreaterThan(0);
    expect((await submit(post(valid, "198.51.100.5"), "en")).status).toBe("sent");
  });

  it("thanks a bot that filled the hidden field, and keeps nothing", async () => {
    const count = async () =>
      Number(
        (
          await testDb.db
            .selectFrom("contact_messages")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await submit(post({ ...valid, website: "http://spam.example" }, "198.51.100.6"), "en")).status).toBe("sent");
    expect(await count()).toBe(before);
  });
});
