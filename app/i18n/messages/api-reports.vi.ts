import type { apiReportsEn } from "./api-reports.en.ts";

/** Chữ tiếng Việt của báo cáo doanh thu (câu trả lời của API, tiêu đề cột CSV, tên các hàng). Chỉ dùng ở máy chủ. */
export const apiReportsVi: Record<keyof typeof apiReportsEn, string> = {
  reportDateInvalid: "Nhập ngày theo dạng YYYY-MM-DD (năm-tháng-ngày).",
  reportByInvalid:
    "Chọn một cách xem báo cáo: ngày, tuần, tháng, sản phẩm, loại, cách nhận, nguồn khách, khách mới/cũ, mã giảm giá hoặc đợt đặt trước.",
  reportRangeReversed: "Ngày bắt đầu đang sau ngày kết thúc. Chọn ngày bắt đầu trước hoặc bằng ngày kết thúc.",
  reportRangeTooLong: "Mỗi báo cáo xem tối đa 366 ngày. Chọn khoảng ngắn hơn, hoặc xuất từng năm một.",
  reportWeekLabel: "{first} – {last}",
  reportChannelFacebook: "Facebook",
  reportChannelMessenger: "Messenger",
  reportChannelTiktok: "TikTok",
  reportChannelGoogle: "Google",
  reportChannelOther: "Trang web khác",
  reportChannelDirect: "Vào thẳng (không có trang giới thiệu)",
  reportChannelUnknown: "Không ghi nhận",
  reportPickup: "Nhận tại tiệm",
  reportDelivery: "Giao hàng tận nơi",
  reportNewCustomers: "Khách mới",
  reportReturningCustomers: "Khách quay lại",
  reportNoCoupon: "Không dùng mã",
  reportNoCampaign: "Đơn thường ngày",
  reportCsvKey: "Mã",
  reportCsvLabel: "Hàng",
  reportCsvOrders: "Số đơn",
  reportCsvUnits: "Số món bán",
  reportCsvGross: "Doanh thu gộp ($)",
  reportCsvDiscount: "Giảm giá ($)",
  reportCsvNet: "Doanh thu thuần ($)",
  reportCsvCanceledOrders: "Đơn đã hủy",
  reportCsvCanceledNet: "Giá trị đơn đã hủy ($)",
  reportCsvTotal: "Tổng",
};
