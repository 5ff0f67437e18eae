import type { contactEn } from "./contact.en.ts";

/** Vietnamese UI texts of the contact page: the keys of contact.en.ts. */
export const contactVi: Record<keyof typeof contactEn, string> = {
  "contact.metaTitle": "Liên hệ",
  "contact.metaDescription":
    "Gọi điện, gửi email hoặc nhắn tin cho Tiệm Bánh Mai Vàng trên đường Bellaire, Houston: đặt bánh kem, khay tiệc, hỏi về thành phần gây dị ứng. Giờ mở cửa và chỉ đường.",
  "contact.title": "Liên hệ với tiệm",
  "contact.intro":
    "Bạn muốn đặt bánh sinh nhật, hỏi về thành phần gây dị ứng hay chuẩn bị khay bánh cho buổi tiệc? Hãy gọi điện, ghé tiệm hoặc gửi lời nhắn bên dưới, tiệm sẽ trả lời bạn.",
  "contact.visitHeading": "Ghé tiệm hoặc gọi điện",
  "contact.address": "Địa chỉ",
  "contact.directions": "Chỉ đường",
  "contact.newTab": "(mở trong thẻ mới)",
  "contact.phone": "Điện thoại",
  "contact.email": "Email",
  "contact.hoursHeading": "Giờ mở cửa",
  "contact.closed": "Nghỉ",
  "contact.today": "hôm nay",
  "contact.openToday": "Hôm nay mở cửa từ {opens} đến {closes}",
  "contact.closedToday": "Hôm nay tiệm nghỉ",
  "contact.cakeNote": "Bánh kem theo yêu cầu: vui lòng nhắn hoặc gọi trước ít nhất hai ngày.",
  "contact.formHeading": "Gửi lời nhắn cho tiệm",
  "contact.formIntro": "Tiệm thường trả lời trong vòng một ngày làm việc.",
  "contact.requiredNote": "Mọi ô đều bắt buộc, trừ ô có ghi “không bắt buộc”.",
  "contact.fieldName": "Họ và tên",
  "contact.fieldEmail": "Email",
  "contact.fieldPhone": "Số điện thoại",
  "contact.fieldPhoneHint": "Nếu bạn muốn tiệm gọi lại.",
  "contact.fieldMessage": "Nội dung",
  "contact.fieldMessageHint": "Nếu đặt bánh, hãy cho tiệm biết ngày bạn cần.",
  "contact.optional": "(không bắt buộc)",
  "contact.honeypot": "Để trống ô này",
  "contact.send": "Gửi lời nhắn",
  "contact.sending": "Đang gửi…",
  "contact.errorSummary": "Lời nhắn chưa được gửi. Vui lòng sửa các ô được đánh dấu bên dưới.",
  "contact.rateLimited":
    "Bạn đã gửi nhiều lời nhắn trong thời gian ngắn. Vui lòng thử lại sau khoảng {minutes} phút, hoặc gọi điện cho tiệm.",
  "contact.sentTitle": "Cảm ơn bạn, lời nhắn đã được gửi!",
  "contact.sentBody": "Tiệm đã nhận được và sẽ trả lời qua {email}, thường trong vòng một ngày làm việc.",
  "contact.urgent": "Cần gấp? Gọi cho tiệm theo số",
  "contact.sendAnother": "Gửi lời nhắn khác",
};
