import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { giftActiveInput, giftCreateInput, giftUpdateInput } from "../../../domain/promotions/gifts-admin.schema.ts";
import {
  createGiftPromotion,
  deleteGiftPromotion,
  findGiftPromotion,
  listGiftPromotions,
  setGiftPromotionActive,
  updateGiftPromotion,
  type AdminGiftPromotion,
} from "../../../domain/promotions/gifts-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// Gift promotions, the managers' and the owner's: a free product for every cart whose subtotal reaches a
// minimum, between two dates, while switched on. A change applies to the next cart at once; placed orders keep their
// gift. One that gave a gift on an order cannot be deleted (deactivate it). Audited; stale saves → 409.

const Bilingual = z.object({ en: z.string(), vi: z.string() });

const GiftSchema = z
  .object({
    id: z.number().int(),
    name: Bilingual.openapi({ description: "What the cart and the order show beside the gift" }),
    missing_translations: z.array(z.string()),
    gift_product_id: z.number().int(),
    gift_product_name: Bilingual,
    gift_quantity: z.number().int(),
    min_subtotal_cents: z.number().int(),
    starts_at: z.string().nullable(),
    ends_at: z.string().nullable(),
    active: z.boolean(),
    uses: z.number().int().openapi({ description: "Orders that got its gift" }),
    created_at: z.string(),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminGiftPromotion");

const oneData = z.object({ gift_promotion: GiftSchema });
const one = json(envelopeOf(oneData));
const nameIn = (gift: AdminGiftPromotion, lang: Lang) => gift.name[lang] || gift.name.en;

export function adminGiftPromotionsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "promotions", {
    method: "get",
    path: "/",
    summary: "Every gift promotion, with the orders that got its gift",
    responses: {
      200: { description: "Active first, newest first", content: json(envelopeOf(z.object({ gift_promotions: z.array(GiftSchema) }))) },
    },
  });
  const get = staffRoute(db, "promotions", {
    method: "get",
    path: "/{id}",
    summary: "One gift promotion",
    request: { params: idParam },
    responses: { 200: { description: "The gift promotion", content: one }, 404: failure("No such gift promotion") },
  });
  const add = staffRoute(db, "promotions", {
    method: "post",
    path: "/",
    summary: "Create a gift promotion",
    description:
      "A name per language (English required), the gift (a product on sale) and how many, the minimum subtotal in cents, dates (the end after the start), active.",
    request: { body: { content: json(giftCreateInput.openapi("AdminGiftPromotionInput")), required: true } },
    responses: {
      201: { description: "Created: the next qualifying cart gets the gift", content: one },
      422: failure("A field is refused"),
    },
  });
  const update = staffRoute(db, "promotions", {
    method: "put",
    path: "/{id}",
    summary: "Edit a gift promotion",
    description:
      "Every field, with expected_updated_at: the promotion's updated_at as read. Applies to the next cart at once; placed orders keep their gift.",
    request: { params: idParam, body: { content: json(giftUpdateInput.openapi("AdminGiftPromotionUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such gift promotion"),
      409: refusalWith("Changed by someone else meanwhile: the promotion as it is now", oneData),
      422: failure("A field is refused"),
    },
  });
  const active = staffRoute(db, "promotions", {
    method: "put",
    path: "/{id}/active",
    summary: "Activate or deactivate a gift promotion",
    request: { params: idParam, body: { content: json(giftActiveInput.openapi("AdminGiftPromotionActive")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such gift promotion"),
      409: refusalWith("Changed by someone else meanwhile: the promotion as it is now", oneData),
      422: failure("A field is refused"),
    },
  });
  const remove = staffRoute(db, "promotions", {
    method: "delete",
    path: "/{id}",
    summary: "Delete a gift promotion that never gave a gift on an order",
    request: { params: idParam },
    responses: {
      200: { description: "Deleted", content: one },
      404: failure("No such gift promotion"),
      409: failure("It gave its gift on an order: deactivate it instead"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { gift_promotions: await listGiftPromotions(db) }))
    .openapi(get, async (c) => {
      const gift = await findGiftPromotion(db, c.req.valid("param").id);
      if (!gift) throw new ApiError(404, "giftNotFound");
      return ok(c, { gift_promotion: gift });
    })
    .openapi(add, async (c) => {
      const gift = await createGiftPromotion(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { gift_promotion: gift }, apiMessage(c.get("lang"), "giftCreated", { name: nameIn(gift, c.get("lang")) }));
    })
    .openapi(update, async (c) => {
      const gift = await updateGiftPromotion(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { gift_promotion: gift }, apiMessage(c.get("lang"), "giftUpdated", { name: nameIn(gift, c.get("lang")) }));
    })
    .openapi(active, async (c) => {
      const gift = await setGiftPromotionActive(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(
        c,
        { gift_promotion: gift },
        apiMessage(c.get("lang"), gift.active ? "giftActivated" : "giftDeactivated", { name: nameIn(gift, c.get("lang")) }),
      );
    })
    .openapi(remove, async (c) => {
      const gift = await deleteGiftPromotion(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { gift_promotion: gift }, apiMessage(c.get("lang"), "giftDeleted", { name: nameIn(gift, c.get("lang")) }));
    });
}
