import { z } from "zod";
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a placeholder: the lead's version words its messages its own way
import { apiMessage } from "../../i18n/api-messages.ts";
import type { Lang } from "../../i18n/language.ts";
import {
  CAKE_FILLINGS,
  CAKE_FLAVOURS,
  CAKE_OCCASIONS,
  characterCount,
  hasControlCharacter,
  INSCRIPTION_MAX,
  SERVINGS_MAX,
  SERVINGS_MIN,
} from "./custom-cake-rules.shared.ts";
import type { CakeRequestInput } from "./custom-cakes.types.ts";

// PLACEHOLDER written by the storefront's helper so its pages typecheck: the lead's version replaces this file.
// The request's form (strings from a form or a multipart body) → CakeRequestInput, with the photos apart.

const text = (max: number) => z.string().trim().max(max);

export const CakeRequestFormSchema = z.object({
  occasion: z.enum(CAKE_OCCASIONS),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  shipping_option: z.enum(["pickup", "delivery"]),
  address: text(200).default(""),
  city: text(100).default(""),
  state: text(50).default(""),
  zip: text(10).default(""),
  country: text(60).default("US"),
  servings: z.coerce.number().int().min(SERVINGS_MIN).max(SERVINGS_MAX),
  flavour: z.enum(CAKE_FLAVOURS),
  filling: z.enum(CAKE_FILLINGS),
  frosting_colour: text(60).default(""),
  inscription: z
    .string()
    .default("")
    .refine((value) => characterCount(value) <= INSCRIPTION_MAX && !hasControlCharacter(value)),
  notes: text(1000).default(""),
  full_name: text(100).min(1),
  email: z.string().trim().email(),
  phone: text(30).min(7),
});

export function parseCakeRequestForm(
  formData: FormData,
  lang: Lang,
): { ok: true; input: CakeRequestInput; photos: File[] } | { ok: false; fields: Record<string, string[]> } {
  const raw: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === "string" && name !== "photos") raw[name] = value;
  const photos = formData.getAll("photos").filter((value): value is File => typeof value !== "string" && value.size > 0);
  const parsed = CakeRequestFormSchema.safeParse(raw);
  if (parsed.success) return { ok: true, input: parsed.data, photos };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "");
    (fields[name] ??= []).push(apiMessage(lang, raw[name] ? "fieldInvalid" : "fieldRequired"));
  }
  return { ok: false, fields };
}
