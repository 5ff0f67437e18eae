import { z } from "zod";
import { key } from "../shared/fields.schema.ts";

// What the back office's site-structure forms (categories, main menu, shop details, redirects) share.

/** A save carries the version the staff member saw: the thing's `updated_at` (or the menu's, the shop details') as read. */
export const structureVersion = z.string(key("structureVersionRequired")).max(40, key("structureVersionRequired"));
