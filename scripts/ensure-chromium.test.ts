import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { chromiumPlan, DEBIAN_CHROMIUM } from "./ensure-chromium.mjs";

const missingOnDebianAsRoot = { chromiumPath: DEBIAN_CHROMIUM, executable: false, uid: 0, debian: true, aptGet: true };

describe("what `npm test` does about Chromium before the first browser test", () => {
  it("nothing when the browser is there", () => {
    expect(chromiumPlan({ ...missingOnDebianAsRoot, executable: true })).toEqual({ action: "present" });
    expect(chromiumPlan({ ...missingOnDebianAsRoot, executable: true, uid: 1000, debian: false })).toEqual({ action: "present" });
  });

  it("installs Debian's chromium when it is missing and root can use apt-get on Debian", () => {
    expect(chromiumPlan(missingOnDebianAsRoot)).toEqual({ action: "install" });
  });

  it("tells anyone else what to install, in one line", () => {
    for (const facts of [
      { ...missingOnDebianAsRoot, uid: 1000 },
      { ...missingOnDebianAsRoot, uid: undefined },
      { ...missingOnDebianAsRoot, debian: false },
      { ...missingOnDebianAsRoot, aptGet: false },
    ]) {
      const plan = chromiumPlan(facts);
      expect(plan.action).toBe("tell");
      expect(plan.action === "tell" && plan.message).toMatch(
        /^The browser tests need Chromium at \/usr\/bin\/chromium: install Debian's package \(sudo apt-get install chromium\)/,
      );
      expect(plan.action === "tell" && plan.message).not.toContain("\n");
    }
  });

  it("never installs for a CHROMIUM_PATH that is missing: Debian's package would not put a browser there", () => {
    const plan = chromiumPlan({ ...missingOnDebianAsRoot, chromiumPath: "/opt/chrome/chrome" });
    expect(plan).toEqual({ action: "tell", message: expect.stringContaining("CHROMIUM_PATH=/opt/chrome/chrome is not an executable") });
  });
});

describe("scripts/ensure-chromium.mjs, run as `npm test` and `npm run test:e2e` run it", () => {
  const script = fileURLToPath(new URL("./ensure-chromium.mjs", import.meta.url));
  const runWith = (chromiumPath: string) =>
    spawnSync(process.execPath, [script], { encoding: "utf8", env: { ...process.env, CHROMIUM_PATH: chromiumPath } });

  it("stops (exit 1) with one line naming what is missing", () => {
    const result = runWith("/nonexistent/chromium");
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringContaining("CHROMIUM_PATH=/nonexistent/chromium is not an executable")]);
  });

  it("says nothing and lets the tests run when the browser is there", () => {
    const result = runWith(process.execPath); // any executable stands in for the browser here
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe("");
  });
});
