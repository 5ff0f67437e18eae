import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../tests/support/db.ts";
import { signedInStaff, STAFF_PASSWORD } from "../../tests/support/staff.ts";
import { passwordWeakness } from "../domain/accounts/password-strength.ts";
import { main as staffCreate } from "../domain/staff/staff-cli.ts";
import { apiMessage } from "../i18n/api-messages.ts";

// A staff password must be hard to guess (zxcvbn-ts, the shop's words known), with the reason in the user's language:
// in the back office (a new account, one's own password) and from `npm run staff:create`. Customers' bar is lower:
// the demo customer's seeded password still passes.

const WEAK = ["aaaaaaaaaaaa", "Password123!", "qwertyuiopas", "abcabcabcabc", "Bakery2026!!"];

let testDb: TestDb;
let app: ReturnType<typeof createTestApp>;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  testDb = await createTestDb();
  app = createTestApp(testDb);
  owner = await signedInStaff(app, testDb.db, "owner");
});
afterAll(() => testDb.destroy());

const send = (method: string, path: string, body: unknown, lang: "en_US" | "vi_VN" = "en_US") =>
  app.request(`/api/v1${path}`, {
    method,
    headers: { ...JSON_HEADERS, Cookie: owner.cookie, "Http-Accept-Language": lang },
    body: JSON.stringify(body),
  });

describe("staff passwords", () => {
  it.each(WEAK)("%s is refused for a new staff account, with the reason in each language", async (password) => {
    const weakness = passwordWeakness(password, "staff", { name: "Chị Hoa", email: "hoa@maivangbakery.example" });
    expect(weakness).toBeDefined();
    for (const lang of ["en_US", "vi_VN"] as const) {
      const res = await send(
        "POST",
        "/admin/staff",
        { email: "hoa@maivangbakery.example", name: "Chị Hoa", role: "kitchen", password },
        lang,
      );
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string[]> };
      const key = {
        repeated: "authPasswordWeakRepeated",
        sequence: "authPasswordWeakSequence",
        keyboard: "authPasswordWeakKeyboard",
        common: "authPasswordWeakCommon",
        words: "authPasswordWeakWords",
        shopWords: "authPasswordWeakShopWords",
        dates: "authPasswordWeakDates",
        guessable: "authPasswordWeakGuessable",
      }[weakness!] as "authPasswordWeakGuessable";
      expect(body.errors.password).toEqual([apiMessage(lang === "vi_VN" ? "vi" : "en", key)]);
    }
  });

  it("says why in the shop's words, not zxcvbn's English", () => {
    expect(passwordWeakness("aaaaaaaaaaaa", "staff")).toBe("repeated");
    expect(passwordWeakness("Password123!", "staff")).toBe("common");
    expect(passwordWeakness("Bakery2026!!", "staff")).toBe("shopWords");
  });

  it("a strong one is taken; the same rules on one's own new password", async () => {
    expect(
      (
        await send("POST", "/admin/staff", {
          email: "tu@maivangbakery.example",
          name: "Anh Tư",
          role: "kitchen",
          password: "Steamed-Buns-At-Six!",
        })
      ).status,
    ).toBe(201);
    const weak = await send(
      "PUT",
      "/admin/me/password",
      { current_password: STAFF_PASSWORD, password: "Password123!", password_confirmation: "Password123!" },
      "vi_VN",
    );
    expect(weak.status).toBe(422);
    expect(((await weak.json()) as { errors: Record<string, string[]> }).errors.password).toEqual([
      apiMessage("vi", "authPasswordWeakCommon"),
    ]);
  });

  it("npm run staff:create refuses a weak one and creates nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "staff-cli-"));
    vi.stubEnv("DATABASE_URL", "");
    vi.stubEnv("SQLITE_PATH", join(dir, "cli.sqlite"));
    vi.stubEnv("LOG_LEVEL", "silent");
    const errors: string[] = [];
    const spy = vi.spyOn(console, "error").mockImplementation((line: unknown) => void errors.push(String(line)));
    const asker = { ask: async () => "", close() {} };
    try {
      const code = await staffCreate(
        ["--email", "boss@maivangbakery.example", "--name", "Boss", "--role", "owner", "--password", "Bakery2026!!"],
        asker,
      );
      expect(code).toBe(1);
      expect(errors.join("\n")).toContain(apiMessage("en", "authPasswordWeakShopWords"));
    } finally {
      spy.mockRestore();
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("customer passwords", () => {
  it("the demo customer's seeded password passes; the staff bar is higher than the customers'", () => {
    expect(passwordWeakness("BanhBao-2026!", "customer", { name: "Demo", email: "demo@maivangbakery.example" })).toBeUndefined();
    expect(passwordWeakness("Bakery2026!!", "customer")).toBeUndefined();
    expect(passwordWeakness("Bakery2026!!", "staff")).toBeDefined();
  });
});
