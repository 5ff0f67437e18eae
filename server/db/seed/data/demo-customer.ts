import type { OrderStatus } from "../../schema/orders.ts";
import type { SeedOrderBase } from "../types.ts";

/**
 * The demo customer: sign in with DEMO_CUSTOMER.email (or its phone) and DEMO_CUSTOMER.password to see an account with
 * past orders. A real shop deletes it (or changes its password) before opening: its password is in this repository.
 */
export const DEMO_CUSTOMER = {
  name: "Trần Thu Hà",
  email: "demo@maivangbakery.example",
  /** Digits only, as accounts store phones: typed "(832) 555-0164". */
  phone: "8325550164",
  password: "BanhBao-2026!",
  /** scrypt of `password` (accounts/password.ts), worked out once: hashing costs up to a second at every seed. */
  password_hash: "scrypt$16384$8$5$VzGG4IhwttNadWT2od7FfwY8KeH0qiLkfjVI3wntMPc=$lYryrH0EzHy2QB+COp0nkDcyuo1Vfhv+6bOzY2Tc6jk=",
  locale: "vi",
  birthday: "1988-12-03",
  address: { address: "11902 Bellaire Blvd, Apt 208", city: "Houston", state: "TX", zip: "77072", country: "United States" },
} as const;

/** Who moved the demo orders along: the shop's staff, named as order_status_history names them. */
export const DEMO_STAFF_ACTOR = "owner@maivangbakery.example";

export interface SeedOrderMove {
  status: Exclude<OrderStatus, "unfinished">;
  /** Minutes after the slot starts (negative: before). */
  minutes_after_slot: number;
  note?: string;
}

/** A past order of the demo customer, dated from the seed's day. */
export interface SeedOrder extends SeedOrderBase {
  /** Days before the seed's day on the shop's clock (negative: ahead); moved to the nearest open day away from today. */
  slot_days_ago: number;
  /** Which slot of that day's first opening window (0 = the first). */
  slot_index: number;
  /** How long before the slot the order was placed (at least the largest lead time of its lines). */
  placed_hours_before_slot: number;
  /** The moves after "unfinished", which every order starts in when placed. */
  moves: SeedOrderMove[];
}

/** Five orders of the demo customer over the past weeks, one in each status, picked up and delivered. */
export const demoOrders: SeedOrder[] = [
  {
    status: "completed",
    locale: "vi",
    fulfilment: "pickup",
    slot_days_ago: 24,
    slot_index: 3,
    placed_hours_before_slot: 70,
    payment: { option: "pay_at_pickup" },
    notes: "Bánh cho tiệc mừng thọ 80 tuổi của bà, nhờ tiệm cắm giúp 8 cây nến.",
    lines: [
      { slug: "custom-birthday-cake", quantity: 1, note: "Chúc mừng sinh nhật Bà" },
      { slug: "banh-su-kem", quantity: 2 },
    ],
    moves: [
      { status: "shipped", minutes_after_slot: -40, note: "Ready at the counter" },
      { status: "delivered", minutes_after_slot: 15, note: "Picked up" },
      { status: "completed", minutes_after_slot: 20 },
    ],
  },
  {
    status: "delivered",
    locale: "vi",
    fulfilment: "delivery",
    slot_days_ago: 12,
    slot_index: 1,
    placed_hours_before_slot: 18,
    payment: { option: "card", account_type: "Visa", account_number: "XXXX1111", transaction_id: "60000000101" },
    coupon: "BANHMI10",
    notes: "Giao lên văn phòng tầng 2, gọi trước 10 phút giúp mình.",
    lines: [
      { slug: "banh-mi-dac-biet", quantity: 4 },
      { slug: "banh-mi-chay", quantity: 2, note: "Không ớt, thêm đồ chua" },
      { slug: "ca-phe-sua-da", quantity: 4 },
      { slug: "banh-bong-lan-trung-muoi", quantity: 1 },
    ],
    moves: [
      { status: "shipped", minutes_after_slot: -25 },
      { status: "delivered", minutes_after_slot: 35 },
    ],
  },
  {
    status: "canceled",
    locale: "vi",
    fulfilment: "pickup",
    slot_days_ago: 6,
    slot_index: 6,
    placed_hours_before_slot: 50,
    payment: { option: "card", account_type: "MasterCard", account_number: "XXXX4444", transaction_id: "60000000102" },
    notes: "",
    lines: [{ slug: "mango-passion-mousse-cake", quantity: 1, note: "Happy Anniversary Ba & Mẹ" }],
    moves: [{ status: "canceled", minutes_after_slot: -30 * 60, note: "The customer called: the party was moved. Card payment voided." }],
  },
  {
    status: "shipped",
    locale: "en",
    fulfilment: "delivery",
    slot_days_ago: 1,
    slot_index: 2,
    placed_hours_before_slot: 26,
    payment: { option: "pay_at_pickup" },
    address: { address: "7700 San Felipe St, Suite 410", city: "Houston", state: "TX", zip: "77063", country: "United States" },
    notes: "Office breakfast. Please ask for Hà at the front desk.",
    lines: [
      { slug: "butter-croissant", quantity: 4 },
      { slug: "pandan-milk-loaf", quantity: 1 },
      { slug: "ca-phe-muoi", quantity: 1, note: "Less sugar" },
    ],
    moves: [{ status: "shipped", minutes_after_slot: -20 }],
  },
  {
    status: "unfinished",
    locale: "vi",
    fulfilment: "pickup",
    slot_days_ago: -2,
    slot_index: 1,
    placed_hours_before_slot: 40,
    payment: { option: "pay_at_pickup" },
    notes: "",
    lines: [
      { slug: "banh-mi-thit-nuong", quantity: 3, note: "Thêm đồ chua" },
      { slug: "banh-bao-nhan-thit", quantity: 2 },
      { slug: "tra-thai", quantity: 2 },
    ],
    moves: [],
  },
];
