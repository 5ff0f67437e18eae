/** English UI texts of the back office's capacity calendar. */
export const adminCalendarEn = {
} satisfies Record<string, string>;
