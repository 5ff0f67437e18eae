import { newsVi } from "./news.vi.ts";
import type { apiContentEn } from "./api-content.en.ts";

/** Vietnamese answers of the API and the page actions for comments, ratings, contact and chat: the keys of api-content.en.ts. */
export const apiContentVi: Record<keyof typeof apiContentEn, string> = {
  unknownAllergens: "Không rõ chất gây dị ứng: {values}. Hãy chọn trong: {allowed}.",
  unknownDiets: "Không có chế độ ăn: {values}. Hãy chọn trong: {allowed}.",
  unknownSort: "Chỉ có thể sắp xếp theo: {allowed}.",
  postNotFound: "Bài viết không tồn tại hoặc đã bị gỡ.",
  pageNotFound: "Không tìm thấy trang.",
  conversationNotFound: "Cuộc trò chuyện này đã kết thúc. Vui lòng bắt đầu cuộc trò chuyện mới.",
  textHasControlCharacters: "Nội dung có ký tự không được phép.",
  invalidPhone: "Vui lòng nhập số điện thoại hợp lệ (7 đến 20 ký tự gồm chữ số, khoảng trắng và + ( ) -).",
  invalidRating: "Vui lòng chọn từ 1 đến 5 sao.",
  commentPublished: newsVi["news.comments.posted"],
  ratingSaved: newsVi["news.rate.saved"],
  contactReceived: "Cảm ơn bạn! Tiệm đã nhận được tin nhắn và sẽ phản hồi bạn sớm.",
  chatReceived: "Cảm ơn bạn! Tiệm đã nhận được tin nhắn và sẽ trả lời bạn ngay khi có thể.",
  tooManyMessages: "Bạn đã gửi nhiều lần trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại.",
};
