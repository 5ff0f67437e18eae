import { describe, expect, it } from "vitest";
import {
  addressInput,
  birthdayProblem,
  changeEmailInput,
  changePasswordInput,
  latestBirthday,
  updateProfileInput,
} from "./profile.schema.ts";

const rules = { isCommonPassword: (p: string) => p === "password123" };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("birthdays", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  it("accept a real date from 1900-01-01 to today (where the day is furthest ahead)", () => {
    expect(birthdayProblem("1900-01-01", now)).toBeUndefined();
    expect(birthdayProblem("2000-02-29", now)).toBeUndefined();
    expect(birthdayProblem("2026-11-26", now)).toBeUndefined(); // already the 26th in Kiribati
    expect(latestBirthday(now)).toBe("2026-11-26");
  });
  it("refuse impossible, malformed, future and pre-1900 dates", () => {
    expect(birthdayProblem("2001-02-29", now)).toBe("profileBirthdayInvalid");
    expect(birthdayProblem("2001-13-01", now)).toBe("profileBirthdayInvalid");
    expect(birthdayProblem("1990-4-30", now)).toBe("profileBirthdayInvalid");
    expect(birthdayProblem("2026-11-28", now)).toBe("profileBirthdayInFuture");
    expect(birthdayProblem("1899-12-31", now)).toBe("profileBirthdayTooEarly");
  });
});

describe("updateProfileInput", () => {
  it('leaves out what is not sent, clears the phone and birthday with null or "", keeps a phone\'s digits', () => {
    expect(updateProfileInput.parse({})).toEqual({});
    expect(updateProfileInput.parse({ phone: "", birthday: null })).toEqual({ phone: null, birthday: null });
    expect(updateProfileInput.parse({ name: " Lan ", phone: "+1 (713) 555-0142", birthday: "1990-04-30" })).toEqual({
      name: "Lan",
      phone: "7135550142",
      birthday: "1990-04-30",
    });
  });
  it("refuses a 10,000-character name, a control character, an emoji phone, a future birthday", () => {
    const result = updateProfileInput.safeParse({ name: "x".repeat(10_000), phone: "😀😀😀😀😀😀😀", birthday: "2999-01-01" });
    expect(result.success).toBe(false);
    expect(messages(result)).toMatchObject({ phone: "authPhoneInvalid", birthday: "profileBirthdayInFuture" });
    expect(Object.keys(messages(result))).toContain("name");
    expect(messages(updateProfileInput.safeParse({ name: "Lan\u0000" }))).toEqual({ name: "fieldInvalid" });
  });
});

describe("changePasswordInput and changeEmailInput", () => {
  it("hold the new password to registration's rules and need the current one", () => {
    const schema = changePasswordInput(rules);
    expect(messages(schema.safeParse({ password: "short", password_confirmation: "short" }))).toEqual({
      current_password: "profileCurrentPasswordRequired",
      password: "authPasswordTooShort",
    });
    expect(messages(schema.safeParse({ current_password: "x", password: "password123", password_confirmation: "password124" }))).toEqual({
      password: "authPasswordTooCommon",
      password_confirmation: "authConfirmationMismatch",
    });
    expect(
      schema.safeParse({ current_password: " old pass ", password: "Bxq7-hoa-sen", password_confirmation: "Bxq7-hoa-sen" }).data
        ?.current_password,
    ).toBe(" old pass ");
  });
  it("lower-cases the new e-mail", () => {
    expect(changeEmailInput.parse({ email: " Lan@Example.COM ", password: "x" }).email).toBe("lan@example.com");
  });
});

describe("addressInput", () => {
  const valid = {
    full_name: "Lan",
    phone: "713.555.0142",
    country: "US",
    state: "TX",
    city: "Houston",
    zip: "77072",
    address: "1 Main St",
  };
  it('accepts the address fields ("US" stored as the one country name), ward optional, is_default as 1/0 or true/false, absent when not sent', () => {
    expect(addressInput.parse(valid)).toEqual({ ...valid, phone: "7135550142", country: "United States", ward: "", is_default: undefined });
    expect(addressInput.parse({ ...valid, ward: "Phường 5", is_default: 1 })).toMatchObject({ ward: "Phường 5", is_default: true });
    expect(addressInput.parse({ ...valid, is_default: "0" }).is_default).toBe(false);
  });
  it("names each missing field, and refuses a bad phone or ZIP", () => {
    expect(messages(addressInput.safeParse({}))).toEqual({
      full_name: "addressFullNameRequired",
      phone: "addressPhoneRequired",
      country: "addressCountryRequired",
      state: "addressStateRequired",
      city: "addressCityRequired",
      zip: "addressZipRequired",
      address: "addressLineRequired",
    });
    expect(messages(addressInput.safeParse({ ...valid, phone: "🙂🙂🙂🙂🙂🙂🙂🙂", zip: "<b>" }))).toEqual({
      phone: "authPhoneInvalid",
      zip: "addressZipInvalid",
    });
  });
});
