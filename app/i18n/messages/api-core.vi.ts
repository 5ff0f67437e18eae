import { accountVi } from "./account.vi.ts";
import type { apiCoreEn } from "./api-core.en.ts";

/** Vietnamese answers of the API and the page actions for every API answer (the envelope, validation, not found): the keys of api-core.en.ts. */
export const apiCoreVi: Record<keyof typeof apiCoreEn, string> = {
  ok: "OK",
  malformedJson: "Nội dung yêu cầu không phải JSON hợp lệ.",
  unsupportedMediaType: "Vui lòng gửi nội dung dạng JSON (Content-Type: application/json).",
  payloadTooLarge: "Nội dung yêu cầu quá lớn.",
  notFound: "Không tìm thấy.",
  routeNotFound: "Không có đường dẫn API này.",
  methodNotAllowed: "Phương thức này không được phép ở đây.",
  validationFailed: "Vui lòng kiểm tra lại các ô được đánh dấu.",
  internalError: "Có lỗi xảy ra, vui lòng thử lại",
  productNotFound: "Sản phẩm không tồn tại hoặc đã ngừng bán.",
  fieldRequired: "Vui lòng điền ô này.",
  fieldInvalid: "Giá trị không hợp lệ.",
  fieldTooShort: "Cần ít nhất {min} ký tự.",
  fieldTooLong: "Tối đa {max} ký tự.",
  numberTooSmall: "Giá trị nhỏ nhất là {min}.",
  numberTooLarge: "Giá trị lớn nhất là {max}.",
  mustBeNumber: "Vui lòng nhập một số.",
  mustBeInteger: "Vui lòng nhập số nguyên.",
  invalidEmail: accountVi["account.validation.emailInvalid"],
  invalidChoice: "Vui lòng chọn một giá trị hợp lệ.",
  unknownField: "Ô không xác định.",
};
