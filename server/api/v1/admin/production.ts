import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { shopTimeZone } from "../../../domain/content/theme.service.ts";
import { localDateAt } from "../../../domain/fulfilment/shop-time.ts";
import { productionQuery } from "../../../domain/orders/admin-orders.schema.ts";
import { productionDay, productionReport } from "../../../domain/orders/production.service.ts";
import { productionAnswer, productionRowsAnswer } from "../../production-answers.ts";
import { productionCsv, productionCsvName } from "../../production-csv.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf, json, failure } from "../../openapi.ts";
import { staffRoute } from "../../staff-guard.ts";
import { newAdminFormApi } from "./orders.ts";

// The production report (permission "board": the kitchen's): what to bake for one fulfilment date, as JSON and as a
// CSV file for a spreadsheet.

const TextSchema = z.object({ text: z.string(), quantity: z.number().int(), gift_quantity: z.number().int() });

const ChoiceSchema = z.object({
  group_id: z.number().int(),
  group: z.string().openapi({ description: "The add-on group's name, in the request's language" }),
  choice_id: z.number().int(),
  label: z.string().openapi({ description: "In the request's language", example: "No cilantro" }),
  quantity: z.number().int().openapi({ description: "Pieces with it × how many of it a piece has (a box of 6 with 2 lotus: 2 a box)" }),
});

/** What a product and each of its variants add up to. */
const counts = {
  quantity: z.number().int().openapi({ description: "Pieces to make, gifts included" }),
  gift_quantity: z.number().int(),
  without_inscription: z.number().int().openapi({ description: "Pieces without an inscription" }),
  inscriptions: z.array(TextSchema).openapi({ description: "Cakes: one per distinct inscription, the most ordered first" }),
  notes: z.array(TextSchema).openapi({ description: "One per distinct note for the kitchen, the most ordered first" }),
  choices: z.array(ChoiceSchema).openapi({ description: "The add-ons to make, in the catalogue's order" }),
};

export const ProductionReportSchema = z
  .object({
    date: z.string().openapi({ example: "2026-11-27" }),
    orders: z.number().int().openapi({ description: "Orders of the date counted (every one not canceled)" }),
    canceled_orders: z.number().int().openapi({ description: "Canceled orders of the date, left out" }),
    quantity: z.number().int().openapi({ description: "Pieces to make, gifts included" }),
    gift_quantity: z.number().int().openapi({ description: "Of the pieces, how many are promotion gifts" }),
    categories: z.array(
      z.object({
        slug: z.string().nullable().openapi({ description: "Null for products no longer in the catalogue" }),
        name: z.string().openapi({ description: "In the request's language" }),
        quantity: z.number().int(),
        products: z.array(
          z.object({
            product_id: z.number().int().nullable(),
            slug: z.string().nullable(),
            sku: z.string(),
            name: z.string().openapi({ description: "In the request's language" }),
            ...counts,
            variants: z
              .array(
                z.object({
                  variant_id: z.number().int().nullable().openapi({ description: "Null when the order line does not say" }),
                  sku: z.string(),
                  label: z
                    .string()
                    .nullable()
                    .openapi({ description: "In the request's language; null for a product without options", example: "8 inch · Pandan" }),
                  ...counts,
                }),
              )
              .openapi({ description: "In the catalogue's order: each variant's pieces, add-ons, inscriptions and notes" }),
          }),
        ),
      }),
    ),
  })
  .openapi("ProductionReport");

/** The date asked for, or the shop's today on its own clock. */
async function reportDate(db: AppDeps["db"], date: string | undefined): Promise<string> {
  return date ?? localDateAt(new Date(), await shopTimeZone(db));
}

export function adminProductionApi({ db }: AppDeps) {
  const report = staffRoute(db, "board", {
    method: "get",
    path: "/production",
    summary: "The production report of a fulfilment date",
    description:
      "Per product, the pieces to make for `date` (the shop's today when absent) across every order that is not canceled, gifts included, grouped by category in the catalogue's order. Under each product, and again under each of its variants: the add-ons chosen with their counts, the cakes' inscriptions and the notes for the kitchen, each with the pieces it is for. Names and labels in the request's language.",
    request: { query: productionQuery },
    responses: {
      200: { description: "The report", content: json(envelopeOf(ProductionReportSchema)) },
      422: failure("The date is not a YYYY-MM-DD date"),
    },
  });
  const csv = staffRoute(db, "board", {
    method: "get",
    path: "/production.csv",
    summary: "The production report as a CSV file",
    description:
      "UTF-8 with a byte-order mark, CRLF line ends, headings in the request's language. Columns: date, category, product, SKU (the variant's), options (the variant, e.g. `8 inch · Pandan`), add-ons (one piece's, e.g. `Fried egg; No cilantro` or `Lotus × 2; Red bean × 4`), inscription, note for the kitchen, quantity, of which gifts. One row per way a product is made that day (its variant, add-ons, inscription and note; a cell empty when there is none): a product's rows add up to its pieces. A cell that would start with = + - @ gets a leading apostrophe.",
    request: { query: productionQuery },
    responses: {
      200: {
        description: "The file, named production-<date>.csv",
        headers: z.object({ "Content-Disposition": z.string().openapi({ example: 'attachment; filename="production-2026-11-27.csv"' }) }),
        content: { "text/csv": { schema: z.string() } },
      },
      422: failure("The date is not a YYYY-MM-DD date"),
    },
  });

  return newAdminFormApi()
    .openapi(report, async (c) =>
      ok(c, productionAnswer(c.get("lang"), await productionReport(db, c.get("lang"), await reportDate(db, c.req.valid("query").date)))),
    )
    .openapi(csv, async (c) => {
      const date = await reportDate(db, c.req.valid("query").date);
      const lang = c.get("lang");
      const body = productionCsv(date, productionRowsAnswer(lang, (await productionDay(db, lang, date)).rows), lang);
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${productionCsvName(date)}"`,
        "Cache-Control": "private, no-store",
      });
    });
}
