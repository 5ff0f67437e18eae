import type { Db } from "../../db/index.ts";
import type { DepositStatus } from "../../db/schema/campaigns.ts";
import { formatDayIn } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import { normaliseEmail, normalisePhone } from "../accounts/identifier.ts";
import type { CartItem } from "../cart/cart.service.ts";
import { CheckoutError } from "../checkout/checkout-error.ts";
import type { SlotDayView } from "../checkout/options-view.ts";
import { longDay } from "../checkout/shop-clock.shared.ts";
import { instantAt, weekdayOf } from "../fulfilment/shop-time.ts";
import { campaignName } from "./campaign-cart.ts";
import { campaignState, DEPOSIT_DUE_HOURS, depositCents, refundUntil } from "./campaign-rules.shared.ts";
import * as repo from "./campaigns.repository.ts";

// Checkout of a cart holding a campaign's items: the campaign's pickup days are its only slots (everything in the
// order is collected then, everyday items too), the window must be open, the deposit is worked out, and in the
// order's transaction the limit per customer and the pickup day's units are taken — both decided there, under
// concurrent checkouts, never by a read before.

export interface CartPreorder {
  campaign: repo.CampaignRow;
  days: repo.PickupDayRow[];
  /** The campaign's lines (gifts are everyday items). */
  lines: CartItem[];
  /** The pickup day capacity the order uses: pieces × capacity units. */
  units: number;
  limits: { productId: number; name: string; limit: number; quantity: number }[];
}

/** The campaign a cart's items belong to, or null for an everyday cart; refused (422) for two campaigns or a closed window. */
export async function preorderOfCart(
  db: Db,
  items: readonly CartItem[],
  ctx: { lang: Lang; timeZone: string; now: Date },
): Promise<CartPreorder | null> {
  const bought = items.filter((l) => !l.is_gift);
  const ofProducts = await repo.campaignsOfProducts(db, [...new Set(bought.map((l) => l.product_id))]);
  const campaignIds = [...new Set([...ofProducts.values()].map((p) => p.campaign_id))];
  if (!campaignIds.length) return null;
  const campaigns = await repo.findCampaigns(db, { drafts: true, ids: campaignIds });
  const { lang } = ctx;
  if (campaigns.length > 1) {
    const [first, second] = campaigns as [repo.CampaignRow, repo.CampaignRow];
    const name = bought.find((l) => ofProducts.get(l.product_id)?.campaign_id === second.id)?.name ?? "";
    throw new CheckoutError(
      "preorderRefused",
      { key: "preorderTwoCampaigns", params: { name, other: campaignName(second, lang), campaign: campaignName(first, lang) } },
      "cart",
    );
  }
  const campaign = campaigns[0]!;
  const state = campaign.is_published === 1 ? campaignState(campaign, ctx.now) : "closed";
  if (state === "upcoming") {
    const date = formatDayIn(campaign.opens_at, ctx.timeZone, lang);
    throw new CheckoutError(
      "preorderRefused",
      { key: "preorderNotOpen", params: { campaign: campaignName(campaign, lang), date } },
      "cart",
    );
  }
  if (state === "closed") {
    const date = formatDayIn(new Date(Date.parse(campaign.closes_at) - 1), ctx.timeZone, lang);
    throw new CheckoutError("preorderRefused", { key: "preorderClosed", params: { campaign: campaignName(campaign, lang), date } }, "cart");
  }
  const lines = bought.filter((l) => ofProducts.has(l.product_id));
  const limits = new Map<number, CartPreorder["limits"][number]>();
  for (const line of lines) {
    const limit = ofProducts.get(line.product_id)!.per_customer_limit;
    if (limit === null) continue;
    const known = limits.get(line.product_id);
    if (known) known.quantity += line.quantity;
    else limits.set(line.product_id, { productId: line.product_id, name: line.name, limit, quantity: line.quantity });
  }
  return {
    campaign,
    days: await repo.findPickupDays(db, [campaign.id]),
    lines,
    units: lines.reduce((sum, l) => sum + l.quantity * l.capacity_units, 0),
    limits: [...limits.values()],
  };
}

/** The pickup day's opening and closing instants. */
const instantsOf = (day: repo.PickupDayRow, timeZone: string) => ({
  opens: instantAt(day.date, day.opens, timeZone),
  closes: instantAt(day.date, day.closes, timeZone),
});

/** Whether a pickup day can still be chosen: it closes after the cart's earliest moment (now plus its lead time). */
const stillAhead = (day: repo.PickupDayRow, timeZone: string, earliest: number) => instantsOf(day, timeZone).closes.getTime() > earliest;

/** The pickup days as the checkout's slots: one slot a day, its hours, and the units left (as `remaining`). */
export function pickupSlots(preorder: CartPreorder, timeZone: string, earliest: number): SlotDayView[] {
  return preorder.days
    .filter((day) => stillAhead(day, timeZone, earliest))
    .map((day) => {
      const remaining = Math.max(0, Number(day.capacity_units) - Number(day.reserved_units));
      return {
        date: day.date,
        weekday: weekdayOf(day.date),
        slots: [
          {
            date: day.date,
            start: day.opens,
            end: day.closes,
            starts_at: instantsOf(day, timeZone).opens.toISOString(),
            remaining,
            full: remaining < Math.max(1, preorder.units),
          },
        ],
      };
    });
}

