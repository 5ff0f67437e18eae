import type { DeliveryZoneView } from "../../../server/domain/checkout/options-view.ts";
import { useT } from "../../i18n/i18n.tsx";
import { formatMoney } from "../../i18n/formatters.ts";

/**
 * The delivery zones as customers read them: each zone's fee, from what item total it is free, and its ZIP codes. The
 * delivery page shows them, and the checkout beside its ZIP field, so nobody has to find out by trying ZIP codes.
 */
export function DeliveryZones({ zones, headingLevel = 2 }: { zones: readonly DeliveryZoneView[]; headingLevel?: 2 | 3 | 4 }) {
  const t = useT();
  const Heading = `h${headingLevel}` as const;
  if (zones.length === 0) return <p data-testid="delivery-none">{t("delivery.none")}</p>;
  return (
    <ul className="space-y-3" data-testid="delivery-zones">
      {zones.map((zone) => (
        <li key={zone.name} className="rounded-2xl bg-cream/60 p-4 ring-1 ring-black/5" data-testid="delivery-zone">
          <Heading className="font-black text-ink">{zone.name}</Heading>
          <p className="mt-1 text-ink" data-testid="delivery-zone-fee">
            {t("delivery.zoneFee", { fee: formatMoney(zone.fee_cents) })}
            {zone.free_over_cents !== null && <> · {t("delivery.zoneFreeOver", { amount: formatMoney(zone.free_over_cents) })}</>}
          </p>
          <p className="mt-1 text-sm text-crust">
            <span className="font-semibold">{t("delivery.zips")}:</span>{" "}
            <span data-testid="delivery-zone-zips">{zone.zips.join(", ")}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
