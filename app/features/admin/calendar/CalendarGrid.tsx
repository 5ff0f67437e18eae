import { Link } from "react-router";
import type { CalendarDayView } from "../../../../server/domain/fulfilment/calendar.service.ts";
import { pluralOf } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { dayMonth, reasonIn, weekdayShort } from "./calendar-dates.ts";

/**
 * Four weeks of dates, Monday first: seven columns from a tablet up, one date a row on a phone. Each date is a link
 * to its form (plain links: no JavaScript needed) and says at a glance whether it is closed and why, whether it has
 * its own slots, how many orders it has and whether anything is overbooked.
 */
export function CalendarGrid({
  days,
  today,
  picked,
  hrefOf,
}: {
  days: CalendarDayView[];
  today: string;
  picked: string | null;
  hrefOf: (date: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div data-testid="calendar-grid">
      <ol className="hidden grid-cols-7 gap-1.5 pb-1 text-center text-sm font-bold text-crust md:grid" aria-hidden="true">
        {days.slice(0, 7).map((d) => (
          <li key={d.date}>{weekdayShort(d.date, locale)}</li>
        ))}
      </ol>
      <ol className="grid grid-cols-1 gap-2 md:grid-cols-7 md:gap-1.5">
        {days.map((d) => {
          const overbooked = d.slots.some((s) => s.over > 0) || d.products.some((p) => p.over > 0);
          const own = d.slot_minutes_overridden || d.orders_per_slot_overridden;
          const limited = d.products.filter((p) => p.overridden).length;
          const current = d.date === picked;
          // A past date is plain on the page (no card of its own), its text as readable as any other: faded text
          // would fall under the contrast a person needs to read it.
          const tone = d.closed ? "bg-red-50" : !d.open_by_hours ? "bg-black/5 text-crust" : d.past ? "text-crust" : "bg-white";
          const ring = current ? "ring-[3px] ring-ink" : d.closed ? "ring-1 ring-red-300" : "ring-1 ring-black/15";
          return (
            <li key={d.date}>
              <Link
                to={hrefOf(d.date)}
                preventScrollReset
                aria-current={current ? "date" : undefined}
                className={`flex min-h-12 flex-wrap items-baseline gap-x-2 gap-y-1 rounded-xl px-3 py-2 hover:ring-2 hover:ring-brand-dark md:block md:min-h-28 md:px-1.5 ${tone} ${ring}`}
                data-testid="calendar-day"
                data-date={d.date}
                data-closed={d.closed ? "true" : undefined}
              >
                <span className="font-bold">
                  <span className="md:hidden">{weekdayShort(d.date, locale)} </span>
                  {dayMonth(d.date, locale)}
                </span>
                {/* Beside the date on a phone; in a week's narrow column, on a line of its own under it. */}
                {d.date === today && (
                  <span className="w-fit rounded bg-ink px-1.5 py-0.5 text-xs font-bold text-white md:my-1 md:block">
                    {t("adminCalendar.today")}
                  </span>
                )}
                {d.closed ? (
                  // A week's column is narrow: the reason in smaller type, and a word longer than the column breaks.
                  <span
                    className="block text-sm font-semibold wrap-break-word text-red-800 md:text-xs md:font-medium"
                    data-testid="calendar-day-closed"
                  >
                    {t("adminCalendar.closed")}
                    {reasonIn(d, locale) && <>: {reasonIn(d, locale)}</>}
                  </span>
                ) : (
                  !d.open_by_hours && <span className="block text-sm">{t("adminCalendar.noHours")}</span>
                )}
                {own && (
                  <span className="block text-sm text-brand-dark" data-testid="calendar-day-own">
                    {t("adminCalendar.ownSlots", { minutes: d.slot_minutes, orders: d.orders_per_slot })}
                  </span>
                )}
                {d.orders_booked > 0 && (
                  <span className="block text-sm">
                    {t(`adminCalendar.ordersBooked.${pluralOf(d.orders_booked, locale)}`, { count: d.orders_booked })}
                  </span>
                )}
                {limited > 0 && (
                  <span className="block text-sm text-crust">
                    {t(`adminCalendar.limited.${pluralOf(limited, locale)}`, { count: limited })}
                  </span>
                )}
                {overbooked && <span className="block text-sm font-bold text-red-800">⚠ {t("adminCalendar.overbooked")}</span>}
              </Link>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
