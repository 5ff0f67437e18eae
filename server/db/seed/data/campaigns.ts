import type { Bilingual } from "../types.ts";
import { addDays, instantAt, type LocalDate } from "../../../domain/fulfilment/shop-time.ts";

/**
 * The demo bakery's seasonal pre-orders: the next Tết from the day the demo is seeded, open for orders, and the next
 * Mid-Autumn Festival, not yet open. Dates are the festivals' on the lunar calendar, looked up for the coming years.
 */

/** Tết Nguyên Đán (the first day of the lunar year). */
const TET: readonly LocalDate[] = ["2027-02-06", "2028-01-26", "2029-02-13", "2030-02-03", "2031-01-23", "2032-02-11"];
/** Tết Trung Thu (the 15th day of the 8th lunar month). */
const MID_AUTUMN: readonly LocalDate[] = ["2027-09-15", "2028-10-03", "2029-09-22", "2030-09-12", "2031-10-01", "2032-09-19"];

export interface SeedPickupDay {
  date: LocalDate;
  opens: string;
  closes: string;
  capacity_units: number;
}

export interface SeedCampaign {
  slug: string;
  name: Bilingual;
  banner: Bilingual;
  body: Bilingual;
  opens_at: string;
  closes_at: string;
  deposit: { kind: "none" | "percent" | "fixed"; value: number };
  cancel_until_days: number;
  products: { slug: string; per_customer_limit: number | null }[];
  pickup_days: SeedPickupDay[];
}

/** The first festival date after `today`. */
function next(dates: readonly LocalDate[], today: LocalDate): LocalDate {
  const found = dates.find((d) => d > today);
  if (!found) throw new Error(`seed: no festival date after ${today}; add the coming years to data/campaigns.ts`);
  return found;
}

const days = (from: LocalDate, count: number, day: Omit<SeedPickupDay, "date">): SeedPickupDay[] =>
  Array.from({ length: count }, (_, i) => ({ date: addDays(from, i), ...day }));

/** The campaigns as of the shop's `today`, with their window set on the shop's clock. */
export function seedCampaigns(today: LocalDate, timeZone: string): SeedCampaign[] {
  const at = (date: LocalDate) => instantAt(date, "00:00", timeZone).toISOString();
  const tet = next(TET, today);
  const year = tet.slice(0, 4);
  // For Tết 2027: orders from 15 November to 31 January, pickup from 28 January to 5 February (Tết is 6 February).
  const tetCampaign: SeedCampaign = {
    slug: "tet",
    name: { en: `Tết ${year} pre-orders`, vi: `Đặt bánh Tết ${year}` },
    banner: {
      en: "Bánh chưng, bánh tét and mứt for Tết: pre-order now, pick up the week before the New Year.",
      vi: "Bánh chưng, bánh tét và mứt Tết: đặt trước ngay, đến lấy trong tuần trước Giao thừa.",
    },
    body: {
      en: "The week before Tết is the busiest of our year. Pre-order your bánh chưng, bánh tét and mứt here, choose the day you will pick them up, and we will have them ready.\n\nA deposit of 30 % holds your order: pay it by card now, or at the counter within 48 hours. The rest is paid when you pick up.",
      vi: "Tuần trước Tết là tuần bận rộn nhất năm của tiệm. Bạn đặt trước bánh chưng, bánh tét và mứt Tết tại đây, chọn ngày đến lấy, tiệm sẽ chuẩn bị sẵn cho bạn.\n\nTiệm xin đặt cọc 30 % để giữ đơn: bạn trả cọc bằng thẻ ngay, hoặc tại quầy trong vòng 48 giờ. Số tiền còn lại bạn trả khi đến lấy bánh.",
    },
    opens_at: at(addDays(tet, -83)),
    closes_at: at(addDays(tet, -5)),
    deposit: { kind: "percent", value: 30 },
    cancel_until_days: 7,
    products: [
      { slug: "banh-chung", per_customer_limit: 10 },
      { slug: "banh-tet", per_customer_limit: 10 },
      { slug: "mut-tet-tray", per_customer_limit: 5 },
    ],
    pickup_days: days(addDays(tet, -9), 9, { opens: "08:00", closes: "18:00", capacity_units: 60 }),
  };
  const moon = next(MID_AUTUMN, today);
  const midAutumn: SeedCampaign = {
    slug: "trung-thu",
    name: { en: `Mid-Autumn ${moon.slice(0, 4)} mooncakes`, vi: `Bánh trung thu ${moon.slice(0, 4)}` },
    banner: {
      en: "Boxes of 4 mooncakes, filled your way, for the Mid-Autumn Festival.",
      vi: "Hộp 4 bánh trung thu, nhân tùy chọn, cho Tết Trung Thu.",
    },
    body: {
      en: "Our baked mooncakes come in boxes of four: choose lotus seed, red bean, durian, mixed nuts or green tea. Pre-order and pick them up in the week before the festival.",
      vi: "Bánh nướng của tiệm đựng hộp bốn cái: bạn chọn nhân hạt sen, đậu đỏ, sầu riêng, thập cẩm hay trà xanh. Đặt trước và đến lấy trong tuần trước Rằm tháng Tám.",
    },
    opens_at: at(addDays(moon, -45)),
    closes_at: at(addDays(moon, -1)),
    deposit: { kind: "none", value: 0 },
    cancel_until_days: 2,
    products: [{ slug: "hop-4-banh-trung-thu", per_customer_limit: 6 }],
    pickup_days: days(addDays(moon, -7), 7, { opens: "09:00", closes: "18:00", capacity_units: 80 }),
  };
  return [tetCampaign, midAutumn];
}
