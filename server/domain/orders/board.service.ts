import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { localDateAt } from "../fulfilment/shop-time.ts";
import { boardOrderOf, type BoardOrder } from "./order-moves.service.ts";
import { findOrdersOfDate } from "./order-moves.repository.ts";
import { orderViews } from "./orders.service.ts";
import type { StaffRole } from "../staff/roles.shared.ts";

// The board of the day: a fulfilment date's orders grouped by slot, for the kitchen and the counter. The
// page polls it; `since` (the `now` of its previous answer) marks the orders placed since the last look as new.

export interface BoardSlot {
  start: string;
  end: string;
  orders: BoardOrder[];
}

export interface Board {
  /** The fulfilment date shown (YYYY-MM-DD, the shop's clock). */
  date: string;
  /** The shop's date today: the board's default. */
  today: string;
  time_zone: string;
  /** The server's clock when it read the board: the next poll's `since`. */
  now: string;
  slots: BoardSlot[];
  /** Every order of the date, canceled ones included; `active`: the ones not canceled. */
  counts: { orders: number; active: number; new: number };
}

/**
 * The board of `date` (default: the shop's today) as `viewer` may see it (boardOrderOf: the kitchen sees no e-mail, and
 * an address only for a delivery); orders placed after `since` are marked new.
 */
export async function boardOf(
  db: Db,
  lang: Lang,
  viewer: StaffRole,
  options: { date?: string; since?: string; now?: Date } = {},
): Promise<Board> {
  const now = options.now ?? new Date();
  const timeZone = await shopTimeZone(db);
  const today = localDateAt(now, timeZone);
  const date = options.date ?? today;
  const rows = await findOrdersOfDate(db, date);
  const views = await orderViews(db, rows, lang);
  const slots: BoardSlot[] = [];
  for (const view of views) {
    const order = boardOrderOf(view, viewer, options.since);
    const last = slots.at(-1);
    if (last && last.start === view.slot.start && last.end === view.slot.end) last.orders.push(order);
    else slots.push({ start: view.slot.start, end: view.slot.end, orders: [order] });
  }
  const all = slots.flatMap((s) => s.orders);
  return {
    date,
    today,
    time_zone: timeZone,
    now: now.toISOString(),
    slots,
    counts: { orders: all.length, active: all.filter((o) => o.status !== "canceled").length, new: all.filter((o) => o.is_new).length },
  };
}
