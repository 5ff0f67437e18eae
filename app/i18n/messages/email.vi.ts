import type { emailEn } from "./email.en.ts";

/** Vietnamese e-mails to customers (the password reset): the keys of email.en.ts. */
export const emailVi: Record<keyof typeof emailEn, string> = {
  emailResetSubject: "Đặt lại mật khẩu tại Tiệm Bánh Mai Vàng",
  emailGreeting: "Xin chào {name},",
  emailResetBody:
    "Tiệm nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn tại Tiệm Bánh Mai Vàng. Để chọn mật khẩu mới, vui lòng mở đường dẫn sau trong vòng 1 giờ:",
  emailResetNote: "Đường dẫn chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.",
  emailSignature: "Tiệm Bánh Mai Vàng",
  emailResetButton: "Chọn mật khẩu mới",
};
