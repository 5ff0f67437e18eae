import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { couponActiveInput, couponCreateInput, couponUpdateInput } from "../../../domain/promotions/coupons-admin.schema.ts";
import {
  CouponAdminError,
  createCoupon,
  deleteCoupon,
  findAdminCoupon,
  listCoupons,
  setCouponActive,
  updateCoupon,
  type AdminCoupon,
} from "../../../domain/promotions/coupons-admin.service.ts";
import { PROMOTION_NAME_MAX } from "../../../domain/promotions/gift-limits.shared.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { couponAnswer } from "../../promotions-answers.ts";
import { newAdminApi, staffRoute, type StaffEnv } from "../../staff-guard.ts";
import type { Context } from "hono";

// Coupons, the managers' and the owner's: list with their uses, create, edit, switch on and off, delete
// one never used. Its name in English and Vietnamese is what the cart shows beside the code. A change applies to the
// next cart at once; placed orders keep their discount. Audited.

const Bilingual = z.object({ en: z.string(), vi: z.string() });

const CouponSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: Bilingual.openapi({
      description: 'What the cart shows beside the code ("Coupon CODE: name"); an empty Vietnamese one shows the English one',
    }),
    missing_translations: z
      .array(z.string())
      .openapi({ description: '"name.vi" when written in English only; "name.en" for a coupon with no name yet' }),
    type: z.enum(["percentage", "fixed"]),
    value: z.number().int().openapi({ description: "Percent off (1–100) for a percentage, cents off for a fixed amount" }),
    min_subtotal_cents: z.number().int(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    usage_limit: z.number().int().nullable(),
    per_customer_limit: z.number().int().nullable(),
    active: z.boolean(),
    uses: z.number().int().openapi({ description: "Orders placed with it so far" }),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminCoupon");

const oneData = z.object({ coupon: CouponSchema });
const one = json(envelopeOf(oneData));

/**
 * A refused create or update, answered as the API answers every coupon refusal (server/api/refusals.ts) but with the
 * code this request gave, which the message of a taken one names and the service's error does not carry.
 */
function refusal(c: Context<StaffEnv>, error: unknown, code: string) {
  if (!(error instanceof CouponAdminError)) throw error;
  const answer = couponAnswer(error, c, code);
  if (answer instanceof ApiError) throw answer;
  return answer;
}

export function adminCouponsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "promotions", {
    method: "get",
    path: "/",
    summary: "Every coupon, with its uses so far",
    responses: {
      200: { description: "Active first, newest first", content: json(envelopeOf(z.object({ coupons: z.array(CouponSchema) }))) },
    },
  });
  const get = staffRoute(db, "promotions", {
    method: "get",
    path: "/{id}",
    summary: "One coupon",
    request: { params: idParam },
    responses: { 200: { description: "The coupon", content: one }, 404: failure("No such coupon") },
  });
  const add = staffRoute(db, "promotions", {
    method: "post",
    path: "/",
    summary: "Create a coupon",
    description: `The code is trimmed and upper-cased (A–Z, 0–9, - and _) and unique in any case; name.en (required) and name.vi (empty: the cart shows the English one), trimmed, at most ${PROMOTION_NAME_MAX} characters each, are what the cart shows beside the code; a percentage is 1–100, a fixed amount cents above 0; the end after the start.`,
    request: { body: { content: json(couponCreateInput.openapi("AdminCouponInput")), required: true } },
    responses: {
      201: { description: "Created", content: one },
      422: failure("A field is refused (an empty or too long name among them), or the code is taken"),
    },
  });
  const update = staffRoute(db, "promotions", {
    method: "put",
    path: "/{id}",
    summary: "Edit a coupon",
    description:
      "Every field, the names included (name.en required, name.vi may be empty), with expected_updated_at: the coupon's updated_at as read. Applies to the next cart at once; placed orders keep their discount.",
    request: { params: idParam, body: { content: json(couponUpdateInput.openapi("AdminCouponUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such coupon"),
      409: refusalWith("Changed by someone else meanwhile: the coupon as it is now", oneData),
      422: failure("A field is refused (an empty or too long name among them), or the code is taken"),
    },
  });
  const active = staffRoute(db, "promotions", {
    method: "put",
    path: "/{id}/active",
    summary: "Activate or deactivate a coupon",
    description: "Deactivated, the next cart drops it and checkout refuses it.",
    request: { params: idParam, body: { content: json(couponActiveInput.openapi("AdminCouponActive")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such coupon"),
      409: refusalWith("Changed by someone else meanwhile: the coupon as it is now", oneData),
      422: failure("A field is refused"),
    },
  });
  const remove = staffRoute(db, "promotions", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a coupon never used",
    responses: {
      200: { description: "Deleted", content: one },
      404: failure("No such coupon"),
      409: failure("Used on an order: deactivate it instead"),
    },
    request: { params: idParam },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { coupons: await listCoupons(db) }))
    .openapi(get, async (c) => {
      const coupon = await findAdminCoupon(db, c.req.valid("param").id);
      if (!coupon) throw new ApiError(404, "couponNotFound");
      return ok(c, { coupon });
    })
    .openapi(add, async (c) => {
      const input = c.req.valid("json");
      try {
        const coupon = await createCoupon(ctx, c.get("staff"), input);
        return created(c, { coupon }, apiMessage(c.get("lang"), "couponCreated", { code: coupon.code }));
      } catch (error) {
        return refusal(c, error, input.code);
      }
    })
    .openapi(update, async (c) => {
      const input = c.req.valid("json");
      try {
        const coupon = await updateCoupon(ctx, c.get("staff"), c.req.valid("param").id, input);
        return ok(c, { coupon }, apiMessage(c.get("lang"), "couponUpdated", { code: coupon.code }));
      } catch (error) {
        return refusal(c, error, input.code);
      }
    })
    .openapi(active, async (c) => {
      const input = c.req.valid("json");
      const coupon: AdminCoupon = await setCouponActive(ctx, c.get("staff"), c.req.valid("param").id, input);
      return ok(c, { coupon }, apiMessage(c.get("lang"), coupon.active ? "couponActivated" : "couponDeactivated", { code: coupon.code }));
    })
    .openapi(remove, async (c) => {
      const coupon = await deleteCoupon(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { coupon }, apiMessage(c.get("lang"), "couponDeleted", { code: coupon.code }));
    });
}
