import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clampAdd, clampSet, toQuantity } from "../../../server/domain/cart/cart-rules.shared.ts";
import { fromServer } from "./cart-reducer.ts";
import { CART_CLEAR_KEYS } from "./cart-storage.ts";
import {
  addToCart,
  cartStore,
  clearCartData,
  decrement,
  fetchCart,
  removeLine,
  resetCartStore,
  setQuantity,
  startCart,
} from "./cart-store.ts";

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

const item = (id: number, quantity: number, extra: object = {}) => ({
  id,
  line_item_id: id,
  product_id: id,
  slug: `p${id}`,
  sku: `S${id}`,
  name: `Product ${id}`,
  image_path: null,
  price: 7.5,
  price_cents: 750,
  quantity,
  line_total_cents: 750 * quantity,
  variant: null,
  is_gift: false,
  note: "",
  allergens: [],
  ...extra,
});
const cart = (items: ReturnType<typeof item>[], token = "ct_AAAAAAAAAAAAAAAAAAAAAAAA") => ({
  token,
  items,
  gifts: [],
  count: items.reduce((s, i) => s + i.quantity, 0),
  subtotal_cents: items.reduce((s, i) => s + i.line_total_cents, 0),
  discount_cents: 0,
  total_cents: items.reduce((s, i) => s + i.line_total_cents, 0),
  promotion: null,
  notices: [],
});
const ok = (data: unknown) => new Response(JSON.stringify({ error: false, message: "", data }), { status: 200 });

let local: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  vi.stubGlobal("window", {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    dispatchEvent: () => true,
    addEventListener: () => {},
  });
  vi.stubGlobal("document", { cookie: "" });
  vi.stubGlobal("navigator", { language: "en-US" });
  resetCartStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("quantity rules", () => {
  it("counts non-numeric as 0 and clamps", () => {
    expect(toQuantity("abc")).toBe(0);
    expect(toQuantity("")).toBe(0);
    expect(toQuantity("3.7")).toBe(3);
    expect(clampAdd(0)).toBe(1);
    expect(clampAdd(150)).toBe(99);
    expect(clampSet(-4)).toBe(0);
    expect(clampSet("x")).toBe(0);
    expect(clampSet(120)).toBe(99);
  });
});

describe("cart token", () => {
  const SERVER_TOKEN = "ct_MadeByTheServer0000000001";

  it("is the one the server made: kept in both storage keys and the cookie, in place of the browser's", async () => {
    local.setItem("cart-token", "ct_HeldByTheBrowser000000001");
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("cart-token"));
        return ok(cart([item(1, 1)], SERVER_TOKEN));
      }),
    );
    await addToCart(1, 1, "", "en");
    expect(sent).toEqual(["ct_HeldByTheBrowser000000001"]);
    expect(local.getItem("cart-token")).toBe(SERVER_TOKEN);
    expect(local.getItem("cart_token")).toBe(SERVER_TOKEN);
    expect(document.cookie).toContain(`cart_token=${SERVER_TOKEN}`);
  });

  it("is not made up by the browser: a first add goes without one", async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(new Headers(init.headers).get("cart-token"));
        return ok(cart([item(1, 1)], SERVER_TOKEN));
      }),
    );
    await addToCart(1, 1, "", "en");
    expect(sent).toEqual([null]);
  });

  it("two adds at once: the second waits for the first one's token, so they fill one cart", async () => {
    const sent: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const token = new Headers(init.headers).get("cart-token");
        sent.push(token);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return ok(cart([item(1, sent.length)], token ?? SERVER_TOKEN));
      }),
    );
    await Promise.all([addToCart(1, 1, "", "en"), addToCart(2, 1, "", "en")]);
    expect(sent).toEqual([null, SERVER_TOKEN]);
    expect(local.getItem("cart-token")).toBe(SERVER_TOKEN);
  });

  it('an answer without a cart of the visitor\'s (token "") leaves the stored token alone', async () => {
    local.setItem("cart-token", "ct_HeldByTheBrowser000000001");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ok(cart([], ""))),
    );
    await fetchCart("en");
    expect(local.getItem("cart-token")).toBe("ct_HeldByTheBrowser000000001");
  });
});

describe("server answer", () => {
  it("maps lines; gifts get price 0 and at least 1", () => {
    const view = fromServer({ ...cart([item(1, 2)]), gifts: [{ ...item(9, 0), id: "gift-1", is_gift: true }] });
    expect(view.items[0]).toMatchObject({ id: "1", productId: 1, quantity: 2, priceCents: 750, lineTotalCents: 1500, isGift: false });
    expect(view.gifts[0]).toMatchObject({ id: "gift-1", priceCents: 0, price: 0, quantity: 1, isGift: true, lineTotalCents: 0 });
  });
});

