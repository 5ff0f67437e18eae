import type { apiAdminOrdersEn } from "./api-admin-orders.en.ts";

/** Vietnamese answers of the admin API about orders: status moves, notes, the board, the production report. Server only. */
export const apiAdminOrdersVi: Record<keyof typeof apiAdminOrdersEn, string> = {
};
