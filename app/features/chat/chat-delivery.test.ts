import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../browser/api-client.ts";
import { deliverChatMessage } from "./chat-delivery.ts";

/** A stand-in for the API: answers each call with the next outcome, and records the bodies. */
function server(...outcomes: (string | ApiRequestError)[]) {
  const bodies: Record<string, string>[] = [];
  const post = async (body: Record<string, string>) => {
    bodies.push(body);
    const outcome = outcomes.shift();
    if (outcome === undefined) throw new Error("unexpected call");
    if (outcome instanceof ApiRequestError) throw outcome;
    return outcome;
  };
  return { post, bodies };
}

const refused = (errors: Record<string, string[]>) => new ApiRequestError("invalid", 422, { errors });

describe("deliverChatMessage", () => {
  it("sends the intro's contact details with the first message, and only the conversation id later", async () => {
    const first = server("conv_new");
    expect(
      await deliverChatMessage(first.post, { text: "Hi", conversationId: null, contact: { name: "Lan", phone: "713 555 0142" } }),
    ).toBe("conv_new");
    expect(first.bodies).toEqual([{ name: "Lan", phone: "713 555 0142", message: "Hi" }]);

    const later = server("conv_new");
    await deliverChatMessage(later.post, { text: "Two", conversationId: "conv_new", contact: { name: "Lan" } });
    expect(later.bodies).toEqual([{ conversation_id: "conv_new", message: "Two" }]);
  });

  it("starts a new conversation with the contact details when the server no longer knows the old one", async () => {
    const { post, bodies } = server(new ApiRequestError("gone", 404), "conv_fresh");
    expect(await deliverChatMessage(post, { text: "Hi", conversationId: "conv_old", contact: { email: "lan@example.com" } })).toBe(
      "conv_fresh",
    );
    expect(bodies[1]).toEqual({ email: "lan@example.com", message: "Hi" });
  });

  it("resends without a malformed e-mail or phone, which the visitor was never told about", async () => {
    const { post, bodies } = server(refused({ email: ["invalid"] }), "conv_new");
    await deliverChatMessage(post, { text: "Hi", conversationId: null, contact: { name: "Lan", email: "lan@" } });
    expect(bodies).toEqual([
      { name: "Lan", email: "lan@", message: "Hi" },
      { name: "Lan", message: "Hi" },
    ]);
  });

  it("gives up (for the widget to offer a retry) on anything else", async () => {
    await expect(
      deliverChatMessage(server(refused({ message: ["too long"] })).post, { text: "x", conversationId: null, contact: {} }),
    ).rejects.toThrow();
    await expect(
      deliverChatMessage(server(new ApiRequestError("busy", 429)).post, { text: "x", conversationId: "c", contact: {} }),
    ).rejects.toThrow();
    await expect(
      deliverChatMessage(server(new ApiRequestError("down", 0)).post, { text: "x", conversationId: null, contact: {} }),
    ).rejects.toThrow();
  });
});
