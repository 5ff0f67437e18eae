import { describe, expect, it } from "vitest";
import { loginInput, registerInput, resetPasswordInput } from "./accounts.schema.ts";

const rules = { isCommonPassword: (p: string) => p === "password123" };
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("account form rules", () => {
  it("read remember as 1/0, true/false or '1'/'0', absent meaning no", () => {
    const base = { identifier: "a@example.com", password: "secret1" };
    for (const [remember, expected] of [
      [1, true],
      [true, true],
      ["1", true],
      ["true", true],
      [0, false],
      [false, false],
      ["0", false],
      [undefined, false],
      [null, false],
    ] as const) {
      expect(loginInput.parse({ ...base, remember }).remember, String(remember)).toBe(expected);
    }
    expect(loginInput.safeParse({ ...base, remember: "yes" }).success).toBe(false);
  });

  it("normalise the registration's e-mail and phone", () => {
    const parsed = registerInput(rules).parse({
      name: "  Trần Minh Anh ",
      email: " Minh@Example.COM ",
      phone: "(713) 555-0142",
      password: "a long secret",
      password_confirmation: "a long secret",
    });
    expect(parsed).toMatchObject({ name: "Trần Minh Anh", email: "minh@example.com", phone: "7135550142", remember: false });
    expect(registerInput(rules).parse({ ...parsed, phone: "" }).phone).toBeUndefined();
  });

  it("name each failure by its message key", () => {
    expect(
      messages(registerInput(rules).safeParse({ name: "", email: "x", password: "password123", password_confirmation: "other" })),
    ).toEqual({
      name: "authNameRequired",
      email: "invalidEmail",
      password: "authPasswordTooCommon",
      password_confirmation: "authConfirmationMismatch",
    });
    const register = (password: string, name = "Trần Minh Anh", email = "banhmi.fan@example.com") =>
      messages(registerInput(rules).safeParse({ name, email, password, password_confirmation: password }));
    expect(register("        ")).toEqual({ password: "authPasswordBlank" });
    expect(register("banhmi.fan@example.com")).toEqual({ password: "authPasswordContainsEmail" });
    expect(register("Tran Minh Anh 1990")).toEqual({ password: "authPasswordContainsName" });
    // The password's first problem is its own; the e-mail and name are checked even when another field fails.
    expect(register("short")).toEqual({ password: "authPasswordTooShort" });
    expect(register("tran-is-my-name", "Trần Minh Anh", "not an e-mail")).toEqual({
      email: "invalidEmail",
      password: "authPasswordContainsName",
    });
    expect(
      messages(resetPasswordInput(rules).safeParse({ token: "t", password: " ".repeat(12), password_confirmation: " ".repeat(12) })),
    ).toEqual({
      password: "authPasswordBlank",
    });
    expect(messages(resetPasswordInput(rules).safeParse({ password: "short", password_confirmation: "short" }))).toEqual({
      token: "authResetTokenRequired",
      password: "authPasswordTooShort",
    });
  });
});