describe("clearing all cart data", () => {
  it("removes the cart's and the checkout's keys and nothing else", () => {
    for (const key of CART_CLEAR_KEYS) local.setItem(key, "x");
    local.setItem("site_lang", "vi");
    local.setItem("auth_token", "t");
    clearCartData();
    expect([...local.map.keys()].sort()).toEqual(["auth_token", "site_lang"]);
    expect(cartStore.get()).toMatchObject({ items: [], totalCents: 0, promotion: null, hydrated: true });
  });
});

describe("optimistic quantity change", () => {
  it("shows the new quantity at once and rolls back (keeping the error) when PATCH and PUT fail", async () => {
    vi.useFakeTimers();
    const methods: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        methods.push(init.method ?? "GET");
        if (init.method === "GET") return ok(cart([item(1, 1)]));
        return new Response("{}", { status: 500 });
      }),
    );
    await fetchCart("en");
    expect(cartStore.get()).toMatchObject({ hydrated: true, count: 1 });
    const pending = setQuantity("1", 4, "en");
    expect(cartStore.get().items[0]).toMatchObject({ quantity: 4, mutating: true });
    await vi.runAllTimersAsync();
    await pending;
    expect(cartStore.get().items[0]).toMatchObject({ quantity: 1, mutating: false });
    expect(cartStore.get().error).toBeTruthy();
    expect(methods).toEqual(["GET", "PATCH", "PATCH", "PATCH", "PUT", "PUT", "PUT"]);
    expect(JSON.parse(local.getItem("cartItems") ?? "[]")[0].quantity).toBe(1);
  });

  it("is marked hydrated even when the fetch fails; decrement does nothing at 1", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async () => new Response("{}", { status: 503 }));
    vi.stubGlobal("fetch", fetchMock);
    const loading = fetchCart("vi");
    await vi.runAllTimersAsync();
    await loading;
    expect(cartStore.get()).toMatchObject({ hydrated: true, loading: false });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => ok(cart([item(1, 1)]))),
    );
    await fetchCart("vi");
    await decrement("1", "vi");
    expect(cartStore.get().items[0]?.quantity).toBe(1);
  });
});

describe("another writer changed the server cart", () => {
  it("cart:refresh fetches again even while an older GET is in flight, and the older answer never wins", async () => {
    const listeners = new Map<string, () => void>();
    vi.stubGlobal("window", {
      localStorage: local,
      sessionStorage: new MemoryStorage(),
      dispatchEvent: () => true,
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    });
    let answerFirst: (r: Response) => void = () => {};
    const fetchMock = vi
      .fn<() => Promise<Response>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => ok(cart([item(1, 3)])));
    vi.stubGlobal("fetch", fetchMock);
    startCart("en"); // the first GET, sent before the other writer's change, is still on its way
    listeners.get("cart:refresh")?.();
    await vi.waitFor(() => expect(cartStore.get().items[0]?.quantity).toBe(3));
    answerFirst(ok(cart([item(1, 1)])));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(cartStore.get().items[0]?.quantity).toBe(3);
  });
});

describe("removing a line", () => {
  it("is gone at once, then DELETE and a light re-fetch", async () => {
    const calls: string[] = [];
    let lines = [item(1, 1), item(2, 3)];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method ?? "GET"} ${new URL(url, "http://x").pathname}`);
        if (init.method === "DELETE") lines = lines.filter((l) => l.id !== 2);
        return ok(cart(lines));
      }),
    );
    await fetchCart("en");
    const removing = removeLine("2", "en");
    expect(cartStore.get().items.map((l) => l.id)).toEqual(["1"]);
    await removing;
    expect(calls.slice(1).map((c) => c.replace(/^(\w+) .*\/(carts.*)$/, "$1 $2"))).toEqual(["DELETE carts/2/remove", "GET carts"]);
    expect(cartStore.get()).toMatchObject({ count: 1, mutating: false });
  });

  it("comes back in its place when the server cannot remove it", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === "DELETE" ? new Response("{}", { status: 503 }) : ok(cart([item(1, 1), item(2, 3), item(3, 1)])),
      ),
    );
    await fetchCart("en");
    const removing = removeLine("2", "en");
    expect(cartStore.get().items.map((l) => l.id)).toEqual(["1", "3"]);
    await vi.runAllTimersAsync();
    await removing;
    expect(cartStore.get().items.map((l) => [l.id, l.quantity])).toEqual([
      ["1", 1],
      ["2", 3],
      ["3", 1],
    ]);
    expect(cartStore.get().error).toBeTruthy();
    expect(JSON.parse(local.getItem("cartItems") ?? "[]").map((l: { id: string }) => l.id)).toEqual(["1", "2", "3"]);
  });
});
