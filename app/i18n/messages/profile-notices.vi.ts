import type { profileNoticesEn } from "./profile-notices.en.ts";

/** Vietnamese UI texts of the profile's notices and the overview's glance. */
export const profileNoticesVi: Record<keyof typeof profileNoticesEn, string> = {
  "profileNotices.title": "Thông báo",
  "profileNotices.intro": "Tin về đơn hàng và điểm thưởng của bạn, thông báo chưa đọc ở trên cùng.",
  "profileNotices.empty": "Bạn chưa có thông báo nào. Tiệm sẽ báo cho bạn tại đây khi đơn hàng hoặc điểm thưởng thay đổi.",
  "profileNotices.unread": "Chưa đọc",
  "profileNotices.allRead": "Đã đọc hết",
  "profileNotices.markRead": "Đánh dấu đã đọc",
  "profileNotices.markAllRead": "Đánh dấu tất cả là đã đọc",
  "profileNotices.openOrder": "Xem đơn {code}",
  "profileNotices.pages": "Các trang thông báo của bạn",
  "profileNotices.received": "Nhận ngày {date}",
  "overview.latestOrder": "Đơn hàng gần nhất",
  "overview.noOrders": "Chưa có đơn hàng nào",
  "overview.allOrders": "Tất cả đơn hàng",
  "overview.notices": "Thông báo",
  "overview.noUnread": "Không có thông báo chưa đọc",
  "overview.seeNotices": "Xem thông báo",
  "overview.birthday": "Ngày sinh",
  "overview.nextLevel": "Còn {points} điểm nữa để lên hạng {level}",
  "overview.topLevel": "Bạn đã đạt hạng cao nhất",
  "overview.total": "Tổng cộng {total}",
};
