import { z } from "zod";
import { key, whenMissing } from "../shared/fields.schema.ts";

// The back office's customers (permission "customers"): what the list's query and the status form accept
// (browser-safe: the pages' forms check the same limits).

/** Customers a page of the list shows. */
export const ADMIN_CUSTOMERS_PER_PAGE = 25;
/** The search box: a piece of a name, an e-mail or a phone number. */
export const ADMIN_CUSTOMERS_MAX_QUERY = 100;

export const CUSTOMER_STATUSES = ["active", "disabled"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

/** The list's query: `q` matches the name or e-mail (any case) or the phone by its digits; `status` one of the two. */
export const adminCustomersQuery = z.object({
  q: z.string().trim().max(ADMIN_CUSTOMERS_MAX_QUERY, key("adminCustomerSearchTooLong")).optional(),
  status: z.enum(CUSTOMER_STATUSES, key("adminCustomerStatusInvalid")).optional(),
  page: z.coerce.number(key("fieldInvalid")).int(key("fieldInvalid")).min(1).max(100_000).default(1),
});
export type AdminCustomersQuery = z.infer<typeof adminCustomersQuery>;

/**
 * Disabling or enabling an account: the status wanted and the version the staff member saw (the customer's
 * `updated_at` as read). A version that is no longer the customer's → 409.
 */
export const customerStatusInput = z.object({
  status: z.enum(CUSTOMER_STATUSES, key("adminCustomerStatusInvalid")),
  expected_updated_at: z
    .string(whenMissing("adminCustomerVersionRequired"))
    .trim()
    .min(1, key("adminCustomerVersionRequired"))
    .max(64, key("adminCustomerVersionRequired")),
});
export type CustomerStatusInput = z.infer<typeof customerStatusInput>;

/** A customer's id in a path: a whole number; anything else is answered like an unknown customer. */
export function customerIdOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
