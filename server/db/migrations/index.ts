import type { Migration } from "kysely";
import * as initial from "./2026-11-21T0900-initial.ts";
import * as accounts from "./2026-11-21T1000-accounts.ts";
import * as engagement from "./2026-11-21T1010-engagement.ts";
import * as cart from "./2026-11-21T1020-cart.ts";
import * as orders from "./2026-11-25T0900-orders.ts";
import * as outbox from "./2026-11-25T1000-outbox.ts";
import * as addresses from "./2026-11-25T1100-addresses.ts";
import * as loyalty from "./2026-11-25T1200-loyalty.ts";
import * as backOffice from "./2026-11-26T0900-back-office.ts";
import * as orderLinks from "./2026-11-26T1000-order-links.ts";
import * as inbox from "./2026-11-27T0930-inbox.ts";
import * as media from "./2026-11-28T0900-media.ts";
import * as contentAdmin from "./2026-11-28T0920-content-admin.ts";
import * as structure from "./2026-11-28T0930-structure.ts";
import * as homeAdmin from "./2026-11-28T0940-home-admin.ts";
import * as promotionLinks from "./2026-11-28T0950-promotion-links.ts";
import * as couponRedemptionKeys from "./2026-11-29T0900-coupon-redemption-keys.ts";
import * as emailChanges from "./2026-11-29T0900-email-changes.ts";
import * as orderLineNames from "./2026-11-29T0900-order-line-names.ts";
import * as optionsAndAddOns from "./2026-11-30T0900-options-and-add-ons.ts";
import * as campaigns from "./2026-12-01T0900-campaigns.ts";
import * as customCakes from "./2026-12-02T0900-custom-cakes.ts";
import * as orderAttribution from "./2026-12-03T0900-order-attribution.ts";
import * as productIngredients from "./2026-12-03T0930-product-ingredients.ts";
import * as idempotencyOwner from "./2026-12-04T0900-idempotency-owner.ts";

/** Every migration, named by date. Add new ones at the end; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  "2026-11-21T0900-initial": initial,
  "2026-11-21T1000-accounts": accounts,
  "2026-11-21T1010-engagement": engagement,
  "2026-11-21T1020-cart": cart,
  "2026-11-25T0900-orders": orders,
  "2026-11-25T1000-outbox": outbox,
  "2026-11-25T1100-addresses": addresses,
  "2026-11-25T1200-loyalty": loyalty,
  "2026-11-26T0900-back-office": backOffice,
  "2026-11-26T1000-order-links": orderLinks,
  "2026-11-27T0930-inbox": inbox,
  "2026-11-28T0900-media": media,
  "2026-11-28T0920-content-admin": contentAdmin,
  "2026-11-28T0930-structure": structure,
  "2026-11-28T0940-home-admin": homeAdmin,
  "2026-11-28T0950-promotion-links": promotionLinks,
  "2026-11-29T0900-coupon-redemption-keys": couponRedemptionKeys,
  "2026-11-29T0900-email-changes": emailChanges,
  "2026-11-29T0900-order-line-names": orderLineNames,
  "2026-11-30T0900-options-and-add-ons": optionsAndAddOns,
  "2026-12-01T0900-campaigns": campaigns,
  "2026-12-02T0900-custom-cakes": customCakes,
  "2026-12-03T0900-order-attribution": orderAttribution,
  "2026-12-03T0930-product-ingredients": productIngredients,
  "2026-12-04T0900-idempotency-owner": idempotencyOwner,
};
