import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../../i18n/i18n.tsx";
import { DietaryInfo } from "./DietaryInfo.tsx";

// A product's page: its ingredients under their heading in the page's language when the shop gave them, nothing
// when not; the allergens as before.

const render = (locale: "en" | "vi", ingredients: string) =>
  renderToString(
    <LocaleProvider locale={locale}>
      <DietaryInfo allergens={["wheat"]} diets={["vegan"]} ingredients={ingredients} />
    </LocaleProvider>,
  );

describe("DietaryInfo", () => {
  it("shows the ingredients under Ingredients / Thành phần", () => {
    const en = render("en", "Wheat flour, water, yeast, salt, sugar");
    expect(en).toContain(">Ingredients<");
    expect(en).toContain('data-testid="ingredients">Wheat flour, water, yeast, salt, sugar<');
    const vi = render("vi", "Bột mì, nước, men, muối, đường");
    expect(vi).toContain(">Thành phần<");
    expect(vi).toContain("Bột mì, nước, men, muối, đường");
  });

  it("leaves the heading out when none were given", () => {
    for (const empty of ["", "   "]) {
      const html = render("en", empty);
      expect(html).not.toContain("Ingredients");
      expect(html).toContain("Wheat");
    }
  });
});
