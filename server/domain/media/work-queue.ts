/** Thrown by WorkQueue.run when as many jobs as it may hold already wait: the caller answers "busy, try again". */
export class QueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("queue full");
  }
}

/**
 * A bounded turn-taking queue: at most `parallel` jobs run at once, at most `maxWaiting` wait for their turn, and
 * one more is refused at once (QueueFull) instead of piling up work and memory. A finished job hands its place to
 * the first waiter directly, so a job arriving at that moment cannot slip in beside it.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most jobs that ever ran at once (for tests and measurements). */
  peakRunning = 0;

  constructor(
    readonly parallel: number,
    readonly maxWaiting: number,
    readonly retryAfterSeconds: number,
  ) {}

  get size(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.parallel) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull(this.retryAfterSeconds);
      // The place is handed over with `running` unchanged (see finish).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    this.peakRunning = Math.max(this.peakRunning, this.running);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
