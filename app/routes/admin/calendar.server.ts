import { data } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { calendarDayInput, CALENDAR_LIMITS, productCapacityInput } from "../../../server/domain/fulfilment/calendar.schema.ts";
import {
  calendarView,
  resetCalendarDay,
  saveCalendarDay,
  sellableProducts,
  setProductCapacity,
  shopToday,
} from "../../../server/domain/fulfilment/calendar.service.ts";
import { addDays, isLocalDate, weekdayOf } from "../../../server/domain/fulfilment/shop-time.ts";
import { apiMessage, sayCode } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/calendar";

// /admin/calendar, the managers' and the owner's: four weeks of dates (Monday first) and the form of the date picked.
// Plain form posts to the same service as /api/v1/admin/calendar (audited; a limit below what is booked is saved,
// with its warnings shown after the save).

const WEEKS = 4;

/** The Monday of a date's week. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

export async function calendarLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const ctx = { db: context.db, lang: locale };
  const today = await shopToday(ctx);
  const asked = url.searchParams.get("from");
  const from = mondayOf(asked && isLocalDate(asked) ? asked : today);
  const to = addDays(from, WEEKS * 7 - 1);
  const picked = url.searchParams.get("date");
  const date = picked && isLocalDate(picked) && picked >= from && picked <= to ? picked : today >= from && today <= to ? today : null;
  const [calendar, products] = await Promise.all([calendarView(ctx, { from, to }), sellableProducts(context.db, locale)]);
  return data(
    {
      calendar,
      date,
      products,
      previous: addDays(from, -WEEKS * 7),
      next: addDays(from, WEEKS * 7),
      thisWeek: mondayOf(today),
      limits: CALENDAR_LIMITS,
    },
    { headers: ADMIN_NO_STORE },
  );
}

export interface CalendarAnswer {
  intent: string;
  date: string;
  productId?: number;
  ok?: string;
  message?: string;
  warnings?: string[];
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

/** A number field: empty is null (the standing setting); anything else must read as a number (else the schema says so). */
const numberOrNull = (text: string): number | null => (text.trim() === "" ? null : Number(text.trim()));

export async function calendarAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  askFirst(request, form, ["reset"]);
  const intent = formText(form, "intent");
  const date = formText(form, "date");
  const ctx = { db: context.db, lang: locale };
  const actor = signedInStaff(context);
  const answer = (body: CalendarAnswer, status = 200) => data(body, { status, headers: ADMIN_NO_STORE });
  const fieldErrors = (issues: Parameters<typeof firstFieldErrors>[0]) => firstFieldErrors(issues, locale);

  // A refusal: its message above the form, and beside its field when it is about one.
  const refused = ({ message, fields, status }: Refusal) =>
    answer({ intent, date, message, errors: Object.keys(fields).length > 0 ? fields : undefined }, status);

  if (intent === "day") {
    const values = {
      closed: form.has("closed") ? "1" : "",
      reason_en: formText(form, "reason_en"),
      reason_vi: formText(form, "reason_vi"),
      slot_minutes: formText(form, "slot_minutes"),
      orders_per_slot: formText(form, "orders_per_slot"),
    };
    const parsed = calendarDayInput.safeParse({
      closed: values.closed === "1",
      reason_en: values.reason_en,
      reason_vi: values.reason_vi,
      slot_minutes: numberOrNull(values.slot_minutes),
      orders_per_slot: numberOrNull(values.orders_per_slot),
    });
    if (!parsed.success)
      return answer(
        { intent, date, message: apiMessage(locale, "validationFailed"), errors: fieldErrors(parsed.error.issues), values },
        422,
      );
    const done = await attempt(locale, () => saveCalendarDay(ctx, actor, date, parsed.data));
    if (!done.ok) return refused(done.refusal);
    return answer({
      intent,
      date,
      ok: apiMessage(locale, "calendarDaySaved", { date }),
      warnings: done.value.warnings.map((w) => sayCode(locale, w)),
    });
  }
  if (intent === "reset") {
    const done = await attempt(locale, () => resetCalendarDay(ctx, actor, date));
    if (!done.ok) return refused(done.refusal);
    return answer({
      intent,
      date,
      ok: apiMessage(locale, "calendarDayReset", { date }),
      warnings: done.value.warnings.map((w) => sayCode(locale, w)),
    });
  }
  if (intent === "capacity") {
    const productId = Number(formText(form, "product_id"));
    const values = { capacity: formText(form, "capacity") };
    if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) {
      return answer({ intent, date, message: apiMessage(locale, "calendarProductNotFound", { id: formText(form, "product_id") }) }, 404);
    }
    const parsed = productCapacityInput.safeParse({ capacity: numberOrNull(values.capacity) });
    if (!parsed.success)
      return answer(
        { intent, date, productId, message: apiMessage(locale, "validationFailed"), errors: fieldErrors(parsed.error.issues), values },
        422,
      );
    const done = await attempt(locale, () => setProductCapacity(ctx, actor, date, productId, parsed.data.capacity));
    if (!done.ok) return refused(done.refusal);
    const { result, warnings } = done.value;
    return answer({
      intent,
      date,
      productId,
      ok: apiMessage(locale, "calendarCapacitySaved", { name: result.name, date }),
      warnings: warnings.map((w) => sayCode(locale, w)),
    });
  }
  return answer({ intent, date, message: apiMessage(locale, "validationFailed") }, 422);
}
