import { describe, expect, it } from "vitest";
import { isPlausiblePhone, normaliseEmail, normalisePhone, parseIdentifier } from "./identifier.ts";

describe("identifiers", () => {
  it("lower-cases and trims e-mails", () => {
    expect(normaliseEmail("  Lan.Nguyen@Example.COM ")).toBe("lan.nguyen@example.com");
  });

  it("keeps the digits of a phone number, whatever the format", () => {
    for (const phone of ["(713) 555-0142", "713.555.0142", "713 555 0142", "+1 713-555-0142", "1 (713) 555 0142", "7135550142"]) {
      expect(normalisePhone(phone), phone).toBe("7135550142");
    }
    expect(normalisePhone("+84 90 123 4567")).toBe("84901234567");
    expect(normalisePhone("no digits")).toBe("");
  });

  it("calls 7 to 15 digits a phone number", () => {
    expect(isPlausiblePhone("5550142")).toBe(true);
    expect(isPlausiblePhone("84901234567")).toBe(true);
    expect(isPlausiblePhone("123456")).toBe(false);
    expect(isPlausiblePhone("1234567890123456")).toBe(false);
  });

  it("reads the login field as an e-mail when it has an @, else as a phone", () => {
    expect(parseIdentifier(" Minh@Example.com")).toEqual({ kind: "email", value: "minh@example.com" });
    expect(parseIdentifier("(832) 555-0199")).toEqual({ kind: "phone", value: "8325550199" });
  });
});
