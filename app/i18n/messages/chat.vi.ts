import type { chatEn } from "./chat.en.ts";

/** Vietnamese UI texts of the chat widget: the keys of chat.en.ts. */
export const chatVi: Record<keyof typeof chatEn, string> = {
  "chat.open": "Nhắn tin với tiệm",
  "chat.title": "Trò chuyện với {shop}",
  "chat.close": "Đóng khung trò chuyện",
  "chat.introLead": "Xin chào! Hãy để lại lời nhắn, tiệm sẽ liên hệ lại với bạn. Chỉ cần điền nội dung tin nhắn.",
  "chat.name": "Tên",
  "chat.phone": "Số điện thoại",
  "chat.email": "Email",
  "chat.message": "Tin nhắn",
  "chat.optional": "(không bắt buộc)",
  "chat.start": "Bắt đầu trò chuyện",
  "chat.transcript": "Cuộc trò chuyện với {shop}",
  "chat.you": "Bạn:",
  "chat.botSays": "{shop}:",
  "chat.typing": "{shop} đang soạn tin…",
  "chat.greeting": "Xin chào! Cảm ơn bạn đã nhắn cho {shop}. Tiệm đã nhận được tin nhắn của bạn.",
  "chat.greetingNamed": "Xin chào {name}! Cảm ơn bạn đã nhắn cho {shop}. Tiệm đã nhận được tin nhắn của bạn.",
  "chat.followUp": "Nhân viên của tiệm sẽ trả lời bạn qua điện thoại hoặc email trong giờ mở cửa. Bạn có muốn nhắn thêm gì không?",
  "chat.followUpNoContact":
    "Tiệm trả lời trong giờ mở cửa. Để tiệm liên lạc được với bạn, hãy để lại số điện thoại hoặc email trong tin nhắn tiếp theo nhé.",
  "chat.composerLabel": "Tin nhắn của bạn",
  "chat.send": "Gửi",
  "chat.notDelivered": "Chưa gửi được đến tiệm.",
  "chat.retry": "Thử lại",
};
