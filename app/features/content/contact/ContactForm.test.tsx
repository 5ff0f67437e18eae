import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../../../i18n/i18n.tsx";
import type { ContactFormResult } from "./contact-form.ts";
import { ContactForm } from "./ContactForm.tsx";

function render(result: ContactFormResult | undefined, pending = false) {
  const Stub = createRoutesStub([
    { path: "/vi/contact", Component: () => <ContactForm result={result} pending={pending} shopPhone="(713) 555-0142" /> },
  ]);
  return renderToString(
    <LocaleProvider locale="vi">
      <Stub initialEntries={["/vi/contact"]} />
    </LocaleProvider>,
  );
}

const typed = { name: "Lan", email: "lan@example.com", phone: "", message: "Bánh bao?" };

describe("ContactForm", () => {
  it("says in the page's language how long to wait when the shop's limit is reached, keeping what was typed", () => {
    const html = render({ status: "rate_limited", retryAfter: 601, values: typed });
    expect(html).toContain("Vui lòng thử lại sau khoảng 11 phút");
    expect(html).toMatch(/role="alert"/);
    expect(html).toContain('value="lan@example.com"');
    expect(html).toContain("Bánh bao?</textarea>");
  });

  it("ties each server error to its field", () => {
    const html = render({ status: "invalid", errors: { email: ["Vui lòng nhập địa chỉ email hợp lệ."] }, values: typed });
    expect(html).toMatch(/id="field-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-email"/);
    expect(html).toContain('aria-describedby="field-email-error"');
    expect(html).toContain('href="#field-email"');
    expect(html).not.toContain('id="field-name-error"');
  });

  it("disables the button while sending", () => {
    expect(render(undefined, true)).toMatch(/<button type="submit" disabled=""[^>]*>Đang gửi…<\/button>/);
  });

  it("replaces the form with thanks once sent", () => {
    const html = render({ status: "sent", email: "lan@example.com" });
    expect(html).toContain("Cảm ơn bạn, lời nhắn đã được gửi!");
    expect(html).toContain('href="tel:+17135550142"');
    expect(html).toContain('href="/vi/contact"');
    expect(html).not.toContain("<form");
  });
});
