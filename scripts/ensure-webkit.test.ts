import { describe, expect, it } from "vitest";
import { webkitPlan } from "./ensure-webkit.mjs";

const all = {
  driver: "/usr/bin/WebKitWebDriver",
  xvfb: "/usr/bin/Xvfb",
  miniBrowser: "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
};
const rootOnDebian = { uid: 0, debian: true, aptGet: true };

describe("what `npm test` does about WebKit before the WebKit pass", () => {
  it("nothing when the driver, MiniBrowser and Xvfb are there", () => {
    expect(webkitPlan({ tools: all, ...rootOnDebian })).toEqual({ action: "present" });
    expect(webkitPlan({ tools: all, uid: 1000, debian: false, aptGet: false })).toEqual({ action: "present" });
  });

  it("installs Debian's webkit2gtk-driver and xvfb when one is missing and root can use apt-get on Debian", () => {
    expect(webkitPlan({ tools: { ...all, xvfb: undefined }, ...rootOnDebian })).toEqual({ action: "install", missing: ["Xvfb"] });
    expect(webkitPlan({ tools: { driver: undefined, xvfb: undefined, miniBrowser: undefined }, ...rootOnDebian })).toEqual({
      action: "install",
      missing: ["WebKitWebDriver", "MiniBrowser", "Xvfb"],
    });
  });

  it("tells a user who cannot install what to install, in one line (scripts/debian-packages.test.ts has who can)", () => {
    const plan = webkitPlan({ tools: { ...all, driver: undefined }, ...rootOnDebian, uid: 1000 });
    expect(plan.action === "tell" && plan.message).toBe(
      "The WebKit pass needs WebKitWebDriver: install Debian's packages (sudo apt-get install webkit2gtk-driver xvfb), then run the tests again.",
    );
  });
});
