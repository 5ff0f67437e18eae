import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../context.ts";
import { apiMessage } from "../i18n/api-messages.ts";
import type { Lang } from "../i18n/language.ts";
import { type ApiError, type FieldErrors } from "./envelope.ts";
import { failureAnswer, failureHeaders } from "./accounts-answers.ts";
import { staffRefusal } from "./admin-answers.ts";
import { calendarRefusal } from "./calendar-answers.ts";
import { cartApiError } from "./cart-answers.ts";
import { AccountsError } from "../domain/accounts/accounts.service.ts";
import { ProfileError } from "../domain/profile/profile.service.ts";
import { UploadBusy, UploadError } from "../domain/media/media.service.ts";
import { checkoutAnswer, checkoutRefusal } from "./checkout-answers.ts";
import { customerAnswer, customerRefusalAnswer } from "./customers-answers.ts";
import { moveAnswer, moveRefusalAnswer } from "./order-moves-answers.ts";
import { cancelRefusal } from "./orders-answers.ts";
import { contentAnswer, contentRefusal } from "./content-admin-answers.ts";
import { homeAnswer, homeRefusal } from "./home-answers.ts";
import { productImageAnswer, productImageRefusal } from "./product-images-answers.ts";
import { profileApiError } from "./profile-answers.ts";
import { productAnswer, productRefusal } from "./products-answers.ts";
import { couponAnswer, couponRefusal, giftAnswer, giftRefusal } from "./promotions-answers.ts";
import { structureAnswer, structureText } from "./structure-answers.ts";
import { uploadBusyMessage, uploadRefusalMessage } from "./upload-answers.ts";
import { outTodayRefusal } from "./out-today-answers.ts";
import { variantsAnswer, variantsRefusal } from "./variants-answers.ts";
import { modifierGroupAnswer, modifierGroupRefusal } from "./modifier-groups-answers.ts";
import { campaignAnswer, campaignRefusal, pickupRefusal } from "./campaigns-admin-answers.ts";
import { cartAnswer } from "./cart-answers.ts";
import { CartError } from "../domain/cart/cart.service.ts";
import { configurationErrors } from "./configuration-answers.ts";
import { CheckoutError } from "../domain/checkout/checkout.service.ts";
import { CustomerError } from "../domain/customers/customers.service.ts";
import { CalendarError } from "../domain/fulfilment/calendar.service.ts";
import { OrderCancelError } from "../domain/orders/cancel.service.ts";
import { OrderMoveError } from "../domain/orders/order-moves.service.ts";
import { StaffError } from "../domain/staff/staff.service.ts";
import { ProductImageError } from "../domain/catalog/product-images.service.ts";
import { ProductAdminError } from "../domain/catalog/products-admin.service.ts";
import { OutTodayError } from "../domain/catalog/out-today-admin.service.ts";
import { VariantsAdminError } from "../domain/catalog/variants-admin.service.ts";
import { ModifierGroupError } from "../domain/catalog/modifier-groups-admin.service.ts";
import { CampaignAdminError } from "../domain/campaigns/campaigns-admin.service.ts";
import { PickupError } from "../domain/campaigns/pickups.service.ts";
import { ContentAdminError } from "../domain/content/content-admin.service.ts";
import { HomeAdminError } from "../domain/content/home-admin.service.ts";
import { StructureError } from "../domain/content/structure-error.ts";
import { CouponAdminError } from "../domain/promotions/coupons-admin.service.ts";
import { GiftAdminError } from "../domain/promotions/gifts-admin.service.ts";
import { CakeRequestError } from "../domain/custom-cakes/custom-cakes.types.ts";
import { cakeApiError } from "./custom-cakes-answers.ts";

// How a service's refusal is answered, on both sides, each area's error class beside its answers (in that area's
// <area>-answers.ts):
// - the API's one error handler (apiErrorResponse) asks refusalAnswer, so an API route lets its service's refusal go up;
// - a page's action asks refusalOf, through attempt() (app/lib/refusals.server.ts), and shapes the worded refusal into
//   its own answer (the message above the form, each field's message beside it, what was typed).

/** A refusal's answer: a response of its own (a 409 with the thing as it is now…), or the ApiError to answer with. */
type Answer<E extends Error> = (error: E, c: Context<AppEnv>) => Response | ApiError;

interface ApiRefusal {
  type: abstract new (...args: never[]) => Error;
  answer: Answer<Error>;
}

