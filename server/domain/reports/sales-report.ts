import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ApiMessageCode, ApiMessageKey } from "../../i18n/api-messages.ts";
import { formatDate, formatMonth, wallOf } from "../../i18n/formatters.shared.ts";
import { shortDay } from "../checkout/shop-clock.shared.ts";
import { shopTimeZone } from "../content/theme.service.ts";
import { addDays, instantAt, localDateAt, weekdayOf } from "../fulfilment/shop-time.ts";
import { CHANNELS } from "../orders/attribution.shared.ts";
import type { ReportBy, SalesReportQuery } from "./reports.schema.ts";
import * as repo from "./reports.repository.ts";

// The sales report: the orders placed in a range of days on the shop's clock, cut one way (by day, week, month,
// product, variant, fulfilment, channel, new or returning customer, coupon, campaign), each cut a row of the same
// figures. Sales are the orders not canceled; canceled orders are counted apart, in each row and in all, with the
// card money given back on them and the deposits the shop kept, never silently in or out.
//
// The figures, in cents: gross = the lines' prices before any discount (the order's subtotal; a gift is $0), discount
// = the coupon's, net = gross − discount: what was sold, before delivery fees and sales tax, which the totals give
// apart. Units are the pieces sold (gifts not counted). An order's discount is shared among its lines by their
// prices, so the product rows add up to the totals.

/** A row's name: text of its own (a product, a coupon, a date), or a word of the catalogue the edge says. */
export type ReportLabel = string | ApiMessageCode;

export interface ReportRow<Label = ReportLabel> {
  key: string;
  label: Label;
  /** Orders not canceled (for a product: the orders with it). */
  orders: number;
  units: number;
  gross_cents: number;
  discount_cents: number;
  net_cents: number;
  /** Canceled orders of the row, and their net: shown apart, never in the figures before. */
  canceled_orders: number;
  canceled_cents: number;
}

export interface SalesReport<Label = ReportLabel> {
  from: string;
  to: string;
  by: ReportBy;
  time_zone: string;
  rows: ReportRow<Label>[];
  totals: {
    orders: number;
    units: number;
    gross_cents: number;
    discount_cents: number;
    net_cents: number;
    fee_cents: number;
    tax_cents: number;
    /** What customers were charged or owe: net + fees + tax. */
    total_cents: number;
    /** Net sales an order (0 without orders). */
    average_order_cents: number;
    /** Customers (by e-mail) with an order in the range, of whom the ones whose first order ever is in it. */
    customers: number;
    new_customers: number;
    returning_customers: number;
  };
  canceled: {
    orders: number;
    /** What the canceled orders came to (net of discount, before fees and tax). */
    net_cents: number;
    /** Card money voided or refunded on them. */
    returned_cents: number;
    /** Deposits the shop kept (a pre-order or a custom cake canceled after its refund deadline). */
    deposits_kept_cents: number;
  };
}

interface Cut {
  key: string;
  label: ReportLabel;
}

type Tally = Omit<ReportRow, "key" | "label"> & { orderIds: Set<number>; canceledIds: Set<number> };

function emptyTally(): Tally {
  return {
    orders: 0,
    units: 0,
    gross_cents: 0,
    discount_cents: 0,
    net_cents: 0,
    canceled_orders: 0,
    canceled_cents: 0,
    orderIds: new Set(),
    canceledIds: new Set(),
  };
}

/** `cents` shared among `weights` in proportion, whole cents, adding up exactly (largest remainders first). */
export function share(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0 || cents === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (cents * w) / total);
  const parts = exact.map(Math.floor);
  let left = cents - parts.reduce((sum, p) => sum + p, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** Monday of the week a date is in. */
function weekOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The time cuts of the range, every one listed (a day without orders is a row of zeros: a chart without gaps). */
function timeCuts(by: "day" | "week" | "month", from: string, to: string, lang: Lang): Cut[] {
  const cuts: Cut[] = [];
  const seen = new Set<string>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const key = keyOfDate(by, date);
    if (seen.has(key)) continue;
    seen.add(key);
    cuts.push({ key, label: timeLabel(by, key, lang) });
  }
  return cuts;
}

function keyOfDate(by: "day" | "week" | "month", date: string): string {
  if (by === "day") return date;
  if (by === "week") return weekOf(date);
  return date.slice(0, 7);
}

function timeLabel(by: "day" | "week" | "month", key: string, lang: Lang): ReportLabel {
  if (by === "day") return shortDay(key, lang);
  if (by === "week") {
    const first = formatDate(wallOf(key), lang, { year: false });
    const last = formatDate(wallOf(addDays(key, 6)), lang, { year: false });
    return { key: "reportWeekLabel", params: { first, last } };
  }
  const [year = 0, month = 1] = key.split("-").map(Number);
  return formatMonth(year, month, lang);
}

const CHANNEL_LABELS: Record<(typeof CHANNELS)[number] | "unknown", ApiMessageKey> = {
  facebook: "reportChannelFacebook",
  messenger: "reportChannelMessenger",
  tiktok: "reportChannelTiktok",
  google: "reportChannelGoogle",
  other: "reportChannelOther",
  direct: "reportChannelDirect",
  unknown: "reportChannelUnknown",
};

