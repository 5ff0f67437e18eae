import { describe, expect, it } from "vitest";
import {
  DEFAULT_FULFILMENT_SETTINGS,
  deliveryZonesOf,
  FulfilmentSettingsError,
  parseFulfilmentSettings,
  slotRulesOf,
  type FulfilmentSettings,
} from "./settings.ts";
import { ordersPerSlotOn } from "./capacity.ts";
import { slotMinutesOn } from "./slots.ts";

const settings: FulfilmentSettings = {
  slot_minutes: 60,
  orders_per_slot: 8,
  days_ahead: 14,
  delivery_zones: [{ name: "Alief & Sharpstown", zips: ["77072", "77036"], fee_cents: 499, free_over_cents: 5000 }],
};

describe("the fulfilment settings", () => {
  it("read back what was stored", () => {
    expect(parseFulfilmentSettings(JSON.stringify(settings))).toEqual(settings);
    expect(parseFulfilmentSettings(JSON.stringify(DEFAULT_FULFILMENT_SETTINGS))).toEqual(DEFAULT_FULFILMENT_SETTINGS);
  });

  it("refuse what is not valid, naming where", () => {
    expect(() => parseFulfilmentSettings("{")).toThrow(FulfilmentSettingsError);
    expect(() => parseFulfilmentSettings(JSON.stringify({ ...settings, slot_minutes: 0 }))).toThrow(/slot_minutes/);
    expect(() =>
      parseFulfilmentSettings(
        JSON.stringify({ ...settings, delivery_zones: [{ name: "A", zips: ["7707"], fee_cents: 1, free_over_cents: null }] }),
      ),
    ).toThrow(/zips/);
    const twice = [
      { name: "A", zips: ["77072"], fee_cents: 1, free_over_cents: null },
      { name: "B", zips: ["77072"], fee_cents: 2, free_over_cents: null },
    ];
    expect(() => parseFulfilmentSettings(JSON.stringify({ ...settings, delivery_zones: twice }))).toThrow(/77072 is already in A/);
  });

  it("still read a value stored before the capacity calendar, its closed dates left to the calendar", () => {
    const old = { ...settings, closed_dates: ["2026-12-25", "2026-11-26"] };
    expect(parseFulfilmentSettings(JSON.stringify(old))).toEqual(settings);
  });

  it("become the delivery zones and the slot rules the checkout uses, with the calendar's dates", () => {
    expect(deliveryZonesOf(settings)).toEqual([
      { name: "Alief & Sharpstown", zips: ["77072", "77036"], feeCents: 499, freeOverCents: 5000 },
    ]);
    const calendar = [
      { date: "2026-12-25", closed: true, slot_minutes: null, orders_per_slot: null },
      { date: "2026-11-26", closed: true, slot_minutes: null, orders_per_slot: null },
      { date: "2026-12-24", closed: false, slot_minutes: 30, orders_per_slot: null },
      { date: "2026-12-23", closed: false, slot_minutes: null, orders_per_slot: 2 },
    ];
    const rules = slotRulesOf(
      settings,
      { time_zone: "America/Chicago", opening_hours: [{ day: 2, opens: "06:30", closes: "18:00" }] },
      calendar,
    );
    expect(rules).toMatchObject({ timeZone: "America/Chicago", slotMinutes: 60, ordersPerSlot: 8, daysAhead: 14 });
    expect([...rules.closedDates]).toEqual(["2026-12-25", "2026-11-26"]);
    expect(slotMinutesOn(rules, "2026-12-24")).toBe(30);
    expect(ordersPerSlotOn(rules, "2026-12-24")).toBe(8);
    expect(slotMinutesOn(rules, "2026-12-23")).toBe(60);
    expect(ordersPerSlotOn(rules, "2026-12-23")).toBe(2);
    expect(rules.openingHours).toEqual([{ day: 2, opens: "06:30", closes: "18:00" }]);
    expect([...slotRulesOf(settings, { time_zone: "America/Chicago", opening_hours: [] }).closedDates]).toEqual([]);
  });
});
