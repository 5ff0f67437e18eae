import { describe, expect, it } from "vitest";
import { partsFromText, renderTextEmail } from "./message-email.tsx";

const BRAND = {
  name: "Mai Vàng Bakery",
  siteUrl: "https://maivangbakery.example",
  address: "11230 Bellaire Blvd, Houston, TX 77072",
  phone: "(713) 555-0142",
};

describe("an e-mail written as plain text", () => {
  it("reads paragraphs, lines kept together, and quoted lines set apart", () => {
    expect(partsFromText("Hello Hà,\n\nYes, we can.\n\nMai\nMai Vàng Bakery\n\nYou wrote:\n> Can you?\n> Thanks\n")).toEqual([
      "Hello Hà,",
      "Yes, we can.",
      { lines: ["Mai", "Mai Vàng Bakery"] },
      "You wrote:",
      { quote: "Can you?\nThanks" },
    ]);
  });

  it("is a whole document in its language, escaping what a customer typed", async () => {
    const html = await renderTextEmail("vi", BRAND, "Trả lời", "Xin chào <b>Hà</b>,\n\n> <script>x</script>");
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<html dir="ltr" lang="vi">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).toContain("charset=UTF-8");
    expect(html).toContain("Xin chào &lt;b&gt;Hà&lt;/b&gt;,");
    expect(html).not.toContain("<script>");
    expect(html).toContain("11230 Bellaire Blvd, Houston, TX 77072 · (713) 555-0142");
  });
});
