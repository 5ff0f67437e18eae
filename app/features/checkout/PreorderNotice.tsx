import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import { formatMoney, pluralOf } from "../../i18n/formatters.ts";
import { useLocale, useT } from "../../i18n/i18n.tsx";

/**
 * A pre-order's terms, said before the customer pays: the campaign, the deposit and when it is paid, what is left for
 * pickup, and until when a cancel gets the deposit back.
 */
export function PreorderNotice({ options }: { options: CheckoutOptionsView }) {
  const t = useT();
  const locale = useLocale();
  const pre = options.pre_order;
  if (!pre) return null;
  const { deposit_cents: deposit, balance_cents: balance, total_cents: total } = options.totals;
  const card = options.payment_methods.some((m) => m.code === "card");
  const days = pre.cancel_until_days;
  return (
    <section
      aria-labelledby="preorder-title"
      className="rounded-3xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-300 md:p-6"
      data-testid="preorder-terms"
    >
      <h3 id="preorder-title" className="text-xl font-black">
        {pre.name}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t("checkout.preorder.pickupOnly")}</li>
        <li data-testid="preorder-deposit">
          {deposit === 0
            ? t("checkout.preorder.noDeposit", { total: formatMoney(total) })
            : t(card ? "checkout.preorder.depositLater" : "checkout.preorder.depositCounter", {
                deposit: formatMoney(deposit),
                balance: formatMoney(balance),
              })}
        </li>
        {deposit > 0 && (
          <li data-testid="preorder-refund">
            {days === 0 ? t("checkout.preorder.refundSameDay") : t(`checkout.preorder.refund.${pluralOf(days, locale)}`, { days })}
          </li>
        )}
      </ul>
    </section>
  );
}
