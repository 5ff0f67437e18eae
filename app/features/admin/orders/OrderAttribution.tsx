import { AdminSection } from "../AdminSection.tsx";
import { useT } from "../../../i18n/i18n.tsx";
import type { Attribution } from "../../../../server/domain/orders/attribution.shared.ts";

/** Where the order's customer first came from, as their browser sent it: the channel, the campaign's utm, the click ids, the pages. */
export function OrderAttribution({ attribution }: { attribution: Attribution | null }) {
  const t = useT();
  const a = attribution;
  const rows: [label: string, value: string | null][] = a
    ? [
        [t("adminReports.attribution.channel"), t(`adminReports.channel.${a.channel}`)],
        [t("adminReports.attribution.campaign"), [a.utm_source, a.utm_medium, a.utm_campaign].filter(Boolean).join(" / ") || null],
        [t("adminReports.attribution.term"), a.utm_term],
        [t("adminReports.attribution.content"), a.utm_content],
        [
          t("adminReports.attribution.clickIds"),
          [a.gclid && `gclid ${a.gclid}`, a.fclid && `fbclid ${a.fclid}`].filter(Boolean).join(" · ") || null,
        ],
        [t("adminReports.attribution.referrer"), a.referrer],
        [t("adminReports.attribution.landing"), a.landing_url],
      ]
    : [];
  return (
    <AdminSection
      titleId="attribution-title"
      testId="admin-order-attribution"
      title={t("adminReports.attribution")}
      empty={a ? undefined : t("adminReports.attributionEmpty")}
    >
      <dl className="mt-2 space-y-2" data-channel={a?.channel}>
        {rows
          .filter((row): row is [string, string] => row[1] !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-bold text-crust">{label}</dt>
              {/* Text only, never a link: these addresses come from a visitor's browser. */}
              <dd className="wrap-anywhere">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-2 text-sm text-crust">{t("adminReports.attribution.note")}</p>
    </AdminSection>
  );
}
