import type { adminOrdersEn } from "./admin-orders.en.ts";

/** Vietnamese UI texts of the back office's orders list, an order's page and the production report. */
export const adminOrdersVi: Record<keyof typeof adminOrdersEn, string> = {
};
