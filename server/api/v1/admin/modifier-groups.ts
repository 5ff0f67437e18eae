import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { modifierGroupInput, modifierGroupUpdateInput } from "../../../domain/catalog/modifier-groups-admin.schema.ts";
import {
  createModifierGroup,
  deleteModifierGroup,
  listModifierGroups,
  updateModifierGroup,
  type ModifierGroupView,
} from "../../../domain/catalog/modifier-groups-admin.service.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import type { Lang } from "../../../i18n/language.ts";
import { created, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, refusalWith } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// Add-on groups (permission "catalog", as editing products): list, create, edit, delete. A group is shared by the
// products that offer it (PUT /admin/products/{id}/modifier-groups); a change shows on their pages and carts at once.

export const ModifierGroupSchema = z
  .object({
    id: z.number().int(),
    name_en: z.string(),
    name_vi: z.string(),
    min_choices: z.number().int(),
    max_choices: z.number().int(),
    max_per_choice: z.number().int(),
    total: z.number().int().nullable(),
    choices: z.array(
      z.object({
        id: z.number().int(),
        label_en: z.string(),
        label_vi: z.string(),
        price_delta_cents: z.number().int(),
        is_default: z.boolean(),
        allergens: z.array(z.string()),
      }),
    ),
    products: z
      .array(z.object({ id: z.number().int(), name_en: z.string(), name_vi: z.string() }))
      .openapi({ description: "The products that offer it" }),
    updated_at: z.string().openapi({ description: "The version to send back as expected_updated_at" }),
  })
  .openapi("AdminModifierGroup");

const oneData = z.object({ group: ModifierGroupSchema });
const one = json(envelopeOf(oneData));

const nameOf = (g: Pick<ModifierGroupView, "name_en" | "name_vi">, lang: Lang) => (lang === "vi" ? g.name_vi : g.name_en);

const FIELDS_DOC =
  "`name_en`, `name_vi` (both needed); `min_choices` (0: optional) ≤ `max_choices` ≤ the number of choices; `max_per_choice` (1 for a toggle, up to 99 for a box); `total` (what the quantities add up to, e.g. 6 for a box of six; null for none; it must be reachable with the limits); `choices`: 1 to 50 `{ id?, label_en, label_vi, price_delta_cents (≥ 0), is_default, allergens (the Big 9) }`, labels unique in the group. A choice sent with its `id` is kept (with its “out today” mark); one left out is deleted.";

export function adminModifierGroupsApi({ db }: AppDeps) {
  const ctx = { db };
  const list = staffRoute(db, "catalog", {
    method: "get",
    path: "/",
    summary: "Add-on groups",
    description: "Every group, by English name, with its choices and the products that offer it.",
    responses: { 200: { description: "The groups", content: json(envelopeOf(z.object({ groups: z.array(ModifierGroupSchema) }))) } },
  });
  const add = staffRoute(db, "catalog", {
    method: "post",
    path: "/",
    summary: "Create an add-on group",
    description: FIELDS_DOC,
    request: { body: { content: json(modifierGroupInput.openapi("AdminModifierGroupInput")), required: true } },
    responses: { 201: { description: "Created", content: one }, 422: failure("A field is refused, or the rules do not hold together") },
  });
  const update = staffRoute(db, "catalog", {
    method: "put",
    path: "/{id}",
    summary: "Edit an add-on group",
    description: `${FIELDS_DOC} \`expected_updated_at\`: the group's version as read.`,
    request: { params: idParam, body: { content: json(modifierGroupUpdateInput.openapi("AdminModifierGroupUpdate")), required: true } },
    responses: {
      200: { description: "Saved", content: one },
      404: failure("No such group"),
      409: refusalWith("Changed by someone else meanwhile: the group as it is now", oneData),
      422: failure("A field is refused, the rules do not hold together, or a choice id is not the group's"),
    },
  });
  const remove = staffRoute(db, "catalog", {
    method: "delete",
    path: "/{id}",
    summary: "Delete an add-on group",
    description: "The products that offered it no longer do (GET lists them, so the page can ask first). Orders keep their copy.",
    request: { params: idParam },
    responses: { 200: { description: "Deleted: the group as it was", content: one }, 404: failure("No such group") },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { groups: await listModifierGroups(db) }))
    .openapi(add, async (c) => {
      const group = await createModifierGroup(ctx, c.get("staff"), c.req.valid("json"));
      return created(c, { group }, apiMessage(c.get("lang"), "modifierGroupCreated", { name: nameOf(group, c.get("lang")) }));
    })
    .openapi(update, async (c) => {
      const group = await updateModifierGroup(ctx, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { group }, apiMessage(c.get("lang"), "modifierGroupSaved", { name: nameOf(group, c.get("lang")) }));
    })
    .openapi(remove, async (c) => {
      const group = await deleteModifierGroup(ctx, c.get("staff"), c.req.valid("param").id);
      return ok(c, { group }, apiMessage(c.get("lang"), "modifierGroupDeleted", { name: nameOf(group, c.get("lang")) }));
    });
}
