import type { adminCalendarEn } from "./admin-calendar.en.ts";

/** Vietnamese UI texts of the back office's capacity calendar. */
export const adminCalendarVi: Record<keyof typeof adminCalendarEn, string> = {
};
