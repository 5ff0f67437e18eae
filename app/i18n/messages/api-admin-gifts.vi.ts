import type { apiAdminGiftsEn } from "./api-admin-gifts.en.ts";

/** Vietnamese answers of the admin API about gift promotions. Server only. */
export const apiAdminGiftsVi: Record<keyof typeof apiAdminGiftsEn, string> = {
  giftNameRequired: "Cần có tên bằng tiếng Anh.",
  giftProductUnknown: "Hãy chọn một sản phẩm đang bán của tiệm.",
  giftQuantityInvalid: "Quà tặng từ 1 đến 10 cái.",
  giftVersionRequired: "Hãy mở lại khuyến mãi quà tặng trước khi lưu: thiếu phiên bản bạn đã xem.",
  giftNotFound: "Không có khuyến mãi quà tặng này.",
  giftChanged: "Một người khác vừa thay đổi khuyến mãi quà tặng này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.",
  giftUsedNoDelete: "“{name}” đã tặng quà trong {count} đơn hàng nên không thể xóa: hãy tắt khuyến mãi thay vì xóa.",
  giftCreated: "Đã tạo khuyến mãi quà tặng “{name}”.",
  giftUpdated: "Đã lưu khuyến mãi quà tặng “{name}”.",
  giftActivated: "“{name}” đang bật: giỏ hàng đủ điều kiện được tặng quà ngay.",
  giftDeactivated: "“{name}” đã tắt: giỏ hàng không còn được tặng quà.",
  giftDeleted: "Đã xóa khuyến mãi quà tặng “{name}”.",
};
