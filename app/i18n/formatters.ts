// How the shop writes money, dates and countries lives in a browser-safe module of the server's
// (server/i18n/formatters.shared.ts): the e-mails and the checkout's messages write them too. The pages keep
// importing them from here.
export * from "../../server/i18n/formatters.shared.ts";
