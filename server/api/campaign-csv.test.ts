import { describe, expect, it } from "vitest";
import { campaignCsvName, itemsCell, pickupsCsv, planCsv } from "./campaign-csv.ts";
import type { PickupOrder } from "../domain/campaigns/pickups.service.ts";

// A campaign's production plan and pickup list as CSV files: headed in the asked language, a byte-order mark, CRLF, an
// order's lines in one cell, money as dollars, and a customer's name kept from running as a formula.

const order = (changes: Partial<PickupOrder> = {}): PickupOrder => ({
  code: "MV-7K2D9QX4M1TB",
  full_name: "Nguyễn Văn An",
  phone: "(713) 555-0100",
  status: "unfinished",
  payment_status: "unpaid",
  slot_start: "08:00",
  slot_end: "18:00",
  lines: [
    { name: "Bánh chưng", variant: "Large", quantity: 2 },
    { name: "Mứt Tết tray", variant: null, quantity: 1 },
  ],
  total_cents: 9000,
  deposit_cents: 2700,
  deposit_status: "paid",
  deposit_due_by: null,
  balance_due_cents: 6300,
  collected_at: null,
  ...changes,
});

describe("a campaign's CSV files", () => {
  it("the plan: a row per product's variant and day, headed in English or Vietnamese", () => {
    const rows = [
      { date: "2027-01-28", product: "Bánh chưng", variant: "Large", quantity: 12, units: 24 },
      { date: "2027-01-28", product: "Bánh tét, chay", variant: "", quantity: 3, units: 3 },
    ];
    expect(planCsv(rows, "en")).toBe(
      '\uFEFFPickup day,Product,Options,Quantity,Units\r\n2027-01-28,Bánh chưng,Large,12,24\r\n2027-01-28,"Bánh tét, chay",,3,3\r\n',
    );
    expect(planCsv([], "vi")).toBe("\uFEFFNgày nhận bánh,Sản phẩm,Tùy chọn,Số lượng,Đơn vị\r\n");
  });

  it("the pickup list: an order a row, its lines in one cell, the deposit in words and dollars, formulas defused", () => {
    const csv = pickupsCsv(
      "2027-01-28",
      [order(), order({ code: "MV-0000000000AA", full_name: "=HYPERLINK(1)", deposit_status: "due", lines: [] })],
      "vi",
      () => "Chờ lấy",
    );
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("\uFEFFNgày nhận bánh,Giờ,Đơn,Tên,Điện thoại,Món,Trạng thái,Tiền cọc,Tiền cọc ($),Số tiền còn lại ($),Đã nhận");
    expect(lines[1]).toBe(
      "2027-01-28,08:00–18:00,MV-7K2D9QX4M1TB,Nguyễn Văn An,(713) 555-0100,2 × Bánh chưng (Large); 1 × Mứt Tết tray,Chờ lấy,Đã trả,27.00,63.00,",
    );
    expect(lines[2]).toContain(",'=HYPERLINK(1),");
    expect(lines[2]).toContain(",Trả tại quầy,27.00,");
    expect(lines.at(-1)).toBe("");
  });

  it("names the files after the campaign and the day", () => {
    expect(campaignCsvName("pickups", "tet", "2027-01-28")).toBe("pickups-tet-2027-01-28.csv");
    expect(itemsCell([])).toBe("");
  });
});
