import { useCallback, useEffect, useReducer, useRef } from "react";
import type { Locale } from "../../i18n/config.ts";
import { readStorage, writeStorage } from "../../browser/storage.ts";
import { deliverChatMessage, postChatMessage } from "./chat-delivery.ts";
import {
  CHAT_STORAGE_KEY,
  chatReducer,
  newMessageId,
  restoreChat,
  stepDelay,
  type ChatAction,
  type ChatIntro,
  type ChatState,
} from "./chat-state.ts";

/**
 * The conversation: kept in sessionStorage (a reload or a new page in the tab keeps it), the scripted bot's
 * timers, and delivery of the visitor's messages to the shop one after another, so later messages join the
 * conversation the first one started.
 */
export function useChat(locale: Locale) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => restoreChat(readStorage(CHAT_STORAGE_KEY, "session")));
  // The same reducer run eagerly, so a queued delivery sees the conversation id before React re-renders.
  const latest = useRef<ChatState>(state);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const act = useCallback((action: ChatAction) => {
    latest.current = chatReducer(latest.current, action);
    dispatch(action);
  }, []);

  useEffect(() => {
    writeStorage(CHAT_STORAGE_KEY, JSON.stringify(state), "session");
  }, [state]);

  useEffect(() => {
    const delay = stepDelay(state.stage);
    if (delay === null) return;
    const timer = window.setTimeout(() => act({ type: "advance", id: newMessageId() }), delay);
    return () => window.clearTimeout(timer);
  }, [state.stage, act]);

  const deliver = useCallback(
    (id: string) => {
      queue.current = queue.current.then(async () => {
        const { messages, conversationId, contact } = latest.current;
        const message = messages.find((m) => m.id === id);
        if (!message || message.from !== "visitor") return;
        try {
          const conversation = await deliverChatMessage(postChatMessage(locale), { text: message.text, conversationId, contact });
          act({ type: "delivery", id, delivery: "sent", conversationId: conversation });
        } catch {
          act({ type: "delivery", id, delivery: "failed" });
        }
      });
    },
    [locale, act],
  );

  const start = useCallback(
    (intro: ChatIntro) => {
      const id = newMessageId();
      act({ type: "start", intro, id });
      deliver(id);
    },
    [act, deliver],
  );

  const send = useCallback(
    (text: string) => {
      const id = newMessageId();
      act({ type: "send", text, id });
      deliver(id);
    },
    [act, deliver],
  );

  const retry = useCallback(
    (id: string) => {
      act({ type: "delivery", id, delivery: "sending" });
      deliver(id);
    },
    [act, deliver],
  );

  return { state, start, send, retry };
}
