/**
 * The words of a custom cake's choices in English: its occasion, flavour, filling, size and status, as the request
 * form, the quote page, the back office and the e-mails name them. A flat record keyed "<kind>.<value>", shared by the
 * pages and the server. Every key must also exist in custom-cake-words.vi.ts.
 */
export const customCakeWordsEn = {
  "occasion.birthday": "Birthday",
  "occasion.wedding": "Wedding",
  "occasion.full_month": "Full-month celebration",
  "occasion.anniversary": "Anniversary",
  "occasion.graduation": "Graduation",
  "occasion.other": "Another occasion",
  "flavour.vanilla": "Vanilla",
  "flavour.pandan": "Pandan",
  "flavour.coconut": "Coconut",
  "flavour.taro": "Taro",
  "flavour.coffee": "Coffee",
  "flavour.matcha": "Matcha",
  "flavour.chocolate": "Chocolate",
  "filling.whipped_cream": "Whipped cream",
  "filling.fresh_fruit": "Fresh fruit",
  "filling.coffee_mousse": "Coffee mousse",
  "filling.salted_caramel": "Salted caramel",
  "filling.durian": "Durian",
  "filling.chocolate_ganache": "Chocolate ganache",
  "size.6in": "6-inch round (serves 6–8)",
  "size.8in": "8-inch round (serves 10–14)",
  "size.10in": "10-inch round (serves 16–22)",
  "size.two_tier": "Two tiers (serves 23–45)",
  "size.three_tier": "Three tiers (serves 46–80)",
  "size.four_tier": "Four tiers (serves 81 or more)",
  "status.requested": "Waiting for a quote",
  "status.quoted": "Quoted",
  "status.accepted": "Accepted (ordered)",
  "status.declined": "Declined",
  "status.expired": "Expired",
} as const;

export type CustomCakeWord = keyof typeof customCakeWordsEn;
