import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import {
  AddLineInputSchema,
  CouponInputSchema,
  MAX_NOTE,
  MAX_QUANTITY,
  normaliseCouponCode,
  parseLineRef,
  UpdateLineInputSchema,
} from "../../domain/cart/cart.schema.ts";
import {
  addToCart,
  applyCoupon,
  clearCart,
  getCart,
  removeCoupon,
  removeLine,
  setLineQuantity,
  type CartContext,
} from "../../domain/cart/cart.service.ts";
import { shopperFromRequest } from "../../http/shopper.ts";
import { clientIp } from "../../http/client-ip.ts";
import { NOTE_KINDS } from "../../domain/catalog/note-kind.ts";
import { apiMessage, type ApiMessageKey } from "../../i18n/api-messages.ts";
import { ok } from "../envelope.ts";
import { cartJson } from "../cart-answers.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, json, failure } from "../openapi.ts";

const CartLineModifierSchema = z
  .object({
    group_id: z.number().int(),
    group: z.string().openapi({ description: "The add-on group's name in the request's language", example: "Extras" }),
    choice_id: z.number().int(),
    label: z.string().openapi({ description: "In the request's language", example: "Fried egg" }),
    quantity: z.number().int(),
    price_delta: z.number().openapi({ description: "Dollars added to the unit price for each", example: 1.5 }),
    price_delta_cents: z.number().int(),
  })
  .openapi("CartLineModifier");

const CartItemSchema = z
  .object({
    id: z.union([z.number().int(), z.string()]).openapi({ description: "The line's id; `gift-<n>` for a gift line", example: 12 }),
    line_item_id: z.union([z.number().int(), z.string()]).openapi({ description: "Same as `id`" }),
    product_id: z.number().int(),
    slug: z.string(),
    sku: z.string(),
    name: z.string().openapi({ description: "In the request's language" }),
    image_path: z.string().nullable(),
    price: z.number().openapi({ description: "Dollars, from the catalogue; 0 for a gift", example: 7.5 }),
    price_cents: z.number().int(),
    quantity: z.number().int().openapi({ description: "1–99" }),
    line_total: z.number(),
    line_total_cents: z.number().int(),
    variant: z.string().nullable().openapi({
      description: 'The variant chosen, in the request\'s language ("8 inch · Pandan"); null for a product without options',
    }),
    variant_id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The variant chosen (a product without options has one default variant)" }),
    modifiers: z.array(CartLineModifierSchema).openapi({ description: "The add-ons chosen, in their groups' order" }),
    capacity_units: z
      .number()
      .int()
      .openapi({ description: "How much of the product's daily capacity one piece of this line uses (a 10-inch cake may count 2)" }),
    lead_time_hours: z.number().int().openapi({ description: "The notice this line needs: its variant's, else its product's" }),
    is_gift: z.boolean(),
    note: z.string().openapi({ description: `The customer's note, up to ${MAX_NOTE} characters; "" when none` }),
    note_kind: z.enum(NOTE_KINDS).openapi({ description: "What the note is: the inscription on a cake, or a note for the kitchen" }),
    allergens: z.array(z.string()).openapi({ description: "Big 9 allergens the product contains, with those its add-ons add" }),
    promotion_name: z.string().nullable().openapi({ description: "For a gift: the promotion that gives it" }),
    daily_capacity: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "How many of the product the shop makes a day (null: no limit); one order cannot have more for its day" }),
  })
  .openapi("CartItem");

const CartPromotionSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    type: z.enum(["percentage", "fixed"]),
    value: z.number().openapi({ description: "Percent off, or dollars off" }),
    value_cents: z.number().int().nullable(),
    min_subtotal: z.number(),
    min_subtotal_cents: z.number().int(),
    discount: z.number(),
    discount_cents: z.number().int(),
    applied: z.boolean().openapi({ description: "False while a notice says why the coupon gives nothing now" }),
  })
  .openapi("CartPromotion");

const CartNoticeSchema = z
  .object({
    code: z.enum([
      "product_unavailable",
      "option_unavailable",
      "coupon_withdrawn",
      "coupon_expired",
      "coupon_not_started",
      "coupon_used_up",
      "coupon_already_used",
      "coupon_below_minimum",
    ]),
    message: z.string(),
    product_id: z.number().int().optional(),
    coupon_code: z.string().optional(),
  })
  .openapi("CartNotice");

