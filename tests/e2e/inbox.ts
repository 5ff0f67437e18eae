import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { E2E_DIR, open } from "./support.ts";

// What the inbox specs share: the visitor's contact form, the e2e outbox read as a person would read the e-mail, and
// giving back the per-IP hits a spec used (every browser here is 127.0.0.1, and the contact and news specs count on
// their room).

const CONTACT = {
  en: { path: "/contact", send: "Send message", sent: "Thank you, your message is on its way!" },
  vi: { path: "/vi/contact", send: "Gửi lời nhắn", sent: "Cảm ơn bạn, lời nhắn đã được gửi!" },
} as const;

/** The inbox's words in each language. */
export const INBOX_TEXT = {
  en: {
    open: "Open and reply",
    replyLabel: "Your reply",
    submit: "Send the reply",
    replied: (email: string) => `The reply to ${email} is sent.`,
    comments: "Comments",
    hide: "Hide",
    hidden: "The comment is hidden from the post.",
  },
  vi: {
    open: "Mở và trả lời",
    replyLabel: "Câu trả lời của bạn",
    submit: "Gửi câu trả lời",
    replied: (email: string) => `Đã gửi câu trả lời đến ${email}.`,
    comments: "Bình luận",
    hide: "Ẩn",
    hidden: "Bình luận đã được ẩn khỏi bài viết.",
  },
} as const;

/** Gives back one hit of a per-IP limit (`contact`, `comment`) in the e2e database, once the spec has used it. */
export function giveBackHit(kind: "contact" | "comment") {
  const db = new Database(`${E2E_DIR}/bakery.sqlite`);
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(
      `UPDATE rate_limits SET count = count - 1 WHERE count > 0 AND key LIKE ? AND window_start = (SELECT max(window_start) FROM rate_limits WHERE key LIKE ?)`,
    ).run(`${kind}:ip:%`, `${kind}:ip:%`);
  } finally {
    db.close();
  }
}

/** An .eml as text: its encoded words (the subject) and its body (quoted-printable or base64) decoded. */
function decodeEml(eml: string): string {
  const [head = "", ...rest] = eml.split(/\r?\n\r?\n/);
  const qp = (text: string) =>
    Buffer.from(
      text.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    );
  // Encoded words next to each other are one text (a character may be split between them): their bytes joined.
  const words = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?UTF-8\?[QB]\?[^?]*\?=(?:[ \t]+=\?UTF-8\?[QB]\?[^?]*\?=)*/gi, (run) =>
      Buffer.concat(
        [...run.matchAll(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi)].map(([, how, text]) =>
          how!.toUpperCase() === "B" ? Buffer.from(text!, "base64") : qp(text!.replace(/_/g, " ")),
        ),
      ).toString("utf8"),
    );
  const body = rest.join("\n\n");
  const text = /^Content-Transfer-Encoding: base64/im.test(head)
    ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
    : qp(body.replace(/=\r?\n/g, "")).toString("utf8");
  return `${words}\n\n${text}`;
}

/** The e-mail to `to` in the e2e outbox that says `needle`, decoded; undefined while none has gone. */
export function emailTo(to: string, needle: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(`${E2E_DIR}/outbox`).filter((f) => f.endsWith(".eml"));
  } catch {
    return undefined;
  }
  return files
    .map((f) => decodeEml(readFileSync(join(`${E2E_DIR}/outbox`, f), "utf8")))
    .find((text) => new RegExp(`^To: ${to.replace(/[.+]/g, "\\$&")}$`, "m").test(text) && text.includes(needle));
}

/** A visitor sends the contact form in `lang`, and its hit is given back. */
export async function sendContact(page: Page, lang: "en" | "vi", email: string, message: string) {
  await open(page, CONTACT[lang].path);
  await page.getByLabel(/^(Your name|Họ và tên)/).fill(lang === "vi" ? "Phạm Thu" : "Sarah Miller");
  await page.getByLabel(/^E-?mail/).fill(email);
  await page.getByLabel(/^(Message|Nội dung)/).fill(message);
  await page.getByRole("button", { name: CONTACT[lang].send }).click();
  await expect(page.getByRole("heading", { name: CONTACT[lang].sent })).toBeVisible();
  giveBackHit("contact");
}

/** A manager opens the contact message from `email` in the inbox and replies to it. */
export async function replyToContact(page: Page, lang: "en" | "vi", email: string, body: string) {
  const prefix = lang === "vi" ? "/vi" : "";
  await open(page, `${prefix}/admin/inbox?tab=messages&kind=contact&state=unhandled`);
  const item = page.getByTestId("inbox-message").filter({ hasText: email });
  await expect(item).toHaveCount(1);
  await item.getByRole("link", { name: INBOX_TEXT[lang].open }).click();
  await expect(page.getByTestId("admin-inbox-message")).toBeVisible();
  await page.getByLabel(INBOX_TEXT[lang].replyLabel).fill(body);
  await page.getByRole("button", { name: INBOX_TEXT[lang].submit }).click();
  await expect(page.getByTestId("form-alert")).toHaveText(INBOX_TEXT[lang].replied(email));
  await expect(page.getByTestId("inbox-reply")).toContainText(body);
}
