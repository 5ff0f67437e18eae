import { fillIn } from "../../app/i18n/fill-in.ts";
import { apiAccountsEn } from "../../app/i18n/messages/api-accounts.en.ts";
import { apiAccountsVi } from "../../app/i18n/messages/api-accounts.vi.ts";
import { apiCampaignsEn } from "../../app/i18n/messages/api-campaigns.en.ts";
import { apiCampaignsVi } from "../../app/i18n/messages/api-campaigns.vi.ts";
import { apiCartEn } from "../../app/i18n/messages/api-cart.en.ts";
import { apiCartVi } from "../../app/i18n/messages/api-cart.vi.ts";
import { apiCheckoutEn } from "../../app/i18n/messages/api-checkout.en.ts";
import { apiCheckoutVi } from "../../app/i18n/messages/api-checkout.vi.ts";
import { apiContentEn } from "../../app/i18n/messages/api-content.en.ts";
import { apiContentVi } from "../../app/i18n/messages/api-content.vi.ts";
import { apiCoreEn } from "../../app/i18n/messages/api-core.en.ts";
import { apiCoreVi } from "../../app/i18n/messages/api-core.vi.ts";
import { apiOrdersEn } from "../../app/i18n/messages/api-orders.en.ts";
import { apiOrdersVi } from "../../app/i18n/messages/api-orders.vi.ts";
import { apiProfileEn } from "../../app/i18n/messages/api-profile.en.ts";
import { apiProfileVi } from "../../app/i18n/messages/api-profile.vi.ts";
import { emailOrdersEn } from "../../app/i18n/messages/email-orders.en.ts";
import { emailOrdersVi } from "../../app/i18n/messages/email-orders.vi.ts";
import { emailEn } from "../../app/i18n/messages/email.en.ts";
import { emailVi } from "../../app/i18n/messages/email.vi.ts";
import { apiAdminEn } from "../../app/i18n/messages/api-admin.en.ts";
import { apiAdminVi } from "../../app/i18n/messages/api-admin.vi.ts";
import { apiAdminOrdersEn } from "../../app/i18n/messages/api-admin-orders.en.ts";
import { apiAdminOrdersVi } from "../../app/i18n/messages/api-admin-orders.vi.ts";
import { apiAdminCalendarEn } from "../../app/i18n/messages/api-admin-calendar.en.ts";
import { apiAdminCalendarVi } from "../../app/i18n/messages/api-admin-calendar.vi.ts";
import { apiAdminCustomersEn } from "../../app/i18n/messages/api-admin-customers.en.ts";
import { apiAdminCustomersVi } from "../../app/i18n/messages/api-admin-customers.vi.ts";
import { apiAdminPromotionsEn } from "../../app/i18n/messages/api-admin-promotions.en.ts";
import { apiAdminPromotionsVi } from "../../app/i18n/messages/api-admin-promotions.vi.ts";
import { apiAdminInboxEn } from "../../app/i18n/messages/api-admin-inbox.en.ts";
import { apiAdminMediaEn } from "../../app/i18n/messages/api-admin-media.en.ts";
import { apiAdminInboxVi } from "../../app/i18n/messages/api-admin-inbox.vi.ts";
import { apiAdminMediaVi } from "../../app/i18n/messages/api-admin-media.vi.ts";
import { apiAdminProductsEn } from "../../app/i18n/messages/api-admin-products.en.ts";
import { apiAdminProductsVi } from "../../app/i18n/messages/api-admin-products.vi.ts";
import { apiAdminHomeEn } from "../../app/i18n/messages/api-admin-home.en.ts";
import { apiAdminHomeVi } from "../../app/i18n/messages/api-admin-home.vi.ts";
import { apiAdminGiftsEn } from "../../app/i18n/messages/api-admin-gifts.en.ts";
import { apiAdminGiftsVi } from "../../app/i18n/messages/api-admin-gifts.vi.ts";
import { apiAdminStructureEn } from "../../app/i18n/messages/api-admin-structure.en.ts";
import { apiAdminStructureVi } from "../../app/i18n/messages/api-admin-structure.vi.ts";
import { apiAdminContentEn } from "../../app/i18n/messages/api-admin-content.en.ts";
import { apiAdminContentVi } from "../../app/i18n/messages/api-admin-content.vi.ts";
import { apiPreordersEn } from "../../app/i18n/messages/api-preorders.en.ts";
import { apiPreordersVi } from "../../app/i18n/messages/api-preorders.vi.ts";
import { apiAdminCampaignsEn } from "../../app/i18n/messages/api-admin-campaigns.en.ts";
import { apiAdminCampaignsVi } from "../../app/i18n/messages/api-admin-campaigns.vi.ts";
import { apiCustomCakesEn } from "../../app/i18n/messages/api-custom-cakes.en.ts";
import { apiCustomCakesVi } from "../../app/i18n/messages/api-custom-cakes.vi.ts";
import { emailCustomCakesEn } from "../../app/i18n/messages/email-custom-cakes.en.ts";
import { emailCustomCakesVi } from "../../app/i18n/messages/email-custom-cakes.vi.ts";
import { apiReportsEn } from "../../app/i18n/messages/api-reports.en.ts";
import { apiReportsVi } from "../../app/i18n/messages/api-reports.vi.ts";
import type { Lang } from "./language.ts";

