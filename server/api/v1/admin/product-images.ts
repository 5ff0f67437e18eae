import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import {
  productImageAltInput,
  productImageAttachInput,
  productImageOrderInput,
  productImageRemoveInput,
} from "../../../domain/catalog/product-images.schema.ts";
import {
  attachProductImage,
  getProductImages,
  removeProductImage,
  reorderProductImages,
  saveProductImageAlt,
} from "../../../domain/catalog/product-images.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith, rowId } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// A product's pictures, the managers' and the owner's: attach an uploaded image (POST /admin/images
// first) with its alt text in English and Vietnamese, save the alt texts, order, remove. Saves carry the version of
// the picture rows seen: a stale one → 409 with the pictures now. Audited; the storefront shows a change at once.

const AdminProductImageSchema = z
  .object({
    id: z.number().int(),
    media_id: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The uploaded image it shows; null for a drawing that came with the shop" }),
    path: z.string(),
    srcset: z.object({ avif: z.string(), webp: z.string() }).nullable(),
    width: z.number().int(),
    height: z.number().int(),
    position: z.number().int(),
    alt_en: z.string(),
    alt_vi: z.string(),
    missing: z.array(z.enum(["en", "vi"])).openapi({ description: "Languages whose alt text is missing" }),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminProductImage");

const ViewSchema = z.object({
  product: z.object({ id: z.number().int(), slug: z.string(), status: z.string(), name_en: z.string(), name_vi: z.string() }),
  images: z.array(AdminProductImageSchema),
});
const view = json(envelopeOf(ViewSchema));
const imageParam = idParam.extend({ imageId: rowId });
const changed = refusalWith("Changed by someone else meanwhile: the pictures as they are now", ViewSchema);

export function adminProductImagesApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "catalog", {
    method: "get",
    path: "/{id}/images",
    summary: "A product's pictures, in order, with both alt texts",
    request: { params: idParam },
    responses: { 200: { description: "The pictures", content: view }, 404: failure("No such product") },
  });
  const attach = staffRoute(db, "catalog", {
    method: "post",
    path: "/{id}/images",
    summary: "Attach an uploaded image to a product",
    description:
      "`image_id` from POST /admin/images; alt texts in English and Vietnamese (empty: flagged as missing; the storefront then says the product's name). Added last.",
    request: { params: idParam, body: { content: json(productImageAttachInput.openapi("AdminProductImageAttach")), required: true } },
    responses: {
      201: { description: "Attached: the pictures now", content: view },
      404: failure("No such product"),
      422: failure("No such upload, already on this product, or an alt text refused"),
    },
  });
  const order = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}/images",
    summary: "Put a product's pictures in order",
    description:
      "`order`: every picture of the product once, first shown first, each with the `updated_at` seen. A picture added, removed or changed meanwhile → 409 and nothing moves.",
    request: { params: idParam, body: { content: json(productImageOrderInput.openapi("AdminProductImageOrder")), required: true } },
    responses: {
      200: { description: "Saved: the pictures now", content: view },
      404: failure("No such product"),
      409: changed,
      422: failure("The order is not a list of pictures"),
    },
  });
  const alt = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}/images/{imageId}",
    summary: "Save a picture's alt texts",
    description: "Both languages, with expected_updated_at: the picture's `updated_at` as read.",
    request: { params: imageParam, body: { content: json(productImageAltInput.openapi("AdminProductImageAlt")), required: true } },
    responses: {
      200: { description: "Saved: the pictures now", content: view },
      404: failure("No such product or picture"),
      409: changed,
      422: failure("An alt text refused"),
    },
  });
  const remove = staffRoute(db, "catalog", {
    method: "delete",
    path: "/{id}/images/{imageId}",
    summary: "Remove a picture from a product",
    description: "With `expected_updated_at` (the picture's `updated_at` as read) in the query. The upload itself stays.",
    request: { params: imageParam, query: productImageRemoveInput },
    responses: {
      200: { description: "Removed: the pictures now", content: view },
      404: failure("No such product or picture"),
      409: changed,
      422: failure("The version is missing"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => {
      const found = await getProductImages(db, c.req.valid("param").id);
      if (!found) throw new ApiError(404, "productImageProductNotFound");
      return ok(c, found);
    })
    .openapi(attach, async (c) => {
      const now = await attachProductImage(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return created(
        c,
        now,
        apiMessage(c.get("lang"), "productImageAttached", { name: c.get("lang") === "vi" ? now.product.name_vi : now.product.name_en }),
      );
    })
    .openapi(order, async (c) => {
      return ok(
        c,
        await reorderProductImages(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json")),
        apiMessage(c.get("lang"), "productImagesReordered"),
      );
    })
    .openapi(alt, async (c) => {
      const { id, imageId } = c.req.valid("param");
      return ok(
        c,
        await saveProductImageAlt(ctx, c.get("staff"), id, imageId, c.req.valid("json")),
        apiMessage(c.get("lang"), "productImageSaved"),
      );
    })
    .openapi(remove, async (c) => {
      const { id, imageId } = c.req.valid("param");
      const now = await removeProductImage(ctx, c.get("staff"), id, imageId, c.req.valid("query").expected_updated_at);
      return ok(
        c,
        now,
        apiMessage(c.get("lang"), "productImageRemoved", { name: c.get("lang") === "vi" ? now.product.name_vi : now.product.name_en }),
      );
    });
}
