import { describe, expect, it } from "vitest";
import { apiMessageCatalogues } from "./api-messages.ts";

describe("API message catalogues", () => {
  it("have the same keys in English and Vietnamese, none empty", () => {
    const { en, vi } = apiMessageCatalogues;
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(vi)]) expect(text.trim(), key).not.toBe("");
  });
});
