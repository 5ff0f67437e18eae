import { refusalOf, type Refusal, type RefusalHints } from "../../server/api/refusals.ts";
import type { Locale } from "../../server/i18n/locales.shared.ts";

export type { Refusal, RefusalHints };

/** What a page's action got from a service: its value, or its refusal in the page's language. */
export type Attempt<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/**
 * The pages' one error hook: runs a service call and hands back its refusal worded through the area's answers table
 * (server/api/refusals.ts), for the action to shape into its answer. Anything that is not a refusal (a bug, the
 * database gone) goes on up to the error page.
 */
export async function attempt<T>(locale: Locale, work: () => Promise<T>, hints?: RefusalHints): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    const refusal = refusalOf(error, locale, hints);
    if (!refusal) throw error;
    return { ok: false, refusal };
  }
}
