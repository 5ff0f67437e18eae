import { describe, expect, it } from "vitest";
import { QueueFull, WorkQueue } from "./work-queue.ts";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("WorkQueue", () => {
  it("runs one job at a time, holds at most maxWaiting, refuses the rest at once", async () => {
    const queue = new WorkQueue(1, 3, 7);
    let now = 0;
    let peak = 0;
    const job = async () => {
      now += 1;
      peak = Math.max(peak, now);
      await tick(5);
      now -= 1;
      return "done";
    };
    const answers = await Promise.allSettled([...Array(10)].map(() => queue.run(job)));
    expect(peak).toBe(1);
    expect(queue.peakRunning).toBe(1);
    expect(answers.filter((a) => a.status === "fulfilled")).toHaveLength(4);
    const refused = answers.filter((a): a is PromiseRejectedResult => a.status === "rejected");
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(QueueFull);
      expect((r.reason as QueueFull).retryAfterSeconds).toBe(7);
    }
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });

  it("gives a finished job's place to the first waiter, never to one arriving meanwhile", async () => {
    const queue = new WorkQueue(1, 5, 1);
    let now = 0;
    let peak = 0;
    const order: number[] = [];
    const job = (n: number) => async () => {
      now += 1;
      peak = Math.max(peak, now);
      order.push(n);
      await tick(2);
      now -= 1;
    };
    const first = [queue.run(job(1)), queue.run(job(2))];
    await tick(3);
    // Job 1 has just finished and handed its place to 2; 3 arrives now and waits its turn.
    await Promise.all([...first, queue.run(job(3))]);
    expect(peak).toBe(1);
    expect(order).toEqual([1, 2, 3]);
  });

  it("frees the place when a job fails", async () => {
    const queue = new WorkQueue(1, 0, 1);
    await expect(queue.run(() => Promise.reject(new Error("bad pixels")))).rejects.toThrow("bad pixels");
    await expect(queue.run(async () => 2)).resolves.toBe(2);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
