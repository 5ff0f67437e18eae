import type { Db } from "../../db/index.ts";
import type { OutboxEmailsTable } from "../../db/schema/orders.ts";
import type { Lang } from "../../i18n/language.ts";
import { mailBrand } from "../../mail/mail-brand.ts";
import {
  cakeDayFullEmail,
  cakeDeclinedEmail,
  cakeQuoteEmail,
  cakeRequestEmail,
  cakeRequestShopEmail,
} from "../../mail/custom-cake-emails.ts";
import { findCakeRequestLocale } from "./cake-mail.repository.ts";
import { adminCakeRequestLink, cakeRequestById, cakeRequestLink } from "./custom-cake-views.ts";

// The outbox's custom-cake e-mails (kinds "cake_…"): what they say is read when they are sent, the request as it is
// then. The customer's go in the request's language with the key their link needs (the key leaves the outbox once
// sent); the shop's go in English to the shop's address with the back office's link, and reply to the customer.

/** What the outbox's sender gives: the database, the shop's address for its e-mails, the site's address for links. */
interface MailDeps {
  db: Db;
  shopEmail: string;
  publicUrl: string;
}

/** The outbox row's parameters: the request, and the key of the customer's link (the request's or the quote's). */
export interface CakeMailParams {
  request_id: number;
  key?: string;
}

export async function renderCakeMail(deps: MailDeps, row: { kind: OutboxEmailsTable["kind"]; params_json: string }) {
  const params = JSON.parse(row.params_json) as Partial<CakeMailParams>;
  const id = Number(params.request_id ?? 0);
  const locale = await findCakeRequestLocale(deps.db, id);
  if (locale === undefined) throw new Error("the e-mail's cake request was deleted");
  const forShop = row.kind === "cake_request_shop" || row.kind === "cake_day_full";
  const lang: Lang = forShop ? "en" : locale === "vi" ? "vi" : "en";
  const request = await cakeRequestById(deps.db, id, lang);
  if (!request) throw new Error("the e-mail's cake request was deleted");
  const brand = await mailBrand(deps.db, lang, deps.publicUrl);
  if (forShop) {
    const link = adminCakeRequestLink(deps.publicUrl, id);
    const mail =
      row.kind === "cake_day_full" ? await cakeDayFullEmail(request, link, brand) : await cakeRequestShopEmail(request, link, brand);
    return { to: deps.shopEmail, replyTo: request.email, ...mail };
  }
  const key = params.key ?? "";
  const link = cakeRequestLink(deps.publicUrl, request, key);
  if (row.kind === "cake_request") return { to: request.email, ...(await cakeRequestEmail(lang, request, link, brand)) };
  if (row.kind === "cake_quote") return { to: request.email, ...(await cakeQuoteEmail(lang, request, link, brand)) };
  if (row.kind === "cake_declined") return { to: request.email, ...(await cakeDeclinedEmail(lang, request, key ? link : null, brand)) };
  throw new Error(`not a custom cake e-mail: ${row.kind}`);
}
