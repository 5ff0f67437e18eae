import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { markOutToday, outTodayPanel } from "../../../domain/catalog/out-today-admin.service.ts";
import { OUT_TODAY_KINDS, outTodayInput } from "../../../domain/catalog/out-today-admin.schema.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf, failure, json } from "../../openapi.ts";
import { outTodayMessage } from "../../out-today-answers.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";

// "Out today" (permission "board": the kitchen's): a product's option (a variant) or an add-on choice the kitchen has
// run out of, marked out for the shop's today — no customer can choose it until the next day, when it comes back by
// itself — or brought back sooner.

const ItemSchema = z
  .object({
    kind: z.enum(OUT_TODAY_KINDS),
    id: z.number().int(),
    label: z.string().openapi({ description: "In the request's language", example: "8 inch · Pandan" }),
    out: z.boolean().openapi({ description: "Out for the shop's today" }),
  })
  .openapi("OutTodayItem");

const PanelSchema = z
  .object({
    today: z.string().openapi({ description: "The shop's date today, what “out today” is about", example: "2026-11-27" }),
    products: z
      .array(z.object({ id: z.number().int(), name: z.string(), variants: z.array(ItemSchema) }))
      .openapi({ description: "The products on sale with options, each with the variants a shopper may choose" }),
    groups: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          products: z.array(z.string()).openapi({ description: "The products that offer it (a group may be shared)" }),
          choices: z.array(ItemSchema),
        }),
      )
      .openapi({ description: "The add-on groups of the products on sale, each once" }),
  })
  .openapi("OutTodayPanel");

export function adminOutTodayApi({ db }: AppDeps) {
  const panel = staffRoute(db, "board", {
    method: "get",
    path: "/out-today",
    summary: "What may be marked out today",
    description:
      "The products on sale with options (their variants) and the add-on groups (their choices), each with whether it is out for the shop's today. Names and labels in the request's language.",
    responses: { 200: { description: "The list", content: json(envelopeOf(PanelSchema)) } },
  });
  const mark = staffRoute(db, "board", {
    method: "post",
    path: "/out-today",
    summary: "Mark a variant or an add-on out today, or bring it back",
    description:
      "`out: true` marks the variant or the add-on choice `id` out for the shop's today: no customer can choose it (the cart answers 422 beside its field) until the shop's date moves on, when it comes back by itself. `out: false` brings it back now. Audited; the catalogue's caches and pages refresh at once. Asking for what already is so changes nothing and answers 200.",
    request: { body: { content: json(outTodayInput.openapi("OutTodayInput")), required: true } },
    responses: {
      200: {
        description: "Done: the item as it is now, and the shop's date",
        content: json(envelopeOf(z.object({ item: ItemSchema, today: z.string() }))),
      },
      404: failure("No variant, or no add-on choice, has this id"),
      422: failure("A malformed body, or the variant of a product without options (on `id`): there is nothing to mark out"),
    },
  });

  return newAdminApi()
    .openapi(panel, async (c) => ok(c, await outTodayPanel(db, c.get("lang"))))
    .openapi(mark, async (c) => {
      const lang = c.get("lang");
      const done = await markOutToday(db, c.get("staff"), lang, c.req.valid("json"));
      return ok(c, { item: done.item, today: done.today }, outTodayMessage(lang, done.item, done.product));
    });
}
