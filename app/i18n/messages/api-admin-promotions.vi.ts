import type { apiAdminPromotionsEn } from "./api-admin-promotions.en.ts";

/** Vietnamese answers of the admin API about coupons. Server only. */
export const apiAdminPromotionsVi: Record<keyof typeof apiAdminPromotionsEn, string> = {
  couponCodeInvalid: "Mã gồm 3 đến 32 ký tự: chữ A–Z, chữ số, dấu - hoặc _ (không dấu cách, không dấu tiếng Việt).",
  couponNameRequired: "Cần có tên bằng tiếng Anh: giỏ hàng hiển thị tên này cạnh mã.",
  couponTypeInvalid: "Hãy chọn giảm theo phần trăm hoặc giảm một số tiền cố định.",
  couponValueInvalid: "Mức giảm phải là số nguyên lớn hơn 0.",
  couponPercentInvalid: "Mức giảm theo phần trăm phải từ 1 đến 100.",
  couponAmountInvalid: "Số tiền giảm phải lớn hơn $0.00 và không quá $10,000.00.",
  couponMinimumInvalid: "Giá trị đơn tối thiểu phải từ $0.00 đến $10,000.00.",
  couponDateInvalid: "Ngày không hợp lệ.",
  couponEndsBeforeStarts: "Ngày kết thúc phải sau ngày bắt đầu.",
  couponLimitInvalid: "Giới hạn phải là số nguyên từ 1 trở lên (để trống nếu không giới hạn).",
  couponVersionRequired: "Hãy mở lại mã giảm giá trước khi lưu: thiếu phiên bản bạn đã xem.",
  couponCodeTaken: "Đã có một mã giảm giá khác dùng mã {code}.",
  couponNotFound: "Không tìm thấy mã giảm giá này.",
  couponChanged: "Người khác vừa sửa mã giảm giá này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.",
  couponUsedNoDelete: "{code} đã được dùng cho {count} đơn hàng nên không thể xóa: hãy tắt mã thay vì xóa.",
  couponCreated: "Đã tạo mã giảm giá {code}.",
  couponUpdated: "Đã lưu mã giảm giá {code}.",
  couponActivated: "Mã {code} đã được bật: khách có thể dùng ngay.",
  couponDeactivated: "Mã {code} đã bị tắt: từ giờ giỏ hàng sẽ không nhận mã này.",
  couponDeleted: "Đã xóa mã giảm giá {code}.",
};
