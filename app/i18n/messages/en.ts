import type { BackOfficeMessages } from "./back-office.en.ts";
import { accountEn } from "./account.en.ts";
import { cartEn } from "./cart.en.ts";
import { checkoutEn } from "./checkout.en.ts";
import { profileOrdersEn } from "./profile-orders.en.ts";
import { profilePromotionsEn } from "./profile-promotions.en.ts";
import { profileNoticesEn } from "./profile-notices.en.ts";
import { profileAccountEn } from "./profile-account.en.ts";
import { catalogEn } from "./catalog.en.ts";
import { contactEn } from "./contact.en.ts";
import { newsEn } from "./news.en.ts";

/** English UI texts of the site shell. Every key must also exist in vi.ts (the type and a test check it). */
const shellEn = {
  "meta.siteName": "Mai Vàng Bakery",
  "meta.homeTitle": "Mai Vàng Bakery · Vietnamese bakery in Houston",
  "meta.homeDescription":
    "Bánh mì, fresh bread, cakes and bánh bao baked every morning in Houston. Order ahead for pickup or local delivery.",
  "a11y.skipToContent": "Skip to content",
  "home.featured": "Today's favourites",
  "error.notFoundTitle": "Page Not Found",
  "error.notFoundBody": "We could not find that page. It may have moved, or the link may be mistyped.",
  "error.serverTitle": "Internal Server Error",
  "error.serverBody": "Something went wrong on our side. Please try again in a moment.",
  "error.goHome": "Back to the home page",
  "error.goProducts": "Browse our products",
  "footer.rights": "All rights reserved.",
  "nav.main": "Main menu",
  "nav.mobile": "Quick links",
  "nav.home": "Home",
  "nav.cart": "Cart",
  "nav.menuOnline": "Menu Online",
  "nav.account": "Account",
  "nav.openSubmenu": "Show {title} submenu",
  "nav.closeMenu": "Close menu",
  "nav.unavailable": "not available yet",
  "header.call": "Call us at {phone}",
  "header.directions": "{address}: directions on Google Maps (opens in a new tab)",
  "header.cartLabel.one": "Cart, {count} item",
  "header.cartLabel.other": "Cart, {count} items",
  "header.cartEmpty": "Cart, empty",
  "header.signIn": "Sign in",
  "header.profileOf": "Your account ({name})",
  "header.language": "Language",
  "header.chooseLanguage": "Choose language: {current}",
  "footer.hours": "Opening hours",
  "footer.closed": "Closed",
  "footer.contact": "Visit or call",
  "footer.follow": "Follow us",
  "footer.links": "Shop and help",
  "footer.loading": "Loading…",
} as const;

/** Texts of the other areas live in their own files (./catalog.ts, ./cart.ts …), merged here. */
export const en = {
  ...shellEn,
  ...catalogEn,
  ...contactEn,
  ...accountEn,
  ...cartEn,
  ...checkoutEn,
  ...profileOrdersEn,
  ...profilePromotionsEn,
  ...profileNoticesEn,
  ...profileAccountEn,
  ...newsEn,
};

export type ShellMessages = Record<keyof typeof shellEn, string>;
/** The texts every page's catalogue has (the storefront's); the back office's come on top (back-office.en.ts). */
export type StorefrontMessages = Record<keyof typeof en, string>;
export type MessageKey = keyof typeof en | keyof BackOfficeMessages;
export type Messages = Record<MessageKey, string>;
