// The custom cakes' words in both languages: occasions, sponges, fillings, sizes and statuses. Data as much as words:
// an order made from a request keeps its line's name and description in both languages from these. Shared by the
// pages, the back office, the e-mails and the domain; browser-safe. The catalogues in app/i18n/messages re-export them.

export const customCakeWordsEn = {
  lineName: "Custom cake",
  quoteNotesLabel: "From the bakery's quote",
  "occasion.birthday": "Birthday",
  "occasion.wedding": "Wedding",
  "occasion.full_month": "Baby's full month (đầy tháng)",
  "occasion.anniversary": "Anniversary",
  "occasion.graduation": "Graduation",
  "occasion.other": "Something else",
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
  "size.6in": "6 inch (6–8 people)",
  "size.8in": "8 inch (10–14 people)",
  "size.10in": "10 inch (15–22 people)",
  "size.two_tier": "2 tiers (up to 45 people)",
  "size.three_tier": "3 tiers (up to 80 people)",
  "size.four_tier": "4 tiers (more than 80 people)",
  "status.requested": "Waiting for our quote",
  "status.quoted": "Quoted",
  "status.accepted": "Accepted",
  "status.declined": "Declined",
  "status.expired": "Quote expired",
} as const;

export type CustomCakeWordKey = keyof typeof customCakeWordsEn;

/** Từ ngữ của bánh kem theo yêu cầu: dịp, cốt bánh, nhân, cỡ bánh, trạng thái. */
export const customCakeWordsVi: Record<CustomCakeWordKey, string> = {
  lineName: "Bánh kem theo yêu cầu",
  quoteNotesLabel: "Theo báo giá của tiệm",
  "occasion.birthday": "Sinh nhật",
  "occasion.wedding": "Cưới",
  "occasion.full_month": "Đầy tháng",
  "occasion.anniversary": "Kỷ niệm",
  "occasion.graduation": "Tốt nghiệp",
  "occasion.other": "Khác",
  "flavour.vanilla": "Vani",
  "flavour.pandan": "Lá dứa",
  "flavour.coconut": "Dừa",
  "flavour.taro": "Khoai môn",
  "flavour.coffee": "Cà phê",
  "flavour.matcha": "Trà xanh matcha",
  "flavour.chocolate": "Sô-cô-la",
  "filling.whipped_cream": "Kem tươi",
  "filling.fresh_fruit": "Trái cây tươi",
  "filling.coffee_mousse": "Mousse cà phê",
  "filling.salted_caramel": "Caramel muối",
  "filling.durian": "Sầu riêng",
  "filling.chocolate_ganache": "Ganache sô-cô-la",
  "size.6in": "6 inch (6–8 người)",
  "size.8in": "8 inch (10–14 người)",
  "size.10in": "10 inch (15–22 người)",
  "size.two_tier": "2 tầng (đến 45 người)",
  "size.three_tier": "3 tầng (đến 80 người)",
  "size.four_tier": "4 tầng (hơn 80 người)",
  "status.requested": "Đang chờ tiệm báo giá",
  "status.quoted": "Đã báo giá",
  "status.accepted": "Đã nhận đặt",
  "status.declined": "Đã từ chối",
  "status.expired": "Báo giá đã hết hạn",
};

const WORDS = { en: customCakeWordsEn, vi: customCakeWordsVi } as const;

/** "occasion" + "full_month" → "Baby's full month (đầy tháng)" / "Đầy tháng"; an unknown value is shown as it is. */
export function cakeWord(locale: "en" | "vi", kind: "occasion" | "flavour" | "filling" | "size" | "status", value: string): string {
  const words: Record<string, string> = WORDS[locale];
  return words[`${kind}.${value}`] ?? value;
}
