import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer.ts";

describe("mailer without SMTP", () => {
  it("writes each message as an .eml file in the outbox", async () => {
    const dir = await mkdtemp(join(tmpdir(), "outbox-"));
    const mailer = createMailer({ OUTBOX_DIR: dir, MAIL_FROM: "Bakery <hello@bakery.example>", SMTP_URL: undefined });
    await mailer.send({ to: "an@example.com", subject: "Chào bạn", text: "Bánh mì đã sẵn sàng" });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(join(dir, files[0]!), "utf8");
    expect(eml).toMatch(/^To: an@example.com$/m);
    expect(eml).toContain("Subject: =?UTF-8?");
  });
});
