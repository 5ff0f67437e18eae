import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../../context.ts";
import { listUsedCoupons } from "../../domain/cart/redemptions.service.ts";
import { ok } from "../envelope.ts";
import { envelopeOf, ErrorSchema, json } from "../openapi.ts";
import { signedInApi } from "../signed-in.ts";

// The coupons the signed-in customer has used (GET promotions/used).

const UsedCouponSchema = z
  .object({
    code: z.string().openapi({ example: "WELCOME10" }),
    name: z.string().openapi({ description: "In the request's language" }),
    used_at: z.string(),
    order_code: z.string().nullable(),
    discount: z.number().openapi({ description: "Dollars off that order" }),
    discount_cents: z.number().int(),
  })
  .openapi("UsedCoupon");

const used = createRoute({
  method: "get",
  path: "/used",
  summary: "The coupons the signed-in customer has used, newest first",
  tags: ["Promotions"],
  request: { query: z.object({ page: z.coerce.number().int().min(1).max(10_000).optional() }) },
  responses: {
    200: {
      description: "A page of coupon uses",
      content: json(
        envelopeOf(
          z.object({
            coupons: z.array(UsedCouponSchema),
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
    401: { description: "Not signed in", content: json(ErrorSchema) },
  },
});

export function promotionsApi({ db }: AppDeps) {
  return signedInApi(db).openapi(used, async (c) =>
    ok(c, await listUsedCoupons(db, c.get("lang"), c.get("customer").customerId, c.req.valid("query").page ?? 1)),
  );
}
