import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CakeRequestView } from "../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { LocaleProvider } from "../../i18n/i18n.tsx";
import type { Locale } from "../../i18n/config.ts";
import { CakeRequestPage } from "./CakeRequestPage.tsx";
import { CakeRequestForm } from "./CakeRequestForm.tsx";

// The custom cake pages as the server renders them (no JavaScript): the request's page in each status — the quote
// with its deposit, balance, deadline and cancellation policy, accepted by card or at the counter, the decline that
// asks first — and the request's form after a refused post.

const quoted: CakeRequestView = {
  code: "CK-7G4Q2M",
  status: "quoted",
  locale: "vi",
  occasion: "full_month",
  date_wanted: "2031-03-14",
  fulfilment: "delivery",
  address: { address: "9600 Bellaire Blvd", city: "Houston", state: "TX", zip: "77036", country: "US" },
  servings: 30,
  size: "two_tier",
  flavour: "pandan",
  filling: "durian",
  frosting_colour: "hồng nhạt",
  inscription: "  Mừng bé Na đầy tháng  ",
  notes: "Không đậu phộng.",
  full_name: "Lan Phạm",
  email: "lan@example.com",
  phone: "7135550142",
  photo_count: 2,
  quote: {
    price_cents: 8500,
    price: 85,
    tax_cents: 701,
    total_cents: 9201,
    total: 92.01,
    deposit_cents: 3000,
    deposit: 30,
    balance_cents: 6201,
    balance: 62.01,
    notes: "Hoa hồng kem bơ.",
    date: "2031-03-15",
    date_changed: true,
    quoted_at: "2031-03-01T16:00:00Z",
    expires_at: "2031-03-08T16:00:00Z",
    refund_until: "2031-03-12T12:00:00Z",
  },
  declined_by: null,
  decline_reason: "",
  order: null,
  time_zone: "America/Chicago",
  created_at: "2031-03-01T15:00:00Z",
  updated_at: "2031-03-01T16:00:00Z",
};

