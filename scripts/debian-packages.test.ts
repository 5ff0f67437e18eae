import { describe, expect, it } from "vitest";
import { installPlan } from "./debian-packages.mjs";

// What the test commands do about a missing program (the WebKit pass's, the scale suite's proxies).

const rootOnDebian = { uid: 0, debian: true, aptGet: true };
const tell = (missing: string[]) => `Install ${missing.join(" ")}.`;

describe("a program the tests need", () => {
  it("present: nothing to do, whoever runs them", () => {
    expect(installPlan({ missing: [], ...rootOnDebian, tell })).toEqual({ action: "present" });
    expect(installPlan({ missing: [], uid: 1000, debian: false, aptGet: false, tell })).toEqual({ action: "present" });
  });

  it("missing: installed when root can use apt-get on Debian, else the user is told, in one line", () => {
    expect(installPlan({ missing: ["nginx"], ...rootOnDebian, tell })).toEqual({ action: "install", missing: ["nginx"] });
    for (const facts of [
      { ...rootOnDebian, uid: 1000 },
      { ...rootOnDebian, uid: undefined },
      { ...rootOnDebian, debian: false },
      { ...rootOnDebian, aptGet: false },
    ]) {
      expect(installPlan({ missing: ["nginx"], ...facts, tell })).toEqual({
        action: "tell",
        missing: ["nginx"],
        message: "Install nginx.",
      });
    }
  });
});
