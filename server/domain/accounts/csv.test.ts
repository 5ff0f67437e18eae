import { describe, expect, it } from "vitest";
import { CsvError, parseCsv } from "./csv.ts";

const fields = (text: string) => parseCsv(text).map((row) => row.fields);

describe("CSV (RFC 4180)", () => {
  it("splits rows and fields, with LF or CRLF, and a last row without a line break", () => {
    expect(fields("name,points\nLan,10\r\nMinh,20")).toEqual([
      ["name", "points"],
      ["Lan", "10"],
      ["Minh", "20"],
    ]);
  });

  it("keeps commas, line breaks and doubled quotes inside quoted fields", () => {
    const rows = parseCsv('name,note\n"Saigon Catering, LLC","two\nlines"\n"Ngọc ""Kathy"" Trâm",""\n');
    expect(rows.map((r) => r.fields)).toEqual([
      ["name", "note"],
      ["Saigon Catering, LLC", "two\nlines"],
      ['Ngọc "Kathy" Trâm', ""],
    ]);
    expect(rows.map((r) => r.line)).toEqual([1, 2, 4]);
  });

  it("keeps empty fields, drops a byte-order mark and blank lines", () => {
    expect(fields("\uFEFFa,b,c\n\n1,,\n\r\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
    ]);
  });

  it("says where a quoted field is never closed, or text follows a closing quote", () => {
    expect(() => parseCsv('a\n"open,1\n2')).toThrow(CsvError);
    expect(() => parseCsv('a\n"open,1\n2')).toThrow(/^line 2: /);
    expect(() => parseCsv('a,b\n"x"y,1')).toThrow(/^line 2: unexpected "y" after a closing quote/);
  });

  it("reads an empty file as no rows", () => {
    expect(parseCsv("")).toEqual([]);
  });
});
