import type { OrderStatus } from "../../schema/orders.ts";
import type { SeedAddress, SeedOrderBase } from "../types.ts";

/** A customer who ordered without an account: the order keeps its name, e-mail and phone, and no customer. */
export interface SeedGuest {
  name: string;
  email: string;
  /** As typed at checkout; stored digits only, as checkout stores it. */
  phone: string;
  /** The address checkout asks for, the delivery address unless the order names another. */
  address: SeedAddress;
}

export interface UpcomingMove {
  status: Exclude<OrderStatus, "unfinished">;
  /** Minutes before the seed's clock (after the order was placed). */
  minutes_ago: number;
  /** A cancel's reason, as the board requires one. */
  note?: string;
}

/** An order still to be made when the demo bakery is seeded: what today's board and the production report show. */
export interface UpcomingOrder extends SeedOrderBase {
  /** The demo customer (through its account, with its notices), or a guest. */
  buyer: "demo" | SeedGuest;
  /**
   * Which of the next days with slots left on the seed's clock (the shop's, America/Chicago): 0 is today while a slot
   * of today is still ahead, else the next open day; 1 and 2 the open days after it (closed days skipped).
   */
  day: 0 | 1 | 2;
  /** Which of that day's slots still ahead (0 = the first); the day's last one when fewer are left. */
  slot_index: number;
  /** Hours before the seed's clock it was placed: at least the largest lead time of its lines. */
  placed_hours_ago: number;
  /** The staff's moves after "unfinished". */
  moves: UpcomingMove[];
}

const HOUSTON = { city: "Houston", state: "TX", country: "United States" } as const;
const at = (address: string, zip: string): SeedAddress => ({ address, zip, ...HOUSTON });

/** The guests: fictional people, e-mails at example.com, phone numbers from the 555-01xx range kept for fiction. */
const guests = {
  binh: { name: "Nguyễn Văn Bình", email: "binh.nguyen@example.com", phone: "(713) 555-0121", address: at("9630 Clarewood Dr, Apt 1204", "77036") },
  emily: { name: "Emily Tran", email: "emily.tran@example.com", phone: "(281) 555-0134", address: at("6855 Turtlewood Dr", "77072") },
  carlos: { name: "Carlos Mendoza", email: "carlos.mendoza@example.com", phone: "(832) 555-0147", address: at("8203 Braesmain Dr", "77025") },
  jessica: { name: "Jessica Pham", email: "jessica.pham@example.com", phone: "(713) 555-0158", address: at("12730 Bellaire Blvd", "77072") },
  mai: { name: "Lê Thị Mai", email: "mai.le@example.com", phone: "(281) 555-0169", address: at("10855 Beechnut St", "77072") },
  huy: { name: "Phạm Quốc Huy", email: "huy.pham@example.com", phone: "(832) 555-0172", address: at("7400 Harwin Dr", "77036") },
  rachel: { name: "Rachel Kim", email: "rachel.kim@example.com", phone: "(713) 555-0185", address: at("2100 Memorial Dr, Apt 3B", "77007") },
  david: { name: "David Nguyen", email: "david.nguyen@example.com", phone: "(346) 555-0193", address: at("11011 Richmond Ave", "77042") },
  khoa: { name: "Trần Minh Khoa", email: "khoa.tran@example.com", phone: "(281) 555-0116", address: at("12250 Bissonnet St", "77099") },
  sarah: { name: "Sarah Johnson", email: "sarah.johnson@example.com", phone: "(713) 555-0128", address: at("1815 W Alabama St", "77098") },
  lan: { name: "Hoàng Thị Lan", email: "lan.hoang@example.com", phone: "(832) 555-0139", address: at("9400 Bellaire Blvd", "77036") },
} satisfies Record<string, SeedGuest>;

/**
 * A bakery's next three days: breakfast bánh mì and coffee, bánh bao by the dozen, two custom birthday cakes (one in
 * Vietnamese, one in English), deliveries in both zones, cards and pay at pickup, one order ready at the counter and
 * one canceled. Eleven guests and two orders of the demo customer, in both languages.
 */
