import type { emailEn } from "./email.en.ts";

/** Vietnamese e-mails to customers (the password reset, a change of e-mail): the keys of email.en.ts. */
export const emailVi: Record<keyof typeof emailEn, string> = {
  emailResetSubject: "Đặt lại mật khẩu tại Tiệm Bánh Mai Vàng",
  emailGreeting: "Xin chào {name},",
  emailResetBody:
    "Tiệm nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn tại Tiệm Bánh Mai Vàng. Để chọn mật khẩu mới, vui lòng mở đường dẫn sau trong vòng 1 giờ:",
  emailResetNote: "Đường dẫn chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.",
  emailSignature: "Tiệm Bánh Mai Vàng",
  emailResetButton: "Chọn mật khẩu mới",
  emailChangeConfirmSubject: "Xác nhận email mới tại Tiệm Bánh Mai Vàng",
  emailChangeConfirmBody:
    "Bạn muốn dùng địa chỉ này cho tài khoản tại Tiệm Bánh Mai Vàng. Để xác nhận, vui lòng mở đường dẫn sau trong vòng 24 giờ:",
  emailChangeConfirmButton: "Xác nhận email mới",
  emailChangeConfirmNote:
    "Đường dẫn chỉ dùng được một lần, sau khi bạn đăng nhập. Nếu bạn không yêu cầu, hãy bỏ qua email này: không có gì thay đổi.",
  emailChangeNoticeSubject: "Email tài khoản của bạn tại Tiệm Bánh Mai Vàng sắp được đổi",
  emailChangeNoticeBody:
    "Có người đã đăng nhập vào tài khoản của bạn và yêu cầu đổi email thành {email}. Email chỉ được đổi khi địa chỉ mới xác nhận.",
  emailChangeNoticeWarning: "Nếu không phải bạn, hãy đổi mật khẩu ngay và hủy yêu cầu đổi email trong trang tài khoản:",
  emailChangeAccountButton: "Mở trang tài khoản",
  emailChangeDoneSubject: "Email tài khoản của bạn tại Tiệm Bánh Mai Vàng đã được đổi",
  emailChangeDoneBody: "Email tài khoản của bạn nay là {email}. Địa chỉ này sẽ không nhận email về tài khoản nữa.",
  emailChangeDoneWarning: "Nếu không phải bạn, hãy đặt lại mật khẩu ngay hoặc gọi cho tiệm.",
  emailChangeResetButton: "Đặt lại mật khẩu",
};
