import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { productOptionsInput, productVariantsInput } from "../../../domain/catalog/variants-admin.schema.ts";
import {
  editProductVariants,
  findProductOptions,
  saveProductOptions,
  VariantsAdminError,
} from "../../../domain/catalog/variants-admin.service.ts";
import { productModifierGroupsInput } from "../../../domain/catalog/modifier-groups-admin.schema.ts";
import { setProductModifierGroups } from "../../../domain/catalog/modifier-groups-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// A product's options and variants, and the add-on groups it offers (permission "catalog", as editing the product): read them, save the options (which
// generates the variants), edit several variants at once. Audited; the storefront and carts see a change at once.

const ValueSchema = z.object({ id: z.number().int(), label_en: z.string(), label_vi: z.string() });
const OptionSchema = z.object({ id: z.number().int(), name_en: z.string(), name_vi: z.string(), values: z.array(ValueSchema) });
const VariantSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  price_cents: z.number().int(),
  is_active: z.boolean(),
  capacity_units: z.number().int(),
  lead_time_hours: z.number().int().nullable().openapi({ description: "Overrides the product's lead time when set" }),
  option_values: z
    .array(z.number().int())
    .openapi({ description: "The values it is made of, one per option in order; empty for the default variant" }),
  label_en: z.string().openapi({ example: "8 inch · Pandan" }),
  label_vi: z.string().openapi({ example: "8 inch · Lá dứa" }),
});
const ConfigurationSchema = z
  .object({
    product_id: z.number().int(),
    sku: z.string().openapi({ description: "The product's SKU, which new variants' SKUs start with" }),
    price_cents: z.number().int().openapi({ description: "The product's price: its lowest active variant's" }),
    options: z.array(OptionSchema),
    variants: z.array(VariantSchema),
    updated_at: z.string().openapi({ description: "The product's version: send it back as expected_updated_at" }),
  })
  .openapi("AdminProductOptions");

const data = z.object({ configuration: ConfigurationSchema });
const one = json(envelopeOf(data));

export function adminProductVariantsApi({ db }: AppDeps) {
  const ctx = { db };
  const get = staffRoute(db, "catalog", {
    method: "get",
    path: "/{id}/options",
    summary: "A product's options and variants",
    description:
      "The options with their values in both languages, the variants, and the product's version (`updated_at`) for the next save.",
    request: { params: idParam },
    responses: { 200: { description: "The options and variants", content: one }, 404: failure("No such product") },
  });
  const save = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}/options",
    summary: "Save a product's options: the variants are generated",
    description:
      "`options`: at most 3, each `{ name_en, name_vi, values: [{ label_en, label_vi }] }` (labels non-empty, unique in an option in any case), at most 100 combinations. Every combination becomes a variant: one whose values' English labels are unchanged keeps its id, SKU, price, units, lead time and active flag; a new one gets the SKU `<product SKU>-<n>` and the product's price; one no longer there is deleted (orders keep their copy; a cart holding it drops it with a notice). No options: the product has one default variant again, with its SKU and price. The product's price becomes its lowest active variant's. `expected_updated_at`: the version as read.",
    request: { params: idParam, body: { content: json(productOptionsInput.openapi("AdminProductOptionsInput")), required: true } },
    responses: {
      200: { description: "Saved: the options and the generated variants", content: one },
      404: failure("No such product"),
      409: refusalWith("Changed by someone else meanwhile: the options and variants as they are now", data),
      422: failure("A field is refused: a missing or repeated label, more than 3 options or more than 100 combinations"),
    },
  });
  const edit = staffRoute(db, "catalog", {
    method: "patch",
    path: "/{id}/variants",
    summary: "Edit several variants at once",
    description:
      "`variants`: `[{ id, sku?, price_cents?, capacity_units?, lead_time_hours?, is_active? }]`, only the fields given change. A SKU is trimmed and upper-cased and must be unique across variants and products (422 on `variants.<i>.sku`); a price is 1 to 1,000,000 cents; units 1–99; a lead time 0–720 hours or null for the product's. The product's price becomes its lowest active variant's. `expected_updated_at`: the version as read.",
    request: { params: idParam, body: { content: json(productVariantsInput.openapi("AdminProductVariantsInput")), required: true } },
    responses: {
      200: { description: "Saved: the options and variants as they are now", content: one },
      404: failure("No such product"),
      409: refusalWith("Changed by someone else meanwhile: the options and variants as they are now", data),
      422: failure("A field is refused, a SKU taken, or a variant not of this product (or the default one of a product without options)"),
    },
  });

  const groupsData = z.object({
    modifier_groups: z.object({ product_id: z.number().int(), group_ids: z.array(z.number().int()), updated_at: z.string() }),
  });
  const groups = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}/modifier-groups",
    summary: "Which add-on groups a product offers, in order",
    description:
      "`group_ids`: the groups (GET /admin/modifier-groups), in the order the product page shows them; an empty list offers none. `expected_updated_at`: the product's version as read; it moves on.",
    request: {
      params: idParam,
      body: { content: json(productModifierGroupsInput.openapi("AdminProductModifierGroupsInput")), required: true },
    },
    responses: {
      200: { description: "Saved", content: json(envelopeOf(groupsData)) },
      404: failure("No such product"),
      409: refusalWith("Changed by someone else meanwhile: the product's groups as they are now", groupsData),
      422: failure("An unknown group (on `group_ids.<i>`), a group twice, or no version"),
    },
  });

  return newAdminApi()
    .openapi(groups, async (c) => {
      const modifier_groups = await setProductModifierGroups(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(
        c,
        { modifier_groups },
        apiMessage(c.get("lang"), "productModifierGroupsSaved", { count: modifier_groups.group_ids.length }),
      );
    })
    .openapi(get, async (c) => {
      const configuration = await findProductOptions(db, c.req.valid("param").id);
      if (!configuration) throw new VariantsAdminError("notFound");
      return ok(c, { configuration });
    })
    .openapi(save, async (c) => {
      const configuration = await saveProductOptions(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      const count = configuration.options.length ? configuration.variants.length : 0;
      return ok(c, { configuration }, apiMessage(c.get("lang"), "productOptionsSaved", { count }));
    })
    .openapi(edit, async (c) => {
      const configuration = await editProductVariants(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { configuration }, apiMessage(c.get("lang"), "productVariantsSaved"));
    });
}
