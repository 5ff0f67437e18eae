import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { normaliseOrderCode } from "../../domain/checkout/order-code.ts";
import { CANCEL_OUTCOMES, cancelOrder, cancelOutcome } from "../../domain/orders/cancel.service.ts";
import { findOrderForViewer, listCustomerOrders } from "../../domain/orders/orders.service.ts";
import { labelled, labelledAll, withLabelledOrder } from "../orders-answers.ts";
import { reorder } from "../../domain/orders/reorder.service.ts";
import { checkoutContext, orderViewerOf } from "../../http/checkout-context.ts";
import { clientIp } from "../../http/client-ip.ts";
import { shopperFromRequest } from "../../http/shopper.ts";
import { customerIdOf } from "../../http/session.ts";
import { apiMessage } from "../../i18n/api-messages.ts";
import { cartJson } from "../cart-answers.ts";
import { configurationMessage } from "../configuration-answers.ts";
import { ApiError, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, json, failure } from "../openapi.ts";
import { CartSchema } from "./carts.ts";
import { OrderSchema } from "./order-schemas.ts";

const list = createRoute({
  method: "get",
  path: "/",
  summary: "The signed-in customer's orders, newest first",
  tags: ["Orders"],
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() }) },
  responses: {
    200: {
      description: "A page of orders",
      content: json(
        envelopeOf(
          z.object({
            orders: z.array(OrderSchema),
            pagination: z.object({
              page: z.number().int(),
              per_page: z.number().int(),
              total: z.number().int(),
              last_page: z.number().int(),
            }),
          }),
        ),
      ),
    },
    401: failure("Not signed in"),
  },
});

const show = createRoute({
  method: "get",
  path: "/{code}",
  summary: "One order",
  description:
    "The signed-in customer's own order, or a guest's with its key: the `Order-Access-Key` header (`access_key` of the 201 of POST /checkout), the `order_access` cookie of the browser that placed it, or `key` from the e-mailed link. Anything else is 404, whether the code exists or not.",
  tags: ["Orders"],
  request: {
    params: z.object({ code: z.string().max(40).openapi({ example: "MV-7K2D9QX4M1TB" }) }),
    query: z.object({ key: z.string().max(200).optional().openapi({ description: "The key, as the e-mailed link carries it" }) }),
    headers: z.object({
      "order-access-key": z
        .string()
        .max(200)
        .optional()
        .openapi({ description: "A guest's key: `access_key` of the 201 of POST /checkout" }),
    }),
  },
  responses: { 200: { description: "The order", content: json(envelopeOf(OrderSchema)) }, 404: failure("No such order for this viewer") },
});

const CodeParams = z.object({ code: z.string().max(40).openapi({ example: "MV-7K2D9QX4M1TB" }) });

const cancel = createRoute({
  method: "post",
  path: "/{code}/cancel",
  summary: "Cancel one's own order",
  description:
    "While the order is unfinished and its slot starts more than its largest product lead time from now (at least one hour). Gives back the capacity it reserved and voids a card payment. Another customer's order, or an unknown code, is 404.",
  tags: ["Orders"],
  request: { params: CodeParams },
  responses: {
    200: {
      description: "The canceled order; `card` says whether a card payment was voided, or left for the shop to refund",
      content: json(envelopeOf(z.object({ order: OrderSchema, card: z.enum(["voided", "refunded", "void_failed"]).nullable() }))),
    },
    401: failure("Not signed in"),
    404: failure("No such order of this customer"),
    409: failure(
      "No longer cancelable: shipped, delivered, already canceled, or too close to its slot (the message says until when it could be)",
    ),
  },
});

const ReorderSkipSchema = z
  .object({
    product_id: z.number().int().nullable(),
    name: z.string().openapi({ description: "As it was ordered, in the request's language" }),
    variant: z.string().nullable().openapi({
      description: 'The variant it was ordered as, in the request\'s language ("8 inch · Pandan"); null for a product without options',
    }),
    quantity: z.number().int(),
    reason: z.enum(["unavailable", "cart_full", "options_unavailable"]).openapi({
      description:
        "`unavailable`: the product is no longer sold; `cart_full`: the cart holds no more lines; `options_unavailable`: the product is sold, but its variant or add-ons as ordered can no longer be had (a size no longer made, an extra out today)",
    }),
    message: z.string().openapi({ description: "In the request's language; for `options_unavailable`, with what was refused" }),
  })
  .openapi("ReorderSkip");

