import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { key, whenMissing } from "../shared/fields.schema.ts";
import { isLocalDate } from "../fulfilment/shop-time.ts";
import { ORDER_STATUSES } from "./order-view.ts";

// The back office's orders list, an order's internal notes and the production report: what their queries and forms
// accept (browser-safe: the pages' forms check the same limits).

/** Orders a page of the list shows by default, and at most (`per_page` above it is refused). */
export const ADMIN_ORDERS_PER_PAGE = 25;
export const ADMIN_ORDERS_MAX_PER_PAGE = 100;
/** The search box: a code, a name, a phone number or an e-mail, or a piece of one. */
export const ADMIN_ORDERS_MAX_QUERY = 100;
/** An internal note: 1–1000 characters once trimmed; line breaks are kept. */
export const ORDER_NOTE_MAX = 1000;

export const FULFILMENTS = ["pickup", "delivery"] as const;
export const PAYMENT_OPTIONS = ["pay_at_pickup", "card"] as const;

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused), on the shop's clock. */
export const adminLocalDate = z.string(key("adminOrderDateInvalid")).refine((value) => isLocalDate(value), key("adminOrderDateInvalid"));

const wholeNumber = (min: number, max: number) => z.coerce.number(key("fieldInvalid")).int(key("fieldInvalid")).min(min).max(max);

/**
 * The orders list's filters: fulfilment dates `from`–`to` (inclusive), a status, pickup or delivery, a payment
 * option, and `q` matching the code, the customer's name, phone (by its digits) or e-mail.
 */
export const adminOrdersQuery = z
  .object({
    from: adminLocalDate.optional(),
    to: adminLocalDate.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    fulfilment: z.enum(FULFILMENTS).optional(),
    payment: z.enum(PAYMENT_OPTIONS).optional(),
    q: z.string().trim().max(ADMIN_ORDERS_MAX_QUERY, key("adminOrderSearchTooLong")).optional(),
    page: wholeNumber(1, 100_000).default(1),
    per_page: wholeNumber(1, ADMIN_ORDERS_MAX_PER_PAGE).default(ADMIN_ORDERS_PER_PAGE),
  })
  .refine((v) => v.from === undefined || v.to === undefined || v.from <= v.to, {
    path: ["to"],
    error: "adminOrderRangeReversed" satisfies ApiMessageKey,
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

/** Control characters other than line breaks and tabs cannot be in a note. */
// eslint-disable-next-line no-control-regex -- these are what it looks for
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const orderNoteInput = z.object({
  body: z
    .string(whenMissing("orderNoteRequired"))
    .trim()
    .min(1, key("orderNoteRequired"))
    .max(ORDER_NOTE_MAX, key("orderNoteTooLong"))
    .refine((text) => !CONTROL_BUT_LINES.test(text), key("orderNoteInvalid")),
});
export type OrderNoteInput = z.infer<typeof orderNoteInput>;

/** The production report's date; the shop's today when absent. */
export const productionQuery = z.object({ date: adminLocalDate.optional() });
