import { profileOrdersVi } from "./profile-orders.vi.ts";
import { profilePromotionsVi } from "./profile-promotions.vi.ts";
import { profileNoticesVi } from "./profile-notices.vi.ts";
import { profileAccountVi } from "./profile-account.vi.ts";
import type { profileEn } from "./profile.en.ts";

/** Vietnamese UI texts of the profile's pages (profile.en.ts). */
export const profileVi: Record<keyof typeof profileEn, string> = {
  ...profileOrdersVi,
  ...profilePromotionsVi,
  ...profileNoticesVi,
  ...profileAccountVi,
};
