import type { Db } from "../../db/index.ts";
import type { DepositStatus } from "../../db/schema/campaigns.ts";
import type { Lang } from "../../i18n/language.ts";
import * as repo from "./campaigns.repository.ts";
import { findCampaignOrders, findReportLines, type CampaignOrderRow, type ReportLineRow } from "./campaign-reports.repository.ts";

// A campaign's numbers for the back office: the dashboard (per pickup day, orders and units against capacity, the
// deposits taken and still due at the counter, the balances to collect) and the production plan (per pickup day, the
// pieces of each product and variant to make). Canceled orders count apart: they make nothing and owe nothing, but a
// deposit kept on a late cancel is money taken.

/** The units a line uses of its pickup day's capacity. */
export const unitsOf = (line: Pick<ReportLineRow, "quantity" | "capacity_units">) =>
  Number(line.quantity) * Math.max(1, Number(line.capacity_units));

/** The deposit the shop holds for an order: paid (by card or at the counter), or kept after a late cancel. */
export const depositTaken = (o: { deposit_status: DepositStatus; deposit_cents: number }) =>
  o.deposit_status === "paid" || o.deposit_status === "kept" ? Number(o.deposit_cents) : 0;

/**
 * What the customer still pays at pickup: nothing once collected or canceled, nor for an order paid whole by card;
 * otherwise the total less a deposit paid.
 */
export function balanceDue(
  o: Pick<CampaignOrderRow, "status" | "collected_at" | "payment_status" | "total_cents" | "deposit_cents" | "deposit_status">,
): number {
  if (o.status === "canceled" || o.collected_at !== null) return 0;
  if (o.deposit_status === "none" && o.payment_status === "paid") return 0;
  return Math.max(0, Number(o.total_cents) - (o.deposit_status === "paid" ? Number(o.deposit_cents) : 0));
}

export interface DueDeposit {
  code: string;
  full_name: string;
  deposit_cents: number;
  /** By when it must be recorded (UTC ISO-8601), or null. */
  due_by: string | null;
}

export interface DashboardDay {
  date: string;
  opens: string;
  closes: string;
  capacity_units: number;
  /** The counter checkout keeps. */
  reserved_units: number;
  /** Orders not canceled, and the units their lines use. */
  orders: number;
  units: number;
  collected: number;
  deposits_taken_cents: number;
  deposits_due: DueDeposit[];
  deposits_due_cents: number;
  balance_due_cents: number;
}

export interface DashboardTotals {
  capacity_units: number;
  reserved_units: number;
  orders: number;
  units: number;
  collected: number;
  deposits_taken_cents: number;
  deposits_due_cents: number;
  deposits_due: number;
  balance_due_cents: number;
}

export interface CampaignDashboard {
  days: DashboardDay[];
  totals: DashboardTotals;
  /** Canceled orders, apart: how many, the deposits kept (counted in the taken ones) and given back. */
  canceled: { orders: number; deposits_kept_cents: number; deposits_refunded_cents: number };
  /** Orders whose date is none of the campaign's pickup days (a day moved after they were placed). */
  other_dates: { date: string; orders: number }[];
}

export async function campaignDashboard(db: Db, campaignId: number): Promise<CampaignDashboard> {
  const [days, orders] = await Promise.all([repo.findPickupDays(db, [campaignId]), findCampaignOrders(db, campaignId)]);
  // The units each order took of its pickup day, as checkout counted them (its campaign's items; everyday items in
  // the same order count against their own products' daily capacity).
  const unitsByOrder = new Map(orders.map((o) => [o.id, Number(o.preorder_units)]));
  const live = orders.filter((o) => o.status !== "canceled");
  const canceled = orders.filter((o) => o.status === "canceled");
  const sum = (list: readonly CampaignOrderRow[], of: (o: CampaignOrderRow) => number) => list.reduce((s, o) => s + of(o), 0);

  const dayRows: DashboardDay[] = days.map((day) => {
    const of = live.filter((o) => o.slot_date === day.date);
    const due = of.filter((o) => o.deposit_status === "due");
    return {
      date: day.date,
      opens: day.opens,
      closes: day.closes,
      capacity_units: Number(day.capacity_units),
      reserved_units: Number(day.reserved_units),
      orders: of.length,
      units: sum(of, (o) => unitsByOrder.get(o.id) ?? 0),
      collected: of.filter((o) => o.collected_at !== null).length,
      deposits_taken_cents: sum(
        orders.filter((o) => o.slot_date === day.date),
        depositTaken,
      ),
      deposits_due: due
        .map((o) => ({ code: o.code, full_name: o.full_name, deposit_cents: Number(o.deposit_cents), due_by: o.deposit_due_by }))
        .sort((a, b) => (a.due_by ?? "￿").localeCompare(b.due_by ?? "￿")),
      deposits_due_cents: sum(due, (o) => Number(o.deposit_cents)),
      balance_due_cents: sum(of, balanceDue),
    };
  });
  const dates = new Set(days.map((d) => d.date));
  const others = new Map<string, number>();
  for (const o of live) if (!dates.has(o.slot_date)) others.set(o.slot_date, (others.get(o.slot_date) ?? 0) + 1);
  const total = (of: (d: DashboardDay) => number) => dayRows.reduce((s, d) => s + of(d), 0);
  return {
    days: dayRows,
    totals: {
      capacity_units: total((d) => d.capacity_units),
      reserved_units: total((d) => d.reserved_units),
      orders: total((d) => d.orders),
      units: total((d) => d.units),
      collected: total((d) => d.collected),
      deposits_taken_cents: total((d) => d.deposits_taken_cents),
      deposits_due_cents: total((d) => d.deposits_due_cents),
      deposits_due: total((d) => d.deposits_due.length),
      balance_due_cents: total((d) => d.balance_due_cents),
    },
    canceled: {
      orders: canceled.length,
      deposits_kept_cents: sum(canceled, (o) => (o.deposit_status === "kept" ? Number(o.deposit_cents) : 0)),
      deposits_refunded_cents: sum(canceled, (o) => (o.deposit_status === "refunded" ? Number(o.deposit_cents) : 0)),
    },
    other_dates: [...others].sort(([a], [b]) => a.localeCompare(b)).map(([date, n]) => ({ date, orders: n })),
  };
}

