// A gift promotion's limits, shared by its rules (gifts-admin.schema.ts) and its page's fields: no Zod here, so the
// page's bundle stays free of it.

export const GIFT_NAME_MAX = 120;
export const MAX_GIFT_QUANTITY = 10;
