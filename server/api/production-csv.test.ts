import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow, productionCsv } from "./production-csv.ts";
import type { ProductionRow } from "../domain/orders/production.service.ts";

// The CSV writer of the production report: RFC 4180 quoting, and customer text kept from running as a formula.

describe("a CSV cell", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("Bánh mì đặc biệt")).toBe("Bánh mì đặc biệt");
    expect(csvCell(12)).toBe("12");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes, line breaks and edge spaces, doubling the quotes", () => {
    expect(csvCell("Mai, Lan")).toBe('"Mai, Lan"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
    expect(csvCell("one\r\ntwo")).toBe('"one\r\ntwo"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("puts an apostrophe before text a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+84 90")).toBe("'+84 90");
    expect(csvCell("-Tú-")).toBe("'-Tú-");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("joins a row with commas", () => {
    expect(csvRow(["a", 1, "b,c"])).toBe('a,1,"b,c"');
  });
});

describe("the report as CSV", () => {
  const row = (fields: Partial<ProductionRow>): ProductionRow => ({
    category: "Cakes",
    product: "Cake",
    sku: "CK-1",
    variant: null,
    choices: [],
    inscription: "",
    note: "",
    quantity: 1,
    gift_quantity: 0,
    ...fields,
  });

  it("has a BOM, a heading row, one row per way a product is made, CRLF line ends", () => {
    expect(
      productionCsv(
        "2031-03-04",
        [
          row({ quantity: 1 }),
          row({ inscription: "Hi, Mai", quantity: 3 }),
          row({ category: "Pastries", product: "Croissant", sku: "PA-2", quantity: 2, gift_quantity: 1 }),
        ],
        "en",
      ),
    ).toBe(
      `${CSV_BOM}Date,Category,Product,SKU,Options,Add-ons,Inscription,Note for the kitchen,Quantity,Of which gifts\r\n` +
        "2031-03-04,Cakes,Cake,CK-1,,,,,1,0\r\n" +
        '2031-03-04,Cakes,Cake,CK-1,,,"Hi, Mai",,3,0\r\n' +
        "2031-03-04,Pastries,Croissant,PA-2,,,,,2,1\r\n",
    );
  });

  it("names the variant and one piece's add-ons, a choice taken more than once with its count, headed in Vietnamese", () => {
    const csv = productionCsv(
      "2031-03-04",
      [
        row({
          product: "Bánh bao hộp 6 cái",
          sku: "BB-6",
          variant: "Hộp 6 cái",
          choices: [
            { label: "Nhân sen", quantity: 2 },
            { label: "Nhân đậu đỏ", quantity: 4 },
          ],
          note: "-ít ngọt",
          quantity: 3,
        }),
        row({
          product: "Bánh mì đặc biệt",
          sku: "BM-1",
          choices: [
            { label: "Thêm trứng ốp la", quantity: 1 },
            { label: "Không ngò", quantity: 1 },
          ],
        }),
      ],
      "vi",
    ).split("\r\n");
    expect(csv[0]).toBe(
      `${CSV_BOM}Ngày,Danh mục,Sản phẩm,Mã SKU,Loại,Tùy chọn,Chữ viết trên bánh,Ghi chú cho bếp,Số lượng,Trong đó quà tặng`,
    );
    expect(csv[1]).toBe("2031-03-04,Cakes,Bánh bao hộp 6 cái,BB-6,Hộp 6 cái,Nhân sen × 2; Nhân đậu đỏ × 4,,'-ít ngọt,3,0");
    expect(csv[2]).toBe("2031-03-04,Cakes,Bánh mì đặc biệt,BM-1,,Thêm trứng ốp la; Không ngò,,,1,0");
  });
});
