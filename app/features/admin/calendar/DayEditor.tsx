import { Form } from "react-router";
import type { CalendarDayView } from "../../../../server/domain/fulfilment/calendar.service.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { FormField } from "../../../ui/FormField.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { longDate } from "./calendar-dates.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

/** What the page's action answered (app/routes/admin/calendar.server.ts). */
export interface DayAnswer {
  intent: string;
  date: string;
  productId?: number;
  ok?: string;
  message?: string;
  warnings?: string[];
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

interface Props {
  day: CalendarDayView;
  standing: { slot_minutes: number; orders_per_slot: number };
  products: { id: number; name: string; daily_capacity: number | null }[];
  /** The page's address with its query: every form posts back to it. */
  action: string;
  answer: DayAnswer | undefined;
}

/** The answer of a save, its warnings below it (a limit under what is booked, a closed day with orders). */
function Outcome({ answer }: { answer: DayAnswer }) {
  const t = useT();
  return (
    <div className="space-y-2" data-testid="calendar-outcome">
      <FormAlert message={answer.ok ?? answer.message} tone={answer.ok ? "success" : "error"} focusKey={1} />
      {answer.warnings && answer.warnings.length > 0 && (
        <div className="rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-400" role="status" data-testid="calendar-warnings">
          <p className="font-bold">{t("adminCalendar.warnings")}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {answer.warnings.map((w) => (
              <li key={w} data-testid="calendar-warning">
                {w}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The picked date: whether it is closed and why (in both languages: customers read theirs), its own slot length and
 * orders per slot (empty: the standing ones), its slots with their orders, and the products' capacities that day.
 * Plain form posts; the page shows what was saved and its warnings.
 */
export function DayEditor({ day, standing, products, action, answer }: Props) {
  const t = useT();
  const locale = useLocale();
  const mine = answer && answer.date === day.date ? answer : undefined;
  const dayAnswer = mine && (mine.intent === "day" || mine.intent === "reset") ? mine : undefined;
  const refused = dayAnswer && !dayAnswer.ok ? dayAnswer : undefined;
  const value = (field: string, saved: string) => (refused?.values ? (refused.values[field] ?? "") : saved);
  const error = (field: string) => (refused?.errors?.[field] ? [refused.errors[field]!] : undefined);
  const limitedIds = new Set(day.products.map((p) => p.product_id));
  const others = products.filter((p) => !limitedIds.has(p.id));
  const disabled = day.past;
  // A new key after each save: the fields show what is now stored.
  const formKey = `${day.date}|${day.closed}|${day.reason_en}|${day.reason_vi}|${day.slot_minutes}|${day.orders_per_slot}|${day.in_calendar}|${mine?.ok ?? ""}`;

  return (
    <section id="day" aria-labelledby="day-title" className="scroll-mt-24 space-y-5" data-testid="calendar-day-editor" data-date={day.date}>
      <h2 id="day-title" className="text-2xl font-black">
        {longDate(day.date, locale)}
      </h2>
      {disabled && <p className="rounded-xl bg-black/5 p-3">{t("adminCalendar.pastNote")}</p>}

      <Form
        method="post"
        action={action}
        preventScrollReset
        className={`${ADMIN_CARD} grid gap-4`}
        key={formKey}
        data-testid="calendar-day-form"
      >
        <input type="hidden" name="intent" value="day" />
        <input type="hidden" name="date" value={day.date} />
        {dayAnswer && <Outcome answer={dayAnswer} />}
        <fieldset disabled={disabled} className="grid gap-4">
          {/* The fieldset is there to disable a past day's fields; its legend names the day they are for. */}
          <legend className="sr-only">{longDate(day.date, locale)}</legend>
          <label className="flex min-h-12 items-start gap-3">
            <input
              type="checkbox"
              name="closed"
              value="1"
              defaultChecked={refused?.values ? refused.values.closed === "1" : day.closed}
              className="mt-1 h-6 w-6 shrink-0 accent-brand-dark"
              aria-describedby="closed-hint"
            />
            <span>
              <span className="font-bold">{t("adminCalendar.dayClosedField")}</span>
              <span id="closed-hint" className="block text-sm text-crust">
                {t("adminCalendar.dayClosedHint")}
              </span>
            </span>
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="reason_en"
              label={t("adminCalendar.reasonEn")}
              lang="en"
              defaultValue={value("reason_en", day.reason_en)}
              maxLength={120}
              errors={error("reason_en")}
              hint={t("adminCalendar.reasonHint")}
            />
            <FormField
              name="reason_vi"
              label={t("adminCalendar.reasonVi")}
              lang="vi"
              defaultValue={value("reason_vi", day.reason_vi)}
              maxLength={120}
              errors={error("reason_vi")}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="slot_minutes"
              label={t("adminCalendar.slotMinutes")}
              inputMode="numeric"
              defaultValue={value("slot_minutes", day.slot_minutes_overridden ? String(day.slot_minutes) : "")}
              placeholder={String(standing.slot_minutes)}
              hint={t("adminCalendar.blankStanding", { value: standing.slot_minutes })}
              errors={error("slot_minutes")}
            />
            <FormField
              name="orders_per_slot"
              label={t("adminCalendar.ordersPerSlot")}
              inputMode="numeric"
              defaultValue={value("orders_per_slot", day.orders_per_slot_overridden ? String(day.orders_per_slot) : "")}
              placeholder={String(standing.orders_per_slot)}
              hint={t("adminCalendar.blankStanding", { value: standing.orders_per_slot })}
              errors={error("orders_per_slot")}
            />
          </div>
          {error("date") && <p className="font-semibold text-red-800">{error("date")}</p>}
          <div>
            <button type="submit" className={ADMIN_BUTTON} data-testid="calendar-save">
              {t("adminCalendar.save")}
            </button>
          </div>
        </fieldset>
      </Form>
      {day.in_calendar && !disabled && (
        <ConfirmForm
          intent="reset"
          fields={{ date: day.date }}
          action={action}
          formClassName="-mt-2"
          className={ADMIN_BUTTON_QUIET}
          title={t("adminConfirm.resetTitle", { date: longDate(day.date, locale) })}
          body={<p>{t("adminConfirm.resetBody", { date: longDate(day.date, locale) })}</p>}
          confirmLabel={t("adminConfirm.resetConfirm", { date: longDate(day.date, locale) })}
        >
          <span data-testid="calendar-reset">{t("adminCalendar.reset")}</span>
        </ConfirmForm>
      )}

      <div className={ADMIN_CARD}>
        <h3 className="text-xl font-black">{t("adminCalendar.slotsTitle")}</h3>
        {day.slots.length === 0 ? (
          <p className="mt-2 text-crust">{t("adminCalendar.noSlots")}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-2" data-testid="calendar-slots">
            {day.slots.map((s) => (
              <li
                key={s.start}
                className={`rounded-xl px-3 py-2 ring-1 ${s.over > 0 ? "bg-red-50 ring-red-300" : s.in_schedule ? "ring-black/15" : "bg-black/5 ring-black/10"}`}
                data-testid="calendar-slot"
                data-start={s.start}
              >
                <span className="block font-bold">{s.in_schedule ? `${s.start}–${s.end}` : s.start}</span>
                <span className="block text-sm">
                  {s.in_schedule
                    ? t("adminCalendar.slotBooked", { booked: s.booked, limit: s.limit })
                    : `${s.booked} · ${t("adminCalendar.slotOff")}`}
                  {s.over > 0 && <strong className="ml-1 text-red-800">({t("adminCalendar.slotOver", { over: s.over })})</strong>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div className={`${ADMIN_CARD} space-y-3`}>
        <h3 className="text-xl font-black">{t("adminCalendar.productsTitle")}</h3>
        <p className="text-sm text-crust">{t("adminCalendar.productsIntro")}</p>
        {mine?.intent === "capacity" && <Outcome answer={mine} />}
        {day.products.length === 0 ? (
          <p className="text-crust">{t("adminCalendar.noProducts")}</p>
        ) : (
          <ul className="divide-y divide-black/10" data-testid="calendar-products">
            {day.products.map((p) => {
              const refusedHere = mine?.intent === "capacity" && mine.productId === p.product_id && !mine.ok ? mine : undefined;
              return (
                <li
                  key={`${p.product_id}|${p.capacity}|${p.overridden}|${mine?.ok ?? ""}`}
                  className="py-3"
                  data-testid="calendar-product"
                  data-product={p.product_id}
                >
                  <Form method="post" action={action} preventScrollReset className="flex flex-wrap items-end gap-x-4 gap-y-2">
                    <input type="hidden" name="intent" value="capacity" />
                    <input type="hidden" name="date" value={day.date} />
                    <input type="hidden" name="product_id" value={p.product_id} />
                    <div className="min-w-48 flex-1">
                      <p className="font-bold">{p.name}</p>
                      <p className="text-sm text-crust">
                        {p.default_capacity === null
                          ? t("adminCalendar.productUnlimited")
                          : t("adminCalendar.productDaily", { capacity: p.default_capacity })}{" "}
                        ·{" "}
                        <span className={p.over > 0 ? "font-bold text-red-800" : ""}>
                          {t("adminCalendar.productBooked", { booked: p.booked })}
                        </span>
                      </p>
                    </div>
                    <label className={`${ADMIN_LABEL} w-32`}>
                      <span className="sr-only">{t("adminCalendar.productCapacity", { name: p.name })}</span>
                      <span aria-hidden="true" className="text-sm">
                        {t("adminCalendar.capacity")}
                      </span>
                      <input
                        type="text"
                        name="capacity"
                        inputMode="numeric"
                        defaultValue={refusedHere?.values?.capacity ?? (p.overridden ? String(p.capacity) : "")}
                        placeholder={p.default_capacity === null ? "∞" : String(p.default_capacity)}
                        aria-invalid={refusedHere ? true : undefined}
                        disabled={disabled}
                        className={ADMIN_INPUT}
                      />
                    </label>
                    <button type="submit" className={ADMIN_BUTTON_QUIET} disabled={disabled}>
                      {t("adminCalendar.productSave")}
                    </button>
                    {refusedHere?.errors?.capacity && (
                      <p className="w-full text-sm font-semibold text-red-800">{refusedHere.errors.capacity}</p>
                    )}
                  </Form>
                </li>
              );
            })}
          </ul>
        )}
        {!disabled && others.length > 0 && (
          <Form
            method="post"
            action={action}
            preventScrollReset
            className="flex flex-wrap items-end gap-3 border-t border-black/10 pt-3"
            data-testid="calendar-add-product"
            key={`add|${mine?.ok ?? ""}`}
          >
            <input type="hidden" name="intent" value="capacity" />
            <input type="hidden" name="date" value={day.date} />
            <p className="w-full font-bold">{t("adminCalendar.addProduct")}</p>
            <label className={`${ADMIN_LABEL} min-w-48 flex-1`}>
              {t("adminCalendar.product")}
              <select name="product_id" className={ADMIN_INPUT}>
                {others.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
            <label className={`${ADMIN_LABEL} w-32`}>
              {t("adminCalendar.capacity")}
              <input type="text" name="capacity" inputMode="numeric" required className={ADMIN_INPUT} />
            </label>
            <button type="submit" className={ADMIN_BUTTON_QUIET}>
              {t("adminCalendar.add")}
            </button>
          </Form>
        )}
      </div>
    </section>
  );
}
