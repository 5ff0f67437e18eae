import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `npm start` runs the shop with two glibc malloc arenas unless told otherwise, so the memory a burst of photo uploads
// took goes back (decision 024). glibc reads the variable when the process starts: npm's script sets it, not the shop.

const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> };

/** What the start script's process sees as MALLOC_ARENA_MAX, run by the shell npm uses, with this environment. */
function arenasSeen(env: Record<string, string>): string {
  const script = scripts.start!.replace("scripts/start.mjs", `-e "process.stdout.write(process.env.MALLOC_ARENA_MAX ?? 'unset')"`);
  return execFileSync("/bin/sh", ["-c", script], { env: { PATH: process.env.PATH ?? "", ...env }, encoding: "utf8" });
}

describe("npm start's environment", () => {
  it("keeps two malloc arenas by default", () => {
    expect(arenasSeen({})).toBe("2");
  });

  it("keeps the operator's own setting", () => {
    expect(arenasSeen({ MALLOC_ARENA_MAX: "4" })).toBe("4");
  });
});
