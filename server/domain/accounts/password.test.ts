import { describe, expect, it } from "vitest";
import { dummyPasswordHash, hashPassword, passwordWork, verifyPassword, WorkQueue, WorkQueueFull } from "./password.ts";

// scrypt is slow on purpose (about a quarter of a second a hash here), and slower while other suites run.
describe("password hashing (scrypt)", { timeout: 30_000 }, () => {
  it("stores the parameters, a 32-byte salt and a 32-byte hash, and verifies only the right password", async () => {
    const hash = await hashPassword("bánh bò nướng");
    const [scheme, n, r, p, salt, key] = hash.split("$");
    expect([scheme, n, r, p]).toEqual(["scrypt", "16384", "8", "5"]);
    expect(Buffer.from(salt!, "base64")).toHaveLength(32);
    expect(Buffer.from(key!, "base64")).toHaveLength(32);
    expect(await verifyPassword("bánh bò nướng", hash)).toBe(true);
    expect(await verifyPassword("bánh bò nướng ", hash)).toBe(false);
    expect(await verifyPassword("banh bo nuong", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same password")).not.toBe(await hashPassword("same password"));
  });

  it("matches a Vietnamese password typed in decomposed form (NFD) as on a Mac", async () => {
    const hash = await hashPassword("mật khẩu".normalize("NFC"));
    expect(await verifyPassword("mật khẩu".normalize("NFD"), hash)).toBe(true);
  });

  it("says no, without throwing, to a damaged or foreign hash", async () => {
    for (const stored of [
      "",
      "plain",
      "$2b$10$abcdefghijklmnopqrstuv",
      "scrypt$16384$8$5$c2FsdA==$",
      "scrypt$3$8$5$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==",
    ]) {
      expect(await verifyPassword("anything", stored), stored).toBe(false);
    }
  });

  it("has a dummy hash that no password matches, made once", async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword("", dummy)).toBe(false);
    expect(await verifyPassword("password", dummy)).toBe(false);
  });
});

describe("the queue every password check waits in", () => {
  const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { opened, open };
  };

  it("runs at most atOnce tasks together, lets `waiting` more wait in order, and refuses the rest at once", async () => {
    const queue = new WorkQueue(2, 3, 7);
    let running = 0;
    let peak = 0;
    const finished: number[] = [];
    const gates = Array.from({ length: 5 }, gate);
    const task = (i: number) => async () => {
      peak = Math.max(peak, ++running);
      await gates[i]!.opened;
      running--;
      finished.push(i);
      return i;
    };
    const accepted = gates.map((_, i) => queue.run(task(i)));
    const refused = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => queue.run(task(5 + i))));
    expect(refused.map((r) => r.status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    const reason = (refused[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(WorkQueueFull);
    expect(reason.retryAfterSeconds).toBe(7);

    for (const g of gates) g.open();
    expect(await Promise.all(accepted)).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    // Room again once the burst is through.
    expect(await queue.run(async () => "next")).toBe("next");
  });

  it("is the queue of every scrypt call: a check that finds it full is refused, not answered 'wrong password'", async () => {
    const hold = gate();
    const holders = Array.from({ length: passwordWork.atOnce + passwordWork.waiting }, () => passwordWork.run(() => hold.opened));
    const stored = ["scrypt", 1024, 8, 1, Buffer.alloc(16, 1).toString("base64"), Buffer.alloc(32, 2).toString("base64")].join("$");
    await expect(verifyPassword("anything", stored)).rejects.toBeInstanceOf(WorkQueueFull);
    await expect(hashPassword("a long secret")).rejects.toBeInstanceOf(WorkQueueFull);
    hold.open();
    await Promise.all(holders);
    expect(await verifyPassword("a long secret", await hashPassword("a long secret"))).toBe(true);
  });
});
