/** English answers of the admin API about the capacity calendar. Server only. */
export const apiAdminCalendarEn = {
  checkoutSlotClosedReason: "The shop is closed on {date} ({reason}). Please choose another day.",
} satisfies Record<string, string>;
