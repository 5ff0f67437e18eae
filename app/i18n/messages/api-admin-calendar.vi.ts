import type { apiAdminCalendarEn } from "./api-admin-calendar.en.ts";

/** Vietnamese answers of the admin API about the capacity calendar. Server only. */
export const apiAdminCalendarVi: Record<keyof typeof apiAdminCalendarEn, string> = {
  checkoutSlotClosedReason: "Tiệm nghỉ ngày {date} ({reason}). Vui lòng chọn ngày khác.",
  calendarDateInvalid: "Ngày không hợp lệ: hãy viết theo dạng YYYY-MM-DD.",
  calendarDatePast: "Ngày {date} đã qua: lịch chỉ sửa được từ hôm nay trở đi.",
  calendarRangeInvalid: "Chọn tối đa {days} ngày, ngày đầu phải trước ngày cuối.",
  calendarReasonRequired: "Ngày nghỉ cần có lý do (tiếng Anh hoặc tiếng Việt): khách hàng sẽ thấy lý do này.",
  calendarSlotMinutesInvalid: "Mỗi khung giờ dài từ 15 đến 240 phút, theo bước 5 phút.",
  calendarOrdersPerSlotInvalid: "Số đơn mỗi khung giờ: một số nguyên từ 1 đến 1.000.",
  calendarCapacityInvalid: "Số lượng tối đa là một số nguyên từ 0 đến 10.000 (0: không bán ngày đó).",
  calendarProductNotFound: "Không có sản phẩm số {id}.",
  calendarDaySaved: "Đã lưu ngày {date}.",
  calendarDayReset: "Ngày {date} đã trở lại theo cài đặt chung.",
  calendarCapacitySaved: "Đã lưu {name} cho ngày {date}.",
  calendarWarnClosedWithOrdersOne: "Ngày {date} đã có 1 đơn đặt. Đơn vẫn được giữ: hãy liên hệ khách để đổi ngày hoặc hủy đơn.",
  calendarWarnClosedWithOrders: "Ngày {date} đã có {count} đơn đặt. Các đơn vẫn được giữ: hãy liên hệ khách để đổi ngày hoặc hủy đơn.",
  calendarWarnSlotOverbooked: "Khung giờ {start} đã có {booked} đơn: vượt {over} đơn so với giới hạn mới là {limit}.",
  calendarWarnSlotsMovedOne: "1 đơn đã đặt vào giờ không còn là khung {minutes} phút của ngày này; đơn vẫn giữ giờ cũ.",
  calendarWarnSlotsMoved: "{count} đơn đã đặt vào những giờ không còn là khung {minutes} phút của ngày này; các đơn vẫn giữ giờ cũ.",
  calendarWarnProductOverbooked: "Đã có {booked} {name} được đặt cho ngày {date}: vượt {over} so với số lượng tối đa mới là {capacity}.",
};
