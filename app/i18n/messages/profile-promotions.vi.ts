import type { profilePromotionsEn } from "./profile-promotions.en.ts";

/** Vietnamese UI texts of the profile's used promotions. */
export const profilePromotionsVi: Record<keyof typeof profilePromotionsEn, string> = {
  "profilePromotions.nav": "Khuyến mãi đã dùng",
  "profilePromotions.title": "Khuyến mãi đã dùng",
  "profilePromotions.intro": "Các mã giảm giá bạn đã dùng cho đơn hàng và số tiền được giảm.",
  "profilePromotions.empty": "Bạn chưa dùng mã giảm giá nào.",
  "profilePromotions.usedOn": "Đã dùng ngày {date}",
  "profilePromotions.order": "đơn {code}",
  "profilePromotions.pages": "Các trang khuyến mãi của bạn",
};
