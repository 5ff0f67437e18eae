import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { vi } from "./vi.ts";

describe("UI message catalogues", () => {
  it("have every key in both English and Vietnamese, none empty", () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(vi)]) expect(text.trim(), key).not.toBe("");
  });

  it("use the same {placeholders} in both languages", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(vi[key]), key).toEqual(names(en[key]));
  });
});
