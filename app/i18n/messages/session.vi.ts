import type { sessionEn } from "./session.en.ts";

/** Vietnamese UI texts of a visitor's session: the keys of session.en.ts. */
export const sessionVi: Record<keyof typeof sessionEn, string> = {
  "account.errorSummary": "Vui lòng sửa các ô được đánh dấu.",
  "account.error.wrongCredentials": "Sai tài khoản hoặc mật khẩu",
  "account.error.generic": "Có lỗi xảy ra, vui lòng thử lại",
  "account.error.loginFailed": "Đăng nhập thất bại",
  "account.error.registerFailed": "Đăng ký thất bại",
  "account.error.emailTaken": "Email đã tồn tại",
  "account.error.legacy": "Bạn là khách hàng cũ. Vui lòng khôi phục mật khẩu.",
  "toast.region": "Thông báo",
  "toast.dismiss": "Đóng",
  "toast.registered": "Đăng ký thành công! Vui lòng đăng nhập.",
  "toast.loginSuccess": "Đăng nhập thành công!",
  "toast.loginFailed": "Đăng nhập thất bại!",
  "toast.loggedOut": "Đăng xuất thành công!",
  "toast.sessionEnded": "Phiên đăng nhập đã hết. Vui lòng đăng nhập lại.",
  "profileNotices.unreadCount.one": "{count} thông báo chưa đọc",
  "profileNotices.unreadCount.other": "{count} thông báo chưa đọc",
};
