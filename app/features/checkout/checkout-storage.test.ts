import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wipeCartStorage } from "../cart/cart-storage.ts";
import { EMPTY_VALUES } from "./checkout-form.ts";
import { restoreCheckoutForm, saveCheckoutForm } from "./checkout-storage.ts";

class MemoryStorage {
  map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

let session: MemoryStorage;
beforeEach(() => {
  session = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: new MemoryStorage(), sessionStorage: session });
  vi.stubGlobal("document", { cookie: "" });
});
afterEach(() => vi.unstubAllGlobals());

describe("the checkout's copy of what was typed", () => {
  const typed = {
    ...EMPTY_VALUES,
    email: "mai@example.com",
    phone: "8325550199",
    slot: "2026-12-01 09:00",
    shipping_option: "delivery" as const,
    payment_option: "card" as const,
    notes: "Gate code 1234",
    create_account: true,
    password: "Croissant-2026!",
    password_confirmation: "Croissant-2026!",
  };

  it("comes back in this tab (the checkout's keys, session storage), never with a password", () => {
    saveCheckoutForm(typed);
    expect([...session.map.keys()].sort()).toEqual([
      "checkout_form",
      "checkout_note",
      "checkout_payment_method",
      "checkout_shipping_method",
    ]);
    expect([...session.map.values()].join()).not.toContain("Croissant");
    expect(restoreCheckoutForm(EMPTY_VALUES)).toEqual({ ...typed, password: "", password_confirmation: "" });
  });

  it("goes with the rest of the cart's data", () => {
    saveCheckoutForm(typed);
    wipeCartStorage();
    expect(session.map.size).toBe(0);
    expect(restoreCheckoutForm(EMPTY_VALUES)).toEqual(EMPTY_VALUES);
  });
});
