import { useT } from "../../i18n/i18n.tsx";
import type { MessageKey } from "../../i18n/messages/en.ts";
import { dietBadges } from "./diet-badges.ts";

/** The Big 9 allergens a product contains, kept apart from the diets it suits; on its page, its ingredients when given. */
export function DietaryInfo({
  allergens,
  diets,
  ingredients = "",
  compact = false,
}: {
  allergens: string[];
  diets: string[];
  ingredients?: string;
  compact?: boolean;
}) {
  const t = useT();
  const allergenName = (a: string) => t(`catalog.allergen.${a}` as MessageKey);
  const dietName = (d: string) => t(`catalog.diet.${d}` as MessageKey);
  const badges = dietBadges(diets, allergens);
  if (compact) {
    return allergens.length ? (
      <p className="text-xs text-crust">
        {t("catalog.contains")}: {allergens.map(allergenName).join(", ")}
      </p>
    ) : null;
  }
  return (
    <div className="space-y-3">
      {ingredients.trim() !== "" && (
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-ink">{t("catalog.ingredients")}</h2>
          <p className="mt-1 text-sm text-ink wrap-break-word" data-testid="ingredients">
            {ingredients}
          </p>
        </div>
      )}
      <div>
        <h2 className="text-sm font-bold uppercase tracking-wide text-ink">{t("catalog.contains")}</h2>
        {allergens.length ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5" data-testid="allergens">
            {allergens.map((a) => (
              <li key={a} className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
                {allergenName(a)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-crust">{t("catalog.containsNone")}</p>
        )}
      </div>
      {badges.length > 0 && (
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wide text-ink">{t("catalog.suitableFor")}</h2>
          <ul className="mt-1.5 flex flex-wrap gap-1.5" data-testid="diets">
            {badges.map((d) => (
              <li key={d} className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-300">
                {dietName(d)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-xs text-crust">{t("catalog.allergenNote")}</p>
    </div>
  );
}
