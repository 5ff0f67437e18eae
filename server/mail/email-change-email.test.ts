import { describe, expect, it } from "vitest";
import { emailChangeLink, maskEmail } from "./email-change-email.ts";

describe("the e-mails of a change of e-mail", () => {
  it("half-hides the new address for the old one", () => {
    expect(maskEmail("new.address@example.com")).toBe("n***@example.com");
    expect(maskEmail("a@b.example")).toBe("a***@b.example");
    expect(maskEmail("no-at-sign")).toBe("***");
  });

  it("links to the confirmation page in the customer's language", () => {
    expect(emailChangeLink("https://shop.example", "vi", "12.abc_DEF-9")).toBe(
      "https://shop.example/vi/profile/confirm-email?token=12.abc_DEF-9",
    );
    expect(emailChangeLink("https://shop.example", "en", "12.x")).toBe("https://shop.example/profile/confirm-email?token=12.x");
  });
});
