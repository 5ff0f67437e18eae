import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CampaignDashboard, PlanDay } from "../../../../server/domain/campaigns/campaign-reports.service.ts";
import type { PickupList, PickupOrder } from "../../../../server/domain/campaigns/pickups.service.ts";
import { LocaleProvider } from "../../../i18n/i18n.tsx";
import type { CampaignForm } from "../../../routes/admin/campaigns.server.ts";
import { CampaignDashboardScreen } from "./CampaignDashboardScreen.tsx";
import { CampaignPickupsScreen } from "./CampaignPickupsScreen.tsx";
import { CampaignProductionScreen } from "./CampaignProductionScreen.tsx";
import { CampaignScreen } from "./CampaignScreen.tsx";
import { CampaignsScreen } from "./CampaignsScreen.tsx";

// A campaign's pages as staff read them: the form with its rows and the units already ordered, delete refused for a
// campaign with orders; the dashboard's bar and money; the plan by variant; a pickup day's cards with the counter's
// buttons only where they apply — in the page's language.

const head = {
  id: 7,
  slug: "tet-2027",
  name_en: "Tết 2027 pre-orders",
  name_vi: "Đặt bánh Tết 2027",
  pickup_days: [{ id: 1, date: "2027-02-01", opens: "08:00", closes: "18:00", capacity_units: 40, reserved_units: 12 }],
};

function render(locale: "en" | "vi", path: string, node: ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => node }]);
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
    .replace(/\s+/g, " ")
    .trim();

const order = (changes: Partial<PickupOrder>): PickupOrder => ({
  code: "MV-7K2D9QX4M1TB",
  full_name: "Nguyễn Văn An",
  phone: "(713) 555-0100",
  status: "unfinished",
  payment_status: "unpaid",
  slot_start: "08:00",
  slot_end: "18:00",
  lines: [{ name: "Bánh chưng", variant: "Lớn", quantity: 2 }],
  total_cents: 9000,
  deposit_cents: 2700,
  deposit_status: "due",
  deposit_due_by: "2027-01-20T06:00:00.000Z",
  balance_due_cents: 9000,
  collected_at: null,
  ...changes,
});

