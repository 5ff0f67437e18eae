import type { APIRequestContext } from "@playwright/test";
import { PASSWORD, unique } from "./accounts.ts";
import { expect } from "./fixtures.ts";

// Orders placed through the API for the tests that need one (the profile's, the back office's): a new customer of
// the request context's own (its cookies are the browser's when it is `page.request`), a pickup paid at pickup.

export interface PlacedOrder {
  code: string;
  email: string;
  /** The digits typed at checkout. */
  phone: string;
  slot: { date: string; start: string };
}

export async function placePickupOrder(
  request: APIRequestContext,
  baseURL: string,
  options: {
    locale: "en" | "vi";
    areaCode: string;
    product?: string;
    quantity?: number;
    note?: string;
    day?: "first" | "later";
    date?: string;
    fulfilment?: "pickup" | "delivery";
  },
): Promise<PlacedOrder> {
  const who = unique("order", options.areaCode);
  const lang = { "Http-Accept-Language": options.locale === "vi" ? "vi_VN" : "en_US", Origin: baseURL };
  const created = await request.post("/api/v1/register", {
    headers: lang,
    data: {
      name: "Mai Nguyễn",
      email: who.email,
      phone: who.phoneDigits,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      remember: 0,
    },
  });
  expect(created.status()).toBe(201);
  const product = (await (await request.get(`/api/v1/products/${options.product ?? "banh-mi-dac-biet"}`)).json()).data as { id: number };
  const added = await request.post("/api/v1/carts", {
    headers: lang,
    data: { product_id: product.id, quantity: options.quantity ?? 2, note: options.note ?? "" },
  });
  expect(added.status()).toBe(200);
  // A delivery goes to a ZIP the shop delivers to.
  const fulfilment = options.fulfilment ?? "pickup";
  const zip = fulfilment === "delivery" ? "77072" : "77036";
  const listed = (await (await request.get(`/api/v1/checkout/options?fulfilment=${fulfilment}&zip=${zip}`, { headers: lang })).json())
    .data as {
    days: { date: string; slots: { start: string; remaining: number }[] }[];
  };
  // A given date (another order's day), else the first day with a free slot (late in the shop's day, today's last
  // slots are taken by the suite's other orders or have started), else the later ones.
  const open = listed.days.filter((d) => d.slots.some((slot) => slot.remaining > 0));
  const days = options.date
    ? listed.days.filter((d) => d.date === options.date)
    : options.day === "first"
      ? open.slice(0, 1)
      : listed.days.slice(1);
  const free = days.flatMap((day) => day.slots.filter((slot) => slot.remaining > 0).map((slot) => ({ date: day.date, start: slot.start })));
  expect(free.length).toBeGreaterThan(0);
  // Spread over the first slots, so parallel tests rarely fill one.
  const slot = free[Math.floor(Math.random() * Math.min(free.length, 20))]!;
  const placed = await request.post("/api/v1/checkout", {
    headers: { ...lang, "Idempotency-Key": `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      email: who.email,
      phone: who.phoneDigits,
      full_name: "Mai Nguyễn",
      address: "9600 Bellaire Blvd",
      city: "Houston",
      state: "TX",
      country: "US",
      zip,
      shipping_option: fulfilment,
      slot,
      payment_option: "pay_at_pickup",
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return { code: ((await placed.json()).data as { order: { code: string } }).order.code, email: who.email, phone: who.phoneDigits, slot };
}