function page(
  cake: CakeRequestView,
  locale: Locale,
  card: { scriptUrl: string; apiLoginId: string; clientKey: string } | null = null,
  search = "",
) {
  const path = `${locale === "vi" ? "/vi" : ""}/custom-cakes/${cake.code}`;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <CakeRequestPage cake={cake} cakeKey="k3y" sent={false} done={null} card={card} idempotencyKey="idem-1" failure={undefined} />
      ),
    },
  ]);
  return renderToString(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={[`${path}?key=k3y${search}`]} />
    </LocaleProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("a custom cake's page", () => {
  it("shows the quote in Vietnamese: price, tax, total, the other date, deposit, balance, the deadline and the policy", () => {
    const html = text(page(quoted, "vi"));
    expect(html).toContain("Bánh kem theo yêu cầu CK-7G4Q2M");
    expect(html).toContain("Đã báo giá");
    expect(html).toContain("$85.00");
    expect(html).toContain("$7.01");
    expect(html).toContain("$92.01");
    expect(html).toContain("Tiệm không làm kịp cho ngày");
    expect(html).toContain("Tiền cọc, trả bây giờ $30.00");
    expect(html).toContain("Còn lại trả khi nhận bánh $62.01");
    expect(html).toContain("Hoa hồng kem bơ.");
    expect(html).toMatch(/Bạn vui lòng đồng ý trước .*8\/3\/2031/);
    expect(html).toMatch(/Hủy trước .*12\/3\/2031.* thì được hoàn tiền cọc/);
    expect(html).toContain("Đầy tháng");
    expect(html).toContain("30 người · 2 tầng (đến 45 người)");
    expect(html).toContain("Lá dứa");
    expect(html).toContain("Sầu riêng");
    expect(html).toContain("Số ảnh đã gửi: 2");
  });

  it("pipes the inscription exactly as written, spaces and all", () => {
    expect(page(quoted, "en")).toContain(">  Mừng bé Na đầy tháng  </p>");
  });

  it("accepts at the counter when the shop takes no cards, with the page's Idempotency-Key and the link's key", () => {
    const html = page(quoted, "en");
    expect(html).toContain('name="payment_option" value="pay_at_pickup"');
    expect(html).toContain('name="idempotency_key" value="idem-1"');
    expect(html).toContain('name="key" value="k3y"');
    expect(text(html)).toContain("Accept now and pay the $30.00 deposit at the counter within 48 hours.");
    expect(html).not.toContain("AcceptUI");
  });

  it("accepts by card through AcceptUI.js when the shop takes cards", () => {
    const html = page(quoted, "en", { scriptUrl: "https://js.test/AcceptUI.js", apiLoginId: "login", clientKey: "client" });
    expect(html).toContain('name="payment_option" value="card"');
    expect(html).toContain('class="AcceptUI"');
    expect(html).toContain('data-apiLoginID="login"');
    expect(html).toContain("Pay $30.00");
    expect(text(html)).toContain("Accept and pay the $30.00 deposit");
  });

  it("asks before declining, with a place for the reason, when the question is in the address (no JavaScript)", () => {
    const asked = page(quoted, "en", null, "&confirm=decline&confirm.key=k3y");
    expect(asked).toContain('data-testid="confirm-step"');
    expect(text(asked)).toContain("Decline the quote for CK-7G4Q2M?");
    expect(asked).toMatch(/<textarea[^>]*name="reason"/);
    expect(asked).toContain('name="confirmed" value="1"');
  });

  it("links an accepted request to its order, and a declined one to a new request", () => {
    const accepted = page({ ...quoted, status: "accepted", order: { code: "MV-ABC123" } }, "en");
    expect(accepted).toContain('href="/cart/order-success?code=MV-ABC123"');
    expect(accepted).not.toContain('data-testid="cake-quote"');
    const declined = page({ ...quoted, status: "declined", declined_by: "shop", decline_reason: "Fully booked that week." }, "vi");
    expect(declined).toContain('href="/vi/custom-cakes"');
    expect(text(declined)).toContain("Lời nhắn của tiệm: Fully booked that week.");
    expect(declined).not.toContain('data-testid="cake-decline"');
  });
});

describe("the request's form after a refused post", () => {
  it("keeps what was typed, shows the inscription's preview and each field's message beside it", () => {
    const Stub = createRoutesStub([
      {
        path: "/custom-cakes",
        Component: () => (
          <CakeRequestForm
            dates={{ min: "2031-03-04", max: "2032-03-01" }}
            contact={null}
            uploadError={null}
            failure={{
              message: "Please check the fields marked below.",
              fields: { date: ["Please choose a day at least 3 days from today."] },
              values: { date: "2031-03-02", inscription: "Happy 80th, Bà Tư!", servings: "30", shipping_option: "delivery", zip: "77036" },
              photosSent: true,
            }}
          />
        ),
      },
    ]);
    const html = renderToString(
      <LocaleProvider locale="en">
        <Stub initialEntries={["/custom-cakes"]} />
      </LocaleProvider>,
    );
    const form = /<form[^>]*>/.exec(html)![0];
    expect(form).toContain('method="post"');
    expect(form.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toMatch(/id="field-date"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="field-date"/);
    expect(html).toContain('aria-describedby="field-date-error field-date-hint"');
    expect(html).toContain('id="field-date-error"');
    expect(html).toContain('value="2031-03-02"');
    expect(html).toContain('min="2031-03-04"');
    expect(html).toContain("Happy 80th, Bà Tư!</p>");
    expect(text(html)).toContain("Suggested size: 2 tiers (up to 45 people)");
    expect(text(html)).toContain("Date wanted: Please choose a day at least 3 days from today.");
    expect(text(html)).toContain("please choose them again");
    const delivery = /<input[^>]*value="delivery"[^>]*>/.exec(html)![0];
    expect(delivery, delivery).toContain('checked=""');
    expect(html).toContain('value="77036"');
  });
});
