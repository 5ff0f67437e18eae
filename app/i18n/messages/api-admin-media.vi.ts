import type { apiAdminMediaEn } from "./api-admin-media.en.ts";

/** Vietnamese answers of the admin API about uploaded images and product images. Server only. */
export const apiAdminMediaVi: Record<keyof typeof apiAdminMediaEn, string> = {
  uploadMissing: "Hãy chọn một tệp ảnh để tải lên.",
  uploadNotImage: "Tệp này không phải là ảnh. Hãy tải lên ảnh JPEG, PNG hoặc WebP.",
  uploadWrongFormat: "Chỉ nhận ảnh JPEG, PNG hoặc WebP (không nhận GIF, SVG hay định dạng khác).",
  uploadTooLarge: "Tệp lớn hơn {mb} MB. Hãy tải lên ảnh nhỏ hơn.",
  uploadTooManyPixels: "Ảnh quá lớn: tối đa {megapixels} megapixel (khoảng 7.700 × 5.200).",
  uploadUnreadable: "Không đọc được ảnh này: tệp có thể đã bị hỏng.",
  uploadBusy: "Tiệm đang xử lý các ảnh khác. Chưa có gì được lưu: bạn hãy thử lại sau {seconds} giây.",
  imageUploaded: "Đã tải ảnh lên.",
  imageAlreadyUploaded: "Ảnh này đã được tải lên trước đây: đây là ảnh đó.",
  imageNotFound: "Không có ảnh này.",
  productImageProductNotFound: "Không có sản phẩm này.",
  productImageNotFound: "Sản phẩm này không có ảnh đó.",
  productImageIdInvalid: "Hãy chọn một ảnh đã tải lên.",
  productImageAltTooLong: "Mô tả ảnh (alt) dài tối đa 250 ký tự.",
  productImageVersionRequired: "Hãy mở lại trang ảnh của sản phẩm trước khi lưu: thiếu phiên bản bạn đã xem.",
  productImageOrderInvalid: "Thứ tự phải liệt kê mỗi ảnh của sản phẩm đúng một lần.",
  productImageAlreadyAttached: "Ảnh này đã có trong sản phẩm.",
  productImageChanged: "Có người khác vừa thay đổi ảnh của sản phẩm này. Đây là ảnh hiện tại: hãy kiểm tra và thử lại.",
  productImageAttached: "Đã thêm ảnh vào {name}.",
  productImageSaved: "Đã lưu mô tả ảnh.",
  productImagesReordered: "Đã lưu thứ tự.",
  productImageRemoved: "Đã gỡ ảnh khỏi {name}.",
};
