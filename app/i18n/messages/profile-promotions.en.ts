/** English UI texts of the profile's used promotions. */
export const profilePromotionsEn = {
  "profilePromotions.nav": "Promotions used",
  "profilePromotions.title": "Promotions used",
  "profilePromotions.intro": "The coupons you used on your orders and what they saved you.",
  "profilePromotions.empty": "You have not used a coupon yet.",
  "profilePromotions.usedOn": "Used {date}",
  "profilePromotions.order": "order {code}",
  "profilePromotions.pages": "Pages of your promotions",
};
