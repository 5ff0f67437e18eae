// A session and a cart belong to the shopper, not to a process: signed in through A, a customer is signed in on B;
// signed out through B, A refuses the token on the next request; a cart changed through one is the cart the other shows.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { api, CUSTOMER_PASSWORD, fillCarts, insertCustomer, plainProductId, startPair, type Pair } from "./harness.ts";

let pair: Pair;

beforeAll(async () => {
  pair = await startPair();
});
afterAll(() => pair?.close());

type Me = { user: { id: number; email: string } };
type Cart = { token: string; count: number; items: { id: number; product_id: number; quantity: number }[] };

describe("a session made through one process", () => {
  test("signed in through A, the token and the cookie work through B; logged out through B, A refuses both at once", async () => {
    const customer = await insertCustomer(pair.db);
    const login = await api<{ token: string }>(pair, pair.a, "POST", "/login", {
      body: { identifier: customer.email, password: CUSTOMER_PASSWORD },
    });
    expect(login.status, login.text).toBe(200);
    const token = login.body.data!.token;
    const cookie = /auth_token=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie, "the login sets the auth_token cookie").toBeDefined();
    const bearer = { Authorization: `Bearer ${token}` };

    // B knows the session: the app's token and the browser's cookie, read in parallel on both processes.
    const reads = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api<Me>(pair, pair.at(i + 1), "GET", "/me", { headers: i % 4 < 2 ? bearer : { Cookie: cookie! } }),
      ),
    );
    for (const read of reads) {
      expect(read.status, read.text).toBe(200);
      expect(read.body.data!.user).toMatchObject({ id: customer.id, email: customer.email });
    }

    const logout = await api(pair, pair.b, "POST", "/logout", { headers: bearer });
    expect(logout.status, logout.text).toBe(200);

    // The very next requests to A (and to B), at once: nobody is signed in with that token any more.
    const after = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(pair, pair.at(i), "GET", "/me", { headers: i % 4 < 2 ? bearer : { Cookie: cookie! } })),
    );
    expect(after.map((r) => `${r.status}`)).toEqual(Array.from({ length: 10 }, () => "401"));
    for (const read of after) expect(read.body.message, "a message says why").toBeTruthy();
  });
});

describe("a cart changed through one process", () => {
  test("is the cart the other one shows: added to through A, read through B; changed through B, read through A", async () => {
    const productId = await plainProductId(pair.db);
    const [token] = await fillCarts(pair, 1, [{ product_id: productId, quantity: 1 }]);
    const headers = { "cart-token": token! };

    const onB = await api<Cart>(pair, pair.b, "GET", "/carts", { headers });
    expect(onB.status, onB.text).toBe(200);
    expect(onB.body.data!.items.map((l) => [l.product_id, l.quantity])).toEqual([[productId, 1]]);

    // Ten more of it, added at once through both: every one counts, whichever process took it.
    const adds = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api<Cart>(pair, pair.at(i), "POST", "/carts", { body: { product_id: productId, quantity: 1 }, headers }),
      ),
    );
    expect(adds.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    for (const server of [pair.b, pair.a]) {
      const read = await api<Cart>(pair, server, "GET", "/carts", { headers });
      expect(
        read.body.data!.items.map((l) => [l.product_id, l.quantity]),
        `the cart read through ${server.name}`,
      ).toEqual([[productId, 11]]);
    }

    const lineId = onB.body.data!.items[0]!.id;
    const changed = await api<Cart>(pair, pair.b, "PATCH", `/carts/${lineId}/update`, { body: { quantity: 3 }, headers });
    expect(changed.status, changed.text).toBe(200);
    const onA = await api<Cart>(pair, pair.a, "GET", "/carts", { headers });
    expect(onA.body.data!.items.map((l) => [l.product_id, l.quantity])).toEqual([[productId, 3]]);

    const removed = await api<Cart>(pair, pair.a, "DELETE", `/carts/${lineId}/remove`, { headers });
    expect(removed.status, removed.text).toBe(200);
    const emptyOnB = await api<Cart>(pair, pair.b, "GET", "/carts", { headers });
    expect(emptyOnB.body.data!.items).toEqual([]);
    expect(emptyOnB.body.data!.count).toBe(0);
  });
});
