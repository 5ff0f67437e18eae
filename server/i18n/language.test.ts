import { describe, expect, it } from "vitest";
import { langFromAcceptLanguage, requestLang } from "./language.ts";

describe("request language", () => {
  it("reads the API's own Http-Accept-Language header first", () => {
    expect(requestLang(new Headers({ "Http-Accept-Language": "vi_VN", "Accept-Language": "en" }))).toBe("vi");
    expect(requestLang(new Headers({ "Http-Accept-Language": "en_US" }))).toBe("en");
  });

  it("falls back to Accept-Language by quality", () => {
    expect(langFromAcceptLanguage("fr-FR,vi;q=0.8,en;q=0.9")).toBe("en");
    expect(langFromAcceptLanguage("fr, vi-VN;q=0.5")).toBe("vi");
    expect(langFromAcceptLanguage("fr, de")).toBeUndefined();
    expect(requestLang(new Headers())).toBeUndefined();
  });
});
