import type { profileOrdersEn } from "./profile-orders.en.ts";

/** Vietnamese UI texts of the profile's orders. */
export const profileOrdersVi: Record<keyof typeof profileOrdersEn, string> = {
  "profileOrders.title": "Đơn hàng của tôi",
  "profileOrders.intro": "Tất cả đơn bạn đã đặt bằng tài khoản này, mới nhất trước.",
  "profileOrders.empty": "Bạn chưa đặt đơn hàng nào.",
  "profileOrders.browse": "Xem các món của tiệm",
  "profileOrders.placed": "Đặt ngày {date}",
  "profileOrders.pickup": "Nhận tại tiệm {date}, {start}",
  "profileOrders.delivery": "Giao hàng {date}, {start}",
  "profileOrders.total": "Tổng cộng",
  "profileOrders.items.one": "{count} món",
  "profileOrders.items.other": "{count} món",
  "profileOrders.open": "Xem đơn {code}",
  "profileOrders.pages": "Các trang đơn hàng của bạn",
  "profileOrders.back": "Tất cả đơn hàng",
  "profileOrders.orderTitle": "Chi tiết đơn hàng",
  "profileOrders.metaTitle": "Đơn hàng {code}",
  "profileOrders.history": "Lịch sử trạng thái",
};
