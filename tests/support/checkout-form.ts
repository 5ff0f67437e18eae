import { randomUUID } from "node:crypto";

/**
 * POST checkout's body as a guest fills it for a pickup paid at pickup, with an e-mail of its own: each test overrides
 * what it is about (the slot, the e-mail, the payment…).
 */
export function pickupForm(overrides: Record<string, unknown> = {}) {
  return {
    email: `guest-${randomUUID().slice(0, 8)}@example.com`,
    phone: "(713) 555-0199",
    full_name: "Lan Nguyễn",
    address: "11230 Bellaire Blvd",
    city: "Houston",
    state: "TX",
    country: "United States",
    zip: "77072",
    shipping_option: "pickup",
    payment_option: "pay_at_pickup",
    notes: "",
    ...overrides,
  };
}
