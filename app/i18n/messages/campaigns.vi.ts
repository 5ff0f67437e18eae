import type { campaignsEn } from "./campaigns.en.ts";

/** Vietnamese UI texts of the đợt đặt trước (Tết, Trung Thu): the keys of campaigns.en.ts. */
export const campaignsVi: Record<keyof typeof campaignsEn, string> = {
  "campaigns.window.opensIn": "Tiệm nhận đặt trước từ {date} — còn {span} nữa",
  "campaigns.window.opensTomorrow": "Tiệm nhận đặt trước từ ngày mai — {date}",
  "campaigns.window.opensToday": "Tiệm nhận đặt trước từ {time} hôm nay",
  "campaigns.window.closesIn": "Còn {span} nữa là hết nhận đặt trước — hạn chót {date}",
  "campaigns.window.closesTomorrow": "Ngày mai là hạn chót nhận đặt trước — {date}",
  "campaigns.window.closesToday": "Hôm nay là ngày cuối nhận đặt trước — {date}",
  "campaigns.window.closed": "Tiệm đã ngừng nhận đặt trước",
  "campaigns.span.days.one": "{count} ngày",
  "campaigns.span.days.other": "{count} ngày",
  "campaigns.span.weeks.one": "{count} tuần",
  "campaigns.span.weeks.other": "{count} tuần",
  "campaigns.span.months.one": "{count} tháng",
  "campaigns.span.months.other": "{count} tháng",
  "campaigns.deposit.percent.one":
    "Tiệm giữ đơn cho bạn với tiền cọc {amount}; bạn hủy đơn trước ngày nhận bánh ít nhất {count} ngày thì được hoàn lại toàn bộ tiền cọc, sau thời hạn đó tiệm giữ lại tiền cọc.",
  "campaigns.deposit.percent.other":
    "Tiệm giữ đơn cho bạn với tiền cọc {amount}; bạn hủy đơn trước ngày nhận bánh ít nhất {count} ngày thì được hoàn lại toàn bộ tiền cọc, sau thời hạn đó tiệm giữ lại tiền cọc.",
  "campaigns.deposit.fixed.one":
    "Tiệm giữ đơn cho bạn với tiền cọc {amount} mỗi món; bạn hủy đơn trước ngày nhận bánh ít nhất {count} ngày thì được hoàn lại toàn bộ tiền cọc, sau thời hạn đó tiệm giữ lại tiền cọc.",
  "campaigns.deposit.fixed.other":
    "Tiệm giữ đơn cho bạn với tiền cọc {amount} mỗi món; bạn hủy đơn trước ngày nhận bánh ít nhất {count} ngày thì được hoàn lại toàn bộ tiền cọc, sau thời hạn đó tiệm giữ lại tiền cọc.",
  "campaigns.deposit.none.one":
    "Không cần đặt cọc: bạn trả toàn bộ khi đến lấy bánh. Nếu bạn đổi ý, vui lòng hủy đơn trước ngày nhận bánh ít nhất {count} ngày.",
  "campaigns.deposit.none.other":
    "Không cần đặt cọc: bạn trả toàn bộ khi đến lấy bánh. Nếu bạn đổi ý, vui lòng hủy đơn trước ngày nhận bánh ít nhất {count} ngày.",
  "campaigns.pickupBetween": "Đặt trước, đến lấy từ {from} đến {to}",
  "campaigns.pickupOn": "Đặt trước, đến lấy ngày {date}",
  "campaigns.seasonal": "Đặt trước theo mùa",
  "campaigns.pickupDays": "Ngày nhận bánh",
  "campaigns.pickupDaysIntro": "Bạn chọn ngày khi thanh toán. Số phần còn nhận được cập nhật theo từng đơn.",
  "campaigns.left": "Còn nhận {count} phần",
  "campaigns.full": "Đã đủ đơn",
  "campaigns.leftAsOf": "Số phần còn nhận tính đến {time}.",
  "campaigns.depositTitle": "Tiền cọc và hủy đơn",
  "campaigns.products": "Các món nhận đặt trước",
  "campaigns.perCustomer": "Tối đa {count} phần mỗi khách",
  "campaigns.howTo": "Bạn mở từng món, thêm vào giỏ hàng, rồi chọn ngày nhận bánh khi thanh toán.",
  "campaigns.waitlist.legend": "Báo cho tôi khi ngày {date} nhận thêm đơn",
  "campaigns.waitlist.email": "Email của bạn",
  "campaigns.waitlist.submit": "Vào danh sách chờ",
  "campaigns.waitlist.hint": "Tiệm chỉ gửi một email khi ngày này nhận thêm đơn, ngoài ra không gửi gì khác.",
  "campaigns.home.see": "Xem và đặt trước",
  "campaigns.home.label": "Đặt trước theo mùa",
  "campaigns.product.partOf": "Món này chỉ bán theo đợt đặt trước:",
  "campaigns.product.notOpen": "Bạn có thể thêm món này vào giỏ hàng khi tiệm bắt đầu nhận đặt trước.",
  "campaigns.product.closed": "Tiệm đã ngừng nhận đặt trước mùa này. Cảm ơn bạn!",
};