/** The report of `query`, in `lang` (labels), on the shop's clock. */
export async function salesReport(db: Db, query: SalesReportQuery, lang: Lang): Promise<SalesReport> {
  const timeZone = await shopTimeZone(db);
  const start = instantAt(query.from, "00:00", timeZone).toISOString();
  const end = instantAt(addDays(query.to, 1), "00:00", timeZone).toISOString();
  const perLine = query.by === "product" || query.by === "variant";
  const [orders, lines, units, firsts, returned] = await Promise.all([
    repo.ordersPlaced(db, start, end),
    perLine ? repo.linesPlaced(db, start, end) : Promise.resolve([]),
    repo.unitsByOrder(db, start, end),
    repo.firstOrdersOfCustomers(db, start, end),
    repo.moneyReturned(db, start, end),
  ]);
  const unitsOf = new Map(units.map((u) => [Number(u.order_id), Number(u.units)]));
  const firstAt = new Map(firsts.map((f) => [f.email_key, f.first_at]));
  const isNew = (order: repo.PlacedOrderRow) => {
    const first = firstAt.get(order.email_key);
    return first === undefined || first >= order.created_at;
  };
  const campaigns = new Map(
    (await repo.campaignNames(db, [...new Set(orders.flatMap((o) => (o.campaign_id === null ? [] : [Number(o.campaign_id)])))])).map(
      (c) => [Number(c.id), lang === "vi" ? c.name_vi : c.name_en],
    ),
  );

  const tallies = new Map<string, Tally>();
  const labels = new Map<string, ReportLabel>();
  const tallyOf = (cut: Cut) => {
    let tally = tallies.get(cut.key);
    if (!tally) {
      tally = emptyTally();
      tallies.set(cut.key, tally);
      labels.set(cut.key, cut.label);
    }
    return tally;
  };
  // The fixed cuts first, so each is listed (with zeros) in its order.
  const fixed = fixedCuts(query, lang);
  for (const cut of fixed) tallyOf(cut);

  const orderCut = (order: repo.PlacedOrderRow): Cut => {
    switch (query.by) {
      case "day":
      case "week":
      case "month": {
        const key = keyOfDate(query.by, localDateAt(new Date(order.created_at), timeZone));
        return { key, label: timeLabel(query.by, key, lang) };
      }
      case "fulfilment":
        return { key: order.fulfilment, label: { key: order.fulfilment === "delivery" ? "reportDelivery" : "reportPickup" } };
      case "channel": {
        const key = order.channel ?? "unknown";
        return { key, label: { key: CHANNEL_LABELS[key] } };
      }
      case "customers":
        return isNew(order)
          ? { key: "new", label: { key: "reportNewCustomers" } }
          : { key: "returning", label: { key: "reportReturningCustomers" } };
      case "coupon":
        return order.coupon_code ? { key: order.coupon_code, label: order.coupon_code } : { key: "", label: { key: "reportNoCoupon" } };
      case "campaign":
        return order.campaign_id === null
          ? { key: "", label: { key: "reportNoCampaign" } }
          : { key: String(order.campaign_id), label: campaigns.get(Number(order.campaign_id)) ?? `#${order.campaign_id}` };
      default:
        return { key: "", label: "" };
    }
  };

  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  if (perLine) addLines(lines, byId, query.by === "variant", lang, tallyOf);
  else
    for (const order of orders) {
      const tally = tallyOf(orderCut(order));
      const id = Number(order.id);
      const net = order.subtotal_cents - order.discount_cents;
      if (order.status === "canceled") {
        tally.canceledIds.add(id);
        tally.canceled_cents += net;
      } else {
        tally.orderIds.add(id);
        tally.units += unitsOf.get(id) ?? 0;
        tally.gross_cents += order.subtotal_cents;
        tally.discount_cents += order.discount_cents;
        tally.net_cents += net;
      }
    }

  const rows = [...tallies.entries()].map(([key, tally]) => rowOf(key, labels.get(key) ?? key, tally));
  const fixedKeys = new Set(fixed.map((c) => c.key));
  // Open-ended cuts (products, coupons, campaigns): the best sellers first, and "none" last.
  if (!fixed.length || query.by === "coupon" || query.by === "campaign") {
    rows.sort((a, b) =>
      (a.key === "") !== (b.key === "")
        ? a.key === ""
          ? 1
          : -1
        : b.net_cents - a.net_cents || textOf(a.label).localeCompare(textOf(b.label)),
    );
  }
  const kept = rows.filter((row) => fixedKeys.has(row.key) || row.orders > 0 || row.canceled_orders > 0);

  return {
    from: query.from,
    to: query.to,
    by: query.by,
    time_zone: timeZone,
    rows: kept,
    totals: totalsOf(orders, unitsOf, isNew),
    canceled: canceledOf(orders, returned),
  };
}

/** A label to sort by: its text, or its key. */
function textOf(label: ReportLabel): string {
  return typeof label === "string" ? label : label.key;
}

