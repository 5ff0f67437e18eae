import { randomUUID } from "node:crypto";
import { data, redirect, type AppLoadContext } from "react-router";
import { checkoutFormErrors, checkoutOptionsAnswer } from "../../../server/api/checkout-answers.ts";
import type { Shopper } from "../../../server/domain/cart/cart.schema.ts";
import { checkoutInput, MAX_ORDER_NOTES } from "../../../server/domain/checkout/checkout.schema.ts";
import { CheckoutError, checkoutOptions, placeOrder } from "../../../server/domain/checkout/checkout.service.ts";
import { attributionOf, TRACKING_FIELDS, type TrackingFields } from "../../../server/domain/orders/attribution.shared.ts";
import { isIdempotencyKey, requestFingerprint } from "../../../server/domain/checkout/idempotency.ts";
import type { CheckoutOptionsView } from "../../../server/domain/checkout/options-view.ts";
import { authCookies } from "../../../server/http/auth-cookies.ts";
import { checkoutContext, orderAccessCookie } from "../../../server/http/checkout-context.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { sessionOf } from "../../../server/http/session.ts";
import { cartTokenCookie } from "../../../server/http/shopper.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { formText } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import { defaultAddressOf } from "../../../server/domain/profile/addresses.service.ts";
import type { CheckoutData, CheckoutFailure } from "../../features/checkout/CheckoutForm.tsx";
import { checkCheckout, checkoutBody, fieldErrorsOf, readCheckout, type CheckoutValues } from "../../features/checkout/checkout-form.ts";

// The checkout on the cart page, server side: what the loader adds for it (the options of a pickup, so the slots are
// in the HTML; a key for the form posted without JavaScript; the signed-in customer's details), and the action's
// `intent=checkout` — the same form posted without JavaScript, placed with the same service as POST checkout.

const LIMITS = { notes: MAX_ORDER_NOTES };

const contextFor = (context: AppLoadContext, locale: Locale, form?: FormData) =>
  checkoutContext(context, { lang: locale, ip: context.clientIp, attribution: form ? attributionOf(trackingFromForm(form)) : null });

/** The first visit's tracking the form carries (TrackingFields.tsx): the fields POST checkout reads from its headers. */
function trackingFromForm(form: FormData): TrackingFields {
  const fields: TrackingFields = {};
  for (const field of TRACKING_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") fields[field] = value;
  }
  return fields;
}

async function optionsOrNull(
  context: AppLoadContext,
  locale: Locale,
  shopper: Shopper,
  query: { fulfilment: "pickup" | "delivery"; zip?: string },
) {
  try {
    return checkoutOptionsAnswer(locale, await checkoutOptions(contextFor(context, locale), shopper, query));
    // eslint-disable-next-line no-restricted-syntax -- not a refusal to answer: any failure here is logged, the cart shown
  } catch (error) {
    // The page still shows the cart; the checkout says it could not load, and its script asks again.
    context.logger.error({ err: error, requestId: context.requestId }, "checkout options failed");
    return null;
  }
}

/** The checkout's part of the cart page's loader; null when there is nothing to check out. */
export async function checkoutPageData(
  context: AppLoadContext,
  request: Request,
  locale: Locale,
  shopper: Shopper,
  hasItems: boolean,
): Promise<CheckoutData | null> {
  if (!hasItems) return null;
  const [options, session] = await Promise.all([
    optionsOrNull(context, locale, shopper, { fulfilment: "pickup" }),
    sessionOf(context.db, request.headers),
  ]);
  const user = session?.user;
  const saved = user ? await defaultAddressOf(context.db, user.id) : undefined;
  // The default address fills the address fields; its street and apartment are one line in the checkout's form.
  const address = saved
    ? {
        full_name: saved.full_name,
        phone: saved.phone,
        address: saved.ward ? `${saved.address}, ${saved.ward}` : saved.address,
        city: saved.city,
        state: saved.state,
        zip: saved.zip,
        country: saved.country,
      }
    : null;
  return {
    options,
    idempotencyKey: randomUUID(),
    customer: user ? { name: user.name ?? "", email: user.email ?? "", phone: user.phone ?? "", address } : null,
    limits: LIMITS,
  };
}

