import { describe, expect, it } from "vitest";
import { proxiesPlan } from "./ensure-proxies.mjs";

const both = { nginx: true, caddy: true };
const rootOnDebian = { uid: 0, debian: true, aptGet: true };

describe("what `npm run test:scale` does about nginx and Caddy before the proxy test", () => {
  it("nothing when both are there", () => {
    expect(proxiesPlan({ present: both, ...rootOnDebian })).toEqual({ action: "present" });
    expect(proxiesPlan({ present: both, uid: 1000, debian: false, aptGet: false })).toEqual({ action: "present" });
  });

  it("installs what is missing when root can use apt-get on Debian", () => {
    expect(proxiesPlan({ present: { nginx: true, caddy: false }, ...rootOnDebian })).toEqual({ action: "install", missing: ["caddy"] });
    expect(proxiesPlan({ present: { nginx: false, caddy: false }, ...rootOnDebian })).toEqual({
      action: "install",
      missing: ["nginx", "caddy"],
    });
  });

  it("tells anyone else what to install, in one line", () => {
    for (const facts of [
      { ...rootOnDebian, uid: 1000 },
      { ...rootOnDebian, uid: undefined },
      { ...rootOnDebian, debian: false },
      { ...rootOnDebian, aptGet: false },
    ]) {
      const plan = proxiesPlan({ present: { nginx: false, caddy: true }, ...facts });
      expect(plan).toMatchObject({ action: "tell", missing: ["nginx"] });
      expect(plan.action === "tell" && plan.message).toBe(
        "The scale suite runs the shop behind nginx: install Debian's package (sudo apt-get install nginx), then run it again.",
      );
    }
  });
});
