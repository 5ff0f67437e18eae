/** English UI texts of the back office: its shell, staff sign-in, staff accounts and the audit log. */
export const adminEn = {
} satisfies Record<string, string>;
