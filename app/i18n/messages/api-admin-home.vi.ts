import type { apiAdminHomeEn } from "./api-admin-home.en.ts";

/** Vietnamese answers of the admin API about the home page. Server only. */
export const apiAdminHomeVi: Record<keyof typeof apiAdminHomeEn, string> = {
  homeTitleRequired: "Cần có tiêu đề bằng tiếng Anh.",
  homeLinkInvalid: "Liên kết là một đường dẫn của tiệm bắt đầu bằng / (như /products) hoặc một địa chỉ bắt đầu bằng http:// hay https://.",
  homeImageInvalid: "Hãy chọn một ảnh đã tải lên cho tiệm.",
  homeVersionRequired: "Hãy mở lại trang chỉnh sửa trang chủ trước khi lưu: thiếu phiên bản bạn đã xem.",
  homeSectionNotFound: "Không có mục này trên trang chủ.",
  homeItemNotFound: "Không có nội dung này trên trang chủ.",
  homeSectionChanged: "Một người khác vừa thay đổi mục này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.",
  homeItemChanged: "Một người khác vừa thay đổi nội dung này. Đây là nội dung hiện tại: hãy kiểm tra rồi lưu lại.",
  homeNoItems: "Mục này hiển thị các sản phẩm mới nhất: mục không có nội dung riêng.",
  homeSectionSaved: "Đã lưu mục “{title}”: trang chủ hiển thị ngay.",
  homeSectionMoved: "Đã chuyển chỗ mục “{title}”.",
  homeItemCreated: "Đã thêm “{title}” vào trang chủ.",
  homeItemSaved: "Đã lưu “{title}”: trang chủ hiển thị ngay.",
  homeItemMoved: "Đã chuyển chỗ “{title}”.",
  homeItemDeleted: "Đã gỡ “{title}” khỏi trang chủ.",
};
