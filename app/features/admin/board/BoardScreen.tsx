import { useEffect, useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { OrderCard } from "./OrderCard.tsx";
import { OutTodayPanel } from "./OutTodayPanel.tsx";
import { LOCALE_TAGS, localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { dateTimeFormat, formatDate, wallOf } from "../../../i18n/formatters.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { boardLoader, boardAction, MoveAnswer } from "../../../routes/admin/board.server.ts";
import type { ActionData, LoaderData } from "../../../lib/route-data.ts";

const POLL_MS = 20_000;

/** Reloads the board's data every POLL_MS while the tab is visible and nothing else is loading. */
function usePolling() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = revalidator.state !== "idle" || navigation.state !== "idle";
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible" && !busy) void revalidator.revalidate();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [busy, revalidator]);
}

function addDays(date: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The board of a day: the orders by slot, polled while the page is visible, new ones marked. */
export function BoardScreen({
  loaderData,
  actionData,
}: {
  loaderData: LoaderData<typeof boardLoader>;
  actionData: ActionData<typeof boardAction>;
}) {
  const t = useT();
  const locale = useLocale();
  const answer = actionData as MoveAnswer | undefined;
  const { board, dateError, done, outToday, outTodayOpen } = loaderData;
  // The server's clock when the page was first opened: an order placed after it is "new" until the page is reloaded.
  const [openedAt] = useState(board.now);
  usePolling();
  // Only a hydrated page polls: without JavaScript the board says when it was read and to reload it.
  const live = useHydrated();

  const clock = dateTimeFormat(LOCALE_TAGS[locale], {
    timeZone: board.time_zone,
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  });
  const dayLabel = formatDate(wallOf(board.date), locale, { weekday: "long", month: "long" });
  const isNew = (createdAt: string) => Date.parse(createdAt) > Date.parse(openedAt);
  const newCount = board.slots.reduce((n, slot) => n + slot.orders.filter((o) => isNew(o.created_at)).length, 0);
  const boardPath = localizePath("/admin", locale);
  const link = (date: string) => `${boardPath}?date=${date}`;

  return (
    <section aria-labelledby="board-title" data-testid="admin-board" data-date={board.date}>
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
        <div className="mr-auto">
          <h1 id="board-title" className="text-3xl font-black">
            {board.date === board.today ? t("adminBoard.titleToday") : t("adminBoard.titleDate", { date: dayLabel })}
          </h1>
          {board.date === board.today && <p className="mt-1 text-lg font-semibold">{dayLabel}</p>}
          <p className="mt-1 text-crust print:hidden">{t("adminBoard.intro")}</p>
        </div>
        <Form method="get" action={boardPath} className="flex flex-wrap items-end gap-2 print:hidden" data-testid="board-date-form">
          <label className={ADMIN_LABEL}>
            {t("adminBoard.date")}
            <input type="date" name="date" defaultValue={board.date} key={board.date} className={ADMIN_INPUT} required />
          </label>
          <button type="submit" className={ADMIN_BUTTON}>
            {t("adminBoard.show")}
          </button>
        </Form>
      </div>

      <nav aria-label={t("adminBoard.days")} className="mt-4 flex flex-wrap gap-2 print:hidden">
        <a href={link(addDays(board.date, -1))} className={ADMIN_BUTTON_QUIET}>
          ← {t("adminBoard.previousDay")}
        </a>
        <a href={link(board.today)} className={ADMIN_BUTTON_QUIET} aria-current={board.date === board.today ? "date" : undefined}>
          {t("adminBoard.today")}
        </a>
        <a href={link(addDays(board.date, 1))} className={ADMIN_BUTTON_QUIET}>
          {t("adminBoard.nextDay")} →
        </a>
        <button type="button" className={`${ADMIN_BUTTON_QUIET} ml-auto`} onClick={() => window.print()}>
          {t("adminBoard.print")}
        </button>
      </nav>

      <div className="mt-4 grid gap-2 print:hidden">
        {dateError && <FormAlert message={dateError} tone="error" focusKey={1} />}
        {done && <FormAlert message={done} tone="success" focusKey={1} />}
        {answer?.error && !board.slots.some((s) => s.orders.some((o) => o.code === answer.code)) && (
          <FormAlert message={answer.error} tone="error" focusKey={1} />
        )}
      </div>

      <OutTodayPanel panel={outToday} date={board.date} open={outTodayOpen} />

      <p className="mt-4 text-lg font-bold" data-testid="board-summary">
        {t("adminBoard.summary", { orders: board.counts.orders, active: board.counts.active })}
      </p>
      <p className="text-sm text-crust print:hidden" aria-live="polite" data-testid="board-refreshed">
        {newCount > 0 && <strong className="mr-2 text-ink">{t("adminBoard.newSince", { count: newCount })}</strong>}
        {t(live ? "adminBoard.refreshing" : "adminBoard.reloadToUpdate", { time: clock.format(new Date(board.now)) })}
      </p>

      {board.slots.length === 0 ? (
        <p className="mt-8 text-lg" data-testid="board-empty">
          {t("adminBoard.empty")}
        </p>
      ) : (
        board.slots.map((slot) => {
          const id = `slot-${slot.start.replace(":", "")}-${slot.end.replace(":", "")}`;
          return (
            <section
              key={`${slot.start}-${slot.end}`}
              aria-labelledby={id}
              className="mt-8 print:mt-4"
              data-testid="board-slot"
              data-start={slot.start}
            >
              <h2
                id={id}
                className="flex flex-wrap items-baseline gap-3 border-b-2 border-ink pb-1 text-2xl font-black print:break-after-avoid"
              >
                <span className="tabular-nums">
                  {slot.start}–{slot.end}
                </span>
                <span className="text-base font-semibold text-crust">{t("adminBoard.slotCount", { count: slot.orders.length })}</span>
              </h2>
              <div className="mt-3 grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
                {slot.orders.map((order) => (
                  <OrderCard
                    key={order.code}
                    order={order}
                    isNew={isNew(order.created_at)}
                    date={board.date}
                    timeZone={board.time_zone}
                    refusal={answer && answer.code === order.code ? answer : undefined}
                  />
                ))}
              </div>
            </section>
          );
        })
      )}
    </section>
  );
}
