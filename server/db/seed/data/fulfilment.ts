import type { FulfilmentSettings } from "../../../domain/fulfilment/settings.ts";

/**
 * The demo bakery's slots, holidays and delivery zones (shop_settings "fulfilment"). Its opening hours and time zone
 * are the "shop" theme option's (data/shop.ts). Closed: Thanksgiving, Christmas, New Year's Day and Tết 2027 (the eve
 * to the third day), and the Monday holidays of 2027 in case Mondays ever open.
 */
export const fulfilment: FulfilmentSettings = {
  slot_minutes: 60,
  orders_per_slot: 8,
  days_ahead: 14,
  closed_dates: [
    "2026-11-26", // Thanksgiving
    "2026-12-25",
    "2027-01-01",
    "2027-02-05", // Tết: the eve (30 Tết) …
    "2027-02-06", // … Mùng 1 …
    "2027-02-07",
    "2027-02-08", // … Mùng 3
    "2027-05-31", // Memorial Day
    "2027-07-05", // Independence Day, observed
    "2027-09-06", // Labor Day
    "2027-11-25", // Thanksgiving
    "2027-12-25",
  ],
  delivery_zones: [
    {
      name: "Alief & Sharpstown",
      zips: ["77072", "77036", "77099", "77083", "77031", "77074"],
      fee_cents: 499,
      free_over_cents: 5000,
    },
    {
      name: "Inner Houston",
      zips: ["77002", "77003", "77004", "77006", "77007", "77008", "77019", "77098", "77081", "77057", "77063", "77042"],
      fee_cents: 999,
      free_over_cents: 8000,
    },
  ],
};