export const CartSchema = z
  .object({
    token: z.string().openapi({
      description:
        'The visitor cart\'s token, made by the server: keep it and send it back as `cart-token`. A token the server does not know is never adopted; the first change opens a cart under a new one, given here. `""` while there is no visitor cart (or for a signed-in customer, whose cart the session finds)',
      example: "ct_4fK9aQ2mZ7xR1bT8cW3nY6pL",
    }),
    items: z.array(CartItemSchema),
    gifts: z.array(CartItemSchema),
    count: z.number().int().openapi({ description: "Pieces in `items` (gifts not counted)" }),
    subtotal: z.number(),
    subtotal_cents: z.number().int(),
    discount: z.number(),
    discount_cents: z.number().int(),
    total: z.number().openapi({
      description: "Dollars for the goods after the discount, before tax and any delivery fee (the checkout's `totals.total` adds them)",
    }),
    total_cents: z.number().int(),
    currency: z.literal("USD"),
    promotion: CartPromotionSchema.nullable(),
    notices: z.array(CartNoticeSchema),
  })
  .openapi("Cart");

const cartAnswer = (description: string) => ({ description, content: json(envelopeOf(CartSchema)) });
const body = <T extends z.ZodType>(schema: T) => ({ content: json(schema), required: true });

const CartHeaders = z.object({
  "cart-token": z.string().optional().openapi({
    description:
      "`ct_` + 24 letters and digits, as the server gave it in `data.token`. Missing, malformed or unknown: an empty cart, and the first change opens one under a new token",
  }),
});
const OPEN_LIMITED =
  "This change would open a new visitor cart, and this address has opened too many in the last hour (`CART_LIMIT_PER_HOUR`, 30 by default); `Retry-After` gives the seconds to wait";
const LineParams = z.object({ lineId: z.string().max(40).openapi({ example: "12" }) });
const WHO =
  "The cart is the signed-in customer's (bearer token or `auth_token` cookie), else the cart token's (`cart-token` header, then a `cart_token` body field, then the `cart_token` cookie). " +
  "Every answer is the whole cart, priced from the catalogue.";

const show = createRoute({
  method: "get",
  path: "/",
  summary: "The cart",
  description: `${WHO} A signed-in request that still carries a visitor cart's token merges that cart into the customer's.`,
  tags: ["Cart"],
  request: { headers: CartHeaders },
  responses: { 200: cartAnswer("The cart; empty when there is none yet") },
});

const add = createRoute({
  method: "post",
  path: "/",
  summary: "Add a product",
  description: `${WHO} \`quantity\` 1–${MAX_QUANTITY} (default 1); \`note\` up to ${MAX_NOTE} characters, trimmed. A product with options needs \`variant_id\`; \`modifiers\` are checked against the product's groups (their \`min\`, \`max\`, \`max_per_choice\` and \`total\`, and what is out today). The same product, variant, add-ons and note add to their line (at most ${MAX_QUANTITY}). Prices are never taken from the client: the unit price is the variant's plus its add-ons'.`,
  tags: ["Cart"],
  request: { headers: CartHeaders, body: body(AddLineInputSchema) },
  responses: {
    200: cartAnswer("The new cart"),
    422: failure(
      "Bad quantity or note, or a product that does not exist or is not sold (`product_id`); a variant missing, of another product or no longer sold (`variant_id`); an add-on the product does not offer (`modifiers`); a group's choices too few, too many, out today, or not adding up to its total (`modifiers.<group id>`)",
    ),
    429: failure(OPEN_LIMITED),
  },
});

const updateRoute = (method: "patch" | "put") =>
  createRoute({
    method,
    path: "/{lineId}/update",
    summary: method === "patch" ? "Set a line's quantity" : "Set a line's quantity (PUT, the client's retry)",
    description: `${WHO} \`quantity\` 0 removes the line; more than ${MAX_QUANTITY} means ${MAX_QUANTITY}.`,
    tags: ["Cart"],
    request: { headers: CartHeaders, params: LineParams, body: body(UpdateLineInputSchema) },
    responses: {
      200: cartAnswer("The new cart"),
      403: failure("A gift line: gifts cannot be changed"),
      404: failure("No such line in this cart"),
      422: failure("A negative or non-numeric quantity"),
    },
  });

const remove = createRoute({
  method: "delete",
  path: "/{lineId}/remove",
  summary: "Remove a line",
  tags: ["Cart"],
  request: { headers: CartHeaders, params: LineParams },
  responses: {
    200: cartAnswer("The new cart"),
    403: failure("A gift line: gifts cannot be removed"),
    404: failure("No such line in this cart"),
  },
});

