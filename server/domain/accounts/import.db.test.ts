import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, JSON_HEADERS } from "../../../tests/support/app.ts";
import { createTestDb, type TestDb } from "../../../tests/support/db.ts";
import { CsvError } from "./csv.ts";
import { ImportError, importLegacyCustomers, parseBirthday } from "./import.ts";

const SAMPLE = readFileSync("docs/samples/legacy-customers.csv", "utf8");

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.destroy());

const customers = () => testDb.db.selectFrom("customers").selectAll().orderBy("id").execute();

describe("importing the old shop's customers", () => {
  it("creates legacy customers with no password, e-mail and phone normalised", async () => {
    const summary = await importLegacyCustomers(testDb.db, SAMPLE);
    expect(summary).toEqual({ created: 8, updated: 0, unchanged: 0, skipped: [] });
    const rows = await customers();
    expect(rows).toHaveLength(8);
    for (const row of rows) {
      expect(row.legacy).toBe(1);
      expect(row.password_hash).toBeNull();
      expect(row.status).toBe("active");
    }
    expect(rows[0]).toMatchObject({
      name: "Nguyễn Thị Lan",
      email: "lan.nguyen@example.com",
      phone: "7135550142",
      points: 1250,
      membership_level: "gold",
      birthday: "1984-03-12",
      locale: "vi",
    });
    expect(rows.find((r) => r.name === "Lê Văn Hùng")).toMatchObject({ email: null, phone: "8325550111", birthday: "1979-07-04" });
    expect(rows.find((r) => r.name === "Saigon Catering, LLC")).toMatchObject({ points: 4800 });
    expect(rows.find((r) => r.name === 'Huỳnh Ngọc "Kathy" Trâm')).toMatchObject({ phone: "7135550199", locale: "" });
  });

  it("creates nobody twice when the same file comes again", async () => {
    expect(await importLegacyCustomers(testDb.db, SAMPLE)).toEqual({ created: 0, updated: 0, unchanged: 8, skipped: [] });
    expect(await customers()).toHaveLength(8);
  });

  it("updates a legacy customer matched by e-mail, else by phone", async () => {
    const csv = [
      "Name,E-mail,Phone,Points",
      "Nguyễn Thị Lan,LAN.NGUYEN@example.com,713-555-0142,1300",
      "Lê Văn Hùng,hung.le@example.com,(832) 555-0111,85",
    ].join("\n");
    expect(await importLegacyCustomers(testDb.db, csv)).toEqual({ created: 0, updated: 2, unchanged: 0, skipped: [] });
    const rows = await customers();
    expect(rows).toHaveLength(8);
    expect(rows.find((r) => r.phone === "7135550142")!.points).toBe(1300);
    expect(rows.find((r) => r.phone === "8325550111")!.email).toBe("hung.le@example.com");
  });

  it("skips bad rows with a reason and imports the rest", async () => {
    const csv = [
      "name,email,phone,points,membership_level,birthday",
      ",nobody@example.com,,1,,",
      "No Contact,,,1,,",
      "Bad Mail,not-an-email,,1,,",
      "Bad Phone,,12,1,,",
      "Bad Points,bp@example.com,,lots,,",
      "Bad Birthday,bb@example.com,,1,,2/30/1990",
      "Phone Thief,new.person@example.com,713 555 0142,1,,",
      "Good Row,good.row@example.com,,7,,",
    ].join("\r\n");
    const summary = await importLegacyCustomers(testDb.db, csv);
    expect(summary.created).toBe(1);
    expect(summary.skipped).toEqual([
      { line: 2, reason: "no name" },
      { line: 3, reason: "no e-mail and no phone" },
      { line: 4, reason: 'invalid e-mail "not-an-email"' },
      { line: 5, reason: 'invalid phone "12"' },
      { line: 6, reason: 'invalid points "lots"' },
      { line: 7, reason: 'invalid birthday "2/30/1990" (use YYYY-MM-DD or M/D/YYYY)' },
      { line: 8, reason: "phone 7135550142 belongs to another customer (lan.nguyen@example.com)" },
    ]);
  });

  it("tells an imported customer to restore the password, and leaves alone one who already did", async () => {
    const app = createTestApp(testDb);
    const login = (password: string) =>
      app.request("/api/v1/login", {
        method: "POST",
        headers: JSON_HEADERS,
        body: JSON.stringify({ identifier: "(346) 555-0123", password }),
      });
    const legacy = await login("whatever-i-remember");
    expect(legacy.status).toBe(403);
    expect(await legacy.json()).toMatchObject({ is_old_account: true, data: { is_old_account: true } });

    await testDb.db
      .updateTable("customers")
      .set({ legacy: 0, password_hash: "scrypt$16384$8$5$x$y" })
      .where("phone", "=", "3465550123")
      .execute();
    const summary = await importLegacyCustomers(testDb.db, SAMPLE);
    expect(summary.skipped).toEqual([{ line: 7, reason: "already has an account on the new site; left as it is" }]);
    const row = await testDb.db.selectFrom("customers").selectAll().where("phone", "=", "3465550123").executeTakeFirstOrThrow();
    expect(row.legacy).toBe(0);
  });

  it("refuses a file without the needed columns or with a broken quote, importing nothing", async () => {
    const before = (await customers()).length;
    await expect(importLegacyCustomers(testDb.db, "full name,mail\nA,a@example.com")).rejects.toThrow(ImportError);
    await expect(importLegacyCustomers(testDb.db, "")).rejects.toThrow(ImportError);
    await expect(importLegacyCustomers(testDb.db, 'name,email\nA,a1@example.com\n"B,b@example.com')).rejects.toThrow(CsvError);
    expect(await customers()).toHaveLength(before);
  });
});

describe("birthdays", () => {
  it("read ISO and US dates, and refuse dates that do not exist", () => {
    expect(parseBirthday("1984-03-12")).toBe("1984-03-12");
    expect(parseBirthday("7/4/1979")).toBe("1979-07-04");
    expect(parseBirthday("2/29/1988")).toBe("1988-02-29");
    expect(parseBirthday("2/29/1989")).toBeUndefined();
    expect(parseBirthday("1990-13-01")).toBeUndefined();
    expect(parseBirthday("12.03.1984")).toBeUndefined();
  });
});
