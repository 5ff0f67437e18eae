import { z } from "zod";
import { isLocalDate } from "./shop-time.ts";

// The capacity calendar's calls and forms: a date's closed flag and reasons, its own slot length and
// orders per slot, a product's capacity on a date. Browser-safe: the back office's form checks the same limits.

export const CALENDAR_LIMITS = {
  /** The longest range the calendar shows at once (two months). */
  maxDays: 62,
  /** The range shown when none is asked for: four weeks from today. */
  defaultDays: 28,
  slotMinutes: { min: 15, max: 240, step: 5 },
  ordersPerSlot: { min: 1, max: 1000 },
  capacity: { min: 0, max: 10_000 },
  reasonLength: 120,
} as const;

const messageKey = (key: string) => ({ params: { messageKey: key } });
const CONTROL_CHARACTER = /\p{Cc}/u;

export const calendarDate = z.string().refine(isLocalDate, messageKey("calendarDateInvalid"));

const reason = z
  .string()
  .trim()
  .max(CALENDAR_LIMITS.reasonLength)
  .refine((text) => !CONTROL_CHARACTER.test(text), messageKey("fieldInvalid"));

const { slotMinutes, ordersPerSlot, capacity } = CALENDAR_LIMITS;

export const isSlotMinutes = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= slotMinutes.min && n <= slotMinutes.max && n % slotMinutes.step === 0;
export const isOrdersPerSlot = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= ordersPerSlot.min && n <= ordersPerSlot.max;
export const isCapacity = (n: unknown): n is number =>
  typeof n === "number" && Number.isInteger(n) && n >= capacity.min && n <= capacity.max;

/** PUT admin/calendar/{date}: how the date differs from the standing settings (null: as they are). */
export const calendarDayInput = z
  .object({
    closed: z.boolean(),
    reason_en: reason.default(""),
    reason_vi: reason.default(""),
    slot_minutes: z.number().refine(isSlotMinutes, messageKey("calendarSlotMinutesInvalid")).nullable().default(null),
    orders_per_slot: z.number().refine(isOrdersPerSlot, messageKey("calendarOrdersPerSlotInvalid")).nullable().default(null),
  })
  .refine((day) => !day.closed || day.reason_en !== "" || day.reason_vi !== "", {
    path: ["reason_en"],
    ...messageKey("calendarReasonRequired"),
  });
export type CalendarDayInput = z.infer<typeof calendarDayInput>;

/** PUT admin/calendar/{date}/products/{product_id}: the product's capacity on that date (null: its daily one again). */
export const productCapacityInput = z.object({
  capacity: z.number().refine(isCapacity, messageKey("calendarCapacityInvalid")).nullable(),
});
export type ProductCapacityInput = z.infer<typeof productCapacityInput>;

/** GET admin/calendar: the dates shown (the shop's, inclusive); four weeks from today when none are given. */
export const calendarQuery = z.object({
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuery>;
