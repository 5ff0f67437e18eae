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

  it("keeps the HTTP time limits in the order Node needs: keep-alive < headers <= request", () => {
    expect(loadConfig({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 20_000,
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
    });
    expect(() => loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "40000" })).toThrow(
      /^Invalid environment variable HTTP_HEADERS_TIMEOUT_MS="40000": must not be more than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_KEEP_ALIVE_TIMEOUT_MS: "20000" })).toThrow(
      /HTTP_KEEP_ALIVE_TIMEOUT_MS="20000": must be less than HTTP_HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_MS: "0" })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: "600", HTTP_REQUEST_TIMEOUT_MS: "1000", HTTP_KEEP_ALIVE_TIMEOUT_MS: "300" })
        .HTTP_REQUEST_TIMEOUT_MS,
    ).toBe(1000);
  });

  it("reads WEB_CONCURRENCY as a number of workers or auto, and refuses anything else in one line", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: "auto" }).WEB_CONCURRENCY).toBeGreaterThanOrEqual(1);
    for (const bad of ["0", "-2", "1.5", "lots", "999"]) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad })).toThrow(
        new RegExp(
          `^Invalid environment variable WEB_CONCURRENCY="${bad.replace(".", "\\.")}": must be a whole number from 1 to 256, or "auto"$`,
        ),
      );
    }
  });

  it("takes REDIS_URL only as a redis:// or rediss:// URL; empty is no Redis", () => {
    expect(loadConfig({ REDIS_URL: "" }).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: "rediss://cache.internal:6380/1" }).REDIS_URL).toBe("rediss://cache.internal:6380/1");
    expect(() => loadConfig({ REDIS_URL: "http://cache.internal" })).toThrow(
      /^Invalid environment variable REDIS_URL="http:\/\/cache.internal": must be a redis:\/\/ or rediss:\/\/ URL$/,
    );
    expect(() => loadConfig({ REDIS_URL: "not a url" })).toThrow(/REDIS_URL/);
  });

  it("keeps 14 backups in data/backups unless told, and at least one", () => {
    expect(loadConfig({})).toMatchObject({ BACKUP_DIR: "data/backups", BACKUP_KEEP: 14 });
    expect(loadConfig({ BACKUP_DIR: "/srv/backups", BACKUP_KEEP: "3" })).toMatchObject({ BACKUP_DIR: "/srv/backups", BACKUP_KEEP: 3 });
    expect(() => loadConfig({ BACKUP_KEEP: "0" })).toThrow(/^Invalid environment variable BACKUP_KEEP="0": /);
  });

  it("turns /metrics on only with a token of 24 characters or more", () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: "a".repeat(24) }).METRICS_TOKEN).toBe("a".repeat(24));
    expect(() => loadConfig({ METRICS_TOKEN: "secret" })).toThrow(ConfigError);
    // Named, not shown: the line goes to the logs.
    expect(() => loadConfig({ METRICS_TOKEN: "secret" })).toThrow(
      /^Invalid environment variable METRICS_TOKEN: must be at least 24 characters/,
    );
  });

  it("reads PostgreSQL URLs", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/bakery" }).DATABASE_URL).toContain("postgres://");
  });
});

describe(".env.example", () => {
  it("lists every variable the server reads, with its default", async () => {
    const { readFileSync } = await import("node:fs");
    const lines = readFileSync(".env.example", "utf8")
      .split("\n")
      .filter((l) => /^[A-Z_]+=/.test(l));
    const listed = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).replace(/^"|"$/g, "")]));
    const defaults = loadConfig({});
    expect(Object.keys(listed).sort()).toEqual(
      Object.keys(defaults)
        .sort()
        .concat(Object.keys(listed).filter((k) => !(k in defaults)))
        .sort(),
    );
    for (const [name, value] of Object.entries(listed)) {
      if (value === "") continue;
      expect(String(defaults[name as keyof typeof defaults]), name).toBe(value);
    }
  });
});