/** The cuts listed even without orders: every day, week or month of the range; both fulfilments; every channel. */
function fixedCuts(query: SalesReportQuery, lang: Lang): Cut[] {
  switch (query.by) {
    case "day":
    case "week":
    case "month":
      return timeCuts(query.by, query.from, query.to, lang);
    case "fulfilment":
      return [
        { key: "pickup", label: { key: "reportPickup" } },
        { key: "delivery", label: { key: "reportDelivery" } },
      ];
    case "channel":
      return [...CHANNELS, "unknown" as const].map((key) => ({ key, label: { key: CHANNEL_LABELS[key] } }));
    case "customers":
      return [
        { key: "new", label: { key: "reportNewCustomers" } },
        { key: "returning", label: { key: "reportReturningCustomers" } },
      ];
    default:
      return [];
  }
}

/** Product or variant rows: each line's share of its order's discount by its price; orders counted once a row; gifts left out. */
function addLines(
  lines: repo.PlacedLineRow[],
  orders: Map<number, repo.PlacedOrderRow>,
  byVariant: boolean,
  lang: Lang,
  tallyOf: (cut: Cut) => Tally,
): void {
  const byOrder = new Map<number, repo.PlacedLineRow[]>();
  for (const line of lines) {
    const id = Number(line.order_id);
    const list = byOrder.get(id);
    if (list) list.push(line);
    else byOrder.set(id, [line]);
  }
  for (const [id, ofOrder] of byOrder) {
    const order = orders.get(id);
    if (!order) continue;
    const grosses = ofOrder.map((line) => (line.is_gift ? 0 : line.price_cents * line.quantity));
    const discounts = share(order.discount_cents, grosses);
    ofOrder.forEach((line, i) => {
      // A gift is the shop's cost, not a sale: not a product's row (its order's discount is not shared with it either).
      if (line.is_gift) return;
      const name = (lang === "vi" ? line.name_vi : line.name_en) || line.name;
      const variant = lang === "vi" ? line.variant_label_vi : line.variant_label_en;
      const productKey = line.product_id === null ? `name:${line.name}` : String(line.product_id);
      const cut = byVariant
        ? { key: `${productKey}:${line.variant_id ?? 0}`, label: variant ? `${name} · ${variant}` : name }
        : { key: productKey, label: name };
      const tally = tallyOf(cut);
      const gross = grosses[i]!;
      const net = gross - discounts[i]!;
      if (order.status === "canceled") {
        tally.canceledIds.add(id);
        tally.canceled_cents += net;
        return;
      }
      tally.orderIds.add(id);
      tally.units += line.quantity;
      tally.gross_cents += gross;
      tally.discount_cents += discounts[i]!;
      tally.net_cents += net;
    });
  }
}

function rowOf(key: string, label: ReportLabel, tally: Tally): ReportRow {
  return {
    key,
    label,
    orders: tally.orderIds.size,
    units: tally.units,
    gross_cents: tally.gross_cents,
    discount_cents: tally.discount_cents,
    net_cents: tally.net_cents,
    canceled_orders: tally.canceledIds.size,
    canceled_cents: tally.canceled_cents,
  };
}

function totalsOf(
  orders: repo.PlacedOrderRow[],
  unitsOf: Map<number, number>,
  isNew: (order: repo.PlacedOrderRow) => boolean,
): SalesReport["totals"] {
  const sold = orders.filter((o) => o.status !== "canceled");
  const sum = (of: (o: repo.PlacedOrderRow) => number) => sold.reduce((total, o) => total + of(o), 0);
  const net = sum((o) => o.subtotal_cents - o.discount_cents);
  const customers = new Map<string, boolean>();
  for (const order of sold) customers.set(order.email_key, (customers.get(order.email_key) ?? false) || isNew(order));
  const newCustomers = [...customers.values()].filter(Boolean).length;
  return {
    orders: sold.length,
    units: sum((o) => unitsOf.get(Number(o.id)) ?? 0),
    gross_cents: sum((o) => o.subtotal_cents),
    discount_cents: sum((o) => o.discount_cents),
    net_cents: net,
    fee_cents: sum((o) => o.fee_cents),
    tax_cents: sum((o) => o.tax_cents),
    total_cents: sum((o) => o.total_cents),
    average_order_cents: sold.length ? Math.round(net / sold.length) : 0,
    customers: customers.size,
    new_customers: newCustomers,
    returning_customers: customers.size - newCustomers,
  };
}

function canceledOf(orders: repo.PlacedOrderRow[], returned: { order_id: number; cents: number }[]): SalesReport["canceled"] {
  const canceled = orders.filter((o) => o.status === "canceled");
  const ids = new Set(canceled.map((o) => Number(o.id)));
  return {
    orders: canceled.length,
    net_cents: canceled.reduce((sum, o) => sum + o.subtotal_cents - o.discount_cents, 0),
    returned_cents: returned.filter((r) => ids.has(Number(r.order_id))).reduce((sum, r) => sum + Number(r.cents), 0),
    deposits_kept_cents: canceled.filter((o) => o.deposit_status === "kept").reduce((sum, o) => sum + o.deposit_cents, 0),
  };
}
