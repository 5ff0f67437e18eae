import { trackingFromHeaders } from "../../http/tracking.ts";
import { attributionOf } from "../../domain/orders/attribution.shared.ts";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { requestFingerprint, isIdempotencyKey } from "../../domain/checkout/idempotency.ts";
import {
  CAKE_FILLINGS,
  CAKE_FLAVOURS,
  CAKE_OCCASIONS,
  CAKE_REQUEST_STATUSES,
  INSCRIPTION_MAX,
  MAX_PHOTOS,
  PHOTO_MAX_BYTES,
  QUOTE_VALID_DAYS,
} from "../../domain/custom-cakes/custom-cake-rules.shared.ts";
import { DeclineInputSchema } from "../../domain/custom-cakes/custom-cakes.schema.ts";
import {
  acceptQuote,
  cakeRequestFor,
  createCakeRequest,
  declineByCustomer,
  type CakeAccess,
} from "../../domain/custom-cakes/custom-cakes.service.ts";
import type { CakeRequestView } from "../../domain/custom-cakes/custom-cakes.types.ts";
import { cakeContext, orderAccessCookie } from "../../http/checkout-context.ts";
import { clientIp } from "../../http/client-ip.ts";
import { secureCookies } from "../../http/cookie-security.ts";
import { customerIdOf } from "../../http/session.ts";
import { uploadBodyLimit, CAKE_REQUEST_LIMIT_BYTES } from "../../http/upload-limit.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { parseCakeRequestForm } from "../custom-cakes-answers.ts";
import { ApiError, created, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema, failure, json, setsCookies } from "../openapi.ts";
import { labelled } from "../orders-answers.ts";
import { OrderSchema } from "./order-schemas.ts";

// Custom cakes made to order, the customer's calls: a request with reference photos (multipart), the request as the
// customer sees it (by the key of the link e-mailed, or signed in), accepting the bakery's quote (the deposit by card,
// the order made) and declining it. The request's code is not a secret; its key is (192 bits, only its hash kept).

const QuoteSchema = z
  .object({
    price_cents: z.number().int().openapi({ description: "The cake's price, tax apart" }),
    price: z.number(),
    tax_cents: z.number().int(),
    total_cents: z.number().int(),
    total: z.number(),
    deposit_cents: z.number().int().openapi({ description: "Charged to the card on accepting" }),
    deposit: z.number(),
    balance_cents: z.number().int().openapi({ description: "Paid at pickup" }),
    balance: z.number(),
    notes: z.string().openapi({ description: "The bakery's notes on the design and price" }),
    date: z.string().openapi({ description: "The date the cake is made for (YYYY-MM-DD, the shop's calendar)" }),
    date_changed: z.boolean().openapi({ description: "True when the bakery offers another date than the one asked" }),
    quoted_at: z.string(),
    expires_at: z.string().openapi({ description: `Accept before this (UTC ISO-8601): a quote lasts ${QUOTE_VALID_DAYS} days` }),
    refund_until: z.string().openapi({ description: "A cancel until then gets the deposit back; after, it is kept (UTC ISO-8601)" }),
  })
  .openapi("CustomCakeQuote");

