import { describe, expect, it } from "vitest";
import { sampleCakeRequest } from "../../tests/support/email-samples.ts";
import { cakeDayFullEmail, cakeDeclinedEmail, cakeQuoteEmail, cakeRequestEmail, cakeRequestShopEmail } from "./custom-cake-emails.ts";
import { cakeRequestLink } from "../domain/custom-cakes/custom-cakes.service.ts";

const SHOP = { name: "Tiệm Bánh Mai Vàng", siteUrl: "https://maivang.example", phone: "(713) 555-0142" };
const SITE = "https://maivang.example";

describe("the custom cake e-mails", () => {
  it("tells the customer the request arrived, in their language, with what was asked and the request's link", async () => {
    const key = "k3y/with+odd=chars";
    for (const lang of ["en", "vi"] as const) {
      const request = sampleCakeRequest({ locale: lang, status: "requested", quote: null });
      const link = cakeRequestLink(SITE, request, key);
      const mail = await cakeRequestEmail(lang, request, link, SHOP);
      expect(mail.subject).toContain("CK-7G4Q2M");
      expect(link).toBe(`${SITE}${lang === "vi" ? "/vi" : ""}/custom-cakes/CK-7G4Q2M?key=${encodeURIComponent(key)}`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(link.replace(/&/g, "&amp;"));
      expect(mail.text).toContain(lang === "vi" ? "Đầy tháng" : "Baby's full month (đầy tháng)");
      expect(mail.text).toContain(lang === "vi" ? "Lá dứa" : "Pandan");
      expect(mail.text).toContain(lang === "vi" ? "Sầu riêng" : "Durian");
      expect(mail.text).toContain(lang === "vi" ? "2 tầng" : "2 tiers");
      expect(mail.text).toContain("“Mừng đầy tháng bé Nguyễn Hoàng Bảo Ngọc");
      expect(mail.text).toContain(lang === "vi" ? "thường trong vòng một ngày" : "usually within a day");
      // What the customer typed is escaped in the HTML part.
      expect(mail.html).not.toContain("<b>Không</b>");
      expect(mail.html).toContain("&lt;b&gt;Không&lt;/b&gt;");
    }
  });

  it("gives the shop (in English) the request, who asked, and the back office's link", async () => {
    const request = sampleCakeRequest({ status: "requested", quote: null });
    const mail = await cakeRequestShopEmail(request, `${SITE}/admin/custom-cakes/12`, SHOP);
    expect(mail.subject).toBe("New custom cake request CK-7G4Q2M for Saturday, December 12, 2026");
    expect(mail.text).toContain(`${SITE}/admin/custom-cakes/12`);
    expect(mail.text).toContain("Phone: (832) 555-0164");
    expect(mail.text).toContain("tran.thi.thu.ha.nguyen@example.com");
    expect(mail.text).toContain("Language: Vietnamese");
    expect(mail.text).not.toContain("key=");
  });

  it("sends the quote: the amounts, the other day, the notes, the deadline on the shop's clock, the policy and the link", async () => {
    const en = await cakeQuoteEmail("en", sampleCakeRequest({ locale: "en" }), `${SITE}/custom-cakes/CK-7G4Q2M?key=q`, SHOP);
    expect(en.subject).toBe("Your custom cake quote CK-7G4Q2M");
    for (const line of [
      "Cake: $185.00",
      "Sales tax: $15.26",
      "Total: $200.26",
      "Deposit, paid when you accept: $60.00",
      "The rest, paid when you get your cake: $140.26",
      "Ready on: Sunday, December 13, 2026",
      "not the day you asked for (Saturday, December 12, 2026)",
      "> We are full on the 12th: the 13th works.",
      `${SITE}/custom-cakes/CK-7G4Q2M?key=q`,
    ])
      expect(en.text).toContain(line);
    // 18:00 UTC on 5 December is noon in Houston (CST).
    expect(en.text).toMatch(/Please accept by .*12:00.*PM \(Central Time/);
    expect(en.text).toMatch(/If you cancel before .*deposit is refunded/);
    const vi = await cakeQuoteEmail("vi", sampleCakeRequest(), `${SITE}/vi/custom-cakes/CK-7G4Q2M?key=q`, SHOP);
    expect(vi.subject).toBe("Báo giá bánh đặt theo yêu cầu CK-7G4Q2M");
    expect(vi.text).toContain("Tiền cọc, trả khi bạn đồng ý: $60.00");
    expect(vi.text).toContain("Tổng cộng: $200.26");
    expect(vi.text).toContain("giờ Houston");
    expect(vi.html).toContain(`${SITE}/vi/custom-cakes/CK-7G4Q2M?key=q`);
  });

  it("says nothing about another day when the quote keeps the day asked", async () => {
    const request = sampleCakeRequest({ locale: "en" });
    const same = { ...request, quote: { ...request.quote!, date: request.date_wanted, date_changed: false } };
    const mail = await cakeQuoteEmail("en", same, `${SITE}/x`, SHOP);
    expect(mail.text).not.toContain("not the day you asked for");
  });

  it("tells the customer the shop declined, why, and how to reach the shop", async () => {
    for (const lang of ["en", "vi"] as const) {
      const request = sampleCakeRequest({ locale: lang, status: "declined", declined_by: "shop", decline_reason: "No durian that week." });
      const mail = await cakeDeclinedEmail(lang, request, null, SHOP);
      expect(mail.text).toContain("> No durian that week.");
      expect(mail.text).toContain("(713) 555-0142");
      expect(mail.text).not.toContain("http");
    }
  });

  it("asks the shop to call a customer whose day is full", async () => {
    const mail = await cakeDayFullEmail(sampleCakeRequest(), `${SITE}/admin/custom-cakes/12`, SHOP);
    expect(mail.subject).toContain("CK-7G4Q2M");
    expect(mail.text).toContain("Trần Thị Thu Hà Nguyễn tried to accept");
    expect(mail.text).toContain("Sunday, December 13, 2026");
    expect(mail.text).toContain("Phone: (832) 555-0164");
    expect(mail.text).toContain(`${SITE}/admin/custom-cakes/12`);
  });
});

describe("the custom cake e-mails' samples", () => {
  it("are whole documents in their language with a plain-text part", async () => {
    const { sampleEmails } = await import("../../tests/support/email-samples.ts");
    const cakes = (await sampleEmails()).filter((e) => e.name.startsWith("cake-"));
    expect(cakes.map((e) => e.name).sort()).toEqual(
      [
        "cake-day-full",
        "cake-declined-en",
        "cake-declined-vi",
        "cake-quote-en",
        "cake-quote-vi",
        "cake-request-en",
        "cake-request-shop",
        "cake-request-vi",
      ].sort(),
    );
    for (const email of cakes) {
      expect(email.html, email.name).toMatch(/^<!DOCTYPE html/);
      expect(email.html, email.name).toContain(`<html dir="ltr" lang="${email.lang}">`);
      expect(email.text, email.name).not.toMatch(/<(p|table|html|a) /i);
    }
  });
});
