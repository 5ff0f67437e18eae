import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import config from "../react-router.config.ts";

describe("React Router's build and typegen say nothing a reader cannot act on", () => {
  it("typegen (run as `npm run typecheck` runs it) prints no deprecation or warning", () => {
    const root = fileURLToPath(new URL("..", import.meta.url));
    const result = spawnSync(process.execPath, ["scripts/react-router.mjs", "typegen"], { cwd: root, encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(/deprecated|warning|experimental/i);
  }, 60_000);

  it("decides every v8 future flag React Router 7.18 warns about when it is left unset", () => {
    const flags = [
      "v8_middleware",
      "v8_splitRouteModules",
      "v8_viteEnvironmentApi",
      "v8_passThroughRequests",
      "v8_trailingSlashAwareDataRequests",
    ];
    for (const flag of flags) expect(typeof (config.future as Record<string, unknown> | undefined)?.[flag], flag).toBe("boolean");
  });
});
