import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { AdminCakeRequestView, CakeRequestSummary } from "../../../../server/domain/custom-cakes/custom-cakes.types.ts";
import { LocaleProvider } from "../../../i18n/i18n.tsx";
import { CustomCakeScreen } from "./CustomCakeScreen.tsx";
import { CustomCakesScreen } from "./CustomCakesScreen.tsx";

// The custom cakes' pages as staff read them: the list's rows (day, code, customer, cake, status, quote and its
// expiry); a request with the inscription as piped, its photos at their size linking to full size, the quote, the
// order, the history; the forms for an owner or a manager only, the re-quote saying it replaces the quote, the decline
// asked on the page — in the page's language.

function render(locale: "en" | "vi", path: string, node: ReactNode) {
  const Stub = createRoutesStub([{ path: path.split("?")[0]!, Component: () => node }]);
  return renderToString(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={[path]} />
    </LocaleProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const summary = (changes: Partial<CakeRequestSummary>): CakeRequestSummary => ({
  id: 4,
  code: "CK-7G4Q2M",
  status: "quoted",
  occasion: "full_month",
  date_wanted: "2026-12-12",
  date: "2026-12-13",
  servings: 30,
  size: "two_tier",
  full_name: "Trần Thị Thu Hà",
  photo_count: 2,
  price_cents: 18500,
  quote_expires_at: "2026-12-05T18:00:00.000Z",
  order_code: null,
  created_at: "2026-11-28T15:00:00.000Z",
  ...changes,
});

const request = (changes: Partial<AdminCakeRequestView> = {}): AdminCakeRequestView => ({
  id: 4,
  version: 3,
  code: "CK-7G4Q2M",
  status: "quoted",
  locale: "vi",
  occasion: "full_month",
  date_wanted: "2026-12-12",
  fulfilment: "pickup",
  address: { address: "", city: "", state: "", zip: "", country: "" },
  servings: 30,
  size: "two_tier",
  flavour: "pandan",
  filling: "durian",
  frosting_colour: "Hồng phấn",
  inscription: "Mừng đầy tháng bé Bông",
  notes: "Ít ngọt nha.",
  full_name: "Trần Thị Thu Hà",
  email: "ha.tran@example.com",
  phone: "8325550164",
  photo_count: 2,
  photos: [
    { position: 1, width: 800, height: 600, url: "/admin/custom-cakes/4/photos/1" },
    { position: 2, width: 600, height: 800, url: "/admin/custom-cakes/4/photos/2" },
  ],
  quote: {
    price_cents: 18500,
    price: 185,
    tax_cents: 1526,
    total_cents: 20026,
    total: 200.26,
    deposit_cents: 6000,
    deposit: 60,
    balance_cents: 14026,
    balance: 140.26,
    notes: "Two tiers, the bunny in fondant.",
    date: "2026-12-13",
    date_changed: true,
    quoted_at: "2026-11-28T18:00:00.000Z",
    expires_at: "2026-12-05T18:00:00.000Z",
    refund_until: "2026-12-10T06:00:00.000Z",
  },
  declined_by: null,
  decline_reason: "",
  order: null,
  time_zone: "America/Chicago",
  created_at: "2026-11-28T15:00:00.000Z",
  updated_at: "2026-11-28T18:00:00.000Z",
  quoted_by: "Mai Trần",
  customer_id: null,
  history: [{ action: "custom_cake.quote", actor: "Mai Trần", at: "2026-11-28T18:00:00.000Z" }],
  ...changes,
});

const page = (r: AdminCakeRequestView, mayAnswer = true) => ({
  request: r,
  mayAnswer,
  timeZone: "America/Chicago",
  done: null,
  publicUrl: "https://maivang.example",
});

describe("the custom cakes' list", () => {
  it("shows each request's day, code, customer, cake, status and quote, in both languages", () => {
    const rows = [
      summary({}),
      summary({ id: 5, code: "CK-2M8P7K", status: "requested", price_cents: null, quote_expires_at: null, photo_count: 0 }),
    ];
    const loaderData = { filter: "open" as const, requests: rows, timeZone: "America/Chicago" };
    const en = text(render("en", "/admin/custom-cakes", <CustomCakesScreen loaderData={loaderData} />));
    expect(en).toContain("CK-7G4Q2M");
    expect(en).toContain("Baby's full month (đầy tháng)");
    expect(en).toContain("30 servings · 2 tiers (up to 45 people)");
    expect(en).toContain("Photos: 2");
    expect(en).toContain("$185.00");
    expect(en).toMatch(/until Dec 5, 2026, 12:00 PM/);
    expect(en).toContain("Not quoted");
    expect(en).toContain("Waiting for our quote");
    const vi = text(render("vi", "/vi/admin/custom-cakes", <CustomCakesScreen loaderData={loaderData} />));
    expect(vi).toContain("Đầy tháng");
    expect(vi).toContain("30 người ăn · 2 tầng (đến 45 người)");
    expect(vi).toContain("Đang chờ tiệm báo giá");
    expect(vi).toContain("Đã báo giá");
  });
});

describe("a custom cake request", () => {
  it("shows what was asked, the inscription, the photos at their size, the quote and the history", () => {
    const html = render("en", "/admin/custom-cakes/4", <CustomCakeScreen loaderData={page(request())} actionData={undefined} />);
    const words = text(html);
    expect(words).toContain("Mừng đầy tháng bé Bông");
    expect(words).toContain("Piped exactly as written: 22 characters.");
    expect(html).toContain('src="/admin/custom-cakes/4/photos/2"');
    expect(html).toContain('width="600"');
    expect(html).toContain('height="800"');
    expect(words).toContain("Open photo 1 full size");
    expect(words).toContain("$200.26");
    expect(words).toContain("Not the day asked (Saturday, December 12, 2026)");
    expect(words).toContain("Quoted by Mai Trần");
    expect(words).toContain("custom_cake.quote, by Mai Trần");
    // Quoted already: the form says a new quote replaces it.
    expect(words).toContain("Quote again");
    expect(words).toContain("A new quote replaces the previous one");
    expect(words).toContain("Usually a third of the price");
    expect(html).toContain('name="expected_version" value="3"');
  });

  it("the kitchen reads without the forms; a closed request has none either", () => {
    const kitchen = text(
      render("vi", "/vi/admin/custom-cakes/4", <CustomCakeScreen loaderData={page(request(), false)} actionData={undefined} />),
    );
    expect(kitchen).toContain("Chỉ chủ tiệm hoặc quản lý mới báo giá hay từ chối được.");
    expect(kitchen).not.toContain("Gửi báo giá mới");
    const accepted = request({ status: "accepted", order: { code: "MV-7K3Q9X2B4M8P" } });
    const html = render("en", "/admin/custom-cakes/4", <CustomCakeScreen loaderData={page(accepted)} actionData={undefined} />);
    expect(html).toContain('href="/admin/orders/MV-7K3Q9X2B4M8P"');
    expect(text(html)).not.toContain("Send the quote");
  });

  it("asks before declining, on the page, with the reason; refusals sit beside their fields", () => {
    const asked = text(
      render(
        "en",
        "/admin/custom-cakes/4?confirm=decline&confirm.reason=No+durian+that+week.",
        <CustomCakeScreen loaderData={page(request({ status: "requested", quote: null }))} actionData={undefined} />,
      ),
    );
    expect(asked).toContain("Decline request CK-7G4Q2M?");
    expect(asked).toContain("Trần Thị Thu Hà gets an e-mail with your reason, and the request closes");
    expect(asked).toContain("Your reason: “No durian that week.”");
    const refused = render(
      "en",
      "/admin/custom-cakes/4",
      <CustomCakeScreen
        loaderData={page(request({ status: "requested", quote: null }))}
        actionData={{
          intent: "quote",
          message: "Please check the highlighted fields.",
          errors: { price: "Enter the price." },
          values: { price: "eighty", deposit: "25", notes: "", date: "", reason: "" },
        }}
      />,
    );
    expect(refused).toContain('aria-describedby="field-price-error"');
    expect(refused).toContain('value="eighty"');
    expect(text(refused)).toContain("Enter the price.");
  });
});
