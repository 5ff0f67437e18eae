import { describe, expect, it } from "vitest";
import { CHAT_TIMING, chatReducer, INITIAL_CHAT, isTyping, readIntro, restoreChat, stepDelay, type ChatState } from "./chat-state.ts";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

describe("readIntro", () => {
  it("trims every field and leaves out the empty optional ones", () => {
    expect(readIntro(form({ name: "  Lan ", phone: "   ", email: " lan@example.com ", message: "\n Hi there \n" }))).toEqual({
      name: "Lan",
      email: "lan@example.com",
      message: "Hi there",
    });
  });

  it("refuses an empty or whitespace-only message whatever else is filled in", () => {
    expect(readIntro(form({ name: "Lan", phone: "713 555 0142", message: "  \n\t " }))).toBeNull();
    expect(readIntro(form({ name: "Lan" }))).toBeNull();
  });
});

describe("the scripted conversation", () => {
  const started = chatReducer(INITIAL_CHAT, { type: "start", intro: { name: "Lan", message: "Bánh bao?" }, id: "m1" });

  it("starts with the visitor's message, sending, then the bot typing", () => {
    expect(started.stage).toBe("greeting-typing");
    expect(started.contact).toEqual({ name: "Lan" });
    expect(started.messages).toEqual([{ id: "m1", from: "visitor", text: "Bánh bao?", delivery: "sending" }]);
    expect(isTyping(started.stage)).toBe(true);
  });

  it("types 1 s, greets, waits 1.5 s, types again, then says when the shop answers and opens the composer", () => {
    const steps: [ChatState["stage"], number | null][] = [];
    let state = started;
    for (let i = 0; i < 4; i++) {
      steps.push([state.stage, stepDelay(state.stage)]);
      state = chatReducer(state, { type: "advance", id: `b${i}` });
    }
    expect(steps).toEqual([
      ["greeting-typing", CHAT_TIMING.typingMs],
      ["greeting-pause", CHAT_TIMING.pauseMs],
      ["followup-typing", CHAT_TIMING.secondTypingMs],
      ["open", null],
    ]);
    expect([CHAT_TIMING.typingMs, CHAT_TIMING.pauseMs]).toEqual([1000, 1500]);
    expect(state.messages.map((m) => (m.from === "bot" ? m.line : m.text))).toEqual(["Bánh bao?", "greeting", "followUp"]);
  });

  it("does not start twice, and keeps the conversation id the server gave", () => {
    expect(chatReducer(started, { type: "start", intro: { message: "again" }, id: "m2" })).toBe(started);
    const delivered = chatReducer(started, { type: "delivery", id: "m1", delivery: "sent", conversationId: "conv_12345678" });
    expect(delivered.conversationId).toBe("conv_12345678");
    expect(delivered.messages[0]).toMatchObject({ delivery: "sent" });
    const failedLater = chatReducer(delivered, { type: "delivery", id: "m1", delivery: "failed" });
    expect(failedLater.conversationId).toBe("conv_12345678");
  });
});

describe("restoreChat", () => {
  it("brings back a kept conversation, offering a message that was still sending for retry", () => {
    const kept: ChatState = {
      stage: "open",
      contact: { email: "lan@example.com" },
      conversationId: "conv_12345678",
      messages: [
        { id: "m1", from: "visitor", text: "Hi", delivery: "sent" },
        { id: "b1", from: "bot", line: "greeting" },
        { id: "m2", from: "visitor", text: "Still there?", delivery: "sending" },
      ],
    };
    const restored = restoreChat(JSON.stringify(kept));
    expect(restored.conversationId).toBe("conv_12345678");
    expect(restored.messages[2]).toMatchObject({ id: "m2", delivery: "failed" });
    expect(restored.messages[0]).toMatchObject({ delivery: "sent" });
  });

  it("starts afresh from nothing, from broken JSON or from a shape it does not know", () => {
    expect(restoreChat(null)).toEqual(INITIAL_CHAT);
    expect(restoreChat("{not json")).toEqual(INITIAL_CHAT);
    expect(restoreChat(JSON.stringify({ stage: "dancing", messages: [] }))).toEqual(INITIAL_CHAT);
    expect(restoreChat(JSON.stringify({ stage: "open", messages: [{ id: "x", from: "visitor", text: 1 }] }))).toEqual(INITIAL_CHAT);
  });
});
