import { profileOrdersEn } from "./profile-orders.en.ts";
import { profilePromotionsEn } from "./profile-promotions.en.ts";
import { profileNoticesEn } from "./profile-notices.en.ts";
import { profileAccountEn } from "./profile-account.en.ts";

/** English UI texts of the profile's pages (/profile and below): one chunk, loaded on those pages only. */
export const profileEn = {
  ...profileOrdersEn,
  ...profilePromotionsEn,
  ...profileNoticesEn,
  ...profileAccountEn,
};
