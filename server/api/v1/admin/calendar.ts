import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { calendarDayInput, calendarQuery, productCapacityInput } from "../../../domain/fulfilment/calendar.schema.ts";
import {
  calendarView,
  resetCalendarDay,
  saveCalendarDay,
  setProductCapacity,
  type CalendarContext,
} from "../../../domain/fulfilment/calendar.service.ts";
import { apiMessage, sayCode } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf, json, failure } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { LocalDateSchema } from "./schemas.ts";

// The capacity calendar, the managers' and the owner's: per date, closed with a reason customers see,
// its own slot length and orders per slot; per product, a capacity on a date. New checkouts follow a change at once;
// orders already placed never change. A limit set below what is booked is allowed, with warnings in `data.warnings`.

const SlotSchema = z.object({
  start: z.string().openapi({ example: "09:00" }),
  end: z.string(),
  booked: z.number().int().openapi({ description: "Orders not cancelled in the slot" }),
  limit: z.number().int(),
  over: z.number().int().openapi({ description: "Booked beyond the limit" }),
  in_schedule: z
    .boolean()
    .openapi({ description: "False for a start holding orders that is no slot of the date any more (its slot length changed)" }),
});

const ProductSchema = z
  .object({
    product_id: z.number().int(),
    name: z.string(),
    capacity: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "What counts on the date: the override, else the daily capacity; null: unlimited" }),
    default_capacity: z.number().int().nullable(),
    overridden: z.boolean(),
    booked: z.number().int().openapi({ description: "Pieces in orders not cancelled for the date" }),
    over: z.number().int(),
  })
  .openapi("CalendarProduct");

const DaySchema = z
  .object({
    date: LocalDateSchema,
    weekday: z.number().int().openapi({ description: "0 = Sunday" }),
    open: z.boolean().openapi({ description: "Customers can order for it" }),
    open_by_hours: z.boolean(),
    closed: z.boolean().openapi({ description: "Closed by the calendar" }),
    reason_en: z.string(),
    reason_vi: z.string(),
    slot_minutes: z.number().int(),
    slot_minutes_overridden: z.boolean(),
    orders_per_slot: z.number().int(),
    orders_per_slot_overridden: z.boolean(),
    in_calendar: z.boolean(),
    orders_booked: z.number().int(),
    slots: z.array(SlotSchema),
    products: z.array(ProductSchema),
    past: z.boolean(),
  })
  .openapi("CalendarDay");

const CalendarSchema = z
  .object({
    from: LocalDateSchema,
    to: LocalDateSchema,
    today: LocalDateSchema,
    time_zone: z.string(),
    standing: z.object({ slot_minutes: z.number().int(), orders_per_slot: z.number().int(), days_ahead: z.number().int() }),
    days: z.array(DaySchema),
  })
  .openapi("Calendar");

const Warnings = z
  .array(z.string())
  .openapi({ description: "What the change leaves overbooked or to be dealt with, in the request's language" });
const DatePath = z.object({ date: z.string().openapi({ param: { name: "date", in: "path" }, example: "2026-12-24" }) });

export function adminCalendarApi({ db }: AppDeps) {
  const context = (lang: Lang): CalendarContext => ({ db, lang });

  const view = staffRoute(db, "calendar", {
    method: "get",
    path: "/",
    summary: "The capacity calendar",
    description:
      "Per date from `from` to `to` (the shop's dates, inclusive; four weeks from today when not given; at most 62 days): open or closed (by the weekday's hours and by the calendar) with the reasons, the slot length and orders per slot in force (and whether the date overrides them), the orders booked per slot and in all, and per product its capacity on the date (the override or the daily one) with the pieces booked.",
    request: { query: calendarQuery },
    responses: {
      200: { description: "The dates", content: json(envelopeOf(CalendarSchema)) },
      422: failure("A malformed date, or a range longer than 62 days"),
    },
  });
  const saveDay = staffRoute(db, "calendar", {
    method: "put",
    path: "/{date}",
    summary: "Close or open a date, set its slot length and orders per slot",
    description:
      "`slot_minutes` and `orders_per_slot` null keep the standing settings. A closed day needs a reason in at least one language. New checkouts follow at once; placed orders are kept: closing a day with orders, or a limit below what a slot holds, is allowed with warnings. Today and later only. Audited.",
    request: { params: DatePath, body: { content: json(calendarDayInput.openapi("CalendarDayInput")), required: true } },
    responses: {
      200: { description: "Saved", content: json(envelopeOf(z.object({ day: DaySchema, warnings: Warnings }))) },
      422: failure("A malformed or past date, a closed day without a reason, a slot length or a limit out of range"),
    },
  });
  const resetDay = staffRoute(db, "calendar", {
    method: "delete",
    path: "/{date}",
    summary: "Give a date back to the standing settings",
    description:
      "The date opens again (when its weekday does) with the standing slot length and orders per slot; its product capacities stay. Audited.",
    request: { params: DatePath },
    responses: {
      200: { description: "Reset", content: json(envelopeOf(z.object({ day: DaySchema, warnings: Warnings }))) },
      422: failure("A malformed or past date"),
    },
  });
  const productCapacity = staffRoute(db, "calendar", {
    method: "put",
    path: "/{date}/products/{product_id}",
    summary: "A product's capacity on a date",
    description:
      "Instead of the product's daily capacity on that date: a number of pieces (0: not sold that day; a product normally unlimited can be limited), or null for its daily capacity again. Below what is booked is allowed, with a warning naming the overbooked count. Audited.",
    request: {
      params: DatePath.extend({
        product_id: z.coerce
          .number()
          .int()
          .min(1)
          .max(2_147_483_647)
          .openapi({ param: { name: "product_id", in: "path" }, example: 12 }),
      }),
      body: { content: json(productCapacityInput.openapi("ProductCapacityInput")), required: true },
    },
    responses: {
      200: { description: "Saved", content: json(envelopeOf(z.object({ product: ProductSchema, warnings: Warnings }))) },
      404: failure("No such product"),
      422: failure("A malformed or past date, or a capacity out of range"),
    },
  });

  return newAdminApi()
    .openapi(view, async (c) => {
      return ok(c, await calendarView(context(c.get("lang")), c.req.valid("query")));
    })
    .openapi(saveDay, async (c) => {
      const lang = c.get("lang");
      const { date } = c.req.valid("param");
      const { result, warnings } = await saveCalendarDay(context(lang), c.get("staff"), date, c.req.valid("json"));
      return ok(c, { day: result, warnings: warnings.map((w) => sayCode(lang, w)) }, apiMessage(lang, "calendarDaySaved", { date }));
    })
    .openapi(resetDay, async (c) => {
      const lang = c.get("lang");
      const { date } = c.req.valid("param");
      const { result, warnings } = await resetCalendarDay(context(lang), c.get("staff"), date);
      return ok(c, { day: result, warnings: warnings.map((w) => sayCode(lang, w)) }, apiMessage(lang, "calendarDayReset", { date }));
    })
    .openapi(productCapacity, async (c) => {
      const lang = c.get("lang");
      const { date, product_id } = c.req.valid("param");
      const { result, warnings } = await setProductCapacity(context(lang), c.get("staff"), date, product_id, c.req.valid("json").capacity);
      return ok(
        c,
        { product: result, warnings: warnings.map((w) => sayCode(lang, w)) },
        apiMessage(lang, "calendarCapacitySaved", { name: result.name, date }),
      );
    });
}
