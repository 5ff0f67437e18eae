import type { OrderTotals } from "../../../server/domain/orders/order-view.ts";
import { formatMoney, formatNumber } from "../../i18n/formatters.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";

export interface GiftItem {
  name: string;
  quantity: number;
}

const ROW = "flex justify-between gap-4";

/**
 * The money of an order as the server counted it (never the browser): subtotal, discount, the gifts, the delivery
 * fee, the sales tax with its rate on a line of its own, and the total. The checkout's summary and the receipt.
 */
export function TotalsList({
  totals,
  fulfilment,
  gifts,
  feeKnown = true,
  deposit,
}: {
  totals: OrderTotals;
  fulfilment: "pickup" | "delivery";
  gifts: GiftItem[];
  /** False while a delivery has no ZIP the shop serves: its fee is not in the total yet. */
  feeKnown?: boolean;
  /** A pre-order's deposit and what is left for pickup; shown under the total when there is a deposit. */
  deposit?: { label: string; deposit_cents: number; balance_cents: number } | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const rate = formatNumber(totals.tax_rate, locale, 3);
  return (
    <dl className="space-y-2" data-testid="checkout-totals">
      <div className={ROW}>
        <dt>{t("checkout.subtotal")}</dt>
        <dd data-testid="totals-subtotal">{formatMoney(totals.subtotal_cents)}</dd>
      </div>
      {totals.discount_cents > 0 && (
        <div className={`${ROW} text-emerald-900`}>
          <dt>{t("checkout.discount")}</dt>
          <dd data-testid="totals-discount">−{formatMoney(totals.discount_cents)}</dd>
        </div>
      )}
      {gifts.length > 0 && (
        <div>
          <dt>{t("checkout.gifts")}</dt>
          <dd>
            <ul className="mt-1 space-y-1 text-sm" data-testid="totals-gifts">
              {gifts.map((gift) => (
                <li key={gift.name} className={`${ROW} pl-3 text-emerald-900`}>
                  <span className="min-w-0 wrap-break-word">{t("checkout.giftLine", { name: gift.name, quantity: gift.quantity })}</span>
                  <span className="shrink-0">{t("checkout.free")}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div className={ROW}>
        <dt>{t(fulfilment === "delivery" ? "checkout.deliveryLine" : "checkout.pickupLine")}</dt>
        <dd data-testid="totals-fee">
          {!feeKnown ? t("checkout.feePending") : totals.fee_cents > 0 ? formatMoney(totals.fee_cents) : t("checkout.free")}
        </dd>
      </div>
      <div className={ROW}>
        <dt>{t("checkout.tax", { rate })}</dt>
        <dd data-testid="totals-tax">{formatMoney(totals.tax_cents)}</dd>
      </div>
      <div className={`${ROW} border-t border-black/10 pt-2 text-lg font-black`}>
        <dt>{t("checkout.total")}</dt>
        <dd data-testid="totals-total">{formatMoney(totals.total_cents)}</dd>
      </div>
      {deposit && deposit.deposit_cents > 0 && (
        <>
          <div className={ROW}>
            <dt>{deposit.label}</dt>
            <dd data-testid="totals-deposit">{formatMoney(deposit.deposit_cents)}</dd>
          </div>
          <div className={`${ROW} font-bold`}>
            <dt>{t("checkout.preorder.balance")}</dt>
            <dd data-testid="totals-balance">{formatMoney(deposit.balance_cents)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
