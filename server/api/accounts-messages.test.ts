import { describe, expect, it } from "vitest";
import { apiMessage } from "../i18n/api-messages.ts";
import { accountsMessages } from "../i18n/messages/accounts.ts";
import { cartMessages } from "../i18n/messages/cart.ts";
import { contentMessages } from "../i18n/messages/content.ts";

describe("account messages", () => {
  it("are not shadowed by another area's catalogue (the catalogues are merged into one)", () => {
    const others = new Set([...Object.keys(contentMessages.en), ...Object.keys(cartMessages.en)]);
    for (const key of Object.keys(accountsMessages.en)) expect(others.has(key), key).toBe(false);
  });

  it("use the spec's texts", () => {
    expect(apiMessage("vi", "authWrongCredentials")).toBe("Sai tài khoản hoặc mật khẩu");
    expect(apiMessage("vi", "authLegacyAccount")).toBe("Bạn là khách hàng cũ. Vui lòng khôi phục mật khẩu.");
    expect(apiMessage("vi", "authEmailTaken")).toBe("Email đã tồn tại");
    expect(apiMessage("en", "authLoginSucceeded")).toBe("Login successful!");
    expect(apiMessage("en", "authLoggedOut")).toBe("Logged out successfully!");
    expect(apiMessage("en", "authIdentifierRequired")).toBe("Please enter email or phone number");
    expect(apiMessage("en", "authPasswordRequired")).toBe("Please enter password");
    expect(apiMessage("en", "authLoginPasswordTooShort")).toBe("Password must be at least 6 characters long");
    expect(apiMessage("en", "authNameRequired")).toBe("Please enter your name");
  });

  it("differ between English and Vietnamese (nothing left untranslated)", () => {
    const same = Object.keys(accountsMessages.en).filter(
      (key) => accountsMessages.en[key as keyof typeof accountsMessages.en] === accountsMessages.vi[key as keyof typeof accountsMessages.vi],
    );
    expect(same).toEqual([]);
  });

  it("fill in the minutes of a rate limit", () => {
    expect(apiMessage("en", "authTooManyAttempts", { minutes: 15 })).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(apiMessage("vi", "authTooManyAttempts", { minutes: 15 })).toBe("Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.");
  });
});
