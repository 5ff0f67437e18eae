import { data } from "react-router";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { auditRange, listAudit } from "../../../server/domain/staff/audit.ts";
import { auditQuery } from "../../../server/domain/staff/staff.schema.ts";
import { listStaff } from "../../../server/domain/staff/staff.service.ts";
import { isLocalDate } from "../../../server/domain/fulfilment/shop-time.ts";
import { ADMIN_NO_STORE } from "../../features/admin/session/staff.server.ts";
import type { Route } from "./+types/audit";

// /admin/audit, the owner's: the log filtered by person and by the shop's dates. A malformed filter is left out
// (the form shows what was applied), never an error page.

export async function auditLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = Object.fromEntries(["staff_id", "from", "to", "page"].map((k) => [k, url.searchParams.get(k) || undefined]));
  const parsed = auditQuery.safeParse(raw);
  const query = parsed.success
    ? parsed.data
    : {
        page: 1,
        ...(raw.from && isLocalDate(raw.from) ? { from: raw.from } : {}),
        ...(raw.to && isLocalDate(raw.to) ? { to: raw.to } : {}),
      };
  const [staff, timeZone, range] = await Promise.all([
    listStaff(context.db),
    shopTimeZone(context.db),
    auditRange(context.db, query.from, query.to),
  ]);
  const staffId = "staff_id" in query ? query.staff_id : undefined;
  const log = await listAudit(context.db, { ...(staffId === undefined ? {} : { staffId }), ...range, page: query.page });
  return data(
    {
      ...log,
      staff: staff.map((s) => ({ id: s.id, name: s.name })),
      filter: { staff_id: staffId ?? null, from: query.from ?? "", to: query.to ?? "" },
      timeZone,
    },
    { headers: ADMIN_NO_STORE },
  );
}
