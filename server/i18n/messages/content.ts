import { defineMessages } from "./define.ts";

/** API messages of the catalog and content (menus, footer, posts, comments, ratings, contact, chat) area. */
export const contentMessages = defineMessages({
  en: {
    unknownAllergens: "Unknown allergen: {values}. Choose from: {allowed}.",
    unknownDiets: "Unknown dietary label: {values}. Choose from: {allowed}.",
    unknownSort: "Sort by one of: {allowed}.",
    postNotFound: "This article does not exist or has been removed.",
    pageNotFound: "Page not found.",
    conversationNotFound: "This chat has ended. Please start a new one.",
    textHasControlCharacters: "This text contains characters that are not allowed.",
    invalidPhone: "Please enter a valid phone number (7 to 20 digits, spaces and + ( ) -).",
    invalidRating: "Please choose from 1 to 5 stars.",
    commentPublished: "Thank you! Your comment has been posted.",
    ratingSaved: "Thank you for rating this article!",
    contactReceived: "Thank you! We received your message and will reply soon.",
    chatReceived: "Thanks! We got your message and will get back to you shortly.",
    tooManyMessages: "You have sent several messages in a short time. Please wait a few minutes and try again.",
  },
  vi: {
    unknownAllergens: "Không có chất gây dị ứng: {values}. Hãy chọn trong: {allowed}.",
    unknownDiets: "Không có chế độ ăn: {values}. Hãy chọn trong: {allowed}.",
    unknownSort: "Chỉ có thể sắp xếp theo: {allowed}.",
    postNotFound: "Bài viết không tồn tại hoặc đã bị gỡ.",
    pageNotFound: "Không tìm thấy trang.",
    conversationNotFound: "Cuộc trò chuyện này đã kết thúc. Vui lòng bắt đầu cuộc trò chuyện mới.",
    textHasControlCharacters: "Nội dung có ký tự không được phép.",
    invalidPhone: "Vui lòng nhập số điện thoại hợp lệ (7 đến 20 ký tự gồm chữ số, khoảng trắng và + ( ) -).",
    invalidRating: "Vui lòng chọn từ 1 đến 5 sao.",
    commentPublished: "Cảm ơn bạn! Bình luận của bạn đã được đăng.",
    ratingSaved: "Cảm ơn bạn đã đánh giá bài viết!",
    contactReceived: "Cảm ơn bạn! Tiệm đã nhận được tin nhắn và sẽ phản hồi bạn sớm.",
    chatReceived: "Cảm ơn bạn! Tiệm đã nhận được tin nhắn và sẽ trả lời bạn ngay khi có thể.",
    tooManyMessages: "Bạn đã gửi nhiều lần trong thời gian ngắn. Vui lòng đợi vài phút rồi thử lại.",
  },
});
