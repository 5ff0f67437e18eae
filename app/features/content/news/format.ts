import { useRouteLoaderData } from "react-router";
import type { Locale } from "../../../i18n/config.ts";
import { formatDayIn, formatMomentIn, formatNumber } from "../../../i18n/formatters.ts";
import type { rootLoader } from "../../../root.server.ts";

/** The shop's own time zone (Houston) when the shop has not said otherwise. */
const FALLBACK_TIME_ZONE = "America/Chicago";

/**
 * Dates are shown in the shop's time zone, never the server's or the browser's: the server render and the
 * hydrated page then agree, and "published on the 3rd" means the same day for every reader.
 */
export function useShopTimeZone(): string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return root?.shop?.time_zone ?? FALLBACK_TIME_ZONE;
}

/** "November 27, 2026" / "27/11/2026". */
export function formatDay(iso: string, locale: Locale, timeZone: string): string {
  return formatDayIn(iso, timeZone, locale, { month: "long" });
}

/** "Nov 27, 2026, 9:30 AM" / "9:30, 27/11/2026". */
export function formatDayTime(iso: string, locale: Locale, timeZone: string): string {
  return formatMomentIn(iso, timeZone, locale);
}

/** An average of stars as the locale writes it: "4.5" in English, "4,5" in Vietnamese. */
export function formatAverage(average: number, locale: Locale): string {
  return formatNumber(average, locale, 1);
}