export const CakeRequestSchema = z
  .object({
    code: z.string().openapi({ example: "CK-7G4Q2M9X" }),
    status: z.enum(CAKE_REQUEST_STATUSES).openapi({ description: "requested → quoted → accepted; or declined, or expired" }),
    locale: z.enum(["en", "vi"]),
    occasion: z.enum(CAKE_OCCASIONS),
    date_wanted: z.string(),
    fulfilment: z.enum(["pickup", "delivery"]),
    address: z.object({ address: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
    servings: z.number().int(),
    size: z.string().openapi({ description: "The size suggested for the servings: 6in, 8in, 10in, two_tier, three_tier, four_tier" }),
    flavour: z.enum(CAKE_FLAVOURS),
    filling: z.enum(CAKE_FILLINGS),
    frosting_colour: z.string(),
    inscription: z.string().openapi({ description: "Piped on the cake as written" }),
    notes: z.string(),
    full_name: z.string(),
    email: z.string(),
    phone: z.string(),
    photo_count: z.number().int(),
    quote: QuoteSchema.nullable(),
    declined_by: z.enum(["customer", "shop"]).nullable(),
    decline_reason: z.string(),
    order: z.object({ code: z.string() }).nullable().openapi({ description: "The order an accepted quote became" }),
    time_zone: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("CustomCakeRequest");

const codeParam = z.object({
  code: z
    .string()
    .max(20)
    .openapi({ param: { name: "code", in: "path" }, example: "CK-7G4Q2M9X" }),
});
const keyQuery = z.object({
  key: z.string().max(128).optional().openapi({
    description: "The key of the link e-mailed (the request's or the quote's); not needed when signed in as the customer who asked",
  }),
});

const create = createRoute({
  method: "post",
  path: "/",
  summary: "Ask for a custom cake",
  description:
    `multipart/form-data: \`occasion\` (${CAKE_OCCASIONS.join(", ")}), \`date\` (YYYY-MM-DD, at least the lead time ahead, a day the shop opens), ` +
    "`shipping_option` (pickup | delivery; delivery with `address`, `city`, `state`, `zip`), `servings`, " +
    `\`flavour\` (${CAKE_FLAVOURS.join(", ")}), \`filling\` (${CAKE_FILLINGS.join(", ")}), \`frosting_colour\`, ` +
    `\`inscription\` (at most ${INSCRIPTION_MAX} characters, one line), \`notes\`, \`full_name\`, \`email\`, \`phone\`, ` +
    `and up to ${MAX_PHOTOS} reference photos in \`photos[]\` (JPEG, PNG or WebP by content, at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB and 40 megapixels each; ` +
    "re-encoded, metadata stripped, kept privately: only staff see them). Rate limited per address. The answer's `key` opens the request (it is also in the confirmation e-mail's link); keep it.",
  tags: ["Custom cakes"],
  request: {
    body: {
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: {
              occasion: { type: "string", enum: [...CAKE_OCCASIONS] },
              date: { type: "string", format: "date" },
              shipping_option: { type: "string", enum: ["pickup", "delivery"] },
              address: { type: "string" },
              city: { type: "string" },
              state: { type: "string" },
              zip: { type: "string" },
              servings: { type: "integer" },
              flavour: { type: "string", enum: [...CAKE_FLAVOURS] },
              filling: { type: "string", enum: [...CAKE_FILLINGS] },
              frosting_colour: { type: "string" },
              inscription: { type: "string", maxLength: INSCRIPTION_MAX },
              notes: { type: "string" },
              full_name: { type: "string" },
              email: { type: "string", format: "email" },
              phone: { type: "string" },
              "photos[]": { type: "array", items: { type: "string", format: "binary" }, maxItems: MAX_PHOTOS },
            },
            required: ["occasion", "date", "shipping_option", "servings", "flavour", "filling", "full_name", "email", "phone"],
          },
        },
      },
      required: true,
    },
  },
  responses: {
    201: {
      description: "The request, with its key",
      content: json(
        envelopeOf(
          z.object({
            request: CakeRequestSchema,
            key: z.string().openapi({ description: "Opens the request: GET custom-cakes/{code}?key=…" }),
          }),
        ),
      ),
    },
    422: failure(
      "A field is missing or wrong, the date is too soon, past or a closed day, or a photo is refused (`errors.photos`): nothing kept",
    ),
    429: {
      description: "Too many requests from this address: `Retry-After` gives the seconds to wait",
      headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
      content: json(ErrorSchema),
    },
    503: {
      description: "Too many photos are being processed at this moment: nothing kept; `Retry-After` gives the seconds to wait",
      headers: { "Retry-After": { description: "Seconds to wait", schema: { type: "integer" } } },
      content: json(ErrorSchema),
    },
  },
});

const view = createRoute({
  method: "get",
  path: "/{code}",
  summary: "A custom cake request, with its quote",
  description:
    "The customer's view: what was asked, the status, and the quote once the bakery has sent one. A wrong code or key is 404, whatever was wrong.",
  tags: ["Custom cakes"],
  request: { params: codeParam, query: keyQuery },
  responses: {
    200: { description: "The request", content: json(envelopeOf(z.object({ request: CakeRequestSchema }))) },
    404: failure("No such request, or the key does not open it"),
  },
});

const AcceptBodySchema = z
  .object({
    key: z.string().max(128).optional().openapi({ description: "The link's key (not needed when signed in as the customer who asked)" }),
    payment_option: z.enum(["card", "pay_at_pickup"]).openapi({
      description:
        "card: the deposit is charged now (the opaque token AcceptUI.js gave). pay_at_pickup only when the shop takes no cards online: the deposit is due at the counter within 48 hours",
    }),
    payment_token: z.object({ data_descriptor: z.string().min(1).max(100), data_value: z.string().min(1).max(8192) }).nullish(),
  })
  .openapi("CustomCakeAccept");

const accept = createRoute({
  method: "post",
  path: "/{code}/accept",
  summary: "Accept the quote and pay the deposit",
  description:
    "Needs an `Idempotency-Key` header (8–255 characters): the same key with the same body answers the same order again (`Idempotent-Replayed: true`). " +
    "Two accepts at once make one order and one charge: the second is refused (409). The day's custom cakes are checked before the card is charged: a full day charges nothing (409) and the shop is told. " +
    "The order follows the usual moves; the balance is paid at pickup.",
  tags: ["Custom cakes"],
  request: {
    params: codeParam,
    headers: z.object({
      "idempotency-key": z
        .string()
        .optional()
        .openapi({ param: { required: true }, description: "8–255 characters, one per attempt. Without it: 400" }),
    }),
    body: { content: json(AcceptBodySchema), required: true },
  },
  responses: {
    201: {
      description: "The order made, and the request accepted",
      headers: {
        "Idempotent-Replayed": {
          description: "`true` when this answers an order already made with the same key and body",
          schema: { type: "string", enum: ["true"] },
        },
        ...setsCookies("`order_access` (the order's key, HttpOnly), so this browser can open the order"),
      },
      content: json(
        envelopeOf(
          z.object({
            order: OrderSchema,
            request: CakeRequestSchema,
            access_key: z.string().optional().openapi({ description: "The order's key (a guest's link to it); absent on a replay" }),
          }),
        ),
      ),
    },
    400: failure("No Idempotency-Key, or a malformed one"),
    402: failure("The card was declined: nothing charged, the quote still open"),
    404: failure("No such request, or the key does not open it"),
    409: failure(
      "Not quoted yet, already accepted or declined, another accept under way, the day's custom cakes are taken, or the day is closed",
    ),
    410: failure("The quote has expired"),
    422: failure("A field is missing or wrong, or the same key was used with another body"),
  },
});

const decline = createRoute({
  method: "post",
  path: "/{code}/decline",
  summary: "Decline the quote (or withdraw the request)",
  tags: ["Custom cakes"],
  request: {
    params: codeParam,
    body: { content: json(DeclineInputSchema.extend({ key: z.string().max(128).optional() })), required: true },
  },
  responses: {
    200: { description: "The request, declined", content: json(envelopeOf(z.object({ request: CakeRequestSchema }))) },
    404: failure("No such request, or the key does not open it"),
    409: failure("Already accepted, declined or expired, or an accept is under way"),
    410: failure("The quote has expired"),
    422: failure("The reason is too long or holds control characters"),
  },
});

export function customCakesApi(deps: AppDeps) {
  const { db, config } = deps;
  const context = (c: Context<AppEnv>) =>
    cakeContext(deps, {
      lang: c.get("lang"),
      ip: clientIp(c, config.TRUST_PROXY),
      attribution: attributionOf(trackingFromHeaders(c.req.raw.headers)),
    });
  /** The key sent, or the signed-in customer; 404 when neither. */
  const accessOf = async (c: Context<AppEnv>, key: string | undefined): Promise<CakeAccess> => {
    if (key) return { key };
    const customerId = await customerIdOf(db, c.req.raw.headers);
    if (customerId === null) throw new ApiError(404, "cakeRequestNotFound");
    return { customerId };
  };
  const tooLarge = uploadBodyLimit(CAKE_REQUEST_LIMIT_BYTES, (c) => {
    const lang = c.get("lang");
    const message = apiMessage(lang, "uploadTooLarge", { mb: PHOTO_MAX_BYTES / 1024 / 1024 });
    return c.json({ error: true, message, data: null, errors: { photos: [message] } }, 422);
  });

  return newApi()
    .openapi({ ...create, middleware: [tooLarge] }, async (c) => {
      const lang = c.get("lang");
      let form: FormData;
      try {
        form = await c.req.raw.formData();
      } catch {
        throw new ApiError(422, "validationFailed", { _: [apiMessage(lang, "fieldInvalid")] });
      }
      const parsed = parseCakeRequestForm(form, lang);
      if (!parsed.ok) throw new ApiError(422, "validationFailed", parsed.fields);
      const customerId = await customerIdOf(db, c.req.raw.headers);
      const photos = await Promise.all(parsed.photos.map(async (file) => new Uint8Array(await file.arrayBuffer())));
      const made = await createCakeRequest(context(c), parsed.input, photos, { customerId });
      return created(c, { request: made.request, key: made.key }, apiMessage(lang, "cakeRequestSent"));
    })
    .openapi(view, async (c) => {
      const { code } = c.req.valid("param");
      const { key } = c.req.valid("query");
      const request = await cakeRequestFor(db, code, await accessOf(c, key));
      if (!request) throw new ApiError(404, "cakeRequestNotFound");
      return ok(c, { request });
    })
    .openapi(accept, async (c) => {
      const idempotencyKey = c.req.header("idempotency-key");
      if (!isIdempotencyKey(idempotencyKey)) throw new ApiError(400, "checkoutKeyMissing");
      const { code } = c.req.valid("param");
      const body = c.req.valid("json");
      const access = await accessOf(c, body.key);
      const fingerprint = requestFingerprint({ body, code, customer: "customerId" in access ? access.customerId : null });
      const placed = await acceptQuote(context(c), code, access, body, { key: idempotencyKey, fingerprint });
      if (placed.replayed) c.header("Idempotent-Replayed", "true");
      if (placed.accessKey)
        c.header("Set-Cookie", orderAccessCookie(placed.order.code, placed.accessKey, secureCookies(c.req.raw, config)), {
          append: true,
        });
      const lang = c.get("lang");
      const data: { order: ReturnType<typeof labelled<typeof placed.order>>; request: CakeRequestView; access_key?: string } = {
        order: labelled(placed.order, lang),
        request: placed.request,
      };
      if (placed.accessKey) data.access_key = placed.accessKey;
      return created(c, data, apiMessage(lang, "cakeAccepted"));
    })
    .openapi(decline, async (c) => {
      const { code } = c.req.valid("param");
      const body = c.req.valid("json");
      const request = await declineByCustomer(context(c), code, await accessOf(c, body.key), body.reason);
      return ok(c, { request }, apiMessage(c.get("lang"), "cakeDeclinedByCustomer"));
    });
}
