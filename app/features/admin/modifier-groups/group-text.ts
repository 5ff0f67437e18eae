import type { Locale } from "../../../i18n/config.ts";
import type { MessageKey } from "../../../i18n/messages/en.ts";

// How the back office names an add-on group and says its rule in words, in both languages.

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

interface Rules {
  min_choices: number;
  max_choices: number;
  max_per_choice: number;
  total: number | null;
}

/** The name in the page's language, the other one when it has none. */
export const groupName = (g: { name_en: string; name_vi: string }, locale: Locale): string =>
  (locale === "vi" ? g.name_vi || g.name_en : g.name_en || g.name_vi) || "";

/**
 * The rule a customer meets, as staff read it: "Choose exactly 6 in all" (a box with a total), "Choose exactly 1",
 * "Choose 1 to 3", "Choose up to 3", or "Optional" (any of its `choices` add-ons, none needed); then "up to 3 of one"
 * when one add-on may be taken more than once.
 */
export function ruleText(t: Translate, g: Rules, choices: number): string {
  const main =
    g.total !== null
      ? t("adminModifierGroups.rule.total", { total: g.total })
      : g.min_choices === 0
        ? g.max_choices >= choices
          ? t("adminModifierGroups.rule.optional")
          : t("adminModifierGroups.rule.upTo", { max: g.max_choices })
        : g.min_choices === g.max_choices
          ? t("adminModifierGroups.rule.exactly", { count: g.min_choices })
          : t("adminModifierGroups.rule.between", { min: g.min_choices, max: g.max_choices });
  return g.max_per_choice > 1 ? `${main} · ${t("adminModifierGroups.rule.perChoice", { count: g.max_per_choice })}` : main;
}

/** A group as the back office's lists show it: its names and rules, how many add-ons and how many products offer it. */
export interface ModifierGroupListItem extends Rules {
  id: number;
  name_en: string;
  name_vi: string;
  choices: number;
  products: number;
}

/** A group read by the service (listModifierGroups), summed up for a list. */
export function groupListItem(
  g: Rules & { id: number; name_en: string; name_vi: string; choices: unknown[]; products: unknown[] },
): ModifierGroupListItem {
  const { id, name_en, name_vi, min_choices, max_choices, max_per_choice, total } = g;
  return { id, name_en, name_vi, min_choices, max_choices, max_per_choice, total, choices: g.choices.length, products: g.products.length };
}
