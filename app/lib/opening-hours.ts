import type { Locale } from "../i18n/config.ts";
import { dateTimeFormat, formatClock, weekdayName, wallOf } from "../i18n/formatters.ts";

export interface OpeningHours {
  /** 0 = Sunday. */
  day: number;
  /** "06:30", in the shop's time zone. */
  opens: string;
  closes: string;
}

/** Monday first, as the shop's week is written on its door. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

/** "06:30" → "6:30 AM" (en) or "6:30" (vi), as people in each language write times (the shop's words: formatters.ts). */
export function formatTime(hhmm: string, locale: Locale): string {
  return formatClock(wallOf("2026-01-04", hhmm), locale);
}

/** 0 = Sunday → "Sunday" / "Chủ Nhật". */
export function dayName(day: number, locale: Locale): string {
  return weekdayName(day, locale);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Today's weekday (0 = Sunday) in the shop's time zone, which is what "open today" means to a customer. */
export function weekdayIn(timeZone: string | undefined, now = new Date()): number {
  try {
    const name = dateTimeFormat("en-US", { weekday: "short", timeZone }).format(now);
    return Math.max(0, WEEKDAYS.indexOf(name));
  } catch {
    return now.getUTCDay();
  }
}
