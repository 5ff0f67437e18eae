import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attemptKeys, newKey, postCheckout, type PlaceBody } from "./checkout-calls.ts";

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

const body = { email: "mai@example.com", expected_total_cents: 1624 } as unknown as PlaceBody;
const answer = (status: number, json: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () => new Response(JSON.stringify(json), { status, headers: { "content-type": "application/json", ...headers } }));

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("window", { localStorage: globalThis.localStorage });
  localStorage.setItem("cart-token", "ct_AAAAAAAAAAAAAAAAAAAAAAAA");
});
afterEach(() => vi.unstubAllGlobals());

describe("one Idempotency-Key per attempt", () => {
  it("the same key after an unsure outcome, a new one after a definite answer", () => {
    let n = 0;
    const keys = attemptKeys(() => `key-${++n}`);
    expect(keys.next()).toBe("key-1");
    keys.settle("unsure");
    expect(keys.next()).toBe("key-1");
    keys.settle("refused");
    expect(keys.next()).toBe("key-2");
    keys.settle("placed");
    expect(keys.next()).toBe("key-3");
  });

  it("is a UUID, made by hand where crypto.randomUUID is missing (a page on plain http)", () => {
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const real = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (a: Uint8Array<ArrayBuffer>) => real.getRandomValues(a) });
    expect(newKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("POST checkout", () => {
  it("sends the key, the page's language, the cart token and the cookies", async () => {
    const fetch = answer(201, { error: false, message: "Order successful!", data: { order: { code: "MV-7K2D9QX4M1TB" } } });
    vi.stubGlobal("fetch", fetch);
    expect(await postCheckout(body, "key-12345678", "vi")).toEqual({
      kind: "placed",
      data: { order: { code: "MV-7K2D9QX4M1TB" } },
      replayed: false,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/v1/checkout");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: JSON.stringify(body) });
    expect(init.headers).toMatchObject({
      "Idempotency-Key": "key-12345678",
      "Http-Accept-Language": "vi_VN",
      "cart-token": "ct_AAAAAAAAAAAAAAAAAAAAAAAA",
    });
  });

  it("takes a replay as the order placed", async () => {
    vi.stubGlobal("fetch", answer(201, { data: { order: { code: "MV-7K2D9QX4M1TB" } } }, { "Idempotent-Replayed": "true" }));
    expect(await postCheckout(body, "key-12345678", "en")).toMatchObject({ kind: "placed", replayed: true });
  });

  it("is unsure when no answer came, the server failed, or the same key is still being placed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    expect(await postCheckout(body, "key-12345678", "en")).toEqual({ kind: "unsure", status: 0, message: "" });
    vi.stubGlobal("fetch", answer(503, { error: true, message: "Busy" }));
    expect(await postCheckout(body, "key-12345678", "en")).toEqual({ kind: "unsure", status: 503, message: "Busy" });
    vi.stubGlobal("fetch", answer(409, { error: true, message: "Still placing", data: { reason: "in_progress" } }));
    expect(await postCheckout(body, "key-12345678", "en")).toEqual({ kind: "unsure", status: 409, message: "Still placing" });
  });

  it("passes a refusal on with its message, field errors and reason", async () => {
    vi.stubGlobal(
      "fetch",
      answer(402, { error: true, message: "Your card was declined", data: null, errors: { payment_token: ["Your card was declined"] } }),
    );
    expect(await postCheckout(body, "key-12345678", "en")).toEqual({
      kind: "refused",
      status: 402,
      message: "Your card was declined",
      errors: { payment_token: ["Your card was declined"] },
    });
    vi.stubGlobal("fetch", answer(409, { error: true, message: "New total", data: { reason: "price_changed", totals: {} } }));
    expect(await postCheckout(body, "key-12345678", "en")).toEqual({
      kind: "refused",
      status: 409,
      message: "New total",
      reason: "price_changed",
    });
  });
});
