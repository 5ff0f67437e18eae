import type { apiCampaignsEn } from "./api-campaigns.en.ts";

/** Vietnamese answers of the API and the campaign page's form for đặt trước and danh sách chờ: the keys of api-campaigns.en.ts. */
export const apiCampaignsVi: Record<keyof typeof apiCampaignsEn, string> = {
  campaignNotFound: "Đợt đặt trước này không tồn tại hoặc không còn hiển thị.",
  waitlistDateInvalid: "Bạn hãy chọn một ngày nhận bánh của đợt này.",
  waitlistDayUnknown: "Đợt này không có ngày nhận bánh vào ngày đó. Bạn hãy chọn một ngày nhận bánh của đợt.",
  waitlistDayNotFull: "{date} vẫn còn nhận đơn: bạn có thể đặt trước ngay, không cần chờ.",
  waitlistClosed: "Đợt đặt trước này đã ngừng nhận đơn nên danh sách chờ cũng đã đóng.",
  waitlistJoined: "Bạn đã có tên trong danh sách chờ ngày {date}. Tiệm sẽ gửi email cho bạn khi ngày này nhận thêm đơn.",
  waitlistAlready: "Bạn đã có tên trong danh sách chờ ngày {date} rồi. Tiệm sẽ gửi email cho bạn khi ngày này nhận thêm đơn.",
  waitlistTooMany: "Bạn vừa đăng ký danh sách chờ nhiều lần trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại.",
};
