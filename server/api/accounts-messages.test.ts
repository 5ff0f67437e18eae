import { describe, expect, it } from "vitest";
import { apiMessage } from "../i18n/api-messages.ts";
import { apiAccountsEn } from "../../app/i18n/messages/api-accounts.en.ts";
import { apiAccountsVi } from "../../app/i18n/messages/api-accounts.vi.ts";
import { apiCartEn } from "../../app/i18n/messages/api-cart.en.ts";
import { apiContentEn } from "../../app/i18n/messages/api-content.en.ts";
import { apiCoreEn } from "../../app/i18n/messages/api-core.en.ts";
import { emailEn } from "../../app/i18n/messages/email.en.ts";

describe("account messages", () => {
  it("are not shadowed by another area's catalogue (the catalogues are merged into one)", () => {
    const others = new Set([apiCoreEn, apiContentEn, apiCartEn, emailEn].flatMap((area) => Object.keys(area)));
    for (const key of Object.keys(apiAccountsEn)) expect(others.has(key), key).toBe(false);
  });

  it("use the shop's texts word for word", () => {
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
    const same = (Object.keys(apiAccountsEn) as (keyof typeof apiAccountsEn)[]).filter((key) => apiAccountsEn[key] === apiAccountsVi[key]);
    expect(same).toEqual([]);
  });

  it("fill in the minutes of a rate limit", () => {
    expect(apiMessage("en", "authTooManyAttempts", { minutes: 15 })).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(apiMessage("vi", "authTooManyAttempts", { minutes: 15 })).toBe("Bạn đã thử quá nhiều lần. Vui lòng thử lại sau 15 phút.");
  });
});
