/** English answers of the cart, checkout and orders about seasonal pre-orders (campaigns). Server only. */
export const apiPreordersEn = {
  preorderNotOpen: "Pre-orders for {campaign} open on {date}.",
  preorderClosed: "Pre-orders for {campaign} closed on {date}.",
  preorderTwoCampaigns:
    "“{name}” is part of {other}, and your cart holds items of {campaign}: please check out one pre-order at a time.",
  preorderLimit: "{campaign}: at most {limit} “{name}” per customer.",
  preorderLimitReached: "{campaign}: at most {limit} “{name}” per customer, and you have pre-ordered {ordered} already.",
  preorderPickupOnly: "Pre-orders are picked up at the shop.",
  preorderNotAPickupDay: "{date} is not a pickup day of {campaign}: please choose one of its pickup days.",
  preorderPickupDayFull:
    "Pickup on {date} is fully booked ({left} left, your order needs {units}). Please choose another day, or join the waiting list on the {campaign} page.",
  preorderDepositCard: "The deposit is charged to your card now.",
  preorderDepositExpired: "The deposit was not paid within 48 hours.",
} as const;
