import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";

// What the account tests share: customers of their own, the old shop's import, and the e-mails of the outbox.

export type Locale = "en" | "vi";
export const prefix = (locale: Locale) => (locale === "vi" ? "/vi" : "");
export const PASSWORD = "Croissant-2026!";

/** What the account pages say, in both languages (the catalogues' texts, written out: a changed text fails a test). */
export const TEXT = {
  en: {
    identifier: "E-mail or phone number",
    password: "Password",
    confirmation: "Repeat the password",
    name: "Your name",
    email: "E-mail",
    phone: "Phone number",
    remember: "Remember me",
    login: "Log in",
    register: "Create account",
    logout: "Log out",
    wrong: "Incorrect account or password",
    needIdentifier: "Please enter email or phone number",
    needPassword: "Please enter password",
    shortPassword: "Password must be at least 6 characters long",
    needName: "Please enter your name",
    emailTaken: "This email is already registered",
    badPhone: "Please enter a valid phone number",
    legacy: "You are a returning customer. Please restore your password.",
    sendLink: "Send the link",
    linkSent: "If an account matches, we have sent a link to reset the password. Please check your e-mail.",
    newPassword: "New password",
    savePassword: "Save the new password",
    loginOk: "Login successful!",
    loggedOut: "Logged out successfully!",
    registered: "Registration successful! Please login.",
    signIn: "Sign in",
    continue: "Continue",
    summary: "Please correct the highlighted fields.",
    mismatch: "The two passwords do not match",
    passwordChanged: "Your password has been changed. Please log in with your new password.",
    tooMany: /^Too many attempts\. Please try again in \d+ minutes?\.$/,
  },
  vi: {
    identifier: "Email hoặc số điện thoại",
    password: "Mật khẩu",
    confirmation: "Nhập lại mật khẩu",
    name: "Họ tên",
    email: "Email",
    phone: "Số điện thoại",
    remember: "Ghi nhớ đăng nhập",
    login: "Đăng nhập",
    register: "Tạo tài khoản",
    logout: "Đăng xuất",
    wrong: "Sai tài khoản hoặc mật khẩu",
    needIdentifier: "Vui lòng nhập email hoặc số điện thoại",
    needPassword: "Vui lòng nhập mật khẩu",
    shortPassword: "Mật khẩu phải có ít nhất 6 ký tự",
    needName: "Vui lòng nhập họ tên",
    emailTaken: "Email đã tồn tại",
    badPhone: "Vui lòng nhập số điện thoại hợp lệ",
    legacy: "Bạn là khách hàng cũ. Vui lòng khôi phục mật khẩu.",
    sendLink: "Gửi đường dẫn",
    linkSent: "Nếu có tài khoản phù hợp, tiệm đã gửi đường dẫn để đặt lại mật khẩu. Vui lòng kiểm tra email.",
    newPassword: "Mật khẩu mới",
    savePassword: "Lưu mật khẩu mới",
    loginOk: "Đăng nhập thành công!",
    loggedOut: "Đăng xuất thành công!",
    registered: "Đăng ký thành công! Vui lòng đăng nhập.",
    signIn: "Sign in",
    continue: "Tiếp tục",
    summary: "Vui lòng sửa các ô được đánh dấu.",
    mismatch: "Mật khẩu nhập lại không khớp",
    passwordChanged: "Mật khẩu của bạn đã được đổi. Vui lòng đăng nhập bằng mật khẩu mới.",
    tooMany: /^Bạn đã thử quá nhiều lần\. Vui lòng thử lại sau \d+ phút\.$/,
  },
} as const;

// The e2e server of this run (scripts/e2e-server.mjs keeps one database per port).
const E2E_DIR = `data/e2e-${process.env.E2E_PORT ?? "3107"}`;
const E2E_DATABASE = `${E2E_DIR}/bakery.sqlite`;
const E2E_OUTBOX = `${E2E_DIR}/outbox`;

/** An e-mail and a phone number nobody has used yet; `areaCode` keeps the phones of two spec files apart. */
export function unique(tag: string, areaCode: string) {
  const n = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  return { email: `${tag}-${n}@example.com`, phoneDigits: `${areaCode}${digits}` };
}

/** Imports a customer of the old shop (no password yet, 1,250 points) into the e2e server's database. */
export function importLegacyCustomer(email: string, locale: Locale) {
  const csv = join(tmpdir(), `legacy-${Date.now()}-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(csv, `name,email,phone,points,membership_level,birthday,locale\nLê Thị Cúc,${email},,"1,250",gold,,${locale}\n`);
  execFileSync("npm", ["run", "--silent", "customers:import", "--", csv], {
    env: { ...process.env, SQLITE_PATH: E2E_DATABASE, DATABASE_URL: "" },
    stdio: "pipe",
  });
}

/** The e-mails to `to` in the e2e outbox, newest first, quoted-printable decoded. */
function mailsTo(to: string): string[] {
  let files: string[];
  try {
    files = readdirSync(E2E_OUTBOX)
      .filter((f) => f.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return files
    .reverse()
    .map((file) => readFileSync(join(E2E_OUTBOX, file), "utf8"))
    .filter((raw) => new RegExp(`^To: .*${to.replace(/[.+]/g, "\\$&")}`, "im").test(raw))
    .map((raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "="));
}

/** The reset link of the newest e-mail to `to` in the e2e outbox, as a path. */
export function resetLinkFor(to: string): string | undefined {
  for (const text of mailsTo(to)) {
    const match = /https?:\/\/[^\s"<>]+?(\/(?:vi\/)?reset-password\?token=[A-Za-z0-9_%-]+)/.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/** The link of the newest e-mail to `to` that confirms a new e-mail address, as a path. */
export function emailChangeLinkFor(to: string): string | undefined {
  for (const text of mailsTo(to)) {
    const match = /https?:\/\/[^\s"<>]+?(\/(?:vi\/)?profile\/confirm-email\?token=[A-Za-z0-9_.%-]+)/.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/** The newest e-mail to `to` in the e2e outbox that mentions `needle`; undefined if none yet. */
export function emailTo(to: string, needle: string): string | undefined {
  return mailsTo(to).find((text) => text.includes(needle));
}

/** Fills the registration form (it does not send it); the password and its repetition default to PASSWORD. */
export async function fillRegisterForm(
  page: Page,
  locale: Locale,
  values: { name: string; email: string; phone?: string; password?: string; remember?: boolean },
) {
  const t = TEXT[locale];
  await page.getByLabel(t.name, { exact: true }).fill(values.name);
  await page.getByLabel(t.email, { exact: true }).fill(values.email);
  if (values.phone) await page.getByLabel(new RegExp(`^${t.phone}`)).fill(values.phone);
  await page.getByLabel(t.password, { exact: true }).fill(values.password ?? PASSWORD);
  await page.getByLabel(t.confirmation, { exact: true }).fill(values.password ?? PASSWORD);
  if (values.remember) await page.getByLabel(t.remember).check();
}
