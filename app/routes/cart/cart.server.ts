import { data, redirect } from "react-router";
import { AddLineInputSchema, CouponInputSchema, parseLineRef, UpdateLineInputSchema } from "../../../server/domain/cart/cart.schema.ts";
import {
  applyCoupon,
  clearCart,
  getCart,
  removeCoupon,
  removeLine,
  setLineQuantity,
  type CartView,
} from "../../../server/domain/cart/cart.service.ts";
import { cartTokenCookie, shopperFromRequest } from "../../../server/http/shopper.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { cartJson } from "../../../server/api/cart-answers.ts";
import { localizePath } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import { clampAdd, clampSet } from "../../../server/domain/cart/cart-rules.shared.ts";
import { CART_TOKEN_MAX_AGE } from "../../features/cart/cart-storage.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/cart";
import { checkoutAction, checkoutPageData } from "./checkout.server.ts";
import { addFromPage, cartContext } from "./add-line.server.ts";

export async function cartLoader({ request, context }: Route.LoaderArgs) {
  const locale = context.locale;
  const shopper = await shopperFromRequest(context.db, request.headers);
  const cart = await getCart(cartContext(context, locale), shopper);
  const checkout = await checkoutPageData(context, request, locale, shopper, cart.items.length > 0);
  // The token of a cart that does not exist yet is not the visitor's: the page never hands it out.
  return data({ locale, cart: { ...cartJson(cart, locale), token: "" }, checkout }, { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * The page without JavaScript: plain form posts (intent=add|update|remove|clear|coupon|remove-coupon), answered
 * with a redirect back to the cart (POST/redirect/GET); the `cart_token` cookie is set when the server made a token.
 * intent=checkout places the order (checkout.server.ts).
 */
export async function cartAction({ request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const field = (name: string) => formText(form, name) || undefined;
  const intent = field("intent");
  const shopper = await shopperFromRequest(context.db, request.headers);
  if (intent === "checkout") return checkoutAction(context, request, locale, form, shopper);
  const cookie = (token: string, maxAge: number) => cartTokenCookie(token, maxAge, secureCookies(request, context.config));
  const ctx = cartContext(context, locale);
  const failed = (error: string, status = 422) => data({ intent, error }, { status });
  // A refusal is the page again with the service's words (a coupon's beside the coupon's field).
  const refused = ({ status, message, headers }: Refusal) =>
    data(intent === "coupon" ? { intent, couponError: message } : { intent, error: message }, { status, headers });
  // A change: back to the cart, saying what it did (`outcome`), with the cookie of a cart the server just made.
  const changed = async (change: () => Promise<{ cart: CartView; outcome?: string }>) => {
    const done = await attempt(locale, change);
    if (!done.ok) return refused(done.refusal);
    const { cart, outcome = "" } = done.value;
    const headers = new Headers();
    if (cart.token && cart.token !== shopper.token && shopper.customerId === null)
      headers.set("Set-Cookie", cookie(cart.token, CART_TOKEN_MAX_AGE));
    return redirect(localizePath("/cart/cartList", locale) + outcome, { headers });
  };
  switch (intent) {
    case "add": {
      // An add clamps to 1–99, as the script does before it sends.
      const input = AddLineInputSchema.safeParse({
        product_id: field("product_id"),
        quantity: clampAdd(field("quantity")),
        note: field("note"),
      });
      if (!input.success) return failed(translate(locale, "cart.addFailed"));
      const added = await addFromPage(context, request, shopper, {
        productId: input.data.product_id,
        quantity: input.data.quantity,
        note: input.data.note,
      });
      return added instanceof Response ? added : refused(added);
    }
    case "update": {
      // Set-quantity clamps to 0–99 (150 is 99); non-numeric counts as 0, which removes.
      const input = UpdateLineInputSchema.parse({ quantity: clampSet(field("quantity")) });
      return changed(async () => ({ cart: await setLineQuantity(ctx, shopper, parseLineRef(field("line_id") ?? ""), input.quantity) }));
    }
    case "remove":
      return changed(async () => ({ cart: await removeLine(ctx, shopper, parseLineRef(field("line_id") ?? "")) }));
    case "clear": {
      const cleared = await attempt(locale, () => clearCart(ctx, shopper));
      if (!cleared.ok) return refused(cleared.refusal);
      // Clearing all cart data wipes the cart cookie too.
      throw redirect(localizePath("/cart/cartList", locale), { headers: { "Set-Cookie": cookie("", 0) } });
    }
    case "coupon": {
      const input = CouponInputSchema.safeParse({ code: field("code") ?? "" });
      if (!input.success) return data({ intent: "coupon", couponError: translate(locale, "cart.couponError") }, { status: 422 });
      return changed(async () => ({ cart: await applyCoupon(ctx, shopper, input.data.code) }));
    }
    case "remove-coupon":
      return changed(async () => ({ cart: await removeCoupon(ctx, shopper) }));
    default:
      return failed(translate(locale, "cart.addFailed"), 400);
  }
}
