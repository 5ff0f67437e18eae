import { clockTime, longDay } from "./shop-clock.shared.ts";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { formatDeadlineIn } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ChargeResult } from "../../payments/authorize-net.ts";
import type { CalendarDayRow } from "../fulfilment/calendar.repository.ts";
import type { CapacityRefusal } from "../fulfilment/capacity.ts";
import { isLocalDate, isLocalTime } from "../fulfilment/shop-time.ts";
import type { SlotRefusal, SlotRules } from "../fulfilment/slots.ts";
import type { OrderTotals } from "../orders/order-view.ts";

// Why a checkout does not go through, as codes and message keys with their parameters (the edge says them in the
// customer's language): the failures, and the refusals whose texts name a day, a time or a product.

export type CheckoutFailure =
  | "keyReused"
  | "inProgress"
  | "emptyCart"
  | "cartChanged"
  | "priceChanged"
  | "slotRefused"
  | "slotFull"
  | "soldOut"
  | "zipRefused"
  | "cardUnavailable"
  | "cardDeclined"
  | "cardFailed"
  | "couponRefused"
  | "emailTaken"
  | "accountRefused"
  | "tooManyAttempts"
  | "preorderRefused"
  | "pickupOnly"
  | "pickupDayRefused"
  | "pickupDayFull"
  | "preorderLimit";

export interface CheckoutText {
  key: ApiMessageKey;
  params?: Record<string, string | number>;
}

/** A checkout that cannot go through; the edge answers it in the customer's language. */
export class CheckoutError extends Error {
  constructor(
    readonly failure: CheckoutFailure,
    readonly text: CheckoutText,
    /** The form field at fault, when there is one. */
    readonly field?: string,
    /** For priceChanged: the totals now. For accountRefused: the field errors' keys. */
    readonly detail?: { totals?: OrderTotals; fields?: Record<string, CheckoutText[]>; retryAfterSeconds?: number },
  ) {
    super(failure);
  }
}

/** A closed date's reason in the customer's language (the other language's when only that one was written). */
export function reasonIn(day: CalendarDayRow, lang: Lang): string | null {
  const [first, second] = lang === "vi" ? [day.reason_vi, day.reason_en] : [day.reason_en, day.reason_vi];
  return first.trim() || second.trim() || null;
}

/** A date of the shop's calendar as the customer's language writes it ("Saturday, November 28, 2026"); as sent when it is not one. */
function dayOf(date: unknown, lang: Lang): string {
  return isLocalDate(date) ? longDay(date, lang) : String(date);
}

/** A time on the shop's clock as the customer's language writes it ("9:00 AM" / "09:00"); as sent when it is not one. */
function timeOf(time: unknown, lang: Lang): string {
  return isLocalTime(time) ? clockTime(time, lang) : String(time);
}

const SLOT_MESSAGES: Record<SlotRefusal, ApiMessageKey> = {
  malformed: "checkoutSlotInvalid",
  too_far_ahead: "checkoutSlotTooFar",
  closed: "checkoutSlotClosed",
  not_a_slot: "checkoutSlotNotASlot",
  past: "checkoutSlotPast",
  before_lead_time: "checkoutSlotBeforeLeadTime",
};

/** What a slot refusal's text needs: the slot sent, the rules it was checked by, and the cart's lead time from when. */
export interface SlotAsked {
  slot: { date: unknown; start: unknown };
  rules: SlotRules;
  leadTimeHours: number;
  now: Date;
  lang: Lang;
}

/** A slot that cannot be taken (422). A day the calendar closed says why (Thanksgiving, Tết) when a reason was written. */
export function slotRefused(asked: SlotAsked, reason: SlotRefusal, day: CalendarDayRow | undefined): CheckoutError {
  const { slot, rules, leadTimeHours, lang } = asked;
  const earliest = new Date(asked.now.getTime() + leadTimeHours * 3_600_000);
  const closedFor = reason === "closed" && day?.closed ? reasonIn(day, lang) : null;
  return new CheckoutError(
    "slotRefused",
    {
      key: closedFor ? "checkoutSlotClosedReason" : SLOT_MESSAGES[reason],
      params: {
        reason: closedFor ?? "",
        date: dayOf(slot.date, lang),
        start: timeOf(slot.start, lang),
        days: rules.daysAhead,
        hours: leadTimeHours,
        earliest: formatDeadlineIn(earliest, rules.timeZone, lang),
      },
    },
    "slot",
  );
}

/** How many of a product are left for the day, and how many the cart has: none left says so, some left says how many. */
function soldOut(piece: { name: string; quantity: number }, date: string, left: number, lang: Lang): CheckoutError {
  const params = { name: piece.name, date: dayOf(date, lang), left, quantity: piece.quantity };
  return new CheckoutError("soldOut", { key: left > 0 ? "checkoutSoldOut" : "checkoutSoldOutNone", params }, "cart");
}

function slotFull(date: string, start: string, lang: Lang): CheckoutError {
  return new CheckoutError(
    "slotFull",
    { key: "checkoutSlotFull", params: { date: dayOf(date, lang), start: timeOf(start, lang) } },
    "slot",
  );
}

/** The slot is full (409), or a product has fewer pieces left that day than the cart holds (409). */
export function capacityRefused(refusal: CapacityRefusal, date: string, start: string, lang: Lang): CheckoutError {
  return refusal.kind === "slotFull" ? slotFull(date, start, lang) : soldOut(refusal.piece, date, refusal.left, lang);
}

export function chargeRefusal(result: Exclude<ChargeResult, { status: "approved" }>): CheckoutError {
  if (result.status === "declined") {
    return new CheckoutError("cardDeclined", { key: "checkoutCardDeclined", params: { reason: result.reason } }, "payment_token");
  }
  return new CheckoutError("cardFailed", { key: "checkoutCardFailed" }, "payment_token");
}

export const emptyCart = () => new CheckoutError("emptyCart", { key: "checkoutEmptyCart" }, "cart");

/** The cart changed under the checkout (409): the customer sees it again, with what changed. */
export const cartChanged = (field: string, fields: Record<string, CheckoutText[]>) =>
  new CheckoutError("cartChanged", { key: "checkoutCartChanged", params: { reason: "" } }, field, { fields });
