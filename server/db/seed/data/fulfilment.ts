import type { FulfilmentSettings } from "../../../domain/fulfilment/settings.ts";

/**
 * The demo bakery's slots and delivery zones (shop_settings "fulfilment"). Its opening hours and time zone are the
 * "shop" theme option's (data/shop.ts); its holidays are the capacity calendar's (data/calendar.ts).
 */
export const fulfilment: FulfilmentSettings = {
  slot_minutes: 60,
  orders_per_slot: 8,
  days_ahead: 14,
  delivery_zones: [
    {
      name: "Alief & Sharpstown",
      zips: ["77072", "77036", "77099", "77083", "77031", "77074"],
      fee_cents: 499,
      free_over_cents: 5000,
    },
    {
      name: "Downtown, Heights & Galleria",
      zips: ["77002", "77003", "77004", "77006", "77007", "77008", "77019", "77098", "77081", "77057", "77063", "77042"],
      fee_cents: 999,
      free_over_cents: 8000,
    },
  ],
};
