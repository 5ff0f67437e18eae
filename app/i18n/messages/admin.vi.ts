import type { adminEn } from "./admin.en.ts";

/** Vietnamese UI texts of the back office: its shell, staff sign-in, staff accounts and the audit log. */
export const adminVi: Record<keyof typeof adminEn, string> = {
};
