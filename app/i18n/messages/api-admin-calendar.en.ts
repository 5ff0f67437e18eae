/** English answers of the admin API about the capacity calendar. Server only. */
export const apiAdminCalendarEn = {
} satisfies Record<string, string>;
