/** English answers of the admin API about the capacity calendar. Server only. */
export const apiAdminCalendarEn = {
  checkoutSlotClosedReason: "The shop is closed on {date} ({reason}). Please choose another day.",
  calendarDateInvalid: "This is not a date: write it as YYYY-MM-DD.",
  calendarDatePast: "{date} is in the past: the calendar changes only today and the days ahead.",
  calendarRangeInvalid: "Choose at most {days} days, the first before the last.",
  calendarReasonRequired: "A closed day needs a reason (in English or Vietnamese): customers see it.",
  calendarSlotMinutesInvalid: "A slot lasts 15 to 240 minutes, in steps of 5.",
  calendarOrdersPerSlotInvalid: "Orders per slot: a whole number from 1 to 1,000.",
  calendarCapacityInvalid: "A capacity is a whole number from 0 to 10,000 (0: not sold that day).",
  calendarProductNotFound: "There is no product {id}.",
  calendarDaySaved: "{date} is saved.",
  calendarDayReset: "{date} follows the standing settings again.",
  calendarCapacitySaved: "{name} on {date} is saved.",
  calendarWarnClosedWithOrdersOne: "1 order is booked on {date}. It is kept: contact the customer to move or cancel it.",
  calendarWarnClosedWithOrders: "{count} orders are booked on {date}. They are kept: contact the customers to move or cancel them.",
  calendarWarnSlotOverbooked: "The {start} slot already has {booked} orders: {over} over its new limit of {limit}.",
  calendarWarnSlotsMovedOne: "1 order was booked at a time that is no longer a {minutes}-minute slot of this day; it keeps its time.",
  calendarWarnSlotsMoved:
    "{count} orders were booked at times that are no longer {minutes}-minute slots of this day; they keep their times.",
  calendarWarnProductOverbooked: "{booked} of {name} are already booked on {date}: {over} over the new capacity of {capacity}.",
} satisfies Record<string, string>;
