import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { adminCustomersQuery, CUSTOMER_STATUSES, customerStatusInput } from "../../../domain/customers/customers.schema.ts";
import { findAdminCustomer, listAdminCustomers, setCustomerStatus } from "../../../domain/customers/customers.service.ts";
import { ORDER_STATUSES } from "../../../domain/orders/order-view.ts";
import { adminCustomerAnswer } from "../../orders-answers.ts";
import { FULFILMENTS } from "../../../domain/orders/admin-orders.schema.ts";
import { customerStatusMessage } from "../../customers-answers.ts";
import { ApiError, ok } from "../../envelope.ts";
import { envelopeOf, failure, idParam, json } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { PaginationSchema } from "./schemas.ts";

// The shop's customers, the managers' and the owner's (permission "customers"): search, a customer with
// their orders and points, and disabling or enabling an account. Never a password hash nor a session.

const CustomerSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable().openapi({ description: "Digits only, as accounts keep phones", example: "8325550164" }),
    status: z.enum(CUSTOMER_STATUSES),
    legacy: z.boolean().openapi({ description: "Imported from the old shop and not yet given a new password" }),
    points: z.number().int(),
    membership_level: z.string().openapi({ example: "silver" }),
    created_at: z.string(),
  })
  .openapi("AdminCustomerSummary");

const CustomerSchema = CustomerSummarySchema.extend({
  birthday: z.string().nullable().openapi({ example: "1988-12-03" }),
  locale: z.string().openapi({ example: "vi" }),
  updated_at: z.string().openapi({ description: "The account's version: send it back as `expected_updated_at` to change it" }),
}).openapi("AdminCustomer");

const CustomerDetailSchema = z
  .object({
    customer: CustomerSchema,
    orders: z
      .array(
        z.object({
          code: z.string(),
          status: z.enum(ORDER_STATUSES),
          status_label: z.string().openapi({ description: "In the request's language" }),
          fulfilment: z.enum(FULFILMENTS),
          slot: z.object({ date: z.string(), start: z.string(), end: z.string() }).openapi({ description: "On the shop's clock" }),
          total: z.number(),
          total_cents: z.number().int(),
          created_at: z.string(),
        }),
      )
      .openapi({ description: "The newest placed first" }),
    awards: z
      .array(z.object({ order_code: z.string().nullable(), points: z.number().int(), created_at: z.string() }))
      .openapi({ description: "Points given for completed orders, the newest first" }),
  })
  .openapi("AdminCustomerDetail");

const ConflictSchema = z.object({ error: z.literal(true), message: z.string(), data: CustomerDetailSchema });

export function adminCustomersApi({ db }: AppDeps) {
  const list = staffRoute(db, "customers", {
    method: "get",
    path: "/",
    summary: "Customers, searched",
    description:
      "`q`: a piece of the name or e-mail (any case), or of the phone number (its digits, three or more; a leading US 1 is dropped); `status`: active or disabled. The newest account first, 25 a page (`page`).",
    request: { query: adminCustomersQuery },
    responses: {
      200: {
        description: "A page of customers",
        content: json(envelopeOf(z.object({ customers: z.array(CustomerSummarySchema), pagination: PaginationSchema }))),
      },
      422: failure("A search over 100 characters, an unknown status, a page that is not a whole number"),
    },
  });
  const show = staffRoute(db, "customers", {
    method: "get",
    path: "/{id}",
    summary: "A customer with their orders and points",
    description: "Never a password hash nor a session.",
    request: { params: idParam },
    responses: {
      200: { description: "The customer", content: json(envelopeOf(CustomerDetailSchema)) },
      404: failure("No such customer"),
      422: failure("The id is not a whole number"),
    },
  });
  const update = staffRoute(db, "customers", {
    method: "put",
    path: "/{id}",
    summary: "Disable or enable a customer's account",
    description:
      "`expected_updated_at`: the customer's `updated_at` as the staff member saw it; when the account has changed since, 409 with the customer as they are now (`data`). Of two changes made at once from the same version, one wins. Disabling ends every session of the customer at once; the login then refuses the account. Audited (before → after).",
    request: { params: idParam, body: { content: json(customerStatusInput.openapi("CustomerStatusInput")), required: true } },
    responses: {
      200: { description: "Changed (or already so)", content: json(envelopeOf(CustomerDetailSchema)) },
      404: failure("No such customer"),
      409: { description: "Changed by someone else meanwhile: the customer as they are now", content: json(ConflictSchema) },
      422: failure("An unknown status, or no version"),
    },
  });

  return newAdminApi()
    .openapi(list, async (c) => ok(c, await listAdminCustomers(db, c.req.valid("query"))))
    .openapi(show, async (c) => {
      const found = await findAdminCustomer(db, c.req.valid("param").id);
      if (!found) throw new ApiError(404, "adminCustomerNotFound");
      return ok(c, adminCustomerAnswer(found, c.get("lang")));
    })
    .openapi(update, async (c) => {
      const lang = c.get("lang");
      const { detail, changed } = await setCustomerStatus(db, c.get("staff"), c.req.valid("param").id, c.req.valid("json"));
      return ok(c, adminCustomerAnswer(detail, lang), customerStatusMessage(lang, detail.customer, changed));
    });
}