/** What the form keeps after a failed post: what was typed, never a password. */
function kept(values: CheckoutValues): Partial<CheckoutValues> {
  const { password: _p, password_confirmation: _c, ...rest } = values;
  return rest;
}

/**
 * `intent=checkout` without JavaScript: the page's checks, the API's schema, then `placeOrder` with the form's
 * Idempotency-Key (a resubmitted form answers the same order). Placed: 303 to the order's page, with the guest's
 * access cookie (and the new account's cookies). Refused: the form again, its messages per field, with the status
 * POST checkout would have answered.
 */
export async function checkoutAction(context: AppLoadContext, request: Request, locale: Locale, form: FormData, shopper: Shopper) {
  const values = readCheckout(form);
  const signedIn = shopper.customerId !== null;
  const summary = translate(locale, "checkout.errorSummary");
  const fulfilment = values.shipping_option || "pickup";

  const refuse = async (
    status: number,
    message: string,
    errors: CheckoutFailure["errors"],
    headers: Record<string, string> = {},
    options?: CheckoutOptionsView | null,
  ) => {
    const failure: CheckoutFailure = {
      intent: "checkout",
      message,
      errors,
      values: kept(values),
      options:
        options ??
        (await optionsOrNull(context, locale, shopper, {
          fulfilment,
          ...(fulfilment === "delivery" && values.zip ? { zip: values.zip } : {}),
        })),
      idempotencyKey: randomUUID(),
    };
    return data(failure, { status, headers: { "Cache-Control": "no-store", ...headers } });
  };

  const checked = checkCheckout(values, locale, LIMITS, signedIn);
  if (Object.keys(checked).length) return refuse(422, summary, checked);

  const expected = Number.parseInt(formText(form, "expected_total_cents"), 10);
  const body = {
    ...checkoutBody(values, signedIn),
    ...(Number.isSafeInteger(expected) && expected >= 0 ? { expected_total_cents: expected } : {}),
  };
  const input = checkoutInput.safeParse(body);
  if (!input.success) {
    const { fields, other } = fieldErrorsOf(checkoutFormErrors(input.error.issues, locale));
    return refuse(422, [summary, ...other].join(" "), fields);
  }
  const key = formText(form, "idempotency_key");
  if (!isIdempotencyKey(key)) return refuse(400, apiMessage(locale, "checkoutKeyMissing"), {});

  const attempted = await attempt(locale, () =>
    placeOrder(contextFor(context, locale, form), shopper, input.data, {
      key,
      // The body as posted and who posted it: the API's rule (server/api/v1/checkout.ts), for the form's body.
      fingerprint: requestFingerprint({ body, customer: shopper.customerId, cart: shopper.token }),
    }),
  );
  if (!attempted.ok) {
    const { status, message, errors, headers, error } = attempted.refusal;
    const { fields, other } = fieldErrorsOf(errors);
    if (status === 422 && Object.keys(fields).length) return refuse(422, [summary, ...other].join(" "), fields, headers);
    // A full slot (the API's reason "slot_full") keeps its message beside the slot's field.
    const slotFull = error instanceof CheckoutError && error.failure === "slotFull";
    return refuse(status, message, slotFull && fields.slot ? { slot: fields.slot } : {}, headers);
  }
  const placed = attempted.value;
  const headers = new Headers({ "Cache-Control": "no-store" });
  const secure = secureCookies(request, context.config);
  if (placed.accessKey) headers.append("Set-Cookie", orderAccessCookie(placed.order.code, placed.accessKey, secure));
  if (placed.signedIn) for (const cookie of authCookies(placed.signedIn, secure)) headers.append("Set-Cookie", cookie);
  // The cart's data goes with the order; without JavaScript that is the cart cookie.
  headers.append("Set-Cookie", cartTokenCookie("", 0, secure));
  return redirect(`${localizePath("/cart/order-success", locale)}?code=${encodeURIComponent(placed.order.code)}`, {
    status: 303,
    headers,
  });
}