/** The pickup day the customer chose: one of the campaign's, still ahead, at its opening time; else 422. */
export function choosePickupDay(
  preorder: CartPreorder,
  slot: { date: string; start: string },
  ctx: { lang: Lang; timeZone: string; earliest: number },
): repo.PickupDayRow {
  const day = preorder.days.find((d) => d.date === slot.date && d.opens === slot.start);
  if (!day || !stillAhead(day, ctx.timeZone, ctx.earliest)) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(slot.date) ? longDay(slot.date, ctx.lang) : slot.date;
    throw new CheckoutError(
      "pickupDayRefused",
      { key: "preorderNotAPickupDay", params: { date, campaign: campaignName(preorder.campaign, ctx.lang) } },
      "slot",
    );
  }
  return day;
}

export function pickupDayFull(preorder: CartPreorder, day: repo.PickupDayRow, left: number, lang: Lang): CheckoutError {
  return new CheckoutError(
    "pickupDayFull",
    {
      key: "preorderPickupDayFull",
      params: { date: longDay(day.date, lang), left, units: preorder.units, campaign: campaignName(preorder.campaign, lang) },
    },
    "slot",
  );
}

/** Refused before a card is charged when the day has fewer units left than the order needs (the transaction decides). */
export async function firstLookAtPickupDay(db: Db, preorder: CartPreorder, day: repo.PickupDayRow, lang: Lang): Promise<void> {
  const [now] = await repo.findPickupDays(db, [preorder.campaign.id]).then((days) => days.filter((d) => d.id === day.id));
  const left = Math.max(0, Number(now?.capacity_units ?? 0) - Number(now?.reserved_units ?? 0));
  if (left < preorder.units) throw pickupDayFull(preorder, day, left, lang);
}

/** What the order keeps of its campaign: the deposit asked, how it stands, and its deadlines. */
export interface PreorderTerms {
  campaignId: number;
  pickupDayId: number;
  depositCents: number;
  depositStatus: DepositStatus;
  depositDueBy: string | null;
  refundUntil: string;
}

/** The deposit and its deadlines for an order paying by `payment` (a card pays the deposit now; else at the counter in 48 hours). */
export function preorderTerms(
  preorder: CartPreorder,
  day: repo.PickupDayRow,
  order: { totalCents: number; payment: "card" | "pay_at_pickup"; now: Date; timeZone: string },
): PreorderTerms {
  const deposit = depositCents(
    { kind: preorder.campaign.deposit_kind, value: Number(preorder.campaign.deposit_value) },
    preorder.lines,
    order.totalCents,
  );
  const status: DepositStatus = deposit === 0 ? "none" : order.payment === "card" ? "paid" : "due";
  const opens = instantsOf(day, order.timeZone).opens;
  return {
    campaignId: preorder.campaign.id,
    pickupDayId: day.id,
    depositCents: deposit,
    depositStatus: status,
    depositDueBy: status === "due" ? new Date(order.now.getTime() + DEPOSIT_DUE_HOURS * 3_600_000).toISOString() : null,
    refundUntil: refundUntil(opens, Number(preorder.campaign.cancel_until_days)).toISOString(),
  };
}

/**
 * In the order's transaction: the limit per customer (by account, e-mail and phone), counted with this customer's
 * other checkouts held off (PostgreSQL: a transaction lock per identity; SQLite writes one transaction at a time).
 * Call before the order's lines are written.
 */
export async function checkLimits(
  trx: Db,
  preorder: CartPreorder,
  who: { customerId: number | null; email: string; phone: string },
  lang: Lang,
): Promise<void> {
  if (!preorder.limits.length) return;
  const identities = [
    who.customerId === null ? null : `c${who.customerId}`,
    normaliseEmail(who.email) ? `e${normaliseEmail(who.email)}` : null,
    normalisePhone(who.phone) ? `p${normalisePhone(who.phone)}` : null,
  ];
  await repo.holdKeys(
    trx,
    identities.filter((k): k is string => k !== null).map((k) => `preorder:${preorder.campaign.id}:${k}`),
  );
  const ordered = await repo.piecesOrderedBy(
    trx,
    preorder.campaign.id,
    preorder.limits.map((l) => l.productId),
    who,
  );
  for (const limit of preorder.limits) {
    const already = ordered.get(limit.productId) ?? 0;
    if (already + limit.quantity > limit.limit) {
      throw new CheckoutError(
        "preorderLimit",
        {
          key: "preorderLimitReached",
          params: { campaign: campaignName(preorder.campaign, lang), limit: limit.limit, name: limit.name, ordered: already },
        },
        "cart",
      );
    }
  }
}

/** In the order's transaction, last: the pickup day's units, by a guarded update; 409 when they are no longer there. */
export async function reservePickupDay(trx: Db, preorder: CartPreorder, day: repo.PickupDayRow, lang: Lang): Promise<void> {
  if (await repo.reserveUnits(trx, day.id, preorder.units)) return;
  const [now] = (await repo.findPickupDays(trx, [preorder.campaign.id])).filter((d) => d.id === day.id);
  throw pickupDayFull(preorder, day, Math.max(0, Number(now?.capacity_units ?? 0) - Number(now?.reserved_units ?? 0)), lang);
}
