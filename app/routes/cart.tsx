import { data, redirect } from "react-router";
import { AddLineInputSchema, CouponInputSchema, parseLineRef, UpdateLineInputSchema } from "../../server/domain/cart/cart.schema.ts";
import {
  addToCart,
  applyCoupon,
  CartError,
  clearCart,
  getCart,
  removeCoupon,
  removeLine,
  setLineQuantity,
  type CartView,
} from "../../server/domain/cart/cart.service.ts";
import { CART_TOKEN_COOKIE, shopperFromRequest } from "../../server/domain/cart/shopper.ts";
import { apiMessage } from "../../server/i18n/api-messages.ts";
import { CartPage } from "../components/cart/CartPage.tsx";
import { localeFromPath, localizePath } from "../i18n/config.ts";
import { translate } from "../i18n/i18n.tsx";
import { CART_TOKEN_MAX_AGE } from "../lib/cart/cart-store.ts";
import { formText, readForm } from "../lib/form-data.server.ts";
import { requireAuthCookie } from "../lib/guards.server.ts";
import type { Route } from "./+types/cart";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAuthCookie(request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const cart = await getCart({ db: context.db, lang: locale }, await shopperFromRequest(context.db, request.headers));
  // The token of a cart that does not exist yet is not the visitor's: the page never hands it out.
  return data({ locale, cart: { ...cart, token: "" } }, { headers: { "Cache-Control": "private, no-store" } });
}

const cookie = (token: string, maxAge: number) => `${CART_TOKEN_COOKIE}=${token}; Max-Age=${maxAge}; Path=/; SameSite=Lax; Secure`;

export type { CartActionData } from "../components/cart/CartPage.tsx";

/**
 * The page without JavaScript: plain form posts (intent=add|update|remove|clear|coupon|remove-coupon), answered
 * with a redirect back to the cart (POST/redirect/GET); the `cart_token` cookie is set when the server made a token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const field = (name: string) => formText(form, name) || undefined;
  const intent = field("intent");
  const shopper = await shopperFromRequest(context.db, request.headers);
  const ctx = { db: context.db, lang: locale };
  const failed = (error: string, status = 422) => data({ intent, error }, { status });
  let cart: CartView;
  try {
    switch (intent) {
      case "add": {
        const input = AddLineInputSchema.safeParse({ product_id: field("product_id"), quantity: field("quantity") || undefined, note: field("note") });
        if (!input.success) return failed(translate(locale, "cart.addFailed"));
        cart = await addToCart(ctx, shopper, { productId: input.data.product_id, quantity: input.data.quantity, note: input.data.note });
        break;
      }
      case "update": {
        const typed = Number(field("quantity"));
        // Spec §5: non-numeric counts as 0 (which removes); set-quantity clamps to 0–99.
        const quantity = Number.isFinite(typed) ? Math.min(99, Math.max(0, Math.trunc(typed))) : 0;
        const input = UpdateLineInputSchema.parse({ quantity });
        cart = await setLineQuantity(ctx, shopper, parseLineRef(field("line_id") ?? ""), input.quantity);
        break;
      }
      case "remove":
        cart = await removeLine(ctx, shopper, parseLineRef(field("line_id") ?? ""));
        break;
      case "clear":
        await clearCart(ctx, shopper);
        // Clearing all cart data wipes the cart cookie too (spec §4).
        throw redirect(localizePath("/cart/cartList", locale), { headers: { "Set-Cookie": cookie("", 0) } });
      case "coupon": {
        const input = CouponInputSchema.safeParse({ code: field("code") ?? "" });
        if (!input.success) return data({ intent: "coupon", couponError: translate(locale, "cart.couponError") }, { status: 422 });
        cart = await applyCoupon(ctx, shopper, input.data.code);
        break;
      }
      case "remove-coupon":
        cart = await removeCoupon(ctx, shopper);
        break;
      default:
        return failed(translate(locale, "cart.addFailed"), 400);
    }
  } catch (error) {
    if (!(error instanceof CartError)) throw error;
    const text = apiMessage(locale, error.text.key, error.text.params);
    if (intent === "coupon") return data({ intent: "coupon", couponError: text }, { status: 422 });
    return failed(text, error.failure === "giftLine" ? 403 : error.failure === "lineNotFound" ? 404 : 422);
  }
  const headers = new Headers();
  if (cart.token && cart.token !== shopper.token && shopper.customerId === null) headers.set("Set-Cookie", cookie(cart.token, CART_TOKEN_MAX_AGE));
  return redirect(localizePath("/cart/cartList", locale), { headers });
}

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const locale = loaded?.locale ?? localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "cart.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "cart.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage serverCart={loaderData.cart} actionData={actionData} />;
}
