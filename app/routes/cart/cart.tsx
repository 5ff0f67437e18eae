import { CartPage } from "../../features/cart/CartPage.tsx";
import { localeFromPath } from "../../i18n/config.ts";
import { translate } from "../../i18n/i18n.tsx";
import type { Route } from "./+types/cart";
import { cartLoader, cartAction } from "./cart.server.ts";

export const loader = cartLoader;

export type { CartActionData } from "../../features/cart/CartPage.tsx";

export const action = cartAction;

export function meta({ data: loaded, location }: Route.MetaArgs) {
  const locale = loaded?.locale ?? localeFromPath(location.pathname);
  return [
    { title: `${translate(locale, "cart.metaTitle")} · ${translate(locale, "meta.siteName")}` },
    { name: "description", content: translate(locale, "cart.metaDescription") },
    { name: "robots", content: "noindex" },
  ];
}

export default function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return <CartPage serverCart={loaderData.cart} actionData={actionData} checkout={loaderData.checkout} />;
}
