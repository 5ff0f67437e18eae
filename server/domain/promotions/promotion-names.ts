import { z } from "zod";
import type { ApiMessageKey } from "../../i18n/api-messages.ts";
import { key, whenMissing } from "../shared/fields.schema.ts";
import { PROMOTION_NAME_MAX } from "./gift-limits.shared.ts";

// A promotion's name in English and Vietnamese, shared by the gift promotions and the coupons: what the
// cart (and, for a gift, the order) shows beside it. English is required; a Vietnamese name left empty shows the
// English one, and the back office flags it.

export interface PromotionName {
  en: string;
  vi: string;
}

const CONTROL = /\p{Cc}/u;

const nameText = (required: ApiMessageKey | null) =>
  z
    .string(whenMissing("fieldInvalid"))
    .trim()
    .max(PROMOTION_NAME_MAX)
    .refine((v) => !CONTROL.test(v), key("fieldInvalid"))
    .refine((v) => required === null || v.length > 0, key(required ?? "fieldInvalid"));

/** `{ en, vi }`, trimmed, at most PROMOTION_NAME_MAX characters each, no control characters; `required` is the message of an empty English one. */
export const promotionName = (required: ApiMessageKey) => z.object({ en: nameText(required), vi: nameText(null) }, key(required));

/** The names a promotion lacks, as the back office flags them: "name.en" (none at all), or "name.vi" (English only). */
export function missingNameTranslations(name: PromotionName): string[] {
  if (name.en === "") return ["name.en"];
  return name.vi === "" ? ["name.vi"] : [];
}