const reorderRoute = createRoute({
  method: "post",
  path: "/{code}/reorder",
  summary: "Put an order's products back in the cart",
  description:
    "Adds the order's lines whose products are still sold to the signed-in customer's cart, with their notes, variants and add-ons, by the cart's rules (quantities stop at 99, add-ons are checked as when adding). Gifts are not copied: the cart's promotions decide them. `skipped` lists the lines that could not be added, and why: a line whose variant or add-ons can no longer be had is left out, not added without them.",
  tags: ["Orders"],
  request: { params: CodeParams },
  responses: {
    200: {
      description: "The cart now, and the lines left out",
      content: json(envelopeOf(z.object({ cart: CartSchema, skipped: z.array(ReorderSkipSchema) }))),
    },
    401: failure("Not signed in"),
    404: failure("No such order of this customer"),
  },
});

export function ordersApi(deps: AppDeps) {
  const { db, config } = deps;
  const signedIn = async (c: Context<AppEnv>) => {
    const customerId = await customerIdOf(db, c.req.raw.headers);
    if (customerId === null) throw new ApiError(401, "authNotSignedIn");
    return customerId;
  };
  return newApi()
    .openapi(list, async (c: Context<AppEnv>) => {
      const customerId = await customerIdOf(db, c.req.raw.headers);
      if (customerId === null) throw new ApiError(401, "authNotSignedIn");
      const page = Number(c.req.query("page") ?? 1);
      const lang = c.get("lang");
      const { orders, pagination } = await listCustomerOrders(db, lang, customerId, page);
      return ok(c, { orders: labelledAll(orders, lang), pagination });
    })
    .openapi(show, async (c) => {
      const { code } = c.req.valid("param");
      const key = c.req.valid("query").key ?? c.req.valid("header")["order-access-key"];
      const viewer = await orderViewerOf(db, c.req.raw.headers, code, key);
      const order = await findOrderForViewer(db, c.get("lang"), code, viewer);
      if (!order) throw new ApiError(404, "orderNotFound");
      return ok(c, labelled(order, c.get("lang")));
    })
    .openapi(cancel, async (c) => {
      const customerId = await signedIn(c);
      const lang = c.get("lang");
      const gateway = checkoutContext(deps, { lang, ip: clientIp(c, config.TRUST_PROXY) }).card?.gateway ?? null;
      const canceled = await cancelOrder({ db, lang, gateway, logger: c.get("log") ?? deps.logger }, c.req.valid("param").code, customerId);
      if (!canceled) throw new ApiError(404, "orderNotFound");
      const code = canceled.order.code;
      return ok(c, withLabelledOrder(canceled, lang), apiMessage(lang, CANCEL_OUTCOMES[cancelOutcome(canceled)], { code }));
    })
    .openapi(reorderRoute, async (c) => {
      const customerId = await signedIn(c);
      const lang = c.get("lang");
      const shopper = await shopperFromRequest(db, c.req.raw.headers);
      const context = { db, lang, client: { ip: clientIp(c, config.TRUST_PROXY), cartsPerHour: config.CART_LIMIT_PER_HOUR } };
      const done = await reorder(context, { ...shopper, customerId }, c.req.valid("param").code);
      if (!done) throw new ApiError(404, "orderNotFound");
      const code = normaliseOrderCode(c.req.valid("param").code);
      return ok(
        c,
        {
          cart: cartJson(done.cart, lang),
          skipped: done.skipped.map(({ text, problems, ...skip }) => ({
            ...skip,
            message: [apiMessage(lang, text.key, text.params), ...problems.map((p) => configurationMessage(p, lang))].join(" "),
          })),
        },
        apiMessage(lang, done.skipped.length ? "reorderPartly" : "reorderDone", { code }),
      );
    });
}