// The server's half of the one message system (app/i18n): the same folder, the same one-file-per-language
// catalogues checked key for key, the same fill-in. These are the texts only the server says — API answers, page
// action refusals, e-mails — so the browser, which downloads the UI messages of its language, never loads them.

const en = {
  ...apiCoreEn,
  ...apiAccountsEn,
  ...apiContentEn,
  ...apiCampaignsEn,
  ...apiCartEn,
  ...apiCheckoutEn,
  ...apiOrdersEn,
  ...apiProfileEn,
  ...emailEn,
  ...emailOrdersEn,
  ...apiAdminEn,
  ...apiAdminOrdersEn,
  ...apiAdminCalendarEn,
  ...apiAdminCustomersEn,
  ...apiAdminInboxEn,
  ...apiAdminPromotionsEn,
  ...apiAdminMediaEn,
  ...apiAdminProductsEn,
  ...apiAdminHomeEn,
  ...apiAdminGiftsEn,
  ...apiAdminStructureEn,
  ...apiAdminContentEn,
  ...apiPreordersEn,
  ...apiAdminCampaignsEn,
  ...apiCustomCakesEn,
  ...emailCustomCakesEn,
  ...apiReportsEn,
};
export type ApiMessageKey = keyof typeof en;
const vi: Record<ApiMessageKey, string> = {
  ...apiCoreVi,
  ...apiAccountsVi,
  ...apiContentVi,
  ...apiCampaignsVi,
  ...apiCartVi,
  ...apiCheckoutVi,
  ...apiOrdersVi,
  ...apiProfileVi,
  ...emailVi,
  ...emailOrdersVi,
  ...apiAdminVi,
  ...apiAdminOrdersVi,
  ...apiAdminCalendarVi,
  ...apiAdminCustomersVi,
  ...apiAdminInboxVi,
  ...apiAdminPromotionsVi,
  ...apiAdminMediaVi,
  ...apiAdminProductsVi,
  ...apiAdminHomeVi,
  ...apiAdminGiftsVi,
  ...apiAdminStructureVi,
  ...apiAdminContentVi,
  ...apiPreordersVi,
  ...apiAdminCampaignsVi,
  ...apiCustomCakesVi,
  ...emailCustomCakesVi,
  ...apiReportsVi,
};

const catalogues: Record<Lang, Record<ApiMessageKey, string>> = { en, vi };

/** A server message in the request's (or the customer's) language, with its {values} filled in. */
export function apiMessage(lang: Lang, key: ApiMessageKey, params: Record<string, string | number> = {}): string {
  return fillIn(catalogues[lang][key], params);
}

export const apiMessageCatalogues = catalogues;

/**
 * A message as the domain answers it: its key and the values to fill in, a value being itself a message where it is
 * a word of the catalogue (a status, a level); the edge says it in the reader's language.
 */
export interface ApiMessageCode {
  key: ApiMessageKey;
  params?: Record<string, string | number | ApiMessageCode>;
}

/** The sentence of a message the domain answered as a code. */
export function sayCode(lang: Lang, code: ApiMessageCode): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(code.params ?? {})) params[name] = typeof value === "object" ? sayCode(lang, value) : value;
  return apiMessage(lang, code.key, params);
}
