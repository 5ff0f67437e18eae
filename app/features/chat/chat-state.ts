/**
 * The chat widget's conversation, as plain data and a reducer.
 * The bot is scripted and local: after the intro it "types" for 1 s, greets, waits 1.5 s, "types" again, then
 * says when the shop will answer; only then does the composer appear. Every message the visitor writes is also
 * delivered to the shop (chat-delivery.ts); a failed delivery only marks that message.
 */

/** Typing for 1 s; the second typing indicator 1.5 s after the greeting. */
export const CHAT_TIMING = { typingMs: 1000, pauseMs: 1500, secondTypingMs: 1000 } as const;

export const CHAT_STORAGE_KEY = "chat_session";

export type ChatStage = "intro" | "greeting-typing" | "greeting-pause" | "followup-typing" | "open";

export interface IntroContact {
  name?: string;
  phone?: string;
  email?: string;
}

export interface ChatIntro extends IntroContact {
  message: string;
}

export type Delivery = "sending" | "sent" | "failed";

export type ChatMessage =
  | { id: string; from: "visitor"; text: string; delivery: Delivery }
  /** Bot lines are kept as what they say, not their words, so they follow the site's language. */
  | { id: string; from: "bot"; line: "greeting" | "followUp" };

export interface ChatState {
  stage: ChatStage;
  contact: IntroContact;
  conversationId: string | null;
  messages: ChatMessage[];
}

export const INITIAL_CHAT: ChatState = { stage: "intro", contact: {}, conversationId: null, messages: [] };

export type ChatAction =
  | { type: "start"; intro: ChatIntro; id: string }
  /** The scripted bot's next step (timed by the widget). */
  | { type: "advance"; id: string }
  | { type: "send"; text: string; id: string }
  | { type: "delivery"; id: string; delivery: Delivery; conversationId?: string };

const trimmed = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");

/**
 * The intro form's values, trimmed, with empty optional fields left out; null when the message is empty
 * (then nothing is shown and the form does not submit).
 */
export function readIntro(form: FormData): ChatIntro | null {
  const message = trimmed(form.get("message"));
  if (!message) return null;
  const intro: ChatIntro = { message };
  for (const field of ["name", "phone", "email"] as const) {
    const value = trimmed(form.get(field));
    if (value) intro[field] = value;
  }
  return intro;
}

export function isTyping(stage: ChatStage): boolean {
  return stage === "greeting-typing" || stage === "followup-typing";
}

/** How long the current scripted step lasts, or null when the bot has nothing more to do. */
export function stepDelay(stage: ChatStage): number | null {
  if (stage === "greeting-typing") return CHAT_TIMING.typingMs;
  if (stage === "greeting-pause") return CHAT_TIMING.pauseMs;
  if (stage === "followup-typing") return CHAT_TIMING.secondTypingMs;
  return null;
}

function advance(state: ChatState, id: string): ChatState {
  switch (state.stage) {
    case "greeting-typing":
      return { ...state, stage: "greeting-pause", messages: [...state.messages, { id, from: "bot", line: "greeting" }] };
    case "greeting-pause":
      return { ...state, stage: "followup-typing" };
    case "followup-typing":
      return { ...state, stage: "open", messages: [...state.messages, { id, from: "bot", line: "followUp" }] };
    default:
      return state;
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "start": {
      if (state.stage !== "intro") return state;
      const { message, ...contact } = action.intro;
      return {
        ...state,
        stage: "greeting-typing",
        contact,
        messages: [{ id: action.id, from: "visitor", text: message, delivery: "sending" }],
      };
    }
    case "advance":
      return advance(state, action.id);
    case "send":
      return { ...state, messages: [...state.messages, { id: action.id, from: "visitor", text: action.text, delivery: "sending" }] };
    case "delivery":
      return {
        ...state,
        conversationId: action.conversationId ?? state.conversationId,
        messages: state.messages.map((m) => (m.id === action.id && m.from === "visitor" ? { ...m, delivery: action.delivery } : m)),
      };
  }
}

const STAGES: readonly ChatStage[] = ["intro", "greeting-typing", "greeting-pause", "followup-typing", "open"];

function isMessage(value: unknown): value is ChatMessage {
  if (!value || typeof value !== "object") return false;
  const m = value as Record<string, unknown>;
  if (typeof m.id !== "string") return false;
  if (m.from === "bot") return m.line === "greeting" || m.line === "followUp";
  return m.from === "visitor" && typeof m.text === "string" && ["sending", "sent", "failed"].includes(m.delivery as string);
}

/**
 * A conversation kept in sessionStorage, checked field by field (it is the browser's, so anything may be
 * there). A message still "sending" when the page went away may not have arrived: it is offered for retry.
 */
export function restoreChat(raw: string | null): ChatState {
  if (!raw) return INITIAL_CHAT;
  try {
    const value = JSON.parse(raw) as Partial<ChatState>;
    if (!STAGES.includes(value.stage as ChatStage) || !Array.isArray(value.messages) || !value.messages.every(isMessage)) {
      return INITIAL_CHAT;
    }
    const contact: IntroContact = {};
    for (const field of ["name", "phone", "email"] as const) {
      const v = value.contact?.[field];
      if (typeof v === "string" && v) contact[field] = v;
    }
    return {
      stage: value.stage as ChatStage,
      contact,
      conversationId: typeof value.conversationId === "string" ? value.conversationId : null,
      messages: value.messages.map((m) => (m.from === "visitor" && m.delivery === "sending" ? { ...m, delivery: "failed" } : m)),
    };
  } catch {
    return INITIAL_CHAT;
  }
}

export function newMessageId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
