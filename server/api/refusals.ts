import type { Context } from "hono";
import type { AppEnv } from "../context.ts";
import type { ApiError } from "./envelope.ts";
import { staffRefusal } from "./admin-answers.ts";
import { calendarRefusal } from "./calendar-answers.ts";
import { cartApiError } from "./cart-answers.ts";
import { checkoutAnswer } from "./checkout-answers.ts";
import { customerAnswer } from "./customers-answers.ts";
import { moveAnswer } from "./order-moves-answers.ts";
import { cancelRefusal } from "./orders-answers.ts";
import { contentAnswer } from "./content-admin-answers.ts";
import { homeAnswer } from "./home-answers.ts";
import { productImageAnswer } from "./product-images-answers.ts";
import { productAnswer } from "./products-answers.ts";
import { couponAnswer, giftAnswer } from "./promotions-answers.ts";
import { structureAnswer } from "./structure-answers.ts";
import { CartError } from "../domain/cart/cart.service.ts";
import { CheckoutError } from "../domain/checkout/checkout.service.ts";
import { CustomerError } from "../domain/customers/customers.service.ts";
import { CalendarError } from "../domain/fulfilment/calendar.service.ts";
import { OrderCancelError } from "../domain/orders/cancel.service.ts";
import { OrderMoveError } from "../domain/orders/order-moves.service.ts";
import { StaffError } from "../domain/staff/staff.service.ts";
import { ProductImageError } from "../domain/catalog/product-images.service.ts";
import { ProductAdminError } from "../domain/catalog/products-admin.service.ts";
import { ContentAdminError } from "../domain/content/content-admin.service.ts";
import { HomeAdminError } from "../domain/content/home-admin.service.ts";
import { StructureError } from "../domain/content/structure-error.ts";
import { CouponAdminError } from "../domain/promotions/coupons-admin.service.ts";
import { GiftAdminError } from "../domain/promotions/gifts-admin.service.ts";

// How the API answers the services' refusals: each area's error class beside its answer (in that area's
// <area>-answers.ts). The API's one error handler (apiErrorResponse) asks here first, so a route just lets its
// service's refusal go up.

/** A refusal's answer: a response of its own (a 409 with the thing as it is now…), or the ApiError to answer with. */
type Answer<E extends Error> = (error: E, c: Context<AppEnv>) => Response | ApiError;

interface Refusal {
  type: abstract new (...args: never[]) => Error;
  answer: Answer<Error>;
}

const refusal = <E extends Error>(type: abstract new (...args: never[]) => E, answer: Answer<E>): Refusal => ({
  type,
  answer: answer as Answer<Error>,
});

const REFUSALS: readonly Refusal[] = [
  refusal(StructureError, structureAnswer),
  refusal(ContentAdminError, contentAnswer),
  refusal(HomeAdminError, homeAnswer),
  refusal(ProductAdminError, productAnswer),
  refusal(ProductImageError, productImageAnswer),
  refusal(CouponAdminError, couponAnswer),
  refusal(GiftAdminError, giftAnswer),
  refusal(CalendarError, (error, c) => calendarRefusal(error, c.get("lang"))),
  refusal(StaffError, (error, c) => staffRefusal(error, c.get("lang"))),
  refusal(CustomerError, customerAnswer),
  refusal(OrderMoveError, moveAnswer),
  refusal(OrderCancelError, (error, c) => cancelRefusal(error, c.get("lang"))),
  refusal(CheckoutError, checkoutAnswer),
  refusal(CartError, cartApiError),
];

/** The answer to a service's refusal, or undefined when `error` is none of theirs. */
export function refusalAnswer(error: Error, c: Context<AppEnv>): Response | ApiError | undefined {
  for (const { type, answer } of REFUSALS) if (error instanceof type) return answer(error, c);
  return undefined;
}
