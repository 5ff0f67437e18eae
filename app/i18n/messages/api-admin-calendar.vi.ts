import type { apiAdminCalendarEn } from "./api-admin-calendar.en.ts";

/** Vietnamese answers of the admin API about the capacity calendar. Server only. */
export const apiAdminCalendarVi: Record<keyof typeof apiAdminCalendarEn, string> = {
  checkoutSlotClosedReason: "Tiệm nghỉ ngày {date} ({reason}). Vui lòng chọn ngày khác.",
};
