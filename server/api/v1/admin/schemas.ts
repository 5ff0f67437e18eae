import { z } from "@hono/zod-openapi";
import { STAFF_ROLES } from "../../../domain/staff/roles.shared.ts";

// Shapes the admin API's documents share.

export const StaffSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(["active", "disabled"]),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi("Staff");

export const PaginationSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});

/** A YYYY-MM-DD date on the shop's clock. */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .openapi({ example: "2026-11-27" });
