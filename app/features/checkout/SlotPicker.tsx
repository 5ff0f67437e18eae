import type { ClosedDayView, SlotDayView } from "../../../server/domain/checkout/options-view.ts";
import { pluralOf, timeZoneName } from "../../i18n/formatters.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";
import { closedDay, clockTime, dayParts, longDay } from "../../../server/domain/checkout/shop-clock.shared.ts";
import { slotValue, splitSlot } from "./checkout-form.ts";

const CHIP =
  "flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-xl bg-white px-3 py-1.5 text-center ring-1 ring-black/20 " +
  "peer-checked:bg-ink peer-checked:text-white peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 " +
  "peer-focus-visible:outline-brand-dark hover:ring-brand-dark";

/** The day a slot value is on, else the first day with room, else the first day. */
export function dayToShow(days: SlotDayView[], slot: string, chosenDay: string | null): string | null {
  const picked = splitSlot(slot)?.date;
  if (picked && days.some((d) => d.date === picked)) return picked;
  if (chosenDay && days.some((d) => d.date === chosenDay)) return chosenDay;
  return (days.find((d) => d.slots.some((s) => !s.full)) ?? days[0])?.date ?? null;
}

/**
 * The date and time slot. Days are radio buttons, and the times of the checked day are shown — by CSS (`:has`), so
 * the same form works without JavaScript: every day's times are in the page and post as one radio group, `slot`.
 * Times are the shop's clock as the server sends them, never converted to the visitor's zone. A full slot is shown,
 * disabled, as full.
 */
export function SlotPicker({
  days,
  closedDays = [],
  timeZone,
  leadTimeHours,
  fulfilment,
  slot,
  day,
  onDay,
  onSlot,
  errors,
  preorder = false,
}: {
  days: SlotDayView[];
  /** The days the shop closes in the same window (holidays), with their reason: said near the days. */
  closedDays?: ClosedDayView[];
  timeZone: string;
  leadTimeHours: number;
  fulfilment: "pickup" | "delivery";
  slot: string;
  day: string | null;
  onDay: (date: string) => void;
  onSlot: (slot: string) => void;
  errors: string[] | undefined;
  /** A pre-order: the days are its campaign's pickup days, what is left counted in pieces. */
  preorder?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const errorId = errors?.length ? "slot-error" : undefined;
  const described = ["slot-zone", errorId].filter(Boolean).join(" ");
  // The times of the checked day only; plain CSS, unlayered, so it wins over the panels' `hidden`.
  const css = days.map((d) => `#checkout-form:has(#day-${d.date}:checked) [data-slots-day="${d.date}"]{display:grid}`).join("\n");

  return (
    <fieldset className="space-y-4" aria-describedby={described} data-testid="slot-picker">
      <legend className="text-xl font-black text-ink">
        {t(preorder ? "checkout.preorder.whenPickup" : fulfilment === "delivery" ? "checkout.whenDelivery" : "checkout.whenPickup")}
      </legend>
      <p id="slot-zone" className="text-sm font-semibold text-crust" data-testid="slot-zone">
        {t("checkout.timeZone", { zone: timeZoneName(timeZone, locale) })}
      </p>
      {leadTimeHours > 0 && !preorder && (
        <p className="text-sm text-crust">{t(`checkout.leadTime.${pluralOf(leadTimeHours, locale)}`, { hours: leadTimeHours })}</p>
      )}
      {errorId && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {errors!.join(" ")}
        </p>
      )}
      {days.length === 0 ? (
        <>
          <p className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-300">
            {t(preorder ? "checkout.preorder.noDays" : "checkout.noSlots")}
          </p>
          <ClosedDays days={closedDays} />
        </>
      ) : (
        <>
          {/* React hoists it into the head (a <style> has no place in a form); its href names this set of days. */}
          <style href={`slot-days-${days[0]!.date}-${days.length}`} precedence="slot-days">
            {css}
          </style>
          <fieldset>
            <legend className="mb-2 font-bold">{t("checkout.day")}</legend>
            <ul className="grid grid-cols-3 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))]" data-testid="slot-days">
              {days.map((d) => {
                const open = d.slots.some((s) => !s.full);
                const parts = dayParts(d.date, locale);
                return (
                  <li key={d.date}>
                    <input
                      id={`day-${d.date}`}
                      type="radio"
                      name="slot_day"
                      value={d.date}
                      checked={day === d.date}
                      onChange={() => onDay(d.date)}
                      className="peer sr-only"
                    />
                    <label htmlFor={`day-${d.date}`} className={CHIP}>
                      <span className="text-sm font-bold leading-tight">
                        {parts.weekday}
                        <span className="sr-only">, </span>
                      </span>
                      <span className="text-sm leading-tight">{parts.day}</span>
                      {!open && <span className="text-xs">{t("checkout.dayFull")}</span>}
                    </label>
                  </li>
                );
              })}
            </ul>
            <ClosedDays days={closedDays} />
          </fieldset>
          <fieldset>
            <legend className="mb-2 font-bold">{t("checkout.time")}</legend>
            {days.map((d) => (
              <div key={d.date} data-slots-day={d.date} className="hidden grid-cols-1 gap-2 sm:grid-cols-2">
                <p className="font-semibold text-ink sm:col-span-2">{longDay(d.date, locale)}</p>
                {d.slots.map((s) => {
                  const value = slotValue(s.date, s.start);
                  const id = `slot-${s.date}-${s.start.replace(":", "")}`;
                  return (
                    <label
                      key={value}
                      className={`flex min-h-11 items-center gap-3 rounded-xl px-3 py-2 ring-1 ${
                        s.full
                          ? "cursor-not-allowed bg-black/5 text-crust ring-black/10"
                          : "cursor-pointer bg-white ring-black/20 has-checked:ring-2 has-checked:ring-ink"
                      }`}
                      data-testid="slot"
                      data-full={s.full ? "true" : undefined}
                    >
                      <input
                        id={id}
                        type="radio"
                        name="slot"
                        value={value}
                        disabled={s.full}
                        checked={slot === value}
                        onChange={() => onSlot(value)}
                        aria-describedby={errorId}
                        className="h-5 w-5 shrink-0 accent-brand-dark"
                      />
                      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                        <span className="font-bold" data-testid="slot-time">
                          {clockTime(s.start, locale)}–{clockTime(s.end, locale)}
                        </span>
                        <span className={`text-sm ${s.full ? "font-bold uppercase" : "text-crust"}`} data-testid="slot-remaining">
                          {s.full
                            ? t("checkout.slotFull")
                            : preorder
                              ? t(`checkout.preorder.unitsLeft.${pluralOf(s.remaining, locale)}`, { count: s.remaining })
                              : t(`checkout.slotLeft.${pluralOf(s.remaining, locale)}`, { count: s.remaining })}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
            ))}
          </fieldset>
        </>
      )}
    </fieldset>
  );
}

/** "Closed Thu, Nov 26 — Thanksgiving": the holidays in the days offered, so that a missing day is not a mystery. */
function ClosedDays({ days }: { days: ClosedDayView[] }) {
  const t = useT();
  const locale = useLocale();
  if (!days.length) return null;
  return (
    <ul className="mt-3 space-y-1 text-sm text-crust" data-testid="closed-days">
      {days.map((d) => (
        <li key={d.date} data-testid="closed-day" data-date={d.date}>
          {d.reason
            ? t("checkout.closedDay", { day: closedDay(d.date, locale), reason: d.reason })
            : t("checkout.closedDayNoReason", { day: closedDay(d.date, locale) })}
        </li>
      ))}
    </ul>
  );
}
