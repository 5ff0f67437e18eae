import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../../db/index.ts";
import type { Logger } from "../../logger.ts";
import { startPruning, type Pruned } from "./prune.ts";

const MINUTE = 60_000;
const NOTHING: Pruned = { carts: 0, sessions: 0, passwordResets: 0, emailChanges: 0 };

function recordingLogger() {
  const lines: { level: string; fields: unknown; msg: string }[] = [];
  const at = (level: string) => (fields: unknown, msg: string) => void lines.push({ level, fields, msg });
  return { lines, logger: { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") } as unknown as Logger };
}

const db = {} as Db;
const config = { CART_RETENTION_DAYS: 30, PRUNE_INTERVAL_MINUTES: 60 };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("startPruning", () => {
  it("runs shortly after start, then every PRUNE_INTERVAL_MINUTES, with the configured retention", async () => {
    const prune = vi.fn(async () => ({ carts: 2, sessions: 1, passwordResets: 0, emailChanges: 0 }));
    const { logger, lines } = recordingLogger();
    const pruning = startPruning({ db, logger, config }, { firstRunMs: 1000, prune });
    await vi.advanceTimersByTimeAsync(999);
    expect(prune).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(prune).toHaveBeenCalledTimes(1);
    expect(prune).toHaveBeenCalledWith(db, expect.any(Date), { cartRetentionDays: 30 });
    expect(lines).toContainEqual({
      level: "info",
      fields: { carts: 2, sessions: 1, passwordResets: 0, emailChanges: 0 },
      msg: "expired rows pruned",
    });
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(prune).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(prune).toHaveBeenCalledTimes(4);
    await pruning.stop();
  });

  it("stops: no run after stop(), which waits for the run in progress", async () => {
    let finish!: () => void;
    const prune = vi.fn(() => new Promise<Pruned>((resolve) => (finish = () => resolve(NOTHING))));
    const pruning = startPruning({ db, logger: recordingLogger().logger, config }, { firstRunMs: 10, prune });
    await vi.advanceTimersByTimeAsync(10);
    expect(prune).toHaveBeenCalledTimes(1);
    let stopped = false;
    const stopping = pruning.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(prune).toHaveBeenCalledTimes(1);
  });

  it("never runs twice at once: a run still going when the next is due is not doubled", async () => {
    let finish!: () => void;
    const prune = vi.fn(() => new Promise<Pruned>((resolve) => (finish = () => resolve(NOTHING))));
    const pruning = startPruning(
      { db, logger: recordingLogger().logger, config: { ...config, PRUNE_INTERVAL_MINUTES: 1 } },
      { firstRunMs: 10, prune },
    );
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(prune).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(prune).toHaveBeenCalledTimes(2);
    finish();
    await pruning.stop();
  });

  it("logs a failure without throwing, and tries again at the next run", async () => {
    const prune = vi.fn().mockRejectedValueOnce(new Error("database is locked")).mockResolvedValue(NOTHING);
    const { logger, lines } = recordingLogger();
    const pruning = startPruning({ db, logger, config }, { firstRunMs: 10, prune });
    await vi.advanceTimersByTimeAsync(10);
    expect(lines).toContainEqual(expect.objectContaining({ level: "error", msg: "pruning expired rows failed; the next run tries again" }));
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(prune).toHaveBeenCalledTimes(2);
    expect(lines.at(-1)).toMatchObject({ level: "debug", msg: "expired rows pruned" });
    await pruning.stop();
  });

  it("does not keep the process alive", () => {
    const setTimeoutSpy = vi.spyOn(globalThis, "setTimeout");
    const setIntervalSpy = vi.spyOn(globalThis, "setInterval");
    const pruning = startPruning({ db, logger: recordingLogger().logger, config }, { prune: vi.fn(async () => NOTHING) });
    const timers = [...setTimeoutSpy.mock.results, ...setIntervalSpy.mock.results].map((r) => r.value as { hasRef(): boolean });
    expect(timers.length).toBeGreaterThanOrEqual(2);
    for (const timer of timers) expect(timer.hasRef()).toBe(false);
    void pruning.stop();
  });
});
