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
};
