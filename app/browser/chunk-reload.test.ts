import { describe, expect, it } from "vitest";
import { isChunkLoadError, mayReload } from "./chunk-reload.ts";

describe("chunk-load reload guard", () => {
  it("recognises failed chunk loads", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads at most once per 10 s per path", () => {
    expect(mayReload("/cart", {}, 1_000)).toBe(true);
    expect(mayReload("/cart", { "/cart": 1_000 }, 10_999)).toBe(false);
    expect(mayReload("/cart", { "/cart": 1_000 }, 11_000)).toBe(true);
    expect(mayReload("/vi", { "/cart": 1_000 }, 2_000)).toBe(true);
  });
});
