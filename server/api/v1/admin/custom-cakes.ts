import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppDeps } from "../../../context.ts";
import { CAKE_REQUEST_STATUSES } from "../../../domain/custom-cakes/custom-cake-rules.shared.ts";
import {
  adminCakeRequest,
  declineCakeRequest,
  listCakeRequests,
  quoteCakeRequest,
  readCakePhoto,
} from "../../../domain/custom-cakes/custom-cakes-admin.service.ts";
import { QuoteInputSchema, ShopDeclineInputSchema } from "../../../domain/custom-cakes/custom-cakes.schema.ts";
import { can } from "../../../domain/staff/roles.shared.ts";
import { cakeContext } from "../../../http/checkout-context.ts";
import { clientIp } from "../../../http/client-ip.ts";
import { staffOf } from "../../../http/staff-session.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { ApiError, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json, rowId } from "../../openapi.ts";
import { newAdminApi, PRIVATE_HEADERS, staffRoute, type StaffEnv } from "../../staff-guard.ts";
import { CakeRequestSchema } from "../custom-cakes.ts";

// The bakery's custom cake requests: the inbox by date (board: the kitchen reads it too), one request with its photos
// and history, the quote and the decline (orders: owners and managers), and the photos themselves, which only a
// signed-in staff member with the board may open — to anyone else the address does not exist (404).

const SummarySchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    status: z.enum(CAKE_REQUEST_STATUSES),
    occasion: z.string(),
    date_wanted: z.string(),
    date: z.string().openapi({ description: "The quote's date when it moved it, else the date wanted: the inbox's order" }),
    servings: z.number().int(),
    size: z.string(),
    full_name: z.string(),
    photo_count: z.number().int(),
    price_cents: z.number().int().nullable(),
    quote_expires_at: z.string().nullable(),
    order_code: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi("CustomCakeRequestSummary");

const AdminRequestSchema = CakeRequestSchema.extend({
  id: z.number().int(),
  version: z.number().int().openapi({ description: "Send it back with a quote or a decline: 409 when the request moved meanwhile" }),
  photos: z.array(
    z.object({
      position: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      url: z.string().openapi({ description: "The back office's signed-in address of the photo" }),
    }),
  ),
  quoted_by: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  history: z.array(z.object({ action: z.string(), actor: z.string(), at: z.string() })),
}).openapi("AdminCustomCakeRequest");

const requestAnswer = json(envelopeOf(z.object({ request: AdminRequestSchema })));

export function adminCustomCakesApi(deps: AppDeps) {
  const { db, config } = deps;
  const context = (c: Context<StaffEnv>) => cakeContext(deps, { lang: c.get("lang"), ip: clientIp(c, config.TRUST_PROXY) });

  const list = staffRoute(db, "board", {
    method: "get",
    path: "/",
    summary: "Custom cake requests, by the date they are for",
    request: {
      query: z.object({
        status: z
          .enum(["open", "all", ...CAKE_REQUEST_STATUSES])
          .optional()
          .openapi({ description: "open (requested and quoted, the default), all, or one status" }),
      }),
    },
    responses: {
      200: { description: "The requests, soonest date first", content: json(envelopeOf(z.object({ requests: z.array(SummarySchema) }))) },
    },
  });
  const read = staffRoute(db, "board", {
    method: "get",
    path: "/{id}",
    summary: "A custom cake request, with its photos and history",
    request: { params: idParam },
    responses: { 200: { description: "The request", content: requestAnswer }, 404: failure("No such request") },
  });
  const quote = staffRoute(db, "orders", {
    method: "post",
    path: "/{id}/quote",
    summary: "Quote a custom cake (or quote it again)",
    description:
      "`price_cents` (tax apart) and `deposit_cents` (at least $1, at most the price), `notes`, optionally another `date`, and the `version` read. " +
      "The customer gets an e-mail in their language with the quote's link; the quote lasts 7 days. A new quote replaces the previous one.",
    request: { params: idParam, body: { content: json(QuoteInputSchema), required: true } },
    responses: {
      200: { description: "Quoted; the e-mail is on its way", content: requestAnswer },
      404: failure("No such request"),
      409: failure("The request moved since it was read (another quote, a decline, an accept), or it is accepted, declined or expired"),
      422: failure("A field is wrong, or the date cannot be had (past, too soon, a closed day)"),
    },
  });
  const decline = staffRoute(db, "orders", {
    method: "post",
    path: "/{id}/decline",
    summary: "Decline a custom cake request",
    description: "With the `reason` the customer reads in the e-mail, and the `version` read.",
    request: { params: idParam, body: { content: json(ShopDeclineInputSchema), required: true } },
    responses: {
      200: { description: "Declined; the e-mail is on its way", content: requestAnswer },
      404: failure("No such request"),
      409: failure("The request moved since it was read, or it is accepted, declined or expired"),
      422: failure("No reason, or one too long"),
    },
  });
  // Not staffRoute: to anyone but a signed-in staff member with the board, the photo's address does not exist.
  const photo = createRoute({
    method: "get",
    path: "/{id}/photos/{n}",
    summary: "A custom cake request's reference photo",
    description:
      "The photo as kept (WebP, at most 1600 px on its longer side, no metadata). Staff only (board: owner, manager, kitchen); anyone else gets 404.",
    tags: ["Back office"],
    security: [{ staffCookie: [] }, { staffHeader: [] }],
    request: {
      params: z.object({
        id: rowId.openapi({ param: { name: "id", in: "path" } }),
        n: z.coerce
          .number()
          .int()
          .min(1)
          .max(3)
          .openapi({ param: { name: "n", in: "path" } }),
      }),
    },
    responses: {
      200: {
        description: "The photo",
        headers: {
          ...PRIVATE_HEADERS,
          "X-Content-Type-Options": { description: "`nosniff`: the bytes are only ever an image", schema: { type: "string" } },
          "Content-Disposition": { description: "`inline`", schema: { type: "string" } },
        },
        content: { "image/webp": { schema: { type: "string", format: "binary" } } },
      },
      404: failure("No such photo, or no staff session allowed to see it"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, { requests: await listCakeRequests(context(c), { status: c.req.valid("query").status }) }))
    .openapi(read, async (c) => {
      const request = await adminCakeRequest(context(c), c.req.valid("param").id);
      if (!request) throw new ApiError(404, "cakeRequestNotFound");
      return ok(c, { request });
    })
    .openapi(quote, async (c) => {
      const request = await quoteCakeRequest(context(c), c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { request }, apiMessage(c.get("lang"), "cakeQuoteSent"));
    })
    .openapi(decline, async (c) => {
      const request = await declineCakeRequest(context(c), c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, { request }, apiMessage(c.get("lang"), "cakeDeclineSent"));
    })
    .openapi(photo, async (c) => {
      const staff = await staffOf(db, c.req.raw.headers);
      const id = Number(c.req.param("id"));
      const n = Number(c.req.param("n"));
      const bytes =
        staff && can(staff.role, "board") ? await readCakePhoto({ db, privateDir: config.PRIVATE_UPLOADS_DIR }, id, n) : undefined;
      if (!bytes) throw new ApiError(404, "cakePhotoNotFound");
      return c.body(new Uint8Array(bytes), 200, {
        "Content-Type": "image/webp",
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": "inline",
      }) as never;
    });
}
