/** English UI texts of the back office's orders list, an order's page and the production report. */
export const adminOrdersEn = {
} satisfies Record<string, string>;
