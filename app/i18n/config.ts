// The locales live in a browser-safe module of the server's (server/i18n/locales.shared.ts), so that the server's
// HTTP code and the domain use them without importing the pages; the pages keep importing them from here.
export * from "../../server/i18n/locales.shared.ts";
