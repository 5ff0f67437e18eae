import { useRouteLoaderData } from "react-router";
import { LOCALE_TAGS, type Locale } from "../../../i18n/config.ts";
import { dateTimeFormat, numberFormat } from "../../../i18n/formatters.ts";
import type { loader as rootLoader } from "../../../root.tsx";

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

export function formatDay(iso: string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone }).format(new Date(iso));
}

export function formatDayTime(iso: string, locale: Locale, timeZone: string): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));
}

/** An average of stars as the locale writes it: "4.5" in English, "4,5" in Vietnamese. */
export function formatAverage(average: number, locale: Locale): string {
  return numberFormat(LOCALE_TAGS[locale], { maximumFractionDigits: 1 }).format(average);
}
