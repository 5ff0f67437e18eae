import { z } from "@hono/zod-openapi";
import type { AppDeps } from "../../../context.ts";
import { auditRange, listAudit } from "../../../domain/staff/audit.ts";
import { auditQuery } from "../../../domain/staff/staff.schema.ts";
import { ok } from "../../envelope.ts";
import { envelopeOf } from "../../openapi.ts";
import { newAdminApi, staffRoute } from "../../staff-guard.ts";
import { PaginationSchema } from "./schemas.ts";

// The audit log, the owner's: every change made by staff, filtered by person and by the shop's dates.

const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    staff_id: z.number().int().nullable(),
    staff_name: z.string(),
    action: z.string().openapi({ example: "order.status" }),
    entity: z.string().openapi({ example: "order" }),
    entity_id: z.string().openapi({ example: "MV-7K2D9QX4M1TB" }),
    before: z.unknown().openapi({ description: "What it was (null: it did not exist)" }),
    after: z.unknown().openapi({ description: "What it became (null: it is gone)" }),
    created_at: z.string(),
  })
  .openapi("AuditEntry");

export function adminAuditApi({ db }: AppDeps) {
  const list = staffRoute(db, "audit", {
    method: "get",
    path: "/",
    summary: "The audit log, newest first",
    description: "`staff_id`: one person's changes; `from`/`to`: the shop's dates, inclusive.",
    request: { query: auditQuery },
    responses: {
      200: {
        description: "A page of entries",
        content: {
          "application/json": { schema: envelopeOf(z.object({ entries: z.array(AuditEntrySchema), pagination: PaginationSchema })) },
        },
      },
    },
  });
  return newAdminApi().openapi(list, async (c) => {
    const query = c.req.valid("query");
    const range = await auditRange(db, query.from, query.to);
    return ok(c, await listAudit(db, { ...(query.staff_id === undefined ? {} : { staffId: query.staff_id }), ...range, page: query.page }));
  });
}
