import type { Fulfilment } from "../../db/schema/orders.ts";
import type { ApiMessageCode } from "../../i18n/api-messages.ts";
import { dollars } from "../../i18n/formatters.shared.ts";
import type { Shopper } from "../cart/cart.schema.ts";
import { getCart } from "../cart/cart.service.ts";
import type { ShopInfo } from "../content/theme.service.ts";
import * as capacity from "../fulfilment/capacity.ts";
import { deliveryZonesOf, loadFulfilmentSettings, type FulfilmentSettings } from "../fulfilment/settings.ts";
import { addDays, localDateAt, weekdayOf } from "../fulfilment/shop-time.ts";
import { openSlots } from "../fulfilment/slots.ts";
import { cartContext, clock, leadTimeOf, rulesFor, shopOf, totalsOf } from "./checkout-basis.ts";
import { CheckoutError, reasonIn } from "./checkout-error.ts";
import { campaignName } from "../campaigns/campaign-cart.ts";
import { pickupSlots, preorderOfCart } from "../campaigns/campaign-checkout.ts";
import { depositCents } from "../campaigns/campaign-rules.shared.ts";
import type { CheckoutContext } from "./checkout-context.ts";
import { deliveryQuote } from "./delivery.ts";
import type { CheckoutOptionsView, DeliveryZoneView, PaymentMethodView } from "./options-view.ts";

// GET checkout/options: what the checkout form offers for the cart as it is (and the cart page renders in its HTML).

/** The zones as customers read them: by fee, cheapest first, each zone's ZIP codes in order. */
export function deliveryZonesView(settings: FulfilmentSettings): DeliveryZoneView[] {
  return settings.delivery_zones
    .map((z) => ({ name: z.name, zips: [...z.zips].sort(), fee_cents: z.fee_cents, free_over_cents: z.free_over_cents }))
    .sort((a, b) => a.fee_cents - b.fee_cents || a.name.localeCompare(b.name));
}

function paymentMethods(ctx: CheckoutContext): PaymentMethodView[] {
  const methods: PaymentMethodView[] = [{ code: "pay_at_pickup" }];
  if (ctx.card)
    methods.push({ code: "card", script_url: ctx.card.scriptUrl, api_login_id: ctx.card.apiLoginId, client_key: ctx.card.clientKey });
  return methods;
}

const shopAddress = (shop: ShopInfo) => `${shop.address.street}, ${shop.address.city}, ${shop.address.state} ${shop.address.zip}`;

/** GET checkout/options: methods, fees, slots from the earliest the cart allows, and the totals for a fulfilment. */
export async function checkoutOptions(
  ctx: CheckoutContext,
  shopper: Shopper,
  query: { fulfilment?: Fulfilment | undefined; zip?: string | undefined },
): Promise<CheckoutOptionsView<ApiMessageCode>> {
  const now = clock(ctx);
  const [cart, shop, settings] = await Promise.all([
    getCart(cartContext(ctx), shopper),
    shopOf(ctx.db, ctx.lang),
    loadFulfilmentSettings(ctx.db),
  ]);
  const today = localDateAt(now, shop.time_zone);
  const last = addDays(today, settings.days_ahead);
  const { rules, calendar } = await rulesFor(ctx.db, settings, shop, today, last);
  const leadTimeHours = leadTimeOf([...cart.items, ...cart.gifts]);
  const taken = await capacity.slotsTaken(ctx.db, today, last);
  // The closed dates the customer would otherwise have been offered (a weekday the shop opens), with their reason.
  const closedDays = calendar
    .filter((d) => d.closed === 1 && rules.openingHours.some((w) => w.day === weekdayOf(d.date)))
    .map((d) => ({ date: d.date, reason: reasonIn(d, ctx.lang) }));
  const zip = query.zip?.trim() ?? "";
  const quote = zip ? deliveryQuote(deliveryZonesOf(settings), zip, cart.total_cents) : null;
  const zoneOfZip = quote?.ok ? settings.delivery_zones.find((z) => z.name === quote.zone) : undefined;
  const cheapest = Math.min(...settings.delivery_zones.map((z) => z.fee_cents));
  const deliveryFee = quote?.ok ? quote.feeCents : Number.isFinite(cheapest) ? cheapest : 0;
  const fulfilment = query.fulfilment ?? "pickup";
  const feeCents = fulfilment === "delivery" && quote?.ok ? quote.feeCents : 0;
  const totals = totalsOf(cart, feeCents, ctx.taxRateBp);
  const preorder = await preorderOfCart(ctx.db, [...cart.items, ...cart.gifts], { lang: ctx.lang, timeZone: shop.time_zone, now }).then(
    (found) => ({ found, problem: null }),
    (error: unknown) => {
      if (error instanceof CheckoutError) return { found: null, problem: { key: error.text.key, params: error.text.params } };
      throw error;
    },
  );
  const deposit = preorder.found
    ? depositCents(
        { kind: preorder.found.campaign.deposit_kind, value: Number(preorder.found.campaign.deposit_value) },
        preorder.found.lines,
        totals.total_cents,
      )
    : 0;
  return {
    time_zone: rules.timeZone,
    shop: { name: shop.name, address: shopAddress(shop) },
    fulfilment_methods: [
      { code: "pickup", fee: 0, fee_cents: 0, zone: null, free: true, free_over_cents: null },
      {
        code: "delivery",
        fee: dollars(deliveryFee),
        fee_cents: deliveryFee,
        zone: quote?.ok ? quote.zone : null,
        free: quote?.ok ? quote.free : false,
        free_over_cents: zoneOfZip?.free_over_cents ?? null,
      },
    ],
    delivery: quote
      ? quote.ok
        ? { zip: quote.zip, ok: true, reason: null, message: null }
        : {
            zip,
            ok: false,
            reason: quote.reason,
            message: { key: quote.reason === "zip_malformed" ? "checkoutZipMalformed" : "checkoutZipOutside", params: { zip } },
          }
      : null,
    delivery_zones: deliveryZonesView(settings),
    payment_methods: paymentMethods(ctx),
    lead_time_hours: leadTimeHours,
    days: preorder.found
      ? pickupSlots(preorder.found, shop.time_zone, now.getTime() + leadTimeHours * 3_600_000)
      : preorder.problem
        ? []
        : openSlots(rules, { now, leadTimeHours, taken }),
    closed_days: preorder.found || preorder.problem ? [] : closedDays,
    totals: { ...totals, deposit_cents: deposit, balance_cents: totals.total_cents - deposit },
    pre_order: preorder.found
      ? {
          slug: preorder.found.campaign.slug,
          name: campaignName(preorder.found.campaign, ctx.lang),
          deposit: { kind: preorder.found.campaign.deposit_kind, value: Number(preorder.found.campaign.deposit_value) },
          cancel_until_days: Number(preorder.found.campaign.cancel_until_days),
          pickup_only: true,
        }
      : null,
    pre_order_problem: preorder.problem,
    count: cart.count,
  };
}
