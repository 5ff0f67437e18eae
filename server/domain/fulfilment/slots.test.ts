import { describe, expect, it } from "vitest";
import { instantAt } from "./shop-time.ts";
import { checkSlot, openSlots, slotKey, type SlotRules } from "./slots.ts";

// The demo bakery: Chicago, closed on Mondays, two-hour slots, 3 orders a slot, 14 days ahead.
const rules: SlotRules = {
  timeZone: "America/Chicago",
  openingHours: [
    { day: 0, opens: "07:00", closes: "17:00" },
    ...[2, 3, 4, 5].map((day) => ({ day, opens: "06:30", closes: "18:00" })),
    { day: 6, opens: "07:00", closes: "17:00" },
  ],
  closedDates: new Set(["2027-02-06", "2027-02-07"]), // Tết 2027, a Saturday and a Sunday
  slotMinutes: 120,
  ordersPerSlot: 3,
  daysAhead: 14,
};
const at = (iso: string) => new Date(iso);
const chicago = (date: string, time: string) => instantAt(date, time, "America/Chicago");

describe("the slots offered", () => {
  it("are the opening windows cut into slots on the shop's clock, a last piece too short to be one left out", () => {
    // Tuesday 2026-11-24, 05:00 in Chicago: the whole day is ahead.
    const days = openSlots(rules, { now: chicago("2026-11-24", "05:00"), leadTimeHours: 0 });
    expect(days[0]!.date).toBe("2026-11-24");
    expect(days[0]!.slots.map((s) => `${s.start}–${s.end}`)).toEqual([
      "06:30–08:30",
      "08:30–10:30",
      "10:30–12:30",
      "12:30–14:30",
      "14:30–16:30",
    ]);
    expect(days[0]!.slots[0]!.starts_at).toBe("2026-11-24T12:30:00.000Z"); // 06:30 CST is 12:30 UTC
  });

  it("leave out closed weekdays and holidays, and go 14 days ahead, no further", () => {
    const days = openSlots(rules, { now: chicago("2027-01-30", "20:00"), leadTimeHours: 0 });
    const dates = days.map((d) => d.date);
    expect(dates).not.toContain("2027-02-01"); // a Monday
    expect(dates).not.toContain("2027-02-06"); // Tết
    expect(dates).not.toContain("2027-02-07");
    expect(dates.at(-1)).toBe("2027-02-13"); // today + 14
    expect(dates[0]).toBe("2027-01-31"); // Saturday's slots are all over at 20:00
  });

  it("never offer a slot that has started, and none sooner than the cart's lead time", () => {
    const now = chicago("2026-11-24", "09:00");
    expect(openSlots(rules, { now, leadTimeHours: 0 })[0]!.slots[0]!.start).toBe("10:30");
    // A custom cake: 48 h. Thursday 09:00 is too soon, 10:30 is the first.
    const cake = openSlots(rules, { now, leadTimeHours: 48 });
    expect(cake[0]!.date).toBe("2026-11-26");
    expect(cake[0]!.slots[0]!.start).toBe("10:30");
  });

  it("are the shop's local times on both sides of a daylight-saving change", () => {
    // 2027-03-14: Chicago's clocks go from 02:00 to 03:00. Saturday 07:00 CST is 13:00 UTC; Sunday 07:00 CDT is 12:00 UTC.
    const days = openSlots(rules, { now: chicago("2027-03-13", "05:00"), leadTimeHours: 0 });
    const saturday = days.find((d) => d.date === "2027-03-13")!;
    const sunday = days.find((d) => d.date === "2027-03-14")!;
    expect(saturday.slots[0]).toMatchObject({ start: "07:00", starts_at: "2027-03-13T13:00:00.000Z" });
    expect(sunday.slots[0]).toMatchObject({ start: "07:00", starts_at: "2027-03-14T12:00:00.000Z" });
    // A customer in Ho Chi Minh City sees the same slot: 07:00 in Chicago (the page labels it with the shop's zone).
    expect(
      new Date(sunday.slots[0]!.starts_at).toLocaleTimeString("en-US", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit" }),
    ).toBe("07:00 AM");
  });

  it("show a full slot as full, not hidden, and count what is left of the others", () => {
    const taken = new Map([
      [slotKey("2026-11-24", "10:30"), 3],
      [slotKey("2026-11-24", "12:30"), 1],
    ]);
    const [today] = openSlots(rules, { now: chicago("2026-11-24", "09:00"), leadTimeHours: 0, taken });
    expect(today!.slots.slice(0, 2).map((s) => [s.start, s.remaining, s.full])).toEqual([
      ["10:30", 0, true],
      ["12:30", 2, false],
    ]);
  });
});

describe("a slot sent at checkout", () => {
  const now = chicago("2026-11-24", "09:00");
  const check = (date: unknown, start: unknown, leadTimeHours = 0) => checkSlot(rules, { now, leadTimeHours }, { date, start });

  it("is taken when it is one of the slots offered", () => {
    expect(check("2026-11-24", "10:30")).toEqual({ ok: true, startsAt: at("2026-11-24T16:30:00.000Z"), end: "12:30" });
  });

  it("is refused, with the reason, when malformed, past, closed, not a slot, too far, or before the lead time", () => {
    expect(check("2026-11-31", "10:30")).toEqual({ ok: false, reason: "malformed" });
    expect(check("2026-11-24", "25:00")).toEqual({ ok: false, reason: "malformed" });
    expect(check(20261124, "10:30")).toEqual({ ok: false, reason: "malformed" });
    expect(check("2026-11-24", "06:30")).toEqual({ ok: false, reason: "past" });
    expect(check("2026-11-30", "10:30")).toEqual({ ok: false, reason: "closed" }); // a Monday
    expect(check("2026-11-25", "10:00")).toEqual({ ok: false, reason: "not_a_slot" });
    expect(check("2026-11-25", "16:30")).toEqual({ ok: false, reason: "not_a_slot" }); // the short last piece
    expect(check("2026-12-09", "10:30")).toEqual({ ok: false, reason: "too_far_ahead" });
    expect(check("2026-11-25", "10:30", 48)).toEqual({ ok: false, reason: "before_lead_time" });
    expect(check("2026-11-26", "10:30", 48).ok).toBe(true);
  });
});

describe("a date of the capacity calendar with its own slot length or orders per slot", () => {
  const now = chicago("2026-11-24", "05:00");
  const withDays = (days: [string, { slotMinutes: number | null; ordersPerSlot: number | null }][]): SlotRules => ({
    ...rules,
    dayOverrides: new Map(days),
  });

  it("is cut by its own slot length, the other days by the standing one", () => {
    const overridden = withDays([["2026-11-25", { slotMinutes: 30, ordersPerSlot: null }]]);
    const days = openSlots(overridden, { now, leadTimeHours: 0 });
    const wednesday = days.find((d) => d.date === "2026-11-25")!;
    expect(wednesday.slots.slice(0, 3).map((s) => `${s.start}–${s.end}`)).toEqual(["06:30–07:00", "07:00–07:30", "07:30–08:00"]);
    expect(wednesday.slots.at(-1)!.end).toBe("18:00");
    expect(days.find((d) => d.date === "2026-11-24")!.slots[0]!.end).toBe("08:30");
    // A slot of that day's own length is taken, one of the standing length that no longer starts a slot is not.
    expect(checkSlot(overridden, { now, leadTimeHours: 0 }, { date: "2026-11-25", start: "07:00" })).toMatchObject({
      ok: true,
      end: "07:30",
    });
    expect(checkSlot(rules, { now, leadTimeHours: 0 }, { date: "2026-11-25", start: "07:00" })).toEqual({
      ok: false,
      reason: "not_a_slot",
    });
    expect(
      checkSlot(
        withDays([["2026-11-25", { slotMinutes: 240, ordersPerSlot: null }]]),
        { now, leadTimeHours: 0 },
        { date: "2026-11-25", start: "08:30" },
      ),
    ).toEqual({
      ok: false,
      reason: "not_a_slot",
    });
  });

  it("takes its own number of orders a slot", () => {
    const overridden = withDays([["2026-11-25", { slotMinutes: null, ordersPerSlot: 1 }]]);
    const taken = new Map([
      [slotKey("2026-11-25", "06:30"), 1],
      [slotKey("2026-11-24", "06:30"), 1],
    ]);
    const days = openSlots(overridden, { now, leadTimeHours: 0, taken });
    expect(
      days
        .find((d) => d.date === "2026-11-25")!
        .slots.slice(0, 2)
        .map((s) => [s.remaining, s.full]),
    ).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(days.find((d) => d.date === "2026-11-24")!.slots[0]!.remaining).toBe(2);
  });
});
