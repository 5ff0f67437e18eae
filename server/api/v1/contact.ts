import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { receiveContactMessage } from "../../domain/content/contact.service.ts";
import { ContactInputSchema } from "../../domain/content/engagement.schema.ts";
import { customerIdOf } from "../../http/session.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { contentApiError, isContentRefusal } from "../content-answers.ts";
import { created } from "../envelope.ts";
import { clientIp as requestIp } from "../../http/client-ip.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";

const send = createRoute({
  method: "post",
  path: "/",
  summary: "Send the contact form to the shop",
  description:
    "`name` (≤ 80), `email` and `message` (≤ 4000) are required; `phone` is optional (digits, spaces, + ( ) -, 7–20 characters). " +
    "`website` is a honeypot: leave it empty. Kept, and e-mailed to the shop with Reply-To the customer. " +
    "At most 5 per hour per IP (429 with Retry-After).",
  tags: ["Content"],
  request: { body: { content: { "application/json": { schema: ContactInputSchema } }, required: true } },
  responses: {
    201: { description: "Received", content: { "application/json": { schema: envelopeOf(z.object({ received: z.literal(true) })) } } },
    422: { description: "Invalid fields", content: { "application/json": { schema: ErrorSchema } } },
    429: { description: "Too many messages from this IP; see Retry-After", content: { "application/json": { schema: ErrorSchema } } },
  },
});

export function contactApi(deps: AppDeps) {
  return newApi().openapi(send, async (c) => {
    const lang = c.get("lang");
    const result = await receiveContactMessage(deps, c.req.valid("json"), {
      ip: requestIp(c, deps.config.TRUST_PROXY),
      lang,
      customerId: await customerIdOf(deps.db, c.req.raw.headers),
    });
    if (isContentRefusal(result)) throw contentApiError(result);
    return created(c, { received: true as const }, apiMessage(lang, "contactReceived"));
  });
}
