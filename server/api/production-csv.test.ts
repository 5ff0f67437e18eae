import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow, productionCsv } from "./production-csv.ts";
import type { ProductionReport } from "../domain/orders/production.service.ts";

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
  const report: ProductionReport = {
    date: "2031-03-04",
    orders: 2,
    canceled_orders: 0,
    quantity: 6,
    gift_quantity: 1,
    categories: [
      {
        slug: "cakes",
        name: "Cakes",
        quantity: 4,
        products: [
          {
            product_id: 1,
            slug: "cake",
            sku: "CK-1",
            name: "Cake",
            quantity: 4,
            gift_quantity: 0,
            without_inscription: 1,
            inscriptions: [{ text: "Hi, Mai", quantity: 3, gift_quantity: 0 }],
          },
        ],
      },
      {
        slug: "pastries",
        name: "Pastries",
        quantity: 2,
        products: [
          {
            product_id: 2,
            slug: "croissant",
            sku: "PA-2",
            name: "Croissant",
            quantity: 2,
            gift_quantity: 1,
            without_inscription: 2,
            inscriptions: [],
          },
        ],
      },
    ],
  };

  it("has a BOM, a heading row, one row per product and inscription, CRLF line ends", () => {
    expect(productionCsv(report, "en")).toBe(
      `${CSV_BOM}Date,Category,Product,SKU,Inscription,Quantity,Of which gifts\r\n` +
        "2031-03-04,Cakes,Cake,CK-1,,1,0\r\n" +
        '2031-03-04,Cakes,Cake,CK-1,"Hi, Mai",3,0\r\n' +
        "2031-03-04,Pastries,Croissant,PA-2,,2,1\r\n",
    );
  });

  it("leaves out the row without inscription when every cake has one", () => {
    const allWritten = structuredClone(report);
    allWritten.categories[0]!.products[0]!.without_inscription = 0;
    allWritten.categories[0]!.products[0]!.inscriptions[0]!.quantity = 4;
    expect(
      productionCsv(allWritten, "vi")
        .split("\r\n")
        .filter((row) => row.includes("CK-1")),
    ).toEqual(['2031-03-04,Cakes,Cake,CK-1,"Hi, Mai",4,0']);
  });
});