const refusal = <E extends Error>(type: abstract new (...args: never[]) => E, answer: Answer<E>): ApiRefusal => ({
  type,
  answer: answer as Answer<Error>,
});

const REFUSALS: readonly ApiRefusal[] = [
  refusal(StructureError, structureAnswer),
  refusal(ContentAdminError, contentAnswer),
  refusal(HomeAdminError, homeAnswer),
  refusal(ProductAdminError, productAnswer),
  refusal(ProductImageError, productImageAnswer),
  refusal(VariantsAdminError, variantsAnswer),
  refusal(ModifierGroupError, modifierGroupAnswer),
  refusal(CampaignAdminError, campaignAnswer),
  refusal(PickupError, (error, c) => pickupRefusal(error, c.get("lang"))),
  refusal(CouponAdminError, couponAnswer),
  refusal(GiftAdminError, giftAnswer),
  refusal(CalendarError, (error, c) => calendarRefusal(error, c.get("lang"))),
  refusal(OutTodayError, (error, c) => outTodayRefusal(error, c.get("lang"))),
  refusal(StaffError, (error, c) => staffRefusal(error, c.get("lang"))),
  refusal(CustomerError, customerAnswer),
  refusal(OrderMoveError, moveAnswer),
  refusal(OrderCancelError, (error, c) => cancelRefusal(error, c.get("lang"))),
  refusal(CheckoutError, checkoutAnswer),
  refusal(CartError, cartApiError),
  refusal(CakeRequestError, (error, c) => cakeApiError(error, c.get("lang"))),
];

/** The answer to a service's refusal, or undefined when `error` is none of theirs. */
export function refusalAnswer(error: Error, c: Context<AppEnv>): Response | ApiError | undefined {
  for (const { type, answer } of REFUSALS) if (error instanceof type) return answer(error, c);
  return undefined;
}

/** A refusal in the user's language, as a page shows it. */
export interface Refusal {
  status: ContentfulStatusCode;
  /** The message above the form. */
  message: string;
  /** The messages beside their fields (the first of each field's). */
  fields: Record<string, string>;
  /** Every message per field, as the API's envelope gives them. */
  errors: FieldErrors;
  /** Retry-After on a 429 or 503. */
  headers: Record<string, string>;
  /** The service's error, for a page that answers one refusal its own way (a customer of the old shop, a 404). */
  error: Error;
}

/** What a refusal's wording needs from the request: what was typed that the message names, or what was asked for. */
export interface RefusalHints {
  /** The slug and SKU a refused product save names. */
  slug?: string;
  sku?: string;
  /** The code a refused coupon save names. */
  code?: string;
  /** A home-page refusal: about a section or one of its items. */
  about?: "section" | "item";
  /** The upload limit a refused upload names. */
  uploadLimitBytes?: number;
  /** A signed-in customer's page: an account refusal that says "wrong password" means the session ended. */
  signedIn?: boolean;
}

type Worded<E extends Error> = (error: E, lang: Lang, hints: RefusalHints) => Omit<Refusal, "error">;

const firstOf = (errors: FieldErrors = {}) =>
  Object.fromEntries(Object.entries(errors).flatMap(([field, texts]) => (texts[0] === undefined ? [] : [[field, texts[0]]])));

const fromApiError = (answer: ApiError, lang: Lang): Omit<Refusal, "error"> => ({
  status: answer.status,
  message: answer.text ?? apiMessage(lang, answer.key),
  fields: firstOf(answer.errors),
  errors: answer.errors ?? {},
  headers: answer.headers ?? {},
});

/**
 * A profile page's refusal, as profileApiError answers it; a session that ended while the request ran (its 401 has no
 * text of its own) has no message, so the page says what it said before: nothing, or its form's summary.
 */
const fromProfileAnswer = (error: Error, lang: Lang): Omit<Refusal, "error"> => {
  const answer = profileApiError(error, lang) as ApiError;
  return { ...fromApiError(answer, lang), message: answer.text ?? "" };
};

/** A message and, when it is about one field, the same message beside that field. */
const said = (status: ContentfulStatusCode, message: string, field?: string, headers: Record<string, string> = {}) => ({
  status,
  message,
  fields: field ? { [field]: message } : {},
  errors: field ? { [field]: [message] } : {},
  headers,
});

