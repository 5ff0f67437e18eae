import { z } from "zod";
import type { Db } from "../../db/index.ts";
import type { DeliveryZone } from "../checkout/delivery.ts";
import { isLocalTime, type LocalDate } from "./shop-time.ts";
import type { DayOverride, OpeningWindow, SlotRules } from "./slots.ts";

// The shop's fulfilment settings, kept as one JSON value in `shop_settings` under "fulfilment": how slots
// are cut and filled as a rule, how far ahead customers may order, and the delivery zones. The opening hours and the
// time zone stay in the "shop" theme option, which the pages show. The days that differ — closed days and holidays, a
// date's own slot length or orders per slot — are the capacity calendar's (calendar.repository.ts), not these.

export const FULFILMENT_SETTINGS_KEY = "fulfilment";

const cents = z.number().int().min(0);

const deliveryZoneSchema = z.object({
  name: z.string().trim().min(1).max(80),
  zips: z.array(z.string().regex(/^\d{5}$/, "a 5-digit ZIP code")).min(1),
  fee_cents: cents,
  /** Free when the items come to at least this, after the coupon; null: never free. */
  free_over_cents: cents.nullable(),
});

export const fulfilmentSettingsSchema = z
  // Unknown keys are dropped: a value stored before the calendar still has `closed_dates`, which the calendar now holds.
  .object({
    slot_minutes: z.number().int().min(15).max(240),
    orders_per_slot: z.number().int().min(1).max(1000),
    days_ahead: z.number().int().min(0).max(60),
    delivery_zones: z.array(deliveryZoneSchema),
  })
  .superRefine((settings, ctx) => {
    // A ZIP in two zones would have two fees: which one a customer pays must not depend on the zones' order.
    const seen = new Map<string, string>();
    for (const [index, zone] of settings.delivery_zones.entries()) {
      for (const zip of zone.zips) {
        const other = seen.get(zip);
        if (other !== undefined && other !== zone.name) {
          ctx.addIssue({ code: "custom", path: ["delivery_zones", index, "zips"], message: `${zip} is already in ${other}` });
        }
        seen.set(zip, zone.name);
      }
    }
  });

export type FulfilmentSettings = z.infer<typeof fulfilmentSettingsSchema>;
export type DeliveryZoneSetting = FulfilmentSettings["delivery_zones"][number];

/** What a shop that has set nothing gets: one-hour slots of 8 orders, 14 days ahead, pickup only. */
export const DEFAULT_FULFILMENT_SETTINGS: FulfilmentSettings = {
  slot_minutes: 60,
  orders_per_slot: 8,
  days_ahead: 14,
  delivery_zones: [],
};

/** A stored value that is not valid settings: a bug or a hand edit, never the customer's doing. */
export class FulfilmentSettingsError extends Error {
  constructor(detail: string) {
    super(`shop_settings "${FULFILMENT_SETTINGS_KEY}" is not valid: ${detail}`);
    this.name = "FulfilmentSettingsError";
  }
}

/**
 * The settings stored as JSON. Throws FulfilmentSettingsError rather than guessing: settings read wrongly could open
 * a holiday to orders or deliver for the wrong fee.
 */
export function parseFulfilmentSettings(json: string): FulfilmentSettings {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new FulfilmentSettingsError("not JSON");
  }
  const parsed = fulfilmentSettingsSchema.safeParse(value);
  if (!parsed.success) {
    throw new FulfilmentSettingsError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; "),
    );
  }
  return parsed.data;
}

/** The shop's settings; the defaults when it has stored none. */
export async function loadFulfilmentSettings(db: Db): Promise<FulfilmentSettings> {
  const row = await db.selectFrom("shop_settings").select("value_json").where("key", "=", FULFILMENT_SETTINGS_KEY).executeTakeFirst();
  return row ? parseFulfilmentSettings(row.value_json) : DEFAULT_FULFILMENT_SETTINGS;
}

/** The zones as the delivery fee rule (checkout/delivery.ts) takes them. */
export function deliveryZonesOf(settings: FulfilmentSettings): DeliveryZone[] {
  return settings.delivery_zones.map((zone) => ({
    name: zone.name,
    zips: zone.zips,
    feeCents: zone.fee_cents,
    freeOverCents: zone.free_over_cents,
  }));
}

/** A date of the capacity calendar as the slot rules take it (calendar.repository.ts reads them). */
export interface CalendarDayRule {
  date: LocalDate;
  closed: boolean;
  slot_minutes: number | null;
  orders_per_slot: number | null;
}

/**
 * The slot rules (fulfilment/slots.ts): these settings with the shop's time zone and opening hours, and the calendar's
 * dates (closed ones, and those with their own slot length or orders per slot).
 */
export function slotRulesOf(
  settings: FulfilmentSettings,
  shop: { time_zone: string; opening_hours: readonly OpeningWindow[] },
  calendar: readonly CalendarDayRule[] = [],
): SlotRules {
  const openingHours = shop.opening_hours.filter((w) => isLocalTime(w.opens) && isLocalTime(w.closes));
  const dayOverrides = new Map<LocalDate, DayOverride>();
  for (const day of calendar) {
    if (day.slot_minutes !== null || day.orders_per_slot !== null)
      dayOverrides.set(day.date, { slotMinutes: day.slot_minutes, ordersPerSlot: day.orders_per_slot });
  }
  return {
    timeZone: shop.time_zone,
    openingHours,
    closedDates: new Set(calendar.filter((d) => d.closed).map((d) => d.date)),
    slotMinutes: settings.slot_minutes,
    ordersPerSlot: settings.orders_per_slot,
    daysAhead: settings.days_ahead,
    dayOverrides,
  };
}
