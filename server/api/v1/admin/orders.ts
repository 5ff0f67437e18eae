import { CHANNELS, type Channel } from "../../../domain/orders/attribution.shared.ts";
import { OpenAPIHono, z, type Hook } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import {
  adminOrdersQuery,
  FULFILMENTS,
  ORDER_NOTE_MAX,
  orderNoteInput,
  PAYMENT_OPTIONS,
} from "../../../domain/orders/admin-orders.schema.ts";
import { addOrderNote, findAdminOrder, listAdminOrders } from "../../../domain/orders/admin-orders.service.ts";
import { ORDER_STATUSES } from "../../../domain/orders/order-view.ts";
import { adminOrderAnswer, labelledAll } from "../../orders-answers.ts";
import { apiMessage } from "../../../i18n/api-messages.ts";
import { formErrors } from "../../form-errors.ts";
import { ApiError, created, ok } from "../../envelope.ts";
import { envelopeOf, json, failure } from "../../openapi.ts";
import { staffRoute, type StaffEnv } from "../../staff-guard.ts";
import { OrderSchema } from "../order-schemas.ts";
import { PaginationSchema } from "./schemas.ts";

// The orders list with its filters, an order's page (history, payments, internal notes) and adding a note: the
// managers' and the owner's (permission "orders"). Status moves are the board's (board.ts).

/** 422 with each field's own message in the request's language ("Write the note first."), not a generic one. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const formHook: Hook<any, StaffEnv, any, any> = (result, c) => {
  if (result.success) return undefined;
  const lang = c.get("lang");
  return c.json(
    { error: true, message: apiMessage(lang, "validationFailed"), data: null, errors: formErrors(result.error.issues, lang) },
    422,
  );
};

/** A sub-app of the admin API whose 422s name each field's own message. */
export function newAdminFormApi() {
  return new OpenAPIHono<StaffEnv>({ defaultHook: formHook });
}

const OrderSummarySchema = z
  .object({
    code: z.string().openapi({ example: "MV-7K2D9QX4M1TB" }),
    status: z.enum(ORDER_STATUSES),
    status_label: z.string().openapi({ description: "In the request's language" }),
    full_name: z.string(),
    phone: z.string(),
    email: z.string(),
    fulfilment: z.enum(FULFILMENTS),
    slot: z.object({ date: z.string(), start: z.string(), end: z.string() }).openapi({ description: "On the shop's clock" }),
    payment: z.object({ option: z.enum(PAYMENT_OPTIONS), status: z.enum(["unpaid", "paid", "voided", "refunded"]) }),
    items: z.number().int().openapi({ description: "Pieces ordered, gifts included" }),
    total: z.number(),
    total_cents: z.number().int(),
    created_at: z.string(),
  })
  .openapi("AdminOrderSummary");

/** The first visit's tracking an order recorded (for reports only: sent by the customer's browser, never trusted). */
const AttributionSchema = z
  .object({
    channel: z.enum(CHANNELS as [Channel, ...Channel[]]).openapi({
      description:
        "The referrer's site (Facebook, Messenger, TikTok, Google, another site), or `direct` without one; with no referrer, a Facebook or Google Ads click id names its channel",
    }),
    utm_source: z.string().nullable(),
    utm_medium: z.string().nullable(),
    utm_campaign: z.string().nullable(),
    utm_term: z.string().nullable(),
    utm_content: z.string().nullable(),
    gclid: z.string().nullable(),
    fclid: z.string().nullable(),
    referrer: z.string().nullable().openapi({ description: "The page the first visit came from" }),
    landing_url: z.string().nullable().openapi({ description: "The address the first visit landed on" }),
  })
  .openapi("OrderAttribution");

export const OrderNoteSchema = z
  .object({ id: z.number().int(), body: z.string(), staff_id: z.number().int().nullable(), staff_name: z.string(), created_at: z.string() })
  .openapi("OrderNote");

