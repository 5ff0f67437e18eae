import type { AppDeps } from "../../../context.ts";
import { newAdminApi } from "../../staff-guard.ts";
import { adminAuditApi } from "./audit.ts";
import { adminAuthApi } from "./auth.ts";
import { adminCalendarApi } from "./calendar.ts";
import { adminCustomersApi } from "./customers.ts";
import { adminCouponsApi } from "./coupons.ts";
import { adminHomeApi } from "./home.ts";
import { adminGiftPromotionsApi } from "./gift-promotions.ts";
import { adminInboxApi } from "./inbox.ts";
import { adminImagesApi } from "./images.ts";
import { adminProductImagesApi } from "./product-images.ts";
import { adminBoardApi } from "./board.ts";
import { adminOrdersApi } from "./orders.ts";
import { adminOutTodayApi } from "./out-today.ts";
import { adminPagesApi } from "./pages.ts";
import { adminPostsApi } from "./posts.ts";
import { adminProductionApi } from "./production.ts";
import { adminReportsApi } from "./reports.ts";
import { adminProductsApi } from "./products.ts";
import { adminProductVariantsApi } from "./product-variants.ts";
import { adminModifierGroupsApi } from "./modifier-groups.ts";
import { adminCampaignsApi, adminPickupsApi } from "./campaigns.ts";
import { adminCustomCakesApi } from "./custom-cakes.ts";
import { adminStaffApi } from "./staff.ts";
import { adminCategoriesApi } from "./categories.ts";
import { adminMenuApi } from "./menu.ts";
import { adminRedirectsApi } from "./redirects.ts";
import { adminSiteApi } from "./site.ts";

// /api/v1/admin: the back office. Every call but login and logout checks the staff member's role on the
// server (staff-guard.ts); the role × call matrix is walked by server/api/admin-matrix.db.test.ts.

export function adminApi(deps: AppDeps) {
  const admin = newAdminApi();
  admin.route("/", adminAuthApi(deps));
  admin.route("/staff", adminStaffApi(deps));
  admin.route("/audit", adminAuditApi(deps));
  admin.route("/", adminBoardApi(deps));
  admin.route("/orders", adminOrdersApi(deps));
  admin.route("/", adminProductionApi(deps));
  admin.route("/reports", adminReportsApi(deps));
  admin.route("/", adminOutTodayApi(deps));
  admin.route("/calendar", adminCalendarApi(deps));
  admin.route("/customers", adminCustomersApi(deps));
  admin.route("/coupons", adminCouponsApi(deps));
  admin.route("/gift-promotions", adminGiftPromotionsApi(deps));
  admin.route("/posts", adminPostsApi(deps));
  admin.route("/pages", adminPagesApi(deps));
  admin.route("/products", adminProductsApi(deps));
  admin.route("/home", adminHomeApi(deps));
  admin.route("/inbox", adminInboxApi(deps));
  admin.route("/images", adminImagesApi(deps));
  admin.route("/products", adminProductImagesApi(deps));
  admin.route("/products", adminProductVariantsApi(deps));
  admin.route("/modifier-groups", adminModifierGroupsApi(deps));
  admin.route("/campaigns", adminCampaignsApi(deps));
  admin.route("/custom-cakes", adminCustomCakesApi(deps));
  admin.route("/orders", adminPickupsApi(deps));
  admin.route("/categories", adminCategoriesApi(deps));
  admin.route("/menu", adminMenuApi(deps));
  admin.route("/site", adminSiteApi(deps));
  admin.route("/redirects", adminRedirectsApi(deps));
  return admin;
}
