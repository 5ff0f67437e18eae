import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { shopTimeZone } from "../../../domain/content/theme.service.ts";
import { localDateAt } from "../../../domain/fulfilment/shop-time.ts";
import { productionQuery } from "../../../domain/orders/admin-orders.schema.ts";
import { productionReport } from "../../../domain/orders/production.service.ts";
import { productionAnswer } from "../../production-answers.ts";
import { productionCsv, productionCsvName } from "../../production-csv.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf, json, failure } from "../../openapi.ts";
import { staffRoute } from "../../staff-guard.ts";
import { newAdminFormApi } from "./orders.ts";

// The production report (permission "board": the kitchen's): what to bake for one fulfilment date, as JSON and as a
// CSV file for a spreadsheet.

const BucketSchema = z.object({ text: z.string(), quantity: z.number().int(), gift_quantity: z.number().int() });

export const ProductionReportSchema = z
  .object({
    date: z.string().openapi({ example: "2026-11-27" }),
    orders: z.number().int().openapi({ description: "Orders of the date counted (every one not canceled)" }),
    canceled_orders: z.number().int().openapi({ description: "Canceled orders of the date, left out" }),
    quantity: z.number().int().openapi({ description: "Pieces to bake, gifts included" }),
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
            quantity: z.number().int().openapi({ description: "Pieces to bake, gifts included" }),
            gift_quantity: z.number().int(),
            without_inscription: z.number().int().openapi({ description: "Pieces without an inscription" }),
            inscriptions: z.array(BucketSchema).openapi({ description: "Cakes: one per distinct inscription, the most ordered first" }),
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
      "Per product, the pieces to bake for `date` (the shop's today when absent) across every order that is not canceled, gifts included, grouped by category in the catalogue's order; for cakes, one row per distinct inscription.",
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
      "UTF-8 with a byte-order mark, CRLF line ends, headings in the request's language. One row per product and inscription (the inscription cell empty for pieces without one): a product's rows add up to its pieces. A cell that would start with = + - @ gets a leading apostrophe.",
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
      const body = productionCsv(productionAnswer(c.get("lang"), await productionReport(db, c.get("lang"), date)), c.get("lang"));
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${productionCsvName(date)}"`,
        "Cache-Control": "private, no-store",
      });
    });
}
