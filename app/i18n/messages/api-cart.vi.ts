import type { apiCartEn } from "./api-cart.en.ts";

/** Vietnamese answers of the API and the page actions for the cart, promotions and coupons: the keys of api-cart.en.ts. */
export const apiCartVi: Record<keyof typeof apiCartEn, string> = {
  cartAdded: "Đã thêm vào giỏ hàng",
  cartUpdated: "Đã cập nhật giỏ hàng.",
  cartLineRemoved: "Đã xóa khỏi giỏ hàng.",
  cartCleared: "Giỏ hàng của bạn đã trống.",
  cartLineNotFound: "Sản phẩm này không có trong giỏ hàng của bạn.",
  cartGiftLocked: "Không thể thay đổi quà tặng.",
  cartFull: "Giỏ hàng chỉ chứa tối đa {max} món khác nhau.",
  tooManyCarts: "Có quá nhiều giỏ hàng mới được tạo từ kết nối của bạn trong một giờ qua. Vui lòng thử lại sau.",
  cartProductUnavailable: "“{name}” đã ngừng bán và đã được xóa khỏi giỏ hàng của bạn.",
  couponApplied: "Đã áp dụng mã giảm giá {code}.",
  couponRemoved: "Đã bỏ mã giảm giá.",
  couponUnknown: "Mã giảm giá không tồn tại.",
  couponExpired: "Mã giảm giá {code} đã hết hạn.",
  couponNotStarted: "Mã giảm giá {code} chỉ dùng được từ ngày {date}.",
  couponBelowMinimum: "Mã giảm giá {code} áp dụng cho đơn từ {minimum}: bạn cần mua thêm {missing}.",
  couponUsedUp: "Mã giảm giá {code} đã hết lượt sử dụng.",
  couponAlreadyUsed: "Bạn đã dùng mã giảm giá {code} rồi.",
  couponWithdrawn: "Mã giảm giá {code} không còn áp dụng và đã được gỡ khỏi giỏ hàng.",
  giftWithdrawn: "Một món quà tặng trong giỏ hàng không còn áp dụng nữa: vui lòng xem lại giỏ hàng.",
};
