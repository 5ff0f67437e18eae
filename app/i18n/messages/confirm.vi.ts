import type { confirmEn } from "./confirm.en.ts";

/** Vietnamese texts of the one "are you sure?" of the site. */
export const confirmVi: Record<keyof typeof confirmEn, string> = {
  "confirm.back": "Không, quay lại",
};
