import type { ZodType } from "zod";
import { formErrors } from "../../../server/api/form-errors.ts";
import type { Locale } from "../../i18n/config.ts";

/**
 * A back-office list's search, read from its GET form: the fields as typed (empty ones left out, each cut to 200
 * characters), and the query made of those that parse — a bad field is set aside with its message in the page's
 * language, and the list still shows with the others (`fallback` when nothing parses).
 */
export function listFilters<Field extends string, Query>(
  url: URL,
  locale: Locale,
  fields: readonly Field[],
  schema: ZodType<Query>,
  fallback: Query,
) {
  const given: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = url.searchParams.get(field)?.trim();
    if (value) given[field] = value.slice(0, 200);
  }
  const used = { ...given };
  const problems: { field: Field; message: string }[] = [];
  let parsed = schema.safeParse(used);
  for (let attempt = 0; !parsed.success && attempt < fields.length; attempt++) {
    for (const [field, messages] of Object.entries(formErrors(parsed.error.issues, locale))) {
      problems.push({ field: field as Field, message: messages[0] ?? "" });
      delete used[field as Field];
    }
    parsed = schema.safeParse(used);
  }
  const query: Query = parsed.success ? parsed.data : fallback;
  return { given, used, problems, query };
}
