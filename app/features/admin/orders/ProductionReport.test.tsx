import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type {
  ProductionCounts,
  ProductionProduct,
  ProductionReport as Report,
} from "../../../../server/domain/orders/production.service.ts";
import { LocaleProvider } from "../../../i18n/i18n.tsx";
import { ProductionReport } from "./ProductionReport.tsx";

// The production report as the kitchen reads it: a product with its add-ons counted beside it, a product split by
// variant with each variant's inscriptions, the notes for the kitchen, in the page's language.

const none: ProductionCounts = { quantity: 0, gift_quantity: 0, without_inscription: 0, inscriptions: [], notes: [], choices: [] };

const banhMi: ProductionProduct = {
  product_id: 1,
  slug: "banh-mi-dac-biet",
  sku: "BM-001",
  name: "Bánh mì đặc biệt",
  ...none,
  quantity: 24,
  without_inscription: 24,
  choices: [
    { group_id: 5, group: "Tùy chọn bánh mì", choice_id: 51, label: "Không ngò", quantity: 5 },
    { group_id: 5, group: "Tùy chọn bánh mì", choice_id: 52, label: "Thêm trứng ốp la", quantity: 3 },
  ],
  notes: [{ text: "Cắt đôi", quantity: 2, gift_quantity: 0 }],
  variants: [{ variant_id: 10, sku: "BM-001", label: null, ...none, quantity: 24, without_inscription: 24 }],
};

const cake: ProductionProduct = {
  product_id: 2,
  slug: "custom-birthday-cake",
  sku: "CK-005",
  name: "Bánh kem sinh nhật",
  ...none,
  quantity: 3,
  without_inscription: 1,
  inscriptions: [
    { text: "Mừng sinh nhật Mai", quantity: 1, gift_quantity: 0 },
    { text: "Chúc mừng sinh nhật Bà", quantity: 1, gift_quantity: 0 },
  ],
  variants: [
    {
      variant_id: 20,
      sku: "CK-005-8P",
      label: "8 inch · Lá dứa",
      ...none,
      quantity: 2,
      without_inscription: 1,
      inscriptions: [{ text: "Mừng sinh nhật Mai", quantity: 1, gift_quantity: 0 }],
    },
    {
      variant_id: 23,
      sku: "CK-005-10C",
      label: "10 inch · Cà phê",
      ...none,
      quantity: 1,
      inscriptions: [{ text: "Chúc mừng sinh nhật Bà", quantity: 1, gift_quantity: 0 }],
    },
  ],
};

function render(products: ProductionProduct[]) {
  const report: Report = {
    date: "2031-03-04",
    orders: 10,
    canceled_orders: 0,
    quantity: products.reduce((sum, p) => sum + p.quantity, 0),
    gift_quantity: 0,
    categories: [{ slug: "all", name: "Tất cả", quantity: 27, products }],
  };
  return renderToString(
    <LocaleProvider locale="vi">
      <ProductionReport report={report} />
    </LocaleProvider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

describe("the production report", () => {
  it("counts each add-on beside a product without options, and lists its notes for the kitchen", () => {
    const html = render([banhMi]);
    expect(text(html)).toContain("Bánh mì đặc biệt BM-001 24 Không ngò 5 Thêm trứng ốp la 3 Ghi chú: “Cắt đôi” × 2");
    expect(html).toContain('aria-label="Tùy chọn"');
    expect(html).toContain('aria-label="Ghi chú cho bếp"');
    // No variant list for a product without options.
    expect(html).not.toContain('data-testid="production-variants"');
  });

  it("splits a product by variant, each with the inscriptions it carries", () => {
    const html = render([cake]);
    expect(text(html)).toContain(
      "Bánh kem sinh nhật CK-005 3 → 8 inch · Lá dứa CK-005-8P × 2 “Mừng sinh nhật Mai” × 1 Không viết chữ × 1 → 10 inch · Cà phê CK-005-10C × 1 “Chúc mừng sinh nhật Bà” × 1",
    );
    expect(html.match(/data-testid="production-variant"/g)).toHaveLength(2);
    // Each inscription once: under its variant, not again under the product.
    expect(html.match(/Mừng sinh nhật Mai/g)).toHaveLength(1);
  });
});
