import type { apiPreordersEn } from "./api-preorders.en.ts";

/** Vietnamese answers of the cart, checkout and orders about seasonal pre-orders: the keys of api-preorders.en.ts. */
export const apiPreordersVi: Record<keyof typeof apiPreordersEn, string> = {
  preorderNotOpen: "Tiệm nhận {campaign} từ {date}.",
  preorderClosed: "{campaign} đã ngừng nhận đơn từ {date}.",
  preorderTwoCampaigns:
    "“{name}” thuộc {other}, còn giỏ hàng của bạn đang có món của {campaign}: mỗi lần bạn vui lòng đặt một đợt thôi nhé.",
  preorderLimit: "{campaign}: mỗi khách đặt tối đa {limit} “{name}”.",
  preorderLimitReached: "{campaign}: mỗi khách đặt tối đa {limit} “{name}”, và bạn đã đặt {ordered} rồi.",
  preorderPickupOnly: "Món đặt trước chỉ nhận tại tiệm.",
  preorderNotAPickupDay: "{date} không phải ngày nhận bánh của {campaign}: bạn vui lòng chọn một trong các ngày nhận bánh.",
  preorderPickupDayFull:
    "Ngày nhận bánh {date} đã đủ đơn (còn {left}, đơn của bạn cần {units}). Bạn vui lòng chọn ngày khác, hoặc ghi tên vào danh sách chờ trên trang {campaign}.",
  preorderDepositCard: "Tiền cọc được trừ vào thẻ của bạn ngay bây giờ.",
  preorderDepositExpired: "Tiền cọc chưa được trả trong vòng 48 giờ.",
  emailPreorderDepositPaid: "Đã đặt cọc",
  emailPreorderDepositDue: "Tiền cọc cần trả",
  emailPreorderDepositRefunded: "Đã hoàn tiền cọc",
  emailPreorderBalance: "Số tiền còn lại trả khi nhận bánh",
  emailPreorderPayDepositBy:
    "Bạn vui lòng trả tiền cọc {amount} tại quầy trước {deadline}: đến lúc đó tiệm giữ đơn cho bạn, quá hạn đơn sẽ bị hủy.",
  emailPreorderRefundUntil: "Nếu hủy đơn trước {deadline}, bạn được hoàn tiền cọc; sau thời điểm đó, tiệm giữ lại tiền cọc.",
  emailPreorderPayBalance: "Số tiền còn lại, {amount}, bạn trả khi đến lấy bánh.",
  emailPreorderDepositByCard: "Đã đặt cọc bằng thẻ {card} số cuối {last4}",
  emailPreorderDepositByCardPlain: "Đã đặt cọc bằng thẻ",
  emailPreorderDepositAtCounter: "Trả tiền cọc tại quầy trong vòng 48 giờ, số còn lại trả khi nhận bánh",
  emailReminderSubject: "Đơn đặt trước {code} của bạn sẵn sàng để nhận vào ngày mai",
  emailReminderIntro: "Đơn đặt trước {code} ({campaign}) của bạn đã sẵn sàng, mời bạn đến lấy vào ngày mai.",
  emailPickupListSubject: "{campaign}: đơn nhận ngày {date}: {count} đơn",
  emailPickupListBalance: "còn {amount} (tiền cọc: {deposit})",
  emailPickupListNone: "Ngày này không có đơn đặt trước nào cần nhận.",
  emailPickupListButton: "Mở danh sách nhận bánh",
  emailWaitlistSubject: "{campaign}: ngày {date} đã có chỗ trống",
  emailWaitlistIntro: "Ngày nhận bánh {date} ({campaign}) vừa có chỗ trống.",
  emailWaitlistFirstCome: "Bạn đã nhờ tiệm báo tin. Ai đặt trước thì được trước, nên nếu vẫn muốn, bạn đặt sớm nhé.",
  emailWaitlistButton: "Đặt trước ngay",
};
