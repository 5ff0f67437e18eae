import type { apiOrdersEn } from "./api-orders.en.ts";

/** Vietnamese answers of the API for a customer's orders, notices, coupons used and loyalty. Server only. */
export const apiOrdersVi: Record<keyof typeof apiOrdersEn, string> = {
  orderCancelShipped: "Đơn hàng {code} đang được giao đến bạn nên không thể hủy nữa. Vui lòng gọi cho tiệm.",
  orderCancelReadyForPickup: "Đơn hàng {code} đã làm xong, đang chờ bạn đến lấy nên không thể hủy nữa. Vui lòng gọi cho tiệm.",
  orderCancelFinished: "Đơn hàng {code} đã đến tay bạn nên không thể hủy nữa.",
  orderCancelAlreadyCanceled: "Đơn hàng {code} đã được hủy rồi.",
  orderCancelTooLate: "Đơn hàng {code} chỉ có thể hủy đến {deadline}: tiệm đã bắt đầu làm bánh. Vui lòng gọi cho tiệm.",
  orderCanceled: "Đơn hàng {code} đã được hủy.",
  orderCanceledCardVoided: "Đơn hàng {code} đã được hủy và khoản thanh toán bằng thẻ đã được hủy: bạn sẽ không bị trừ tiền.",
  orderCanceledCardPending: "Đơn hàng {code} đã được hủy. Không thể tự động hủy khoản thanh toán bằng thẻ: tiệm sẽ hoàn tiền cho bạn.",
  reorderDone: "Các món của đơn hàng {code} đã được thêm lại vào giỏ hàng.",
  reorderPartly: "Một số món của đơn hàng {code} không thể thêm vào giỏ hàng.",
  reorderUnavailable: "“{name}” không còn được bán.",
  reorderOptionsUnavailable: "Không thể thêm “{name}” đúng như bạn đã đặt.",
  noticeNotFound: "Không tìm thấy thông báo này.",
  noticeRead: "Đã đánh dấu thông báo là đã đọc.",
  noticesAllRead: "Đã đánh dấu tất cả thông báo là đã đọc.",
  noticeOrderPlacedTitle: "Đã nhận đơn hàng {code}",
  noticeOrderPlacedBody: "Cảm ơn bạn! Tiệm đã nhận đơn hàng {code} và sẽ chuẩn bị xong đúng thời gian bạn chọn.",
  noticeOrderStatusTitle: "Đơn hàng {code}: {status}",
  noticeOrderStatusBody: "Trạng thái đơn hàng {code} của bạn đã đổi thành “{status}”.",
  noticePointsEarnedTitle: "Bạn được cộng {points} điểm",
  noticePointsEarnedBody: "Đơn hàng {code} mang lại cho bạn {points} điểm. Bạn hiện có {total} điểm: hạng {level}.",
  loyaltyLevelMember: "Thành viên",
  loyaltyLevelSilver: "Bạc",
  loyaltyLevelGold: "Vàng",
};