describe("a campaign's pages", () => {
  it("the list: a campaign's state, window on the shop's clock and pages; the form only for a role that edits the catalogue", () => {
    const item = {
      ...head,
      is_published: true,
      state: "open",
      opens_at: "2026-11-15T06:00:00.000Z",
      closes_at: "2027-02-01T06:00:00.000Z",
      products: 3,
      pickup_days: 9,
      first_day: "2027-01-28",
      last_day: "2027-02-05",
      orders: 1,
    };
    const list = (mayEdit: boolean) =>
      render(
        "vi",
        "/vi/admin/campaigns",
        <CampaignsScreen loaderData={{ campaigns: [item], timeZone: "America/Chicago", mayEdit, saved: null } as never} />,
      );
    const kitchen = list(false);
    expect(text(kitchen)).toContain("Đặt bánh Tết 2027 Đang nhận đặt /tet-2027 Nhận đặt: 0:00, 15/11/2026 – 0:00, 1/2/2027");
    expect(text(kitchen)).toContain("3 sản phẩm · 1 đơn Tổng quan Kế hoạch sản xuất Danh sách nhận bánh");
    expect(kitchen).not.toContain('href="/vi/admin/campaigns/7"');
    expect(kitchen).not.toContain('data-testid="new-campaign"');
    const manager = list(true);
    expect(manager).toContain('href="/vi/admin/campaigns/7"');
    expect(manager).toContain('data-testid="new-campaign"');
  });

  it("the form: rows of products and days, the units ordered, and why a campaign with orders is not deleted", () => {
    const campaign: CampaignForm = {
      ...head,
      banner_en: "",
      banner_vi: "",
      body_en: "",
      body_vi: "",
      opens_at: "2026-11-15T06:00:00.000Z",
      closes_at: "2027-02-01T06:00:00.000Z",
      opens_date: "2026-11-15",
      opens_time: "00:00",
      closes_date: "2027-02-01",
      closes_time: "00:00",
      is_published: true,
      deposit_kind: "percent",
      deposit_value: 30,
      cancel_until_days: 7,
      products: [{ product_id: 3, name_en: "Bánh chưng", name_vi: "Bánh chưng", per_customer_limit: 10 }],
      orders: 2,
      waitlist: 0,
      created_at: "2026-11-01T00:00:00.000Z",
      updated_at: "2026-11-01T00:00:00.000Z",
    };
    const loaderData = {
      campaign,
      products: [
        { id: 3, name_en: "Bánh chưng", name_vi: "Bánh chưng", draft: false, campaign_id: 7 },
        { id: 4, name_en: "Mooncake box", name_vi: "Hộp bánh trung thu", draft: false, campaign_id: 8 },
      ],
      campaigns: [
        { id: 7, name_en: head.name_en, name_vi: head.name_vi },
        { id: 8, name_en: "Mid-Autumn", name_vi: "Trung Thu" },
      ],
      timeZone: "America/Chicago",
      saved: null,
    };
    const html = render("en", "/admin/campaigns/7", <CampaignScreen loaderData={loaderData as never} actionData={undefined} />);
    expect(html.match(/data-testid="campaign-product"/g)).toHaveLength(4);
    expect(html.match(/data-testid="campaign-day"/g)).toHaveLength(4);
    expect(text(html)).toContain("Mooncake box · in Mid-Autumn");
    expect(text(html)).toContain("12 units ordered so far");
    expect(html).toContain('name="expected_updated_at" value="2026-11-01T00:00:00.000Z"');
    expect(text(html)).toContain("This campaign has 2 orders, so it cannot be deleted.");
    expect(html).not.toContain('data-testid="campaign-delete-form"');
  });

  it("the dashboard: units against capacity, money per day and in total, canceled orders apart", () => {
    const day = {
      date: "2027-02-01",
      opens: "08:00",
      closes: "18:00",
      capacity_units: 40,
      reserved_units: 12,
      orders: 3,
      units: 12,
      collected: 1,
      deposits_taken_cents: 5400,
      deposits_due: [{ code: "MV-7K2D9QX4M1TB", full_name: "An", deposit_cents: 2700, due_by: "2027-01-20T06:00:00.000Z" }],
      deposits_due_cents: 2700,
      balance_due_cents: 12600,
    };
    const dashboard: CampaignDashboard = {
      days: [day],
      totals: { ...day, deposits_due: 1 },
      canceled: { orders: 1, deposits_kept_cents: 1500, deposits_refunded_cents: 0 },
      other_dates: [],
    };
    const html = render(
      "vi",
      "/vi/admin/campaigns/7/dashboard",
      <CampaignDashboardScreen loaderData={{ campaign: head, dashboard, timeZone: "America/Chicago", mayEdit: false } as never} />,
    );
    expect(text(html)).toContain("12 / 40 đơn vị");
    expect(html).toMatch(/<meter [^>]*max="40"[^>]*value="12"/);
    expect(text(html)).toContain("Tiền cọc đã nhận $54.00");
    expect(text(html)).toContain("MV-7K2D9QX4M1TB · An · $27.00 · hạn 0:00, 20/1/2027");
    expect(text(html)).toContain("1 đơn đã hủy · tiệm giữ lại tiền cọc $15.00");
  });

  it("the plan: a product's pieces and each variant's", () => {
    const plan: PlanDay[] = [
      {
        date: "2027-02-01",
        opens: "08:00",
        closes: "18:00",
        orders: 3,
        quantity: 5,
        units: 5,
        products: [
          {
            product_id: 3,
            name: "Bánh chưng",
            quantity: 5,
            units: 5,
            variants: [
              { label: "Lớn", quantity: 3, units: 3 },
              { label: "Nhỏ", quantity: 2, units: 2 },
            ],
          },
        ],
      },
    ];
    const html = render(
      "vi",
      "/vi/admin/campaigns/7/production",
      <CampaignProductionScreen loaderData={{ campaign: head, plan, today: "2027-01-31" } as never} />,
    );
    expect(text(html)).toContain("3 đơn · 5 cái · 5 đơn vị Bánh chưng 5 Lớn 3 Nhỏ 2");
    expect(html).toContain('href="/vi/admin/campaigns/7/production.csv"');
  });

  it("a pickup day: Record deposit only while it is due, Collected only while not collected; canceled apart", () => {
    const list: PickupList = {
      date: "2027-02-01",
      orders: [
        order({}),
        order({ code: "MV-0000000000AB", deposit_status: "paid", balance_due_cents: 6300 }),
        order({
          code: "MV-0000000000AC",
          status: "completed",
          deposit_status: "paid",
          balance_due_cents: 0,
          collected_at: "2027-02-01T15:00:00.000Z",
        }),
      ],
      canceled: [order({ code: "MV-0000000000AD", status: "canceled", deposit_status: "kept", deposit_cents: 1500 })],
      balance_due_cents: 15300,
      deposits_due_cents: 2700,
    };
    const html = render(
      "vi",
      "/vi/admin/campaigns/7/pickups",
      <CampaignPickupsScreen
        loaderData={
          { campaign: head, list, invalid: false, done: null, doneCode: "", timeZone: "America/Chicago", mayOpenOrders: true } as never
        }
        actionData={undefined}
      />,
    );
    expect(html.match(/data-testid="record-deposit"/g)).toHaveLength(1);
    expect(html.match(/data-testid="collected-form"/g)).toHaveLength(2);
    expect(text(html)).toContain("Ghi nhận tiền cọc $27.00");
    expect(text(html)).toContain("Đã nhận, đã trả đủ.");
    expect(text(html)).toContain("MV-0000000000AD · Nguyễn Văn An · Tiệm giữ lại $15.00");
    expect(html).toContain('href="/vi/admin/campaigns/7/pickups.csv?date=2027-02-01"');
    expect(html).toContain('href="/vi/admin/orders/MV-7K2D9QX4M1TB"');
  });
});
