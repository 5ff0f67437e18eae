import { z } from "zod";
import { key, whenMissing } from "../shared/fields.schema.ts";
import { ALLERGENS } from "./catalog.schema.ts";
import { MAX_PRICE_CENTS } from "./products-admin.schema.ts";
import { GROUP_TEXT_MAX, MAX_CHOICES, MAX_PER_CHOICE } from "./modifier-group-limits.shared.ts";

// An add-on group in the back office ("Bánh mì extras", "Sweetness", "Box of 6"): its name in both languages, how
// many distinct choices (min, max), how many of one choice (1 for a toggle), an optional total the quantities must add
// up to, and its choices. The rules are checked together, so a group the shopper could never answer is never saved.
// Browser-safe: the pages validate their forms with these too.

export { GROUP_TEXT_MAX, MAX_CHOICES, MAX_PER_CHOICE };

const text = (message: "modifierNameRequired" | "modifierLabelRequired") =>
  z
    .string(whenMissing(message))
    .trim()
    .min(1, key(message))
    .max(GROUP_TEXT_MAX, key("modifierTextTooLong"))
    .refine((t) => !/\p{Cc}/u.test(t), key("fieldInvalid"));

const whole = (message: Parameters<typeof key>[0], min: number, max: number) =>
  z.number(key(message)).int(key(message)).min(min, key(message)).max(max, key(message));

const choice = z.object({
  id: whole("modifierChoiceUnknown", 1, 2_147_483_647).optional(),
  label_en: text("modifierLabelRequired"),
  label_vi: text("modifierLabelRequired"),
  price_delta_cents: whole("modifierPriceInvalid", 0, MAX_PRICE_CENTS).default(0),
  is_default: z.boolean(key("fieldInvalid")).default(false),
  allergens: z
    .array(z.enum(ALLERGENS, key("productAllergenInvalid")), key("productAllergenInvalid"))
    .max(ALLERGENS.length * 2, key("productAllergenInvalid"))
    .transform((list) => [...new Set(list)].sort())
    .default([]),
});

const group = z.object({
  name_en: text("modifierNameRequired"),
  name_vi: text("modifierNameRequired"),
  min_choices: whole("modifierMinInvalid", 0, MAX_CHOICES).default(0),
  max_choices: whole("modifierMaxInvalid", 1, MAX_CHOICES).default(1),
  max_per_choice: whole("modifierPerChoiceInvalid", 1, MAX_PER_CHOICE).default(1),
  total: whole("modifierTotalInvalid", 1, MAX_CHOICES * MAX_PER_CHOICE)
    .nullable()
    .default(null),
  choices: z
    .array(choice, key("modifierChoicesRequired"))
    .min(1, key("modifierChoicesRequired"))
    .max(MAX_CHOICES, key("modifierTooManyChoices")),
});

/** The group's rules checked together: a group the shopper could never answer is refused. */
function check(g: z.infer<typeof group>, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (g.min_choices > g.max_choices) issue("min_choices", "modifierMinAboveMax");
  if (g.max_choices > g.choices.length) issue("max_choices", "modifierMaxAboveChoices");
  // A total must be reachable: at least one of the fewest choices allowed, at most every allowed choice at its most.
  if (g.total !== null && (g.total < Math.max(1, g.min_choices) || g.total > g.max_choices * g.max_per_choice))
    issue("total", "modifierTotalUnreachable");
  if (g.choices.filter((c) => c.is_default).length > g.max_choices) issue("choices", "modifierTooManyDefaults");
  g.choices.forEach((c, i) => {
    for (const field of ["label_en", "label_vi"] as const)
      if (g.choices.slice(0, i).some((earlier) => earlier[field].toLocaleLowerCase("en") === c[field].toLocaleLowerCase("en")))
        ctx.addIssue({ code: "custom", path: ["choices", i, field], message: "modifierLabelDuplicate" });
    if (c.id !== undefined && g.choices.slice(0, i).some((earlier) => earlier.id === c.id))
      ctx.addIssue({ code: "custom", path: ["choices", i, "id"], message: "modifierChoiceUnknown" });
  });
}

const version = z.string(key("productVersionRequired")).min(1, key("productVersionRequired")).max(40, key("productVersionRequired"));

export const modifierGroupInput = group.superRefine(check);
export type ModifierGroupInput = z.infer<typeof modifierGroupInput>;
/** An edit carries the group's updated_at as read: a save on an older one is refused with 409. */
export const modifierGroupUpdateInput = group.extend({ expected_updated_at: version }).superRefine(check);
export type ModifierGroupUpdateInput = z.infer<typeof modifierGroupUpdateInput>;

export const productModifierGroupsInput = z.object({
  group_ids: z
    .array(whole("modifierGroupUnknown", 1, 2_147_483_647), key("fieldInvalid"))
    .max(20, key("fieldInvalid"))
    .refine((ids) => new Set(ids).size === ids.length, key("modifierGroupTwice")),
  expected_updated_at: version,
});
export type ProductModifierGroupsInput = z.infer<typeof productModifierGroupsInput>;
