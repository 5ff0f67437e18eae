import { campaignState, type DepositRule } from "../../../server/domain/campaigns/campaign-rules.shared.ts";
import type { Locale } from "../../i18n/config.ts";
import { formatClock, formatDate, formatMoney, pluralOf, wallClockIn, wallOf, type WallTime } from "../../i18n/formatters.ts";
import { translate } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";

// A seasonal pre-order in words, on the shop's clock and in the page's language: where its order window stands
// ("Orders close in 9 weeks — Sunday, January 31, 2027"), its pickup days, its deposit and cancellation rule. Worked
// out from the instant the server rendered the page (its loader's `now`), so the server's page and the hydrated one
// say the same, and a kept page says what it said when it was rendered (the page cache keeps it a short while only).

export interface CampaignWindow {
  opens_at: string;
  closes_at: string;
}

const DAY_MS = 86_400_000;

/** Whole days from one wall date to another (calendar days, whatever the clock change between). */
function daysBetween(from: Pick<WallTime, "year" | "month" | "day">, to: Pick<WallTime, "year" | "month" | "day">): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);
}

/** "9 weeks", "3 days", "4 months" / "9 tuần", … — a span of whole days rounded down to what a reader counts in. */
export function spanWords(days: number, locale: Locale): string {
  const [unit, count] =
    days < 14
      ? (["days", days] as const)
      : days < 70
        ? (["weeks", Math.floor(days / 7)] as const)
        : (["months", Math.floor(days / 30)] as const);
  return translate(locale, `campaigns.span.${unit}.${pluralOf(count, locale)}` as MessageKey, { count });
}

/** A day as the campaign's texts write it: "Sunday, January 31, 2027" / "Chủ Nhật, 31/1/2027". */
function dayWords(date: Pick<WallTime, "year" | "month" | "day" | "weekday">, locale: Locale): string {
  return formatDate(date, locale, { weekday: "long", month: "long" });
}

/** The day before a wall date. */
function dayBefore(date: WallTime): WallTime {
  const at = new Date(Date.UTC(date.year, date.month - 1, date.day) - DAY_MS);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate(), weekday: at.getUTCDay(), hour: 0, minute: 0 };
}

const atMidnight = (time: WallTime) => time.hour === 0 && time.minute === 0;

/** A day and a time as formatDateTime orders them: "Saturday, January 30, 2027, 6:00 PM" / "18:00, Thứ Bảy, 30/1/2027". */
const withTime = (day: string, time: string, locale: Locale) => (locale === "vi" ? `${time}, ${day}` : `${day}, ${time}`);

/**
 * Where the order window stands at `now`, in words: "Orders open in 3 weeks — Sunday, November 15, 2026", "Orders
 * close tomorrow — Sunday, January 31, 2027", "Orders have closed". A window that ends at midnight names its last
 * day (closing at 00:00 on February 1 is "Sunday, January 31"); one that ends at another time names the time too.
 */
export function windowWords(window: CampaignWindow, now: Date, timeZone: string, locale: Locale): string {
  const state = campaignState(window, now);
  if (state === "closed") return translate(locale, "campaigns.window.closed");
  const today = wallClockIn(now, timeZone);
  if (state === "upcoming") {
    const opens = wallClockIn(window.opens_at, timeZone);
    const days = daysBetween(today, opens);
    const time = formatClock(opens, locale);
    if (days <= 0) return translate(locale, "campaigns.window.opensToday", { time });
    const date = atMidnight(opens) ? dayWords(opens, locale) : withTime(dayWords(opens, locale), time, locale);
    if (days === 1) return translate(locale, "campaigns.window.opensTomorrow", { date });
    return translate(locale, "campaigns.window.opensIn", { span: spanWords(days, locale), date });
  }
  const closes = wallClockIn(window.closes_at, timeZone);
  const last = atMidnight(closes) ? dayBefore(closes) : closes;
  const date = atMidnight(closes) ? dayWords(last, locale) : withTime(dayWords(last, locale), formatClock(closes, locale), locale);
  const days = daysBetween(today, last);
  if (days <= 0) return translate(locale, "campaigns.window.closesToday", { date });
  if (days === 1) return translate(locale, "campaigns.window.closesTomorrow", { date });
  return translate(locale, "campaigns.window.closesIn", { span: spanWords(days, locale), date });
}

/** A pickup day: "Friday, January 29, 2027" / "Thứ Sáu, 29/1/2027". */
export function pickupDayWords(date: string, locale: Locale): string {
  return dayWords(wallOf(date), locale);
}

/** A pickup day's hours: "8:00 AM – 6:00 PM" / "8:00 – 18:00". */
export function pickupHoursWords(start: string, end: string, locale: Locale): string {
  return `${formatClock(wallOf("2000-01-01", start), locale)} – ${formatClock(wallOf("2000-01-01", end), locale)}`;
}

/** "Pre-order for pickup between January 28 and February 5" / "… từ 28/1 đến 5/2"; one day: "… on January 28". */
export function pickupRangeWords(dates: readonly string[], locale: Locale): string | null {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return null;
  const short = (date: string) => formatDate(wallOf(date), locale, { year: false, month: "long" });
  if (first === last) return translate(locale, "campaigns.pickupOn", { date: short(first) });
  return translate(locale, "campaigns.pickupBetween", { from: short(first), to: short(last) });
}

/**
 * The deposit and what a cancel costs, in one sentence: "A 30 % deposit holds your order; cancel until 7 days before
 * your pickup day for a full refund of it, after that it is kept."
 */
export function depositWords(deposit: DepositRule, cancelUntilDays: number, locale: Locale): string {
  const count = cancelUntilDays;
  const plural = pluralOf(count, locale);
  const amount = deposit.kind === "fixed" ? formatMoney(deposit.value) : `${deposit.value} %`;
  return translate(locale, `campaigns.deposit.${deposit.kind}.${plural}` as MessageKey, { amount, count });
}
