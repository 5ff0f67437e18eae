/**
 * English UI texts of the seasonal pre-orders (Tết, Mid-Autumn): a campaign's page, its section on the home page and
 * its line on a product's page. Keys start with "campaigns.". Part of the core: the home page shows them.
 */
export const campaignsEn = {
  "campaigns.window.opensIn": "Orders open in {span} — {date}",
  "campaigns.window.opensTomorrow": "Orders open tomorrow — {date}",
  "campaigns.window.opensToday": "Orders open today at {time}",
  "campaigns.window.closesIn": "Orders close in {span} — {date}",
  "campaigns.window.closesTomorrow": "Orders close tomorrow — {date}",
  "campaigns.window.closesToday": "Today is the last day to order — {date}",
  "campaigns.window.closed": "Orders have closed",
  "campaigns.span.days.one": "{count} day",
  "campaigns.span.days.other": "{count} days",
  "campaigns.span.weeks.one": "{count} week",
  "campaigns.span.weeks.other": "{count} weeks",
  "campaigns.span.months.one": "{count} month",
  "campaigns.span.months.other": "{count} months",
  "campaigns.deposit.percent.one":
    "A {amount} deposit holds your order; cancel until {count} day before your pickup day for a full refund of it, after that it is kept.",
  "campaigns.deposit.percent.other":
    "A {amount} deposit holds your order; cancel until {count} days before your pickup day for a full refund of it, after that it is kept.",
  "campaigns.deposit.fixed.one":
    "A deposit of {amount} per item holds your order; cancel until {count} day before your pickup day for a full refund of it, after that it is kept.",
  "campaigns.deposit.fixed.other":
    "A deposit of {amount} per item holds your order; cancel until {count} days before your pickup day for a full refund of it, after that it is kept.",
  "campaigns.deposit.none.one":
    "No deposit: you pay everything when you pick up. If your plans change, please cancel at least {count} day before your pickup day.",
  "campaigns.deposit.none.other":
    "No deposit: you pay everything when you pick up. If your plans change, please cancel at least {count} days before your pickup day.",
  "campaigns.pickupBetween": "Pre-order for pickup between {from} and {to}",
  "campaigns.pickupOn": "Pre-order for pickup on {date}",
  "campaigns.seasonal": "Seasonal pre-order",
  "campaigns.pickupDays": "Pickup days",
  "campaigns.pickupDaysIntro": "Choose your day at checkout. What is left is counted as orders come in.",
  "campaigns.left": "{count} left",
  "campaigns.full": "Full",
  "campaigns.leftAsOf": "Places left as of {time}.",
  "campaigns.depositTitle": "Deposit and cancelling",
  "campaigns.products": "What you can pre-order",
  "campaigns.perCustomer": "Up to {count} per customer",
  "campaigns.howTo": "Open a product, add it to your cart, and choose your pickup day when you check out.",
  "campaigns.waitlist.legend": "Tell me when {date} has room",
  "campaigns.waitlist.email": "Your email",
  "campaigns.waitlist.submit": "Join the waitlist",
  "campaigns.waitlist.hint": "We write once, when a place frees up. Nothing else.",
  "campaigns.home.see": "See the pre-order",
  "campaigns.home.label": "Seasonal pre-orders",
  "campaigns.product.partOf": "Sold only as a seasonal pre-order:",
  "campaigns.product.notOpen": "You can add it to your cart once orders open.",
  "campaigns.product.closed": "Pre-orders for this season have closed. Thank you!",
} as const;