export interface PlanVariant {
  /** In the asked language; null for a product without options. */
  label: string | null;
  quantity: number;
  units: number;
}

export interface PlanProduct {
  product_id: number | null;
  name: string;
  quantity: number;
  units: number;
  variants: PlanVariant[];
}

export interface PlanDay {
  date: string;
  opens: string;
  closes: string;
  orders: number;
  quantity: number;
  units: number;
  products: PlanProduct[];
}

/** One row of the plan's CSV: a product's variant on a day. */
export interface PlanRow {
  date: string;
  product: string;
  variant: string;
  quantity: number;
  units: number;
}

const lineName = (l: ReportLineRow, lang: Lang) => (lang === "vi" ? l.name_vi || l.name_en : l.name_en || l.name_vi) || l.name;
const variantLabel = (l: ReportLineRow, lang: Lang) =>
  lang === "vi" ? (l.variant_label_vi ?? l.variant_label_en) : (l.variant_label_en ?? l.variant_label_vi);

/**
 * Per pickup day (the campaign's days, then any other date its orders name), the pieces of each product to make for
 * the orders not canceled, gifts included, and under each product its variants; products in the campaign's order,
 * then any other by name.
 */
export async function productionPlan(db: Db, lang: Lang, campaignId: number): Promise<PlanDay[]> {
  const [days, products, orders] = await Promise.all([
    repo.findPickupDays(db, [campaignId]),
    repo.findCampaignProducts(db, [campaignId]),
    findCampaignOrders(db, campaignId),
  ]);
  const live = orders.filter((o) => o.status !== "canceled");
  const lines = await findReportLines(
    db,
    live.map((o) => o.id),
  );
  const dateOf = new Map(live.map((o) => [o.id, o.slot_date]));
  const rank = new Map(products.map((p, i) => [p.product_id, i]));
  const known = new Map(days.map((d) => [d.date, d]));
  const dates = [...new Set([...days.map((d) => d.date), ...live.map((o) => o.slot_date)])].sort();
  return dates.map((date) => {
    const day = known.get(date);
    const of = lines.filter((l) => dateOf.get(l.order_id) === date);
    const byProduct = new Map<string, PlanProduct & { rank: number }>();
    for (const line of of) {
      const key = line.product_id === null ? `name:${lineName(line, lang)}` : `id:${line.product_id}`;
      const product = byProduct.get(key) ?? {
        product_id: line.product_id,
        name: lineName(line, lang),
        quantity: 0,
        units: 0,
        variants: [],
        rank: line.product_id === null ? Number.MAX_SAFE_INTEGER : (rank.get(line.product_id) ?? Number.MAX_SAFE_INTEGER - 1),
      };
      byProduct.set(key, product);
      const label = variantLabel(line, lang);
      let variant = product.variants.find((v) => v.label === label);
      if (!variant) product.variants.push((variant = { label, quantity: 0, units: 0 }));
      variant.quantity += Number(line.quantity);
      variant.units += unitsOf(line);
      product.quantity += Number(line.quantity);
      product.units += unitsOf(line);
    }
    const list = [...byProduct.values()]
      .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name, lang))
      .map(({ rank: _rank, ...p }) => ({ ...p, variants: p.variants.sort((a, b) => (a.label ?? "").localeCompare(b.label ?? "", lang)) }));
    return {
      date,
      opens: day?.opens ?? "",
      closes: day?.closes ?? "",
      orders: live.filter((o) => o.slot_date === date).length,
      quantity: list.reduce((s, p) => s + p.quantity, 0),
      // The day's capacity used, as the dashboard counts it: the units its orders took at checkout (everyday items and
      // gifts in the same orders are in the products below, not in the pickup day's capacity).
      units: live.filter((o) => o.slot_date === date).reduce((s, o) => s + Number(o.preorder_units), 0),
      products: list,
    };
  });
}

/** The plan as rows: one per product's variant a day. */
export function planRows(plan: readonly PlanDay[]): PlanRow[] {
  return plan.flatMap((day) =>
    day.products.flatMap((p) =>
      p.variants.map((v) => ({ date: day.date, product: p.name, variant: v.label ?? "", quantity: v.quantity, units: v.units })),
    ),
  );
}
