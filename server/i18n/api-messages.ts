import type { Lang } from "./language.ts";
import { accountsMessages } from "./messages/accounts.ts";
import { cartMessages } from "./messages/cart.ts";
import { contentMessages } from "./messages/content.ts";

const coreEn = {
  ok: "OK",
  malformedJson: "The request body is not valid JSON.",
  unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
  payloadTooLarge: "The request body is too large.",
  notFound: "Not found.",
  routeNotFound: "There is no such API endpoint.",
  methodNotAllowed: "This method is not allowed here.",
  validationFailed: "Please check the highlighted fields.",
  internalError: "Something went wrong on our side. Please try again.",
  productNotFound: "This product does not exist or is no longer sold.",
  fieldRequired: "This field is required.",
  fieldInvalid: "This value is not valid.",
  fieldTooShort: "Must be at least {min} characters.",
  fieldTooLong: "Must be at most {max} characters.",
  numberTooSmall: "Must be at least {min}.",
  numberTooLarge: "Must be at most {max}.",
  mustBeNumber: "Must be a number.",
  mustBeInteger: "Must be a whole number.",
  invalidEmail: "Please enter a valid e-mail address.",
  invalidChoice: "Please choose one of the allowed values.",
  unknownField: "Unknown field.",
} as const;

const coreVi: Record<keyof typeof coreEn, string> = {
  ok: "OK",
  malformedJson: "Nội dung yêu cầu không phải JSON hợp lệ.",
  unsupportedMediaType: "Vui lòng gửi nội dung dạng JSON (Content-Type: application/json).",
  payloadTooLarge: "Nội dung yêu cầu quá lớn.",
  notFound: "Không tìm thấy.",
  routeNotFound: "Không có đường dẫn API này.",
  methodNotAllowed: "Phương thức này không được phép ở đây.",
  validationFailed: "Vui lòng kiểm tra lại các trường được đánh dấu.",
  internalError: "Có lỗi xảy ra, vui lòng thử lại",
  productNotFound: "Sản phẩm không tồn tại hoặc đã ngừng bán.",
  fieldRequired: "Trường này là bắt buộc.",
  fieldInvalid: "Giá trị không hợp lệ.",
  fieldTooShort: "Cần ít nhất {min} ký tự.",
  fieldTooLong: "Tối đa {max} ký tự.",
  numberTooSmall: "Giá trị nhỏ nhất là {min}.",
  numberTooLarge: "Giá trị lớn nhất là {max}.",
  mustBeNumber: "Vui lòng nhập một số.",
  mustBeInteger: "Vui lòng nhập số nguyên.",
  invalidEmail: "Vui lòng nhập địa chỉ email hợp lệ.",
  invalidChoice: "Vui lòng chọn một giá trị hợp lệ.",
  unknownField: "Trường không xác định.",
};

const en = { ...coreEn, ...accountsMessages.en, ...contentMessages.en, ...cartMessages.en };
export type ApiMessageKey = keyof typeof en;
const vi: Record<ApiMessageKey, string> = { ...coreVi, ...accountsMessages.vi, ...contentMessages.vi, ...cartMessages.vi };

const catalogues: Record<Lang, Record<ApiMessageKey, string>> = { en, vi };

export function apiMessage(lang: Lang, key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

export const apiMessageCatalogues = catalogues;
