import { randomBytes } from "node:crypto";
import { nowIso } from "../../db/index.ts";
import type { AppDeps } from "../../context.ts";
import { hitLimit, type Limit } from "../limits/rate-limit.ts";
import { findChatConversation, insertChatConversation, insertVisitorChatMessage, markChatMessageEmailed } from "./chat.repository.ts";
import type { Sender } from "./contact.service.ts";
import type { ChatMessageInput } from "./engagement.schema.ts";
import { languageName, mailShop, oneLine } from "./shop-mail.ts";

/** Per IP: a lively chat, not a flood of e-mails to the shop. */
export const CHAT_LIMIT: Limit = { max: 20, windowSeconds: 600 };

export type ChatResult =
  { status: "received"; conversationId: string } | { status: "conversation_not_found" } | { status: "rate_limited"; retryAfter: number };

type Deps = Pick<AppDeps, "db" | "mailer" | "config" | "logger">;

interface Conversation {
  id: number;
  public_id: string;
  name: string | null;
  phone: string | null;
  email: string | null;
  locale: string;
}

async function startConversation(deps: Deps, input: ChatMessageInput, sender: Sender, now: string): Promise<Conversation> {
  const conversation = {
    public_id: randomBytes(16).toString("base64url"),
    name: input.name ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    locale: sender.lang,
  };
  const id = await insertChatConversation(deps.db, {
    ...conversation,
    customer_id: sender.customerId,
    created_at: now,
    last_message_at: now,
  });
  return { id, ...conversation };
}

/**
 * A message from the chat widget: the first one (no conversation_id) starts a conversation with the intro's
 * name, phone and e-mail; later ones join it. Every message is kept and e-mailed to the shop, so no question
 * waits unseen; the e-mails of one conversation share a subject, so mail programs thread them.
 */
export async function receiveChatMessage(deps: Deps, input: ChatMessageInput, sender: Sender): Promise<ChatResult> {
  const limit = await hitLimit(deps.db, `chat:ip:${sender.ip}`, CHAT_LIMIT);
  if (!limit.allowed) return { status: "rate_limited", retryAfter: limit.retryAfter };

  const now = nowIso();
  const conversation = input.conversation_id
    ? await findChatConversation(deps.db, input.conversation_id)
    : await startConversation(deps, input, sender, now);
  if (!conversation) return { status: "conversation_not_found" };

  const id = await insertVisitorChatMessage(deps.db, conversation.id, input.message, now);

  const who = conversation.name ? oneLine(conversation.name) : "a visitor";
  const mailed = await mailShop(deps, {
    subject: `Website chat with ${who} (${conversation.public_id.slice(0, 8)})`,
    ...(conversation.email ? { replyTo: conversation.email } : {}),
    text: [
      `New chat message from ${who} on the website.`,
      "",
      `Name: ${conversation.name ? oneLine(conversation.name) : "-"}`,
      `Phone: ${conversation.phone ?? "-"}`,
      `E-mail: ${conversation.email ?? "-"}`,
      `Language: ${languageName(conversation.locale)}`,
      `Sent: ${now}`,
      `Conversation: ${conversation.public_id}`,
      "",
      "Message:",
      input.message,
      "",
      conversation.email
        ? "Reply to this e-mail to answer the customer."
        : conversation.phone
          ? "The customer left no e-mail: call or text the phone number above."
          : "The customer left no e-mail or phone number.",
    ].join("\n"),
  });
  if (mailed) await markChatMessageEmailed(deps.db, id, nowIso());
  return { status: "received", conversationId: conversation.public_id };
}
