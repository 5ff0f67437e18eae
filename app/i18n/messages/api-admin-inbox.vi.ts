import type { apiAdminInboxEn } from "./api-admin-inbox.en.ts";

/** Câu trả lời của API quản trị về hộp thư (tin nhắn, bình luận, đánh giá) và e-mail trả lời. Chỉ dùng ở máy chủ. */
export const apiAdminInboxVi: Record<keyof typeof apiAdminInboxEn, string> = {
  inboxMessageNotFound: "Không có tin nhắn này.",
  inboxCommentNotFound: "Không có bình luận này.",
  inboxRatingNotFound: "Không có đánh giá này.",
  inboxStale: "Người khác vừa thay đổi mục này. Đây là nội dung hiện tại: vui lòng xem lại rồi thử lại.",
  inboxNoEmail: "Khách không để lại địa chỉ email để trả lời. Hãy gọi hoặc nhắn tin nếu khách có để lại số điện thoại.",
  inboxReplyRequired: "Vui lòng viết nội dung trả lời.",
  inboxReplyTooLong: "Câu trả lời dài tối đa 5.000 ký tự.",
  inboxReplyInvalid: "Câu trả lời có ký tự không gửi được.",
  inboxReplySent: "Đã gửi câu trả lời đến {email}.",
  inboxMarkedHandled: "Đã đánh dấu là đã xử lý.",
  inboxMarkedUnhandled: "Đã đánh dấu là chưa xử lý.",
  inboxCommentApproved: "Bình luận đã được hiển thị trên bài viết.",
  inboxCommentHidden: "Bình luận đã được ẩn khỏi bài viết.",
  inboxCommentDeleted: "Đã xóa bình luận.",
  inboxRatingDeleted: "Đã xóa đánh giá.",
  inboxReplySubject: "Trả lời: tin nhắn của bạn gửi {shop}",
  inboxReplyNoName: "bạn",
  inboxReplyText: "Xin chào {name},\n\n{body}\n\n{staff}\n{shop}\n\nTin nhắn của bạn:\n{quoted}\n",
};
