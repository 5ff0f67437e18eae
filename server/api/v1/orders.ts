import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps, AppEnv } from "../../context.ts";
import { findOrderForViewer, listCustomerOrders } from "../../domain/orders/orders.service.ts";
import { orderViewerOf } from "../../http/checkout-context.ts";
import { customerIdOf } from "../../http/session.ts";
import { ApiError, ok } from "../envelope.ts";
import { newApi } from "../factory.ts";
import { envelopeOf, ErrorSchema } from "../openapi.ts";
import { OrderSchema } from "./order-schemas.ts";

const json = <T extends z.ZodType>(schema: T) => ({ "application/json": { schema } });
const failure = (description: string) => ({ description, content: json(ErrorSchema) });

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
            pagination: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
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
    "The signed-in customer's own order, or a guest's with its key: the `order_access` cookie of the browser that placed it, or `key` from the e-mailed link. Anything else is 404, whether the code exists or not.",
  tags: ["Orders"],
  request: {
    params: z.object({ code: z.string().max(40).openapi({ example: "MV-7K2D9QX4M1TB" }) }),
    query: z.object({ key: z.string().max(200).optional() }),
  },
  responses: { 200: { description: "The order", content: json(envelopeOf(OrderSchema)) }, 404: failure("No such order for this viewer") },
});

export function ordersApi({ db }: AppDeps) {
  return newApi()
    .openapi(list, async (c: Context<AppEnv>) => {
      const customerId = await customerIdOf(db, c.req.raw.headers);
      if (customerId === null) throw new ApiError(401, "authNotSignedIn");
      const page = Number(c.req.query("page") ?? 1);
      return ok(c, await listCustomerOrders(db, c.get("lang"), customerId, page));
    })
    .openapi(show, async (c) => {
      const { code } = c.req.valid("param");
      const viewer = await orderViewerOf(db, c.req.raw.headers, code, c.req.valid("query").key);
      const order = await findOrderForViewer(db, c.get("lang"), code, viewer);
      if (!order) throw new ApiError(404, "orderNotFound");
      return ok(c, order);
    });
}
