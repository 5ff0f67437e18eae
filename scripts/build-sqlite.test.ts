import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { headersPrefix } from "./build-sqlite.mjs";

const versionHeader = (major: number, minor: number, patch: number) =>
  `#ifndef SRC_NODE_VERSION_H_\n#define NODE_MAJOR_VERSION ${major}\n#define NODE_MINOR_VERSION ${minor}\n#define NODE_PATCH_VERSION ${patch}\n`;

describe("the Node headers better-sqlite3 is built against", () => {
  it("are the ones installed beside this Node (e.g. /usr/include/node for /usr/bin/node)", () => {
    const read = (path: string) => {
      if (path !== "/usr/include/node/node_version.h") throw new Error(`ENOENT: ${path}`);
      return versionHeader(20, 20, 2);
    };
    expect(headersPrefix("/usr/bin/node", "20.20.2", read)).toBe("/usr");
  });

  it("are not used when they belong to another Node version, or are not there", () => {
    expect(headersPrefix("/usr/bin/node", "20.20.2", () => versionHeader(20, 19, 0))).toBeNull();
    expect(headersPrefix("/usr/bin/node", "20.20.2", () => versionHeader(22, 20, 2))).toBeNull();
    const missing = () => {
      throw new Error("ENOENT");
    };
    expect(headersPrefix("/opt/node/bin/node", "20.20.2", missing)).toBeNull();
  });
});

describe("the repository's npm configuration", () => {
  it("gives npm no setting it warns about (npm 11: 'Unknown project config', npm 12 refuses them)", () => {
    const home = mkdtempSync(join(tmpdir(), "npm-home-"));
    try {
      // Only the repository's own configuration: no user ~/.npmrc, no npm_config_* from an npm that runs this test.
      const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
      const root = fileURLToPath(new URL("..", import.meta.url));
      const result = spawnSync("npm", ["config", "get", "registry"], { cwd: root, encoding: "utf8", env: { ...env, HOME: home } });
      expect(result.status).toBe(0);
      expect(result.stderr).not.toMatch(/warn/i);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