const AdminOrderDetailSchema = z
  .object({
    order: OrderSchema,
    customer_id: z.number().int().nullable().openapi({ description: "Null for a guest's order" }),
    history: z.array(
      z.object({
        status: z.enum(ORDER_STATUSES),
        status_label: z.string(),
        by: z.object({
          kind: z.enum(["customer", "system", "staff"]),
          name: z
            .string()
            .openapi({ description: "The staff member's name; a label in the request's language for the customer or the system" }),
        }),
        note: z.string().openapi({ description: "Why (a cancel's reason); empty when none was given" }),
        at: z.string(),
      }),
    ),
    notes: z.array(OrderNoteSchema).openapi({ description: "Internal notes, oldest first; never shown to the customer" }),
    payments: z.array(
      z.object({
        provider: z.string(),
        transaction_id: z.string(),
        amount: z.number(),
        amount_cents: z.number().int(),
        status: z.string().openapi({ example: "captured" }),
        account_number: z.string().openapi({ example: "XXXX1111" }),
        account_type: z.string(),
        note: z.string().openapi({ description: "What went wrong with it (a refused void); empty when nothing did" }),
        created_at: z.string(),
      }),
    ),
    attribution: AttributionSchema.nullable().openapi({
      description: "Where the customer first came from, as the storefront sent it with the checkout; null when nothing was sent",
    }),
  })
  .openapi("AdminOrder");

/** Any text: what is not an order's code is answered like an unknown one (404). */
const CodeParams = z.object({
  code: z.string().openapi({ example: "MV-7K2D9QX4M1TB", description: "Any case; O is read as 0, I and L as 1" }),
});

export function adminOrdersApi({ db }: AppDeps) {
  const list = staffRoute(db, "orders", {
    method: "get",
    path: "/",
    summary: "Orders, filtered and searched",
    description:
      "`from`/`to`: fulfilment dates on the shop's clock, inclusive; `status`, `fulfilment`, `payment`: one value each; `q`: a piece of the code (with or without MV-), of the customer's name or e-mail (any case), or of the phone number (its digits, three or more). Sorted by slot, the latest first, then the latest placed. `per_page`: 25 by default, at most 100.",
    request: { query: adminOrdersQuery },
    responses: {
      200: {
        description: "A page of orders",
        content: json(envelopeOf(z.object({ orders: z.array(OrderSummarySchema), pagination: PaginationSchema }))),
      },
      422: failure("A filter is malformed (a date, a status, a page size over 100, a date range backwards)"),
    },
  });
  const show = staffRoute(db, "orders", {
    method: "get",
    path: "/{code}",
    summary: "One order with its history, payments and internal notes",
    request: { params: CodeParams },
    responses: {
      200: { description: "The order", content: json(envelopeOf(AdminOrderDetailSchema)) },
      404: failure("No order has this code"),
    },
  });
  const addNote = staffRoute(db, "orders", {
    method: "post",
    path: "/{code}/notes",
    summary: "Add an internal note to an order",
    description: `Signed with the staff member's name and the time; 1–${ORDER_NOTE_MAX} characters once trimmed. Written to the audit log. Never shown to the customer.`,
    request: { params: CodeParams, body: { content: json(orderNoteInput.openapi("OrderNoteInput")), required: true } },
    responses: {
      201: { description: "The note", content: json(envelopeOf(z.object({ code: z.string(), note: OrderNoteSchema }))) },
      404: failure("No order has this code"),
      422: failure("The note is empty, too long, or holds control characters"),
    },
  });

  return newAdminFormApi()
    .openapi(list, async (c) => {
      const { orders, pagination } = await listAdminOrders(db, c.req.valid("query"));
      return ok(c, { orders: labelledAll(orders, c.get("lang")), pagination });
    })
    .openapi(show, async (c) => {
      const found = await findAdminOrder(db, c.get("lang"), c.req.valid("param").code);
      if (!found) throw new ApiError(404, "adminOrderNotFound");
      return ok(c, adminOrderAnswer(found, c.get("lang")));
    })
    .openapi(addNote, async (c) => {
      const added = await addOrderNote(db, c.get("staff"), c.req.valid("param").code, c.req.valid("json"));
      if (!added) throw new ApiError(404, "adminOrderNotFound");
      return created(c, added, apiMessage(c.get("lang"), "orderNoteAdded", { code: added.code }));
    });
}
