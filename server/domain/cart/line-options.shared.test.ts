import { describe, expect, it } from "vitest";
import { addOnsText, addOnText } from "./line-options.shared.ts";

describe("a line's add-ons as the pages and e-mails write them", () => {
  it("names a no-cost choice alone, and a paid one with what it adds to each piece", () => {
    expect(addOnText({ label: "No cilantro", quantity: 1, price_delta_cents: 0 })).toBe("No cilantro");
    expect(addOnText({ label: "Fried egg", quantity: 1, price_delta_cents: 150 })).toBe("Fried egg +$1.50");
  });

  it("counts a box's choices, and adds up a paid choice taken more than once", () => {
    expect(
      addOnsText([
        { label: "Lotus seed", quantity: 2, price_delta_cents: 0 },
        { label: "Red bean", quantity: 2, price_delta_cents: 0 },
      ]),
    ).toBe("2 × Lotus seed, 2 × Red bean");
    expect(addOnText({ label: "Thêm pa tê", quantity: 2, price_delta_cents: 75 })).toBe("2 × Thêm pa tê +$1.50");
  });

  it("is empty for a line without add-ons", () => {
    expect(addOnsText([])).toBe("");
  });
});
