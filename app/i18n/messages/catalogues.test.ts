import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { vi } from "./vi.ts";

describe("UI message catalogues", () => {
  it("have every key in both English and Vietnamese, none empty", () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(vi)]) expect(text.trim(), key).not.toBe("");
  });

  it("leave nothing in English on a Vietnamese page, but the words Vietnamese writes the same", () => {
    const same = new Set([
      "catalog.productDescription",
      "chat.botSays",
      "chat.email",
      "contact.email",
      "admin.email",
      "admin.signedInAs",
      "admin.auditNothing",
      "contact.fieldEmail",
      // Only placeholders and punctuation, and the country the shop delivers in, written as the address is.
      "checkout.pickupWhere",
      "checkout.giftLine",
      "checkout.countryDefault",
      "order.slot",
    ]);
    const untranslated = (Object.keys(en) as (keyof typeof en)[]).filter((key) => vi[key] === en[key] && !same.has(key));
    expect(untranslated).toEqual([]);
  });

  it("use the same {placeholders} in both languages", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(vi[key]), key).toEqual(names(en[key]));
  });
});
