// The login rate limit (decision 007, server/domain/accounts) counts a customer's failed sign-ins wherever they were
// sent: guesses spread over two processes are refused at the same count as guesses sent to one.
import { randomInt } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ACCOUNT_LIMITS } from "../../server/domain/accounts/accounts.service.ts";
import { api, CUSTOMER_PASSWORD, insertCustomer, startPair, type Pair, type ScaleServer } from "./harness.ts";

let pair: Pair;

beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair?.close());

/** A client address of its own (X-Forwarded-For; the servers trust their "proxy"), so each test counts alone. */
const newAddress = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

function attempt(server: ScaleServer, email: string, password: string, address: string) {
  return api(pair, server, "POST", "/login", { body: { identifier: email, password }, headers: { "X-Forwarded-For": address } });
}

/** Wrong passwords one after another through `serverOf(i)`: the number of the first attempt refused with 429. */
async function firstRefusal(serverOf: (i: number) => ScaleServer): Promise<number> {
  const customer = await insertCustomer(pair.db);
  const address = newAddress();
  for (let i = 0; i < 3 * ACCOUNT_LIMITS.loginPerAccountAndIp.max; i++) {
    const answer = await attempt(serverOf(i), customer.email, "not-the-password", address);
    if (answer.status === 429) {
      expect(Number(answer.headers.get("retry-after")), "a 429 says when to try again").toBeGreaterThan(0);
      expect(answer.body.message).toBeTruthy();
      // The right password is refused too now, through either process.
      for (const server of [pair.a, pair.b]) expect((await attempt(server, customer.email, CUSTOMER_PASSWORD, address)).status).toBe(429);
      return i + 1;
    }
    expect(answer.status, answer.text).toBe(401);
  }
  throw new Error("no attempt was refused");
}

describe("failed sign-ins through A and B", () => {
  test("are refused at the same count as through one process", async () => {
    const onOne = await firstRefusal(() => pair.a);
    const onBoth = await firstRefusal((i) => pair.at(i));
    expect(onOne).toBe(ACCOUNT_LIMITS.loginPerAccountAndIp.max + 1);
    expect(onBoth).toBe(onOne);
  });

  test("sent all at once, alternating, get exactly as many checks as the limit allows", async () => {
    const max = ACCOUNT_LIMITS.loginPerAccountAndIp.max;
    const customer = await insertCustomer(pair.db);
    const address = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 2 * max }, (_, i) => attempt(pair.at(i), customer.email, "not-the-password", address)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array.from({ length: max }, () => 401), ...Array.from({ length: max }, () => 429)]);
  });

  test(`are counted ${process.env.REDIS_URL ? "in Redis (REDIS_URL)" : "in the database"}: this pass tests what it says it tests`, async () => {
    const customer = await insertCustomer(pair.db);
    const address = newAddress();
    for (const server of [pair.a, pair.b]) expect((await attempt(server, customer.email, "not-the-password", address)).status).toBe(401);
    const inTable = await pair.db.selectFrom("rate_limits").select("key").where("key", "like", `%${address}%`).execute();
    if (process.env.REDIS_URL) expect(inTable, "counters written to the rate_limits table instead of Redis").toEqual([]);
    else expect(inTable.length, "counters in the rate_limits table").toBeGreaterThan(0);
  });

  test("from many addresses count against the account, also across both processes", async () => {
    const max = ACCOUNT_LIMITS.loginPerAccount.max;
    const customer = await insertCustomer(pair.db);
    const answers = await Promise.all(
      Array.from({ length: max + 10 }, (_, i) => attempt(pair.at(i), customer.email, "not-the-password", newAddress())),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array.from({ length: max }, () => 401), ...Array.from({ length: 10 }, () => 429)]);
  });
});
