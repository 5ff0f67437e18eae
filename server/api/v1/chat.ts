import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { receiveChatMessage } from "../../domain/content/chat.service.ts";
import { ChatMessageInputSchema } from "../../domain/content/engagement.schema.ts";
import { customerIdOf } from "../../http/session.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { contentApiError, isContentRefusal } from "../content-answers.ts";
import { created } from "../envelope.ts";
import { clientIp as requestIp } from "../../http/client-ip.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";

const send = createRoute({
  method: "post",
  path: "/messages",
  summary: "A message from the chat widget",
  description:
    "The first call sends the intro (`name`, `phone`, `email` optional; `message` required, ≤ 2000) and answers a `conversation_id`; " +
    "later calls send `conversation_id` and `message`. Each message is kept and e-mailed to the shop. At most 20 per 10 minutes per IP.",
  tags: ["Content"],
  request: { body: { content: { "application/json": { schema: ChatMessageInputSchema } }, required: true } },
  responses: {
    201: {
      description: "Received",
      content: { "application/json": { schema: envelopeOf(z.object({ conversation_id: z.string() })) } },
    },
    404: { description: "Unknown conversation_id", content: { "application/json": { schema: ErrorSchema } } },
    422: { description: "Invalid fields", content: { "application/json": { schema: ErrorSchema } } },
    429: { description: "Too many messages from this IP; see Retry-After", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function chatApi(deps: AppDeps) {
  return newApi().openapi(send, async (c) => {
    const lang = c.get("lang");
    const result = await receiveChatMessage(deps, c.req.valid("json"), {
      ip: requestIp(c, deps.config.TRUST_PROXY),
      lang,
      customerId: await customerIdOf(deps.db, c.req.raw.headers),
    });
    if (isContentRefusal(result)) throw contentApiError(result);
    return created(c, { conversation_id: result.conversationId }, apiMessage(lang, "chatReceived"));
  });
}
