import type { ConfigurationProblem } from "../domain/catalog/configuration.shared.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { LOCALE_TAGS } from "../i18n/locales.shared.ts";
import type { FieldErrors } from "./envelope.ts";

// How a refused configuration (options and add-ons, server/domain/catalog/configuration.shared.ts) is said: each
// problem beside its field (`variant_id`, `modifiers.<group id>`), in the reader's language.

/** One problem in `lang`. */
export function configurationMessage(problem: ConfigurationProblem, lang: Lang): string {
  switch (problem.problem) {
    case "variantRequired":
      return apiMessage(lang, "configVariantRequired", { option: problem.option[lang].toLocaleLowerCase(LOCALE_TAGS[lang]) });
    case "variantUnknown":
      return apiMessage(lang, "configVariantUnknown");
    case "variantInactive":
      return apiMessage(lang, "configVariantInactive");
    case "variantOutToday":
      return apiMessage(lang, "configVariantOutToday");
    case "choiceUnknown":
      return apiMessage(lang, "configChoiceUnknown");
    case "choiceUnavailable":
      return apiMessage(lang, "configChoiceUnavailable", { choice: problem.choice[lang] });
    case "choiceRepeated":
      return apiMessage(lang, "configChoiceRepeated", { choice: problem.choice[lang] });
    case "quantityInvalid":
      return problem.max === 1
        ? apiMessage(lang, "configQuantityOnce", { choice: problem.choice[lang] })
        : apiMessage(lang, "configQuantityInvalid", { choice: problem.choice[lang], max: problem.max });
    // A group of exactly one (sweetness, ice) says so, whether none or two were chosen.
    case "tooFew":
    case "tooMany":
      if (problem.min === 1 && problem.max === 1) return apiMessage(lang, "configChooseOne", { group: problem.group[lang] });
      return problem.problem === "tooFew"
        ? apiMessage(lang, "configTooFew", { group: problem.group[lang], min: problem.min })
        : apiMessage(lang, "configTooMany", { group: problem.group[lang], max: problem.max });
    case "totalMismatch":
      return apiMessage(lang, "configTotalMismatch", { group: problem.group[lang], total: problem.total, counted: problem.counted });
  }
}

/** Every problem beside its field, in `lang`: the envelope's `errors` and a page's messages alike. */
export function configurationErrors(problems: readonly ConfigurationProblem[], lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) (errors[problem.field] ??= []).push(configurationMessage(problem, lang));
  return errors;
}
