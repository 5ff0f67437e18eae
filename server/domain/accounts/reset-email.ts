import type { Lang } from "../../i18n/language.ts";

export const RESET_LINK_MINUTES = 60;

/** The page where the customer chooses a new password, in the customer's language. */
export function passwordResetLink(publicUrl: string, lang: Lang, token: string): string {
  return `${publicUrl}${lang === "vi" ? "/vi" : ""}/reset-password?token=${encodeURIComponent(token)}`;
}

const TEXTS: Record<Lang, { subject: string; greeting: string; body: string; note: string; signature: string; button: string }> = {
  en: {
    subject: "Reset your Mai Vàng Bakery password",
    greeting: "Hello {name},",
    body: "We received a request to reset the password of your Mai Vàng Bakery account. To choose a new password, open this link within 1 hour:",
    note: "The link works once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
    signature: "Mai Vàng Bakery",
    button: "Choose a new password",
  },
  vi: {
    subject: "Đặt lại mật khẩu tại Tiệm Bánh Mai Vàng",
    greeting: "Xin chào {name},",
    body: "Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn tại Tiệm Bánh Mai Vàng. Để chọn mật khẩu mới, vui lòng mở đường dẫn sau trong vòng 1 giờ:",
    note: "Đường dẫn chỉ dùng được một lần. Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.",
    signature: "Tiệm Bánh Mai Vàng",
    button: "Chọn mật khẩu mới",
  },
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function passwordResetEmail(lang: Lang, customer: { name: string }, link: string) {
  const t = TEXTS[lang];
  const greeting = t.greeting.replace("{name}", customer.name);
  const text = [greeting, "", t.body, "", link, "", t.note, "", t.signature, ""].join("\n");
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(t.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(t.button)}</a></p>`,
    `<p>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(t.note)}</p>`,
    `<p>${escapeHtml(t.signature)}</p>`,
  ].join("\n");
  return { subject: t.subject, text, html };
}
