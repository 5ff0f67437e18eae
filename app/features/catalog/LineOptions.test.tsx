import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BoardOrder } from "../../../server/domain/orders/order-moves.service.ts";
import type { OrderLineView } from "../../../server/domain/orders/order-view.ts";
import { sampleOrder } from "../../../tests/support/email-samples.ts";
import { LocaleProvider } from "../../i18n/i18n.tsx";
import type { Locale } from "../../../server/i18n/locales.shared.ts";
import { OrderCard } from "../admin/board/OrderCard.tsx";
import { OrderDetails } from "../orders/OrderDetails.tsx";
import { LineOptions } from "./LineOptions.tsx";

function render(locale: Locale, node: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => node }]);
  return renderToString(
    <LocaleProvider locale={locale}>
      <Stub initialEntries={["/"]} />
    </LocaleProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

const addOn = (label: string, quantity: number, price_delta_cents: number) => ({
  group_id: 1,
  group: "Extras",
  choice_id: quantity * 1000 + price_delta_cents,
  label,
  quantity,
  price_delta: price_delta_cents / 100,
  price_delta_cents,
});

describe("LineOptions", () => {
  it("writes the variant, then the add-ons with what a paid one adds, each introduced for a screen reader", () => {
    const html = render(
      "vi",
      <LineOptions variant="8 inch · Lá dứa" modifiers={[addOn("Thêm trứng ốp la", 1, 150), addOn("Không ngò", 1, 0)]} />,
    );
    expect(text(html)).toContain("Tùy chọn: 8 inch · Lá dứa");
    expect(text(html)).toContain("Yêu cầu thêm: Thêm trứng ốp la +$1.50, Không ngò");
    expect(html).toMatch(/<span class="sr-only">Tùy chọn(<!-- -->)?: <\/span>8 inch/);
  });

  it("counts a box's choices, and shows nothing for a line without options", () => {
    expect(text(render("en", <LineOptions variant={null} modifiers={[addOn("Lotus seed", 2, 0), addOn("Red bean", 2, 0)]} />))).toContain(
      "2 × Lotus seed, 2 × Red bean",
    );
    expect(render("en", <LineOptions variant={null} modifiers={[]} />)).not.toContain("line-options");
    // A cart mirror written before add-ons has none.
    expect(render("en", <LineOptions variant={null} modifiers={undefined} />)).not.toContain("line-options");
  });
});

const configured: Partial<OrderLineView> = {
  variant: "10 inch · Cà phê",
  variant_id: 12,
  modifiers: [addOn("Thêm trứng ốp la", 1, 150), addOn("Không ngò", 1, 0)],
};

describe("an order's lines with their options", () => {
  const order = sampleOrder();
  const withOptions = { ...order, lines: [{ ...order.lines[0]!, ...configured }, order.lines[1]!] };

  it("the customer's order page shows them under the line's name", () => {
    const html = text(render("vi", <OrderDetails order={withOptions} />));
    expect(html).toMatch(/Bánh kem sinh nhật.*10 inch · Cà phê.*Thêm trứng ốp la \+\$1\.50, Không ngò/);
  });

  it("the kitchen's board card shows them under the line, before its inscription", () => {
    const board: BoardOrder = { ...withOptions, email: null, address: null, moves: ["shipped", "canceled"], is_new: false };
    const html = text(render("vi", <OrderCard order={board} isNew={false} date="2026-12-01" timeZone="America/Chicago" />));
    expect(html).toMatch(/10 inch · Cà phê.*Thêm trứng ốp la \+\$1\.50, Không ngò.*Chúc mừng sinh nhật Bà Nội/);
  });
});
