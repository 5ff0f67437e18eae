import { z } from "@hono/zod-openapi";
import { ORDER_STATUSES } from "../../domain/orders/order-view.ts";

// The order's JSON as the API declares it (server/domain/orders/order-view.ts is its type).

export const TotalsSchema = z
  .object({
    subtotal: z.number(),
    subtotal_cents: z.number().int(),
    discount: z.number(),
    discount_cents: z.number().int(),
    fee: z.number().openapi({ description: "Delivery fee; 0 for a pickup" }),
    fee_cents: z.number().int(),
    tax_rate: z.number().openapi({ description: "Percent", example: 8.25 }),
    tax: z.number(),
    tax_cents: z.number().int(),
    total: z.number(),
    total_cents: z.number().int(),
    currency: z.literal("USD"),
  })
  .openapi("OrderTotals");

const OrderLineModifierSchema = z
  .object({
    group_id: z.number().int(),
    group: z
      .string()
      .openapi({ description: "The add-on group's name in the request's language, as it was when ordered", example: "Extras" }),
    choice_id: z.number().int(),
    label: z.string().openapi({ description: "In the request's language, as it was when ordered", example: "Fried egg" }),
    quantity: z.number().int(),
    price_delta: z.number().openapi({ description: "Dollars it added to the unit price for each, when ordered", example: 1.5 }),
    price_delta_cents: z.number().int(),
  })
  .openapi("OrderLineModifier");

const OrderLineSchema = z
  .object({
    product_id: z.number().int().nullable(),
    slug: z.string(),
    sku: z.string(),
    name: z.string().openapi({
      description:
        "As it was when ordered, in the request's language (both are kept at order time; an older line without one shows the name it was ordered by)",
    }),
    price: z.number(),
    price_cents: z.number().int(),
    quantity: z.number().int(),
    line_total: z.number(),
    line_total_cents: z.number().int(),
    variant: z.string().nullable().openapi({
      description:
        'The variant bought, in the request\'s language as it was when ordered ("8 inch · Pandan"); null for a product without options',
    }),
    variant_id: z.number().int().nullable().openapi({
      description: "The variant bought (a product without options has one default variant); null for a line older than variants",
    }),
    modifiers: z.array(OrderLineModifierSchema).openapi({
      description: "The add-ons bought, in their groups' order, with the prices they were bought at (the same shape as a cart line's)",
    }),
    note: z.string().openapi({ description: "A cake's inscription or a note for the kitchen" }),
    note_kind: z.string(),
    allergens: z.array(z.string()).openapi({ description: "Big 9 allergens, with those its add-ons added" }),
    is_gift: z.boolean(),
    promotion_name: z
      .string()
      .nullable()
      .openapi({ description: "A gift's promotion, named in the request's language as it was when ordered" }),
  })
  .openapi("OrderLine");

export const PreOrderSchema = z
  .object({
    campaign: z.object({ slug: z.string(), name: z.string() }),
    deposit: z.number(),
    deposit_cents: z.number().int(),
    deposit_status: z.enum(["none", "due", "paid", "refunded", "kept"]).openapi({
      description:
        "due: to pay at the counter by `deposit_due_by`, else the order is canceled; refunded: canceled in time; kept: canceled after `refund_until`",
    }),
    deposit_due_by: z.string().nullable(),
    deposit_paid_cents: z.number().int().openapi({ description: "What the shop holds of the deposit now" }),
    balance: z.number(),
    balance_cents: z.number().int().openapi({ description: "What is left to pay at pickup; 0 once collected" }),
    refund_until: z.string().nullable().openapi({ description: "A cancel until then refunds the deposit; after, it is kept" }),
    cancel_until_days: z.number().int(),
    collected_at: z.string().nullable(),
  })
  .openapi("PreOrder");

export const OrderSchema = z
  .object({
    code: z.string().openapi({ example: "MV-7K2D9QX4M1TB" }),
    status: z.enum(ORDER_STATUSES),
    status_label: z.string().openapi({ description: "In the request's language" }),
    created_at: z.string(),
    locale: z.string(),
    email: z.string(),
    phone: z.string(),
    full_name: z.string(),
    address: z.object({ address: z.string(), city: z.string(), state: z.string(), zip: z.string(), country: z.string() }),
    fulfilment: z.enum(["pickup", "delivery"]),
    delivery_zone: z.string().nullable(),
    slot: z.object({ date: z.string(), start: z.string(), end: z.string(), starts_at: z.string(), time_zone: z.string() }),
    payment: z.object({
      option: z.enum(["pay_at_pickup", "card"]),
      status: z.enum(["unpaid", "paid", "voided", "refunded"]),
      card: z.object({ account_number: z.string(), account_type: z.string() }).nullable(),
    }),
    lines: z.array(OrderLineSchema),
    gifts: z.array(OrderLineSchema),
    totals: TotalsSchema,
    coupon_code: z.string().nullable(),
    notes: z.string(),
    pre_order: PreOrderSchema.nullable().openapi({
      description:
        "A pre-order's campaign, deposit and balance; null for an everyday order. A custom cake's order has its deposit here too, with an empty campaign",
    }),
    custom_cake: z
      .object({ code: z.string().openapi({ description: "The custom cake request the order was made from", example: "CK-7G4Q2M9X" }) })
      .nullable()
      .openapi({ description: "The custom cake request an accepted quote made this order from; null for any other order" }),
  })
  .openapi("Order");
