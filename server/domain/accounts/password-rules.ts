// The password lengths, shared by the server's schemas and the pages' checks before sending a form. A module of
// its own, without Zod, so that the pages' bundle does not carry the schema library.

export const MIN_LOGIN_PASSWORD = 6;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
