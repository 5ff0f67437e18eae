// A gift promotion's limits, shared by its rules (gifts-admin.schema.ts) and its page's fields: no Zod here, so the
// page's bundle stays free of it. A promotion's name (a gift promotion's or a coupon's, promotion-names.ts) has the
// same limit.

export const PROMOTION_NAME_MAX = 120;
export const GIFT_NAME_MAX = PROMOTION_NAME_MAX;
export const MAX_GIFT_QUANTITY = 10;
