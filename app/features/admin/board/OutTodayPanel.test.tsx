import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { OutTodayPanel as Panel } from "../../../../server/domain/catalog/out-today-admin.service.ts";
import { LocaleProvider } from "../../../i18n/i18n.tsx";
import { OutTodayPanel } from "./OutTodayPanel.tsx";

// The board's "Out today" panel: a form a toggle (no JavaScript needed), what marking out does said beside the
// buttons, each button named with what it is about, folded away while nothing is out.

const panel: Panel = {
  today: "2031-03-04",
  products: [
    {
      id: 2,
      name: "Bánh kem sinh nhật",
      variants: [
        { kind: "variant", id: 20, label: "8 inch · Lá dứa", out: false },
        { kind: "variant", id: 21, label: "10 inch · Cà phê", out: true },
      ],
    },
  ],
  groups: [
    {
      id: 5,
      name: "Tùy chọn bánh mì",
      products: ["Bánh mì đặc biệt", "Bánh mì chay"],
      choices: [{ kind: "choice", id: 52, label: "Thêm trứng ốp la", out: false }],
    },
  ],
};

function render(shown: Panel, open = false) {
  const Stub = createRoutesStub([{ path: "/vi/admin", Component: () => <OutTodayPanel panel={shown} date="2031-03-05" open={open} /> }]);
  return renderToString(
    <LocaleProvider locale="vi">
      <Stub initialEntries={["/vi/admin"]} />
    </LocaleProvider>,
  );
}

describe("the “Out today” panel", () => {
  it("gives each variant and add-on a form posting its toggle and the board's date", () => {
    const html = render(panel);
    expect(html.match(/<form [^>]*method="post"/g)).toHaveLength(3);
    expect(html).toContain('name="intent" value="out-today"');
    expect(html).toMatch(
      /name="kind" value="variant"\/><input type="hidden" name="id" value="20"\/><input type="hidden" name="out" value="1"\/>/,
    );
    expect(html).toMatch(
      /name="kind" value="variant"\/><input type="hidden" name="id" value="21"\/><input type="hidden" name="out" value="0"\/>/,
    );
    expect(html).toContain('name="date" value="2031-03-05"');
    expect(html).toContain("Dùng cho: Bánh mì đặc biệt, Bánh mì chay");
  });

  it("says what marking out does, names each button, and stays folded, naming what is out, unless a toggle was just used", () => {
    const html = render(panel);
    expect(html).toContain("khách không chọn được cho đến ngày mai");
    expect(html).toContain('aria-label="Báo hết hôm nay: Thêm trứng ốp la" aria-describedby="out-today-hint"');
    expect(html).toContain('aria-label="Mở bán lại: 10 inch · Cà phê"');
    expect(html).toContain("Đang báo hết: 1 — 10 inch · Cà phê");
    expect(html).not.toMatch(/<details[^>]*open=""/);
    const nothingOut = { ...panel, products: [{ ...panel.products[0]!, variants: [panel.products[0]!.variants[0]!] }] };
    expect(render(nothingOut)).not.toMatch(/<details[^>]*open=""/);
    expect(render(nothingOut, true)).toMatch(/<details[^>]*open=""/);
  });

  it("is left out when no product has options or add-ons", () => {
    expect(render({ today: "2031-03-04", products: [], groups: [] })).not.toContain("<details");
  });
});
