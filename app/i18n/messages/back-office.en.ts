import { adminEn } from "./admin.en.ts";
import { adminBoardEn } from "./admin-board.en.ts";
import { adminOrdersEn } from "./admin-orders.en.ts";
import { adminCalendarEn } from "./admin-calendar.en.ts";
import { adminInboxEn } from "./admin-inbox.en.ts";
import { adminCustomersEn } from "./admin-customers.en.ts";
import { adminPromotionsEn } from "./admin-promotions.en.ts";
import { adminProductImagesEn } from "./admin-product-images.en.ts";
import { adminProductOptionsEn } from "./admin-product-options.en.ts";
import { adminContentEn } from "./admin-content.en.ts";
import { adminProductsEn } from "./admin-products.en.ts";
import { adminStructureEn } from "./admin-structure.en.ts";
import { adminHomeEn } from "./admin-home.en.ts";
import { adminConfirmEn } from "./admin-confirm.en.ts";
import { adminPendingEn } from "./admin-pending.en.ts";
import { adminModifierGroupsEn } from "./admin-modifier-groups.en.ts";
import { adminCampaignsEn } from "./admin-campaigns.en.ts";
import { adminCustomCakesEn } from "./admin-custom-cakes.en.ts";
import { adminReportsEn } from "./admin-reports.en.ts";
import { adminPrintEn } from "./admin-print.en.ts";

/**
 * The back office's English texts (every key starts with "admin"): a chunk of their own, which only the back
 * office's pages load (app/i18n/catalogue.ts); the storefront's pages never download them. Every key must also
 * exist in back-office.vi.ts.
 */
export const backOfficeEn = {
  ...adminEn,
  ...adminBoardEn,
  ...adminOrdersEn,
  ...adminCalendarEn,
  ...adminInboxEn,
  ...adminCustomersEn,
  ...adminPromotionsEn,
  ...adminProductImagesEn,
  ...adminProductOptionsEn,
  ...adminContentEn,
  ...adminProductsEn,
  ...adminStructureEn,
  ...adminHomeEn,
  ...adminConfirmEn,
  ...adminPendingEn,
  ...adminModifierGroupsEn,
  ...adminCampaignsEn,
  ...adminCustomCakesEn,
  ...adminReportsEn,
  ...adminPrintEn,
};

export type BackOfficeMessages = Record<keyof typeof backOfficeEn, string>;
