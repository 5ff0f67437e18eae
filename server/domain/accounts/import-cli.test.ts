import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The command a shop owner runs (`npm run customers:import -- file.csv`), on a SQLite file of its own.
function run(args: string[], sqlitePath: string) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/domain/accounts/import-cli.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: "", LOG_LEVEL: "silent" },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe("customers:import", () => {
  const dir = mkdtempSync(join(tmpdir(), "import-cli-"));
  const sqlite = join(dir, "bakery.sqlite");

  it("imports the sample file, then finds nothing new in it the second time", () => {
    const first = run(["docs/samples/legacy-customers.csv"], sqlite);
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toContain("created 8, updated 0, unchanged 0, skipped 0");
    const second = run(["docs/samples/legacy-customers.csv"], sqlite);
    expect(second.out).toContain("created 0, updated 0, unchanged 8, skipped 0");
  }, 60_000);

  it("lists the rows it skipped, and fails clearly on a file it cannot use", () => {
    const file = join(dir, "some-bad.csv");
    writeFileSync(file, "name,email,phone\nNo Contact,,\nGood Person,good.person@example.com,\n");
    const result = run([file], sqlite);
    expect(result.code).toBe(0);
    expect(result.out).toContain("created 1, updated 0, unchanged 0, skipped 1");
    expect(result.out).toContain("line 2: skipped: no e-mail and no phone");

    expect(run([join(dir, "missing.csv")], sqlite)).toMatchObject({ code: 1, err: expect.stringContaining("Cannot read") });
    const broken = join(dir, "broken.csv");
    writeFileSync(broken, 'name,email\n"Unclosed,a@example.com\n');
    expect(run([broken], sqlite)).toMatchObject({ code: 1, err: expect.stringContaining("nothing was imported") });
    expect(run([], sqlite)).toMatchObject({ code: 2, err: expect.stringContaining("usage: npm run customers:import") });
  }, 60_000);
});