export const upcomingOrders: UpcomingOrder[] = [
  // The first day: today while slots are left.
  {
    buyer: guests.binh,
    status: "shipped",
    locale: "vi",
    fulfilment: "pickup",
    day: 0,
    slot_index: 0,
    placed_hours_ago: 14,
    payment: { option: "pay_at_pickup" },
    notes: "Lấy cho cả văn phòng, mình ghé sớm.",
    lines: [
      { slug: "banh-mi-dac-biet", quantity: 6 },
      { slug: "banh-mi-chay", quantity: 2, choices: { "Leave out": ["No jalapeño"] } },
      { slug: "ca-phe-sua-da", quantity: 4, choices: { Sweetness: ["50% sweet"], Ice: ["Less ice"] } },
    ],
    moves: [{ status: "shipped", minutes_ago: 10 }],
  },
  {
    buyer: guests.emily,
    status: "unfinished",
    locale: "en",
    fulfilment: "delivery",
    day: 0,
    slot_index: 1,
    placed_hours_ago: 20,
    payment: { option: "card", account_type: "Visa", account_number: "XXXX1111", transaction_id: "60000000201" },
    notes: "Gate code 2145. Please leave it with the front office if I don't answer.",
    lines: [
      { slug: "butter-croissant", quantity: 6 },
      { slug: "pate-chaud", quantity: 4 },
      { slug: "ca-phe-muoi", quantity: 2, note: "Less sugar" },
    ],
    moves: [],
  },
  {
    buyer: guests.carlos,
    status: "unfinished",
    locale: "en",
    fulfilment: "pickup",
    day: 0,
    slot_index: 3,
    placed_hours_ago: 3,
    payment: { option: "pay_at_pickup" },
    notes: "",
    lines: [
      { slug: "banh-mi-thit-nuong", quantity: 3, note: "Extra jalapeños", choices: { Extras: ["Fried egg"], "Leave out": ["No cilantro"] } },
      { slug: "tra-thai", quantity: 2 },
    ],
    moves: [],
  },
  {
    buyer: guests.jessica,
    status: "unfinished",
    locale: "en",
    fulfilment: "pickup",
    day: 0,
    slot_index: 5,
    placed_hours_ago: 80,
    payment: { option: "card", account_type: "MasterCard", account_number: "XXXX4444", transaction_id: "60000000202" },
    notes: "Could you add candles shaped 3 and 0? Happy to pay for them at pickup.",
    lines: [
      { slug: "custom-birthday-cake", quantity: 1, note: "Happy 30th Birthday, Linh!" },
      { slug: "banh-su-kem", quantity: 1 },
    ],
    moves: [],
  },

  // The second day.
  {
    buyer: "demo",
    status: "unfinished",
    locale: "vi",
    fulfilment: "delivery",
    day: 1,
    slot_index: 0,
    placed_hours_ago: 26,
    payment: { option: "card", account_type: "Visa", account_number: "XXXX1111", transaction_id: "60000000203" },
    notes: "Giao trước 8 giờ giúp mình, để trước cửa nếu không ai nghe máy.",
    lines: [
      { slug: "banh-mi-dac-biet", quantity: 2 },
      { slug: "banh-bao-nhan-thit", quantity: 4 },
      { slug: "sua-dau-nanh", quantity: 2 },
    ],
    moves: [],
  },
  {
    buyer: guests.huy,
    status: "unfinished",
    locale: "vi",
    fulfilment: "pickup",
    day: 1,
    slot_index: 2,
    placed_hours_ago: 30,
    payment: { option: "pay_at_pickup" },
    notes: "Bánh cho đám giỗ ông, nhờ tiệm chia thành 2 hộp.",
    lines: [
      { slug: "banh-bao-nhan-thit", quantity: 10 },
      { slug: "banh-bao-chay", quantity: 4, note: "Gói riêng, nhà có người ăn chay" },
      { slug: "banh-bao-sua-mini", quantity: 6 },
    ],
    moves: [],
  },
  {
    buyer: guests.mai,
    status: "unfinished",
    locale: "vi",
    fulfilment: "pickup",
    day: 1,
    slot_index: 4,
    placed_hours_ago: 96,
    payment: { option: "card", account_type: "Visa", account_number: "XXXX0027", transaction_id: "60000000204" },
    notes: "Nhờ tiệm viết chữ màu đỏ và cắm giúp 8 cây nến.",
    lines: [
      { slug: "custom-birthday-cake", quantity: 1, note: "Chúc mừng sinh nhật Bà Nội 80 tuổi" },
      { slug: "banh-bao-kim-sa", quantity: 6 },
    ],
    moves: [],
  },
  {
    buyer: guests.rachel,
    status: "unfinished",
    locale: "en",
    fulfilment: "delivery",
    day: 1,
    slot_index: 6,
    placed_hours_ago: 40,
    payment: { option: "card", account_type: "AmericanExpress", account_number: "XXXX0002", transaction_id: "60000000205" },
    notes: "Apartment 3B. Please call when you arrive, the buzzer is broken.",
    lines: [
      { slug: "coffee-tiramisu", quantity: 1 },
      { slug: "matcha-latte", quantity: 2 },
      { slug: "banh-chuoi-nuong", quantity: 2 },
    ],
    moves: [],
  },
  {
    buyer: guests.david,
    status: "canceled",
    locale: "en",
    fulfilment: "pickup",
    day: 1,
    slot_index: 8,
    placed_hours_ago: 6,
    payment: { option: "card", account_type: "Discover", account_number: "XXXX0012", transaction_id: "60000000206" },
    notes: "",
    lines: [
      { slug: "banh-mi-ga-nuong", quantity: 2 },
      { slug: "ca-phe-den-da", quantity: 1 },
    ],
    moves: [{ status: "canceled", minutes_ago: 120, note: "The customer called: ordered twice by mistake. Card payment voided." }],
  },

  // The third day.
  {
    buyer: guests.lan,
    status: "unfinished",
    locale: "vi",
    fulfilment: "pickup",
    day: 2,
    slot_index: 0,
    placed_hours_ago: 20,
    payment: { option: "pay_at_pickup" },
    notes: "Đồ ăn sáng cho công trường, mình lấy lúc mở cửa.",
    lines: [
      { slug: "banh-mi-dac-biet", quantity: 10, note: "5 ổ không hành" },
      { slug: "ca-phe-sua-da", quantity: 10 },
    ],
    moves: [],
  },
  {
    buyer: guests.khoa,
    status: "unfinished",
    locale: "vi",
    fulfilment: "delivery",
    day: 2,
    slot_index: 1,
    placed_hours_ago: 12,
    payment: { option: "pay_at_pickup" },
    notes: "Giao tới tiệm nail Lily, hỏi chị Hương.",
    lines: [
      { slug: "banh-mi-que", quantity: 3 },
      { slug: "banh-tieu", quantity: 6 },
      { slug: "nuoc-mia-tac", quantity: 3, note: "Nhiều tắc" },
    ],
    moves: [],
  },
  {
    buyer: "demo",
    status: "unfinished",
    locale: "vi",
    fulfilment: "pickup",
    day: 2,
    slot_index: 3,
    placed_hours_ago: 28,
    payment: { option: "pay_at_pickup" },
    notes: "",
    lines: [
      { slug: "fresh-fruit-cream-cake", quantity: 1, note: "Mừng sinh nhật bé Na 5 tuổi" },
      { slug: "banh-su-kem", quantity: 4 },
    ],
    moves: [],
  },
  {
    buyer: guests.sarah,
    status: "unfinished",
    locale: "en",
    fulfilment: "pickup",
    day: 2,
    slot_index: 5,
    placed_hours_ago: 52,
    payment: { option: "card", account_type: "Visa", account_number: "XXXX1111", transaction_id: "60000000207" },
    notes: "For a baby shower. Could the loaves be sliced?",
    lines: [
      { slug: "pandan-chiffon-cake", quantity: 1 },
      { slug: "banh-bong-lan-trung-muoi", quantity: 1 },
      { slug: "vietnamese-baguette", quantity: 6, note: "Sliced, please" },
    ],
    moves: [],
  },
];
