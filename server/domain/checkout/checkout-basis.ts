import type { Db } from "../../db/index.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Lang } from "../../i18n/language.ts";
import type { CartContext, CartItem, CartView } from "../cart/cart.service.ts";
import { getShopInfo, type ShopInfo } from "../content/theme.service.ts";
import { calendarDays, dayRulesOf, type CalendarDayRow } from "../fulfilment/calendar.repository.ts";
import { slotRulesOf, type FulfilmentSettings } from "../fulfilment/settings.ts";
import type { SlotRules } from "../fulfilment/slots.ts";
import type { OrderTotals } from "../orders/order-view.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { taxCents } from "./tax.ts";

// What the checkout's options and placing an order both read: the clock, the cart, the shop, the slot rules, the
// lead time and the totals.

export const clock = (ctx: CheckoutContext) => ctx.now?.() ?? new Date();
export const cartContext = (ctx: CheckoutContext): CartContext => ({ db: ctx.db, lang: ctx.lang, client: ctx.client, now: ctx.now });

export function totalsOf(cart: CartView, feeCents: number, taxRateBp: number): OrderTotals {
  const tax = taxCents(cart.subtotal_cents - cart.discount_cents + feeCents, taxRateBp);
  const total = cart.subtotal_cents - cart.discount_cents + feeCents + tax;
  return {
    subtotal: dollars(cart.subtotal_cents),
    subtotal_cents: cart.subtotal_cents,
    discount: dollars(cart.discount_cents),
    discount_cents: cart.discount_cents,
    fee: dollars(feeCents),
    fee_cents: feeCents,
    tax_rate: taxRateBp / 100,
    tax: dollars(tax),
    tax_cents: tax,
    total: dollars(total),
    total_cents: total,
    currency: "USD",
  };
}

/** The notice the cart needs: the largest of its lines' (a line's variant may need more than its product). */
export function leadTimeOf(lines: readonly Pick<CartItem, "lead_time_hours">[]): number {
  return Math.max(0, ...lines.map((l) => l.lead_time_hours));
}

/** The slot rules of the settings, the shop and the calendar's dates between two dates. */
export async function rulesFor(
  db: Db,
  settings: FulfilmentSettings,
  shop: ShopInfo,
  from: string,
  to: string,
): Promise<{ rules: SlotRules; calendar: CalendarDayRow[] }> {
  const calendar = await calendarDays(db, from, to);
  return { rules: slotRulesOf(settings, shop, dayRulesOf(calendar)), calendar };
}

export async function shopOf(db: Db, lang: Lang): Promise<ShopInfo> {
  const shop = await getShopInfo(db, lang);
  if (!shop) throw new Error("the shop's settings (theme option 'shop') are missing");
  return shop;
}
