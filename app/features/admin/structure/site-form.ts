/** Rows of social links the shop-details form offers (the saved ones and two empty ones), at most this many. */
export const SOCIAL_ROWS = 10;
/** Columns of footer links the form offers (the saved ones and an empty one), at most this many. */
export const COLUMN_ROWS = 4;
/** Link rows per footer column (the saved ones and an empty one), at most this many. */
export const LINK_ROWS = 8;
