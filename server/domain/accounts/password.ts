import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

// OWASP's scrypt choice for 16 MiB of memory: N=2^14, r=8, p=5. The parameters are stored in each hash, so they
// can be raised later and old hashes still verify.
const COST = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_BYTES = 32;
const SALT_BYTES = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/** Too much work is waiting: the caller answers "busy, try again in a few seconds" instead of queueing more. */
export class WorkQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("work queue full");
  }
}

/**
 * Runs at most `atOnce` tasks at the same time; up to `waiting` more wait their turn, first come first served;
 * past that a task is refused at once (WorkQueueFull), so a burst is turned away instead of piling up.
 */
export class WorkQueue {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    readonly atOnce: number,
    readonly waiting: number,
    private readonly retryAfterSeconds = 5,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.atOnce) this.running++;
    else if (this.queue.length < this.waiting) await new Promise<void>((resolve) => this.queue.push(resolve));
    else throw new WorkQueueFull(this.retryAfterSeconds);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next task in line, or is freed.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Every scrypt call goes through this queue: each costs a core for 0.25–1.7 s, so a burst of logins could otherwise
 * take every core (and libuv's threads, which file reads share) from the pages. One core is left to the rest of
 * the server; 32 may wait (some seconds at most), the next is told to come back (503, Retry-After).
 */
export const passwordWork = new WorkQueue(Math.max(1, Math.min(availableParallelism() - 1, 3)), 32);

function derive(password: string, salt: Buffer, keyBytes: number, options: ScryptOptions): Promise<Buffer> {
  return passwordWork.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFC"), salt, keyBytes, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

/** `scrypt$N$r$p$<salt base64>$<hash base64>`. NFC first: the same Vietnamese password typed on a Mac matches. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

const STORED = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** False, never an exception, for a hash that is not ours or is damaged; WorkQueueFull when too many checks wait. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = STORED.exec(stored);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const salt = Buffer.from(match[4]!, "base64");
  const expected = Buffer.from(match[5]!, "base64");
  if (expected.length < 16) return false;
  try {
    const actual = await derive(password, salt, expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch (error) {
    if (error instanceof WorkQueueFull) throw error;
    return false;
  }
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a password nobody knows: an unknown account is checked against it, so that "no such account" takes as
 * long as "wrong password" and the answer time does not tell which accounts exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("base64")).catch((error: unknown) => {
    dummy = undefined; // refused while the queue was full: make it next time
    throw error;
  });
  return dummy;
}
