import { data } from "react-router";
import { levelAfter, levelRank, MEMBERSHIP_LEVELS } from "../../../server/domain/loyalty/loyalty.ts";
import { countUnreadNotices } from "../../../server/domain/notices/notices.service.ts";
import * as ordersRepo from "../../../server/domain/orders/orders.repository.ts";
import { orderViews } from "../../../server/domain/orders/orders.service.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import type { Route } from "./+types/overview";

/** The level above the one held (or the points reach), and the points still missing; null at the top. */
function nextLevelOf(points: number, held: string): { level: string; points_needed: number } | null {
  const current = levelAfter(held, points);
  const next = MEMBERSHIP_LEVELS.find((step) => levelRank(step.level) > levelRank(current));
  return next ? { level: next.level, points_needed: Math.max(0, next.min_points - points) } : null;
}

/** /profile: who the customer is, the latest order at a glance, unread notices and loyalty. */
export async function overviewLoader({ context }: Route.LoaderArgs) {
  const locale = context.locale;
  const { customer } = signedInCustomer(context);
  const [latestRows, unreadNotices] = await Promise.all([
    ordersRepo.findCustomerOrders(context.db, customer.id, { limit: 1, offset: 0 }),
    countUnreadNotices(context.db, customer.id),
  ]);
  const [latest] = await orderViews(context.db, latestRows.rows, locale);
  return data(
    {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      birthday: customer.birthday,
      points: customer.points,
      level: customer.membership_level,
      next: nextLevelOf(customer.points, customer.membership_level),
      unreadNotices,
      latestOrder: latest
        ? {
            code: latest.code,
            status: latest.status,
            fulfilment: latest.fulfilment,
            slot: { date: latest.slot.date, start: latest.slot.start },
            total_cents: latest.totals.total_cents,
          }
        : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
