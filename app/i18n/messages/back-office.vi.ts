import { adminVi } from "./admin.vi.ts";
import { adminBoardVi } from "./admin-board.vi.ts";
import { adminOrdersVi } from "./admin-orders.vi.ts";
import { adminCalendarVi } from "./admin-calendar.vi.ts";
import { adminInboxVi } from "./admin-inbox.vi.ts";
import { adminCustomersVi } from "./admin-customers.vi.ts";
import { adminPromotionsVi } from "./admin-promotions.vi.ts";
import { adminProductImagesVi } from "./admin-product-images.vi.ts";
import { adminProductOptionsVi } from "./admin-product-options.vi.ts";
import { adminContentVi } from "./admin-content.vi.ts";
import { adminProductsVi } from "./admin-products.vi.ts";
import { adminStructureVi } from "./admin-structure.vi.ts";
import { adminHomeVi } from "./admin-home.vi.ts";
import { adminConfirmVi } from "./admin-confirm.vi.ts";
import { adminPendingVi } from "./admin-pending.vi.ts";
import { adminModifierGroupsVi } from "./admin-modifier-groups.vi.ts";
import { adminCampaignsVi } from "./admin-campaigns.vi.ts";
import { adminCustomCakesVi } from "./admin-custom-cakes.vi.ts";
import { adminReportsVi } from "./admin-reports.vi.ts";
import { adminPrintVi } from "./admin-print.vi.ts";
import type { BackOfficeMessages } from "./back-office.en.ts";

/** The back office's Vietnamese texts (back-office.en.ts). */
export const backOfficeVi: BackOfficeMessages = {
  ...adminVi,
  ...adminBoardVi,
  ...adminOrdersVi,
  ...adminCalendarVi,
  ...adminInboxVi,
  ...adminCustomersVi,
  ...adminPromotionsVi,
  ...adminProductImagesVi,
  ...adminProductOptionsVi,
  ...adminContentVi,
  ...adminProductsVi,
  ...adminStructureVi,
  ...adminHomeVi,
  ...adminConfirmVi,
  ...adminPendingVi,
  ...adminModifierGroupsVi,
  ...adminCampaignsVi,
  ...adminCustomCakesVi,
  ...adminReportsVi,
  ...adminPrintVi,
};