const clear = createRoute({
  method: "delete",
  path: "/clear",
  summary: "Empty the cart (lines and coupon)",
  tags: ["Cart"],
  request: { headers: CartHeaders },
  responses: { 200: cartAnswer("The empty cart") },
});

const couponApply = createRoute({
  method: "post",
  path: "/coupon",
  summary: "Apply a coupon code",
  description:
    "The code is case-insensitive. Refused (422 on `code`, with the reason) when unknown, expired, not started yet, used up, already used by this customer, or the subtotal is below its minimum. " +
    "If the cart later falls under a rule, the coupon stays on it without a discount and `notices` says why.",
  tags: ["Cart"],
  request: { headers: CartHeaders, body: body(CouponInputSchema) },
  responses: {
    200: cartAnswer("The cart with the coupon's discount"),
    422: failure("The coupon cannot be used, and why (`code`)"),
    429: failure(OPEN_LIMITED),
  },
});

const couponRemove = createRoute({
  method: "delete",
  path: "/coupon",
  summary: "Take the coupon off the cart",
  tags: ["Cart"],
  request: { headers: CartHeaders },
  responses: { 200: cartAnswer("The cart without a coupon") },
});

export function cartsApi({ db, config }: AppDeps) {
  const api = newApi();
  // Carts are personal: never stored (server/http/cache-control.ts). Changes from another site's page are refused
  // (server/http/same-origin.ts).

  const context = (c: Context<AppEnv>): CartContext => ({
    db,
    lang: c.get("lang"),
    // Asked only when a change opens a cart.
    get client() {
      return { ip: clientIp(c, config.TRUST_PROXY), cartsPerHour: config.CART_LIMIT_PER_HOUR };
    },
  });
  const shopper = (c: Context<AppEnv>, bodyToken?: unknown) => shopperFromRequest(db, c.req.raw.headers, bodyToken);
  const text = (c: Context<AppEnv>, key: ApiMessageKey, params?: Record<string, string>) => apiMessage(c.get("lang"), key, params);

  const update = async (c: Context<AppEnv>, lineId: string, input: z.output<typeof UpdateLineInputSchema>) => {
    const cart = await setLineQuantity(context(c), await shopper(c, input.cart_token), parseLineRef(lineId), input.quantity);
    return ok(c, cartJson(cart, c.get("lang")), text(c, input.quantity === 0 ? "cartLineRemoved" : "cartUpdated"));
  };

  // The look at the cart, the one read: documented with its header, which is not validated on every request (an
  // optional string, which every header is).
  api.openAPIRegistry.registerPath(show);
  api.get("/", async (c) => ok(c, cartJson(await getCart(context(c), await shopper(c)), c.get("lang"))));

  return api
    .openapi(add, async (c) => {
      const input = c.req.valid("json");
      const cart = await addToCart(context(c), await shopper(c, input.cart_token), {
        productId: input.product_id,
        quantity: input.quantity,
        note: input.note,
        variant_id: input.variant_id,
        modifiers: input.modifiers,
      });
      return ok(c, cartJson(cart, c.get("lang")), text(c, "cartAdded"));
    })
    .openapi(updateRoute("patch"), async (c) => update(c, c.req.valid("param").lineId, c.req.valid("json")))
    .openapi(updateRoute("put"), async (c) => update(c, c.req.valid("param").lineId, c.req.valid("json")))
    .openapi(remove, async (c) => {
      const cart = await removeLine(context(c), await shopper(c), parseLineRef(c.req.valid("param").lineId));
      return ok(c, cartJson(cart, c.get("lang")), text(c, "cartLineRemoved"));
    })
    .openapi(clear, async (c) => ok(c, cartJson(await clearCart(context(c), await shopper(c)), c.get("lang")), text(c, "cartCleared")))
    .openapi(couponApply, async (c) => {
      const input = c.req.valid("json");
      const cart = await applyCoupon(context(c), await shopper(c, input.cart_token), input.code);
      return ok(c, cartJson(cart, c.get("lang")), text(c, "couponApplied", { code: normaliseCouponCode(input.code) }));
    })
    .openapi(couponRemove, async (c) =>
      ok(c, cartJson(await removeCoupon(context(c), await shopper(c)), c.get("lang")), text(c, "couponRemoved")),
    );
}
