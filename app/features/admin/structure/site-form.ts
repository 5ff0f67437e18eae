/** Rows of social links the shop-details form offers (the saved ones and two empty ones), at most this many. */
export const SOCIAL_ROWS = 10;
