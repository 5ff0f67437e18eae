import { Link, useLocation } from "react-router";
import { CalendarGrid } from "./CalendarGrid.tsx";
import { dayMonth } from "./calendar-dates.ts";
import { DayEditor } from "./DayEditor.tsx";
import { ADMIN_BUTTON_QUIET } from "../admin-ui.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { calendarLoader, calendarAction } from "../../../routes/admin/calendar.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

/** The calendar: the weeks shown, and the picked day's form beside them. */
export function CalendarScreen({
  loaderData,
  actionData: answer,
}: {
  loaderData: LoaderData<typeof calendarLoader>;
  actionData: ActionData<typeof calendarAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const { pathname } = useLocation();
  const { calendar, date, products, previous, next, thisWeek } = loaderData;
  const hrefOf = (day: string) => `${pathname}?from=${calendar.from}&date=${day}#day`;
  const weeksHref = (from: string) => `${pathname}?from=${from}`;
  const picked = date ? calendar.days.find((d) => d.date === date) : undefined;

  return (
    <section aria-labelledby="calendar-title" className="space-y-6" data-testid="admin-calendar-page">
      <div>
        <h1 id="calendar-title" className="text-3xl font-black">
          {t("adminCalendar.title")}
        </h1>
        <p className="mt-2 max-w-3xl text-crust">{t("adminCalendar.intro")}</p>
        <p className="mt-1 max-w-3xl text-sm text-crust">
          {t("adminCalendar.standing", {
            minutes: calendar.standing.slot_minutes,
            orders: calendar.standing.orders_per_slot,
            days: calendar.standing.days_ahead,
          })}
        </p>
      </div>

      <nav
        className="flex flex-wrap items-center gap-3"
        aria-label={t("adminCalendar.weeks", { from: dayMonth(calendar.from, locale), to: dayMonth(calendar.to, locale) })}
      >
        <Link to={weeksHref(previous)} className={ADMIN_BUTTON_QUIET} data-testid="calendar-previous">
          ← {t("adminCalendar.previous")}
        </Link>
        <Link to={weeksHref(thisWeek)} className={ADMIN_BUTTON_QUIET}>
          {t("adminCalendar.thisWeek")}
        </Link>
        <Link to={weeksHref(next)} className={ADMIN_BUTTON_QUIET} data-testid="calendar-next">
          {t("adminCalendar.next")} →
        </Link>
        <p className="font-semibold">
          {t("adminCalendar.weeks", { from: dayMonth(calendar.from, locale), to: dayMonth(calendar.to, locale) })}
        </p>
      </nav>

      {/* The weeks take two thirds beside the form: a seven-day column must hold a word like "Thanksgiving". */}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <CalendarGrid days={calendar.days} today={calendar.today} picked={date} hrefOf={hrefOf} />
        {picked ? (
          <DayEditor
            key={picked.date}
            day={picked}
            standing={calendar.standing}
            products={products}
            action={`${pathname}?from=${calendar.from}&date=${picked.date}`}
            answer={answer}
          />
        ) : (
          <p className="text-crust">{t("adminCalendar.chooseDay")}</p>
        )}
      </div>
    </section>
  );
}
