import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("config", () => {
  it("has a default for everything", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SQLITE_PATH).toBe("data/bakery.sqlite");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("stops with one line naming the variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/^Invalid environment variable PORT="eighty": /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("reads PostgreSQL URLs", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/bakery" }).DATABASE_URL).toContain("postgres://");
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads, with its default", async () => {
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync(".env.example", "utf8").split("\n").filter((l) => /^[A-Z_]+=/.test(l));
    const listed = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).replace(/^"|"$/g, "")]));
    const defaults = loadConfig({});
    expect(Object.keys(listed).sort()).toEqual(Object.keys(defaults).sort().concat(Object.keys(listed).filter((k) => !(k in defaults))).sort());
    for (const [name, value] of Object.entries(listed)) {
      if (value === "") continue;
      expect(String(defaults[name as keyof typeof defaults]), name).toBe(value);
    }
  });
});