interface Wording {
  type: abstract new (...args: never[]) => Error;
  worded: Worded<Error>;
}

const wording = <E extends Error>(type: abstract new (...args: never[]) => E, worded: Worded<E>): Wording => ({
  type,
  worded: worded as Worded<Error>,
});

const WORDINGS: readonly Wording[] = [
  wording(CakeRequestError, (error, lang) => fromApiError(cakeApiError(error, lang), lang)),
  wording(StructureError, (error, lang) => said(error.status, structureText(error, lang), error.field)),
  wording(ContentAdminError, (error, lang) => {
    const answer = contentRefusal(error, lang);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(HomeAdminError, (error, lang, hints) => {
    const answer = homeRefusal(error, lang, hints.about);
    return said(answer.status, answer.text);
  }),
  wording(ProductAdminError, (error, lang, hints) => {
    const answer = productRefusal(error, lang, hints);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(ProductImageError, (error, lang) => fromApiError(productImageRefusal(error, lang), lang)),
  wording(VariantsAdminError, (error, lang) => {
    const answer = variantsRefusal(error, lang);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(ModifierGroupError, (error, lang) => {
    const answer = modifierGroupRefusal(error, lang);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(CampaignAdminError, (error, lang) => {
    const answer = campaignRefusal(error, lang);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(PickupError, (error, lang) => fromApiError(pickupRefusal(error, lang), lang)),
  wording(CouponAdminError, (error, lang, hints) => {
    const answer = couponRefusal(error, lang, hints.code);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(GiftAdminError, (error, lang) => {
    const answer = giftRefusal(error, lang);
    return said(answer.status, answer.text, answer.field);
  }),
  wording(CalendarError, (error, lang) => fromApiError(calendarRefusal(error, lang), lang)),
  wording(OutTodayError, (error, lang) => fromApiError(outTodayRefusal(error, lang), lang)),
  wording(StaffError, (error, lang) => fromApiError(staffRefusal(error, lang), lang)),
  wording(CustomerError, (error, lang) => {
    const answer = customerRefusalAnswer(error, lang);
    return said(answer.status, answer.body.message);
  }),
  wording(OrderMoveError, (error, lang) => {
    const answer = moveRefusalAnswer(error, lang);
    return { ...said(answer.status, answer.body.message), fields: firstOf(answer.body.errors), errors: answer.body.errors ?? {} };
  }),
  wording(OrderCancelError, (error, lang) => fromApiError(cancelRefusal(error, lang), lang)),
  wording(CheckoutError, (error, lang) => {
    const answer = checkoutRefusal(error, lang);
    return {
      status: answer.status,
      message: answer.message,
      fields: firstOf(answer.errors),
      errors: answer.errors,
      headers: answer.headers,
    };
  }),
  wording(CartError, (error, lang) => {
    if (error.failure === "configurationRefused") {
      const errors = configurationErrors(error.problems, lang);
      const [message = apiMessage(lang, "validationFailed")] = Object.values(errors).flat();
      return { ...said(422, message), fields: firstOf(errors), errors };
    }
    const answer = cartAnswer(error, lang);
    return said(answer.status, answer.text, undefined, answer.headers);
  }),
  wording(ProfileError, (error, lang) => fromProfileAnswer(error, lang)),
  wording(AccountsError, (error, lang, hints) => {
    if (hints.signedIn) return fromProfileAnswer(error, lang);
    const answer = failureAnswer(error, lang);
    return {
      ...said(answer.status, answer.message, undefined, failureHeaders(answer)),
      fields: firstOf(answer.errors),
      errors: answer.errors ?? {},
    };
  }),
  wording(UploadError, (error, lang, hints) => said(422, uploadRefusalMessage(lang, error.refusal, hints.uploadLimitBytes ?? 0), "file")),
  wording(UploadBusy, (error, lang) =>
    said(503, uploadBusyMessage(lang, error.retryAfterSeconds), "file", { "Retry-After": String(error.retryAfterSeconds) }),
  ),
];

/** A service's refusal in `lang`, as a page shows it; undefined when `error` is none of theirs. */
export function refusalOf(error: unknown, lang: Lang, hints: RefusalHints = {}): Refusal | undefined {
  if (!(error instanceof Error)) return undefined;
  for (const { type, worded } of WORDINGS) if (error instanceof type) return { ...worded(error, lang, hints), error };
  return undefined;
}
