import { useT } from "../../../i18n/i18n.tsx";

// A product's state at a glance: published or draft, featured, and each language whose texts are missing.

export function ProductBadges({
  status,
  featured,
  missing,
}: {
  status: "published" | "draft";
  featured: boolean;
  missing: readonly ("en" | "vi")[];
}) {
  const t = useT();
  const badge = "inline-block rounded-full px-3 py-0.5 text-sm font-bold whitespace-nowrap ring-1";
  const state = status === "published" ? "bg-emerald-100 text-emerald-900 ring-emerald-300" : "bg-stone-200 text-stone-800 ring-stone-400";
  return (
    <p className="mt-2 flex flex-wrap gap-2">
      <span className={`${badge} ${state}`} data-testid="product-status" data-status={status}>
        {t(`adminProducts.state.${status}`)}
      </span>
      {featured && <span className={`${badge} bg-amber-100 text-amber-900 ring-amber-300`}>{t("adminProducts.featuredBadge")}</span>}
      {missing.map((lang) => (
        <span key={lang} className={`${badge} bg-red-50 text-red-900 ring-red-300`} data-testid="product-missing" data-lang={lang}>
          {t(`adminProducts.missing.${lang}`)}
        </span>
      ))}
    </p>
  );
}
