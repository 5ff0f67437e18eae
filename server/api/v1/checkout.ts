import { createRoute, OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { checkoutInput, checkoutOptionsQuery, FULFILMENTS, PAYMENT_OPTIONS } from "../../domain/checkout/checkout.schema.ts";
import { checkoutOptions, placeOrder } from "../../domain/checkout/checkout.service.ts";
import { isIdempotencyKey, requestFingerprint } from "../../domain/checkout/idempotency.ts";
import { authCookies } from "../../http/auth-cookies.ts";
import { checkoutContext, orderAccessCookie } from "../../http/checkout-context.ts";
import { TRACKING_HEADERS, trackingFromHeaders } from "../../http/tracking.ts";
import { attributionOf } from "../../domain/orders/attribution.shared.ts";
import { secureCookies } from "../../http/cookie-security.ts";
import { clientIp } from "../../http/client-ip.ts";
import { shopperFromRequest } from "../../http/shopper.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { checkoutFormErrors, checkoutOptionsAnswer } from "../checkout-answers.ts";
import { labelled } from "../orders-answers.ts";
import { ApiError, ok } from "../envelope.ts";
import { envelopeOf, json, failure, refusalWith, setsCookies } from "../openapi.ts";
import { OrderSchema, TotalsSchema } from "./order-schemas.ts";

const SlotSchema = z.object({
  date: z.string().openapi({ example: "2026-12-01" }),
  start: z.string().openapi({ example: "09:00" }),
  end: z.string(),
  starts_at: z.string().openapi({ description: "The start as an instant (UTC)" }),
  remaining: z.number().int().openapi({ description: "Orders the slot can still take" }),
  full: z.boolean(),
});

const OptionsSchema = z
  .object({
    time_zone: z.string().openapi({ example: "America/Chicago" }),
    shop: z.object({ name: z.string(), address: z.string() }),
    fulfilment_methods: z.array(
      z.object({
        code: z.enum(FULFILMENTS),
        fee: z.number(),
        fee_cents: z.number().int(),
        zone: z.string().nullable(),
        free: z.boolean(),
        free_over_cents: z.number().int().nullable(),
      }),
    ),
    delivery: z.object({ zip: z.string(), ok: z.boolean(), reason: z.string().nullable(), message: z.string().nullable() }).nullable(),
    delivery_zones: z
      .array(
        z.object({
          name: z.string().openapi({ example: "Alief & Sharpstown" }),
          zips: z.array(z.string()).openapi({ example: ["77072", "77036"] }),
          fee_cents: z.number().int(),
          free_over_cents: z.number().int().nullable().openapi({ description: "Free when the items come to at least this; null: never" }),
        }),
      )
      .openapi({ description: "Where the shop delivers and for what fee (empty: pickup only)" }),
    payment_methods: z.array(
      z.union([
        z.object({ code: z.literal("pay_at_pickup") }),
        z.object({ code: z.literal("card"), script_url: z.string(), api_login_id: z.string(), client_key: z.string() }),
      ]),
    ),
    lead_time_hours: z.number().int(),
    days: z.array(z.object({ date: z.string(), weekday: z.number().int(), slots: z.array(SlotSchema) })),
    closed_days: z
      .array(
        z.object({
          date: z.string().openapi({ example: "2026-11-26" }),
          reason: z.string().nullable().openapi({ example: "Thanksgiving" }),
        }),
      )
      .openapi({
        description:
          "Dates in the same window the shop is closed although its weekday is open (holidays), with the reason in the request's language",
      }),
    totals: TotalsSchema.extend({
      deposit_cents: z
        .number()
        .int()
        .openapi({ description: "A pre-order's deposit, paid now by card or at the counter within 48 hours; 0 without one" }),
      balance_cents: z.number().int().openapi({ description: "What is left to pay at pickup" }),
    }),
    pre_order: z
      .object({
        slug: z.string(),
        name: z.string(),
        deposit: z.object({ kind: z.enum(["none", "percent", "fixed"]), value: z.number().int() }),
        cancel_until_days: z.number().int(),
        pickup_only: z.literal(true),
      })
      .nullable()
      .openapi({
        description:
          "The campaign of a cart of pre-order items: `days` are its pickup days (one slot each, `remaining` in units); null for an everyday cart",
      }),
    pre_order_problem: z.string().nullable().openapi({
      description: "Why the cart cannot be checked out as it is (items of two campaigns, a window not open), in the request's language",
    }),
    count: z.number().int(),
  })
  .openapi("CheckoutOptions");

const CartHeaders = z.object({ "cart-token": z.string().optional().openapi({ description: "The visitor cart's token" }) });

const TRACKING_DESCRIPTIONS: Record<string, string> = {
  "x-utm-source": "The first visit's `utm_source`",
  "x-utm-medium": "The first visit's `utm_medium`",
  "x-utm-campaign": "The first visit's `utm_campaign`",
  "x-utm-term": "The first visit's `utm_term`",
  "x-utm-content": "The first visit's `utm_content`",
  "x-gclid": "The first visit's Google Ads click id",
  "x-fclid": "The first visit's Facebook click id (`fbclid`)",
  "x-referrer-url": "The page the first visit came from (an http(s) address)",
  "x-landing-url": "The address the first visit landed on (an http(s) address)",
};

/**
 * The storefront's first-touch tracking, recorded with the order for the shop's reports only. Never a refusal: a
 * value too long (utm 200 characters, click ids 300, addresses 2,048), with a control character, or an address that is
 * not http(s) is dropped. `x-referral` and `x-referrer-domain` may be sent too; the server classifies the referrer itself.
 */
const TrackingHeaders = z.object(
  Object.fromEntries(
    Object.keys(TRACKING_HEADERS).map((name) => [
      name,
      z
        .string()
        .optional()
        .openapi({ description: `${TRACKING_DESCRIPTIONS[name]}. For the shop's reports only; a malformed value is dropped` }),
    ]),
  ),
);

const options = createRoute({
  method: "get",
  path: "/options",
  summary: "What the checkout offers for the current cart",
  description:
    "Pickup and delivery with their fees (delivery by the ZIP's zone, free over its threshold), the payment methods (card only when Authorize.Net is configured: its script and public keys), the open slots on the shop's clock from the earliest the cart's lead times allow to 14 days ahead (a full slot is listed with `full: true`), the closed days in that window with their reason, and the totals for the fulfilment asked for.",
  tags: ["Checkout"],
  request: { headers: CartHeaders, query: checkoutOptionsQuery },
  responses: { 200: { description: "The options", content: json(envelopeOf(OptionsSchema)) }, 422: failure("A bad query") },
});

const PlacedSchema = z
  .object({
    order: OrderSchema,
    access_key: z.string().optional().openapi({
      description:
        "The order's key, for a client without an account or a cookie jar: read the order with `GET /orders/{code}` and the header `Order-Access-Key: <key>`. Browsers also get it as the HttpOnly `order_access` cookie. Absent on a replay (the shop keeps only its hash; the order e-mail carries a link). Keep it secret: it opens the order.",
    }),
    token: z.string().optional().openapi({ description: "When an account was created: its session, as POST register answers" }),
    expires_at: z.string().optional(),
    user: z.record(z.string(), z.unknown()).optional(),
  })
  .openapi("PlacedOrder");

const ConflictSchema = z
  .object({
    reason: z.enum(["sold_out", "slot_full", "price_changed", "cart_changed", "in_progress", "limit_reached"]),
    totals: TotalsSchema.optional().openapi({ description: "With `price_changed`: the totals as they are now" }),
  })
  .nullable()
  .openapi("CheckoutConflict");

const place = createRoute({
  method: "post",
  path: "/",
  summary: "Place the order",
  description: `Places the order for the current cart. Needs an \`Idempotency-Key\` header (8–255 characters): the same key with the same body answers the same order again (header \`Idempotent-Replayed: true\`; no second order, no second charge), with another body 422, while the first is still running 409. Payment: ${PAYMENT_OPTIONS.join(" or ")} (card: the opaque token AcceptUI.js gave). Prices, fees and tax are the server's; send \`expected_total_cents\` (the total the customer saw) to be refused with 409 \`price_changed\` rather than charged another amount.`,
  tags: ["Checkout"],
  request: {
    headers: CartHeaders.extend(TrackingHeaders.shape).extend({
      // Checked by the handler, so a missing or malformed key is its own 400 rather than the form's 422.
      "idempotency-key": z
        .string()
        .optional()
        .openapi({
          param: { required: true },
          description: "8–255 characters, one per attempt; reuse it to retry after a network error. Without it: 400",
        }),
    }),
    body: { content: json(checkoutInput), required: true },
  },
  responses: {
    201: {
      description: "The order (and the new account's session when one was created)",
      content: json(envelopeOf(PlacedSchema)),
      headers: {
        "Idempotent-Replayed": {
          description: "`true` when this answers an order already placed with the same key and body (no second order)",
          schema: { type: "string", enum: ["true"] },
        },
        ...setsCookies(
          "A guest's `order_access` (the order's key, HttpOnly); with `create_account`, the new session's `auth_token` cookies",
        ),
      },
    },
    400: failure("No Idempotency-Key, or a malformed one"),
    402: failure("The card was declined or could not be charged: no order, the cart unchanged"),
    409: refusalWith(
      "Sold out, the slot just filled, the prices or the cart changed, or the same key is still being placed: `data.reason`, and with `price_changed` the new `totals`",
      ConflictSchema,
    ),
    429: failure("Too many checkout attempts from this address in the last hour (`CHECKOUT_LIMIT_PER_HOUR`, 20 by default)"),
    422: failure(
      "A field is missing or wrong, the slot cannot be taken (past, closed, before the lead time), the ZIP is outside the delivery zones, the key was used with another body, or the e-mail already has an account",
    ),
  },
});

/** The 422 of the checkout form: the first message of each field, in the request's language. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const formHook: Hook<any, AppEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const lang = c.get("lang");
  return c.json(
    { error: true, message: apiMessage(lang, "validationFailed"), data: null, errors: checkoutFormErrors(result.error.issues, lang) },
    422,
  );
};

export function checkoutApi(deps: AppDeps) {
  const { db, config } = deps;
  const context = (c: Context<AppEnv>) =>
    checkoutContext(deps, {
      lang: c.get("lang"),
      ip: clientIp(c, config.TRUST_PROXY),
      attribution: attributionOf(trackingFromHeaders(c.req.raw.headers)),
    });
  const shopper = (c: Context<AppEnv>, bodyToken?: unknown) => shopperFromRequest(db, c.req.raw.headers, bodyToken);

  return new OpenAPIHono<AppEnv>({ defaultHook: formHook })
    .openapi(options, async (c) => {
      const query = c.req.valid("query");
      return ok(c, checkoutOptionsAnswer(c.get("lang"), await checkoutOptions(context(c), await shopper(c), query)));
    })
    .openapi(place, async (c) => {
      const key = c.req.header("idempotency-key");
      if (!isIdempotencyKey(key)) throw new ApiError(400, "checkoutKeyMissing");
      const input = c.req.valid("json");
      const who = await shopper(c, input.cart_token);
      // The body as sent, and who sent it: the same key from another cart or account is another request.
      const fingerprint = requestFingerprint({ body: await c.req.json(), customer: who.customerId, cart: who.token });
      const placed = await placeOrder(context(c), who, input, { key, fingerprint });
      if (placed.replayed) c.header("Idempotent-Replayed", "true");
      const secure = secureCookies(c.req.raw, config);
      if (placed.accessKey) c.header("Set-Cookie", orderAccessCookie(placed.order.code, placed.accessKey, secure), { append: true });
      if (placed.signedIn) for (const cookie of authCookies(placed.signedIn, secure)) c.header("Set-Cookie", cookie, { append: true });
      const session = placed.signedIn
        ? { token: placed.signedIn.token, expires_at: placed.signedIn.expires_at, user: { ...placed.signedIn.user } }
        : {};
      const access = placed.accessKey ? { access_key: placed.accessKey } : {};
      return c.json(
        {
          error: false as const,
          message: apiMessage(c.get("lang"), "checkoutPlaced"),
          data: { order: labelled(placed.order, c.get("lang")), ...access, ...session },
        },
        201,
      );
    });
}
