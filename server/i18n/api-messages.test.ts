import { describe, expect, it } from "vitest";
import { apiMessage, apiMessageCatalogues } from "./api-messages.ts";

describe("server message catalogues (API answers and e-mails)", () => {
  it("have the same keys in English and Vietnamese, none empty", () => {
    const { en, vi } = apiMessageCatalogues;
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(vi)]) expect(text.trim(), key).not.toBe("");
  });

  it("use the same {placeholders} in both languages", () => {
    const { en, vi } = apiMessageCatalogues;
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(vi[key]), key).toEqual(names(en[key]));
  });

  it("fill in values as they are, even ones that look like replacement patterns", () => {
    expect(apiMessage("vi", "emailGreeting", { name: "$& {name}" })).toBe("Xin chào $& {name},");
  });
});
