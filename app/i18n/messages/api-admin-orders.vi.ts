import type { apiAdminOrdersEn } from "./api-admin-orders.en.ts";

/** Vietnamese answers of the admin API about orders: status moves, notes, the board, the production report. Server only. */
export const apiAdminOrdersVi: Record<keyof typeof apiAdminOrdersEn, string> = {
  adminMoveAlready: "Đơn {code} đã ở trạng thái “{status}” rồi.",
  adminMoveClosed: "Đơn {code} đang ở trạng thái “{status}”: không thể đổi trạng thái nữa.",
  adminMoveDeliveredNoCancel: "Đơn {code} đã giao hàng: không thể hủy nữa.",
  adminMoveNotNext: "Đơn {code} đang ở trạng thái “{status}”: chỉ có thể chuyển sang {next}.",
  adminMoveChanged: "Có người vừa chuyển đơn {code} sang trạng thái “{status}”. Hãy xem lại rồi thử lần nữa.",
  adminMoveReasonRequired: "Vui lòng ghi lý do hủy đơn.",
  adminMoveDone: "Đơn {code} đã chuyển sang “{status}”.",
  adminMoveCanceledCardVoided: "Đã hủy đơn {code} và hủy khoản thanh toán bằng thẻ.",
  adminMoveCanceledCardRefunded: "Đã hủy đơn {code} và hoàn tiền vào thẻ.",
  adminMoveCanceledCardPending: "Đã hủy đơn {code} nhưng chưa trả lại được tiền thẻ: hãy hủy hoặc hoàn tiền trong Authorize.Net.",
  boardDateInvalid: "Hãy chọn ngày theo dạng YYYY-MM-DD.",
  boardSinceInvalid: "Hãy ghi thời điểm xem lần trước theo dạng ngày giờ ISO.",
};
