import type { apiAdminEn } from "./api-admin.en.ts";

/** Vietnamese answers of the admin API: staff sign-in, staff accounts, roles, the audit log. Server only. */
export const apiAdminVi: Record<keyof typeof apiAdminEn, string> = {
  staffNotSignedIn: "Vui lòng đăng nhập trang quản lý.",
  staffForbidden: "Vai trò của bạn không được phép làm việc này. Hãy hỏi chủ tiệm.",
  staffWrongCredentials: "Email hoặc mật khẩu không đúng.",
  staffDisabled: "Tài khoản nhân viên này đã bị khóa. Hãy hỏi chủ tiệm.",
  staffSignedOut: "Bạn đã đăng xuất khỏi trang quản lý.",
  staffRoleInvalid: "Hãy chọn vai trò: chủ tiệm, quản lý hoặc bếp.",
  staffStatusInvalid: "Hãy chọn đang hoạt động hoặc đã khóa.",
  staffNameRequired: "Vui lòng nhập tên người này.",
  staffPasswordTooShort: "Mật khẩu nhân viên phải có ít nhất 12 ký tự.",
  staffNothingToChange: "Hãy đổi vai trò hoặc trạng thái.",
  staffEmailTaken: "Đã có tài khoản nhân viên với email này.",
  staffNotFound: "Không tìm thấy tài khoản nhân viên này.",
  staffCreated: "Đã tạo tài khoản nhân viên cho {name}.",
  staffUpdated: "Đã cập nhật tài khoản nhân viên của {name}.",
  staffLastOwner: "Tiệm phải luôn có ít nhất một chủ tiệm đang hoạt động.",
  staffNotYourself: "Bạn không thể khóa tài khoản của chính mình hay đổi vai trò của mình.",
  staffPasswordChanged: "Đã đổi mật khẩu. Các phiên đăng nhập khác của bạn đã được đăng xuất.",
  staffChanged: "Người khác vừa thay đổi tài khoản này. Hãy tải lại trang rồi thử lại.",
};
