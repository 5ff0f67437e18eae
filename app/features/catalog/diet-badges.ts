// What a product's "suitable for" badges may say next to its allergens, so the two never contradict each other:
// a vegan product is vegetarian too, and says only "vegan"; a diet its allergens rule out is not shown at all.

/** The allergens (Big 9 codes) each diet rules out: vegan eats no animal product, vegetarian no fish or shellfish. */
const RULED_OUT: Record<string, readonly string[]> = {
  vegan: ["milk", "egg", "fish", "shellfish"],
  vegetarian: ["fish", "shellfish"],
};

/** The diets to show as badges, in the order given: those the allergens allow, and "vegetarian" only where not vegan. */
export function dietBadges(diets: readonly string[], allergens: readonly string[]): string[] {
  const allowed = diets.filter((diet) => !(RULED_OUT[diet] ?? []).some((allergen) => allergens.includes(allergen)));
  return allowed.includes("vegan") ? allowed.filter((diet) => diet !== "vegetarian") : allowed;
}
