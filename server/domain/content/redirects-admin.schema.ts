import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { isSafeLink } from "./structure-error.ts";
import { structureVersion } from "./structure.schema.ts";

// The back office's redirect form: from a locale-free path of the old site ("/menu", as the storefront
// looks rules up for /menu and /vi/menu alike), to a path of the shop or an http(s) address, 301 or 302.

/** "/a/b": a leading slash, no language prefix, no spaces, query or fragment; a trailing slash is dropped. */
const from = z
  .string(key("redirectFromInvalid"))
  .transform((text) => {
    const trimmed = text.trim();
    return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : trimmed;
  })
  .pipe(
    z
      .string()
      .max(300, key("redirectFromInvalid"))
      .regex(/^\/[^\s?#\\\p{Cc}]+$/u, key("redirectFromInvalid"))
      .refine((path) => !path.startsWith("//") && !/^\/(vi|en)(\/|$)/i.test(path), key("redirectFromInvalid")),
  );

export const redirectInput = z.object({
  from,
  to: z
    .string(key("redirectToInvalid"))
    .transform((text) => text.trim())
    .pipe(z.string().min(1, key("redirectToInvalid")).max(500, key("redirectToInvalid")).refine(isSafeLink, key("redirectToInvalid"))),
  status: z.union([z.literal(301), z.literal(302)], key("redirectStatusInvalid")).default(301),
});
export type RedirectInput = z.infer<typeof redirectInput>;

export const redirectUpdateInput = redirectInput.extend({ expected_updated_at: structureVersion });
export type RedirectUpdateInput = z.infer<typeof redirectUpdateInput>;
