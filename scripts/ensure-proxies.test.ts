import { describe, expect, it } from "vitest";
import { proxiesPlan } from "./ensure-proxies.mjs";

// The scale suite's proxies: which are missing, and what a user who cannot install is told (scripts/debian-packages.test.ts
// has who can).

const rootOnDebian = { uid: 0, debian: true, aptGet: true };

describe("what `npm run test:scale` does about nginx and Caddy before the proxy test", () => {
  it("nothing when both are there; installs only what is missing", () => {
    expect(proxiesPlan({ present: { nginx: true, caddy: true }, ...rootOnDebian })).toEqual({ action: "present" });
    expect(proxiesPlan({ present: { nginx: true, caddy: false }, ...rootOnDebian })).toEqual({ action: "install", missing: ["caddy"] });
    expect(proxiesPlan({ present: { nginx: false, caddy: false }, ...rootOnDebian })).toEqual({
      action: "install",
      missing: ["nginx", "caddy"],
    });
  });

  it("names the packages to install", () => {
    expect(proxiesPlan({ present: { nginx: false, caddy: true }, ...rootOnDebian, uid: 1000 })).toMatchObject({
      message: "The scale suite runs the shop behind nginx: install Debian's package (sudo apt-get install nginx), then run it again.",
    });
    expect(proxiesPlan({ present: { nginx: false, caddy: false }, ...rootOnDebian, uid: 1000 })).toMatchObject({
      message:
        "The scale suite runs the shop behind nginx and caddy: install Debian's packages (sudo apt-get install nginx caddy), then run it again.",
    });
  });
});
