import { describe, expect, it } from "vitest";
import { formatPhone, telOf } from "./phone.shared.ts";

describe("phone numbers as the shop shows them", () => {
  it("writes a US number as (713) 555-0142 and leaves other lengths as given", () => {
    expect(formatPhone("7135550142")).toBe("(713) 555-0142");
    expect(formatPhone("17135550142")).toBe("(713) 555-0142");
    expect(formatPhone("5550142")).toBe("5550142");
  });
  it("links a US number with its country code", () => {
    expect(telOf("7135550142")).toBe("tel:+17135550142");
    expect(telOf("+84 90 123 4567")).toBe("tel:+84901234567");
  });
});
