import type { apiProfileEn } from "./api-profile.en.ts";

/** Vietnamese answers of the API for the signed-in customer's profile, password, e-mail and addresses: the keys of api-profile.en.ts. */
export const apiProfileVi: Record<keyof typeof apiProfileEn, string> = {
  profileSaved: "Đã lưu thông tin tài khoản.",
  profilePhoneNeeded: "Vui lòng giữ lại số điện thoại hoặc email cho tài khoản",
  profileBirthdayInvalid: "Vui lòng nhập ngày hợp lệ (YYYY-MM-DD)",
  profileBirthdayInFuture: "Ngày sinh không được ở tương lai",
  profileBirthdayTooEarly: "Ngày sinh không được trước năm 1900",
  profileCurrentPasswordRequired: "Vui lòng nhập mật khẩu hiện tại",
  profileWrongPassword: "Mật khẩu hiện tại không đúng",
  profilePasswordChanged: "Đã đổi mật khẩu. Bạn đã được đăng xuất trên các thiết bị khác.",
  profileEmailChanged: "Đã đổi email.",
  addressAdded: "Đã thêm địa chỉ.",
  addressSaved: "Đã lưu địa chỉ.",
  addressDeleted: "Đã xóa địa chỉ.",
  addressDeletedWasDefault: "Đã xóa địa chỉ. Bạn chưa có địa chỉ mặc định; vui lòng chọn một địa chỉ.",
  addressDefaultSet: "Đã cập nhật địa chỉ mặc định.",
  addressNotFound: "Không tìm thấy địa chỉ này.",
  addressLimitReached: "Bạn chỉ có thể lưu tối đa {max} địa chỉ. Vui lòng xóa bớt một địa chỉ.",
  addressFullNameRequired: "Vui lòng nhập họ tên",
  addressPhoneRequired: "Vui lòng nhập số điện thoại",
  addressCountryRequired: "Vui lòng nhập quốc gia",
  addressStateRequired: "Vui lòng nhập tỉnh/bang",
  addressCityRequired: "Vui lòng nhập thành phố/quận huyện",
  addressZipRequired: "Vui lòng nhập mã bưu chính",
  addressZipInvalid: "Vui lòng nhập mã bưu chính hợp lệ",
  addressLineRequired: "Vui lòng nhập địa chỉ",
};
