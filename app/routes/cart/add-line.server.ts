import { redirect } from "react-router";
import type { Shopper } from "../../../server/domain/cart/cart.schema.ts";
import { addToCart, getCart, type CartView } from "../../../server/domain/cart/cart.service.ts";
import type { Chosen } from "../../../server/domain/catalog/configuration.shared.ts";
import { secureCookies } from "../../../server/http/cookie-security.ts";
import { cartTokenCookie } from "../../../server/http/shopper.ts";
import { CART_TOKEN_MAX_AGE } from "../../features/cart/cart-storage.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route } from "./+types/cart";

// An add to the cart posted by a page (the cart's own form, or a product page with options) without JavaScript. Kept
// apart from the cart page's action, so a product page's action loads no checkout.

/** The cart service's context for a page request: new visitor carts are limited per address. */
export const cartContext = (context: Route.LoaderArgs["context"], locale: Locale) => ({
  db: context.db,
  lang: locale,
  client: { ip: context.clientIp, cartsPerHour: context.config.CART_LIMIT_PER_HOUR },
});

/**
 * An add posted by a page without JavaScript (the cart's form, or a product page with options): back to the cart,
 * saying how many a full line took (?added=N&of=M), with the cookie of a cart the server just made; or the refusal, for
 * the page to say beside its fields.
 */
export async function addFromPage(
  context: Route.ActionArgs["context"],
  request: Request,
  shopper: Shopper,
  add: { productId: number; quantity: number; note: string } & Chosen,
): Promise<Response | Refusal> {
  const locale = context.locale;
  const ctx = cartContext(context, locale);
  // A line holds at most 99: when it takes fewer than asked, the cart page says how many.
  const pieces = (view: CartView) => view.items.reduce((sum, line) => sum + (line.product_id === add.productId ? line.quantity : 0), 0);
  const done = await attempt(locale, async () => {
    const before = pieces(await getCart(ctx, shopper));
    const cart = await addToCart(ctx, shopper, add);
    return { cart, added: Math.max(0, pieces(cart) - before) };
  });
  if (!done.ok) return done.refusal;
  const { cart, added } = done.value;
  const headers = new Headers();
  if (cart.token && cart.token !== shopper.token && shopper.customerId === null)
    headers.set("Set-Cookie", cartTokenCookie(cart.token, CART_TOKEN_MAX_AGE, secureCookies(request, context.config)));
  const outcome = added < add.quantity ? `?added=${added}&of=${add.quantity}` : "";
  return redirect(localizePath("/cart/cartList", locale) + outcome, { headers });
}
