import { z } from "zod";
import { key } from "../shared/fields.schema.ts";
import { isSafeLink } from "./structure-error.ts";
import { structureVersion } from "./structure.schema.ts";

// The back office's main-menu forms: an item's title in English and Vietnamese, its link (a path of the
// shop or an http(s) address; never javascript: or the like), how it opens, an icon name, and its parent (one level
// of sub-items, as the header shows them). Every change carries the menu's version as the staff member saw it.

const title = z
  .string(key("menuTitleInvalid"))
  .transform((text) => text.replace(/\p{Cc}/gu, "").trim())
  .pipe(z.string().min(1, key("menuTitleInvalid")).max(60, key("menuTitleInvalid")));

const emptyToNull = (text: string) => (text === "" ? null : text);

export const menuItemInput = z.object({
  title_en: title,
  title_vi: title,
  /** Empty: a label without a link (the header shows it disabled). */
  url: z
    .string(key("menuUrlInvalid"))
    .transform((text) => text.trim())
    .pipe(
      z
        .string()
        .max(500, key("menuUrlInvalid"))
        .refine((url) => url === "" || isSafeLink(url), key("menuUrlInvalid")),
    )
    .transform(emptyToNull)
    .nullable()
    .default(null),
  /** Empty: the shop's default (external links in a new tab, internal ones in place). */
  target: z
    .enum(["", "_self", "_blank"], key("menuTargetInvalid"))
    .transform((t) => (t === "" ? null : t))
    .nullable()
    .default(null),
  icon: z
    .string(key("menuIconInvalid"))
    .transform((text) => text.trim())
    .pipe(z.string().max(40, key("menuIconInvalid")))
    .transform(emptyToNull)
    .nullable()
    .default(null),
  /** null: a top-level item. */
  parent_id: z
    .number(key("menuParentInvalid"))
    .int(key("menuParentInvalid"))
    .min(1, key("menuParentInvalid"))
    .max(2_147_483_647, key("menuParentInvalid"))
    .nullable()
    .default(null),
  expected_version: structureVersion,
});
export type MenuItemInput = z.infer<typeof menuItemInput>;

export const menuMoveInput = z.object({
  direction: z.enum(["up", "down"], key("menuDirectionInvalid")),
  expected_version: structureVersion,
});
export type MenuMoveInput = z.infer<typeof menuMoveInput>;

export const menuDeleteInput = z.object({ expected_version: structureVersion });
export type MenuDeleteInput = z.infer<typeof menuDeleteInput>;
