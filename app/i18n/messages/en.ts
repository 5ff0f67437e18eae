import type { BackOfficeMessages } from "./back-office.en.ts";
import type { accountEn } from "./account.en.ts";
import type { checkoutEn } from "./checkout.en.ts";
import type { contactEn } from "./contact.en.ts";
import type { newsEn } from "./news.en.ts";
import type { profileEn } from "./profile.en.ts";
import type { customCakesEn } from "./custom-cakes.en.ts";
import type { customCakeWordsEn } from "./custom-cake-words.en.ts";
import { campaignsEn } from "./campaigns.en.ts";
import { cartEn } from "./cart.en.ts";
import { catalogEn } from "./catalog.en.ts";
import { chatEn } from "./chat.en.ts";
import { confirmEn } from "./confirm.en.ts";
import { searchEn } from "./search.en.ts";
import { sessionEn } from "./session.en.ts";

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
  "footer.customCakes": "Custom cakes made to order",
  "footer.delivery": "Delivery area and fees",
} as const;

/**
 * The core of the English texts: what every storefront page may show (the shell, the catalogue and the home page,
 * search, the chat, add-to-cart and the cart badge, a session's toasts). The other areas are chunks of their own,
 * loaded on their pages only (app/i18n/catalogue.ts): accounts, checkout, contact, news and plain pages, the
 * profile, and the back office. Every key must also exist in vi.ts (the type and a test check it).
 */
export const en = {
  ...shellEn,
  ...catalogEn,
  ...campaignsEn,
  ...cartEn,
  ...chatEn,
  ...searchEn,
  ...sessionEn,
  ...confirmEn,
};

export type ShellMessages = Record<keyof typeof shellEn, string>;
/** The core's texts (en above; vi.ts has the same keys). */
export type CoreMessages = Record<keyof typeof en, string>;
/** Every text a page can show: the core's and every area's. */
export type MessageKey =
  | keyof typeof en
  | keyof typeof accountEn
  | keyof typeof checkoutEn
  | keyof typeof contactEn
  | keyof typeof newsEn
  | keyof typeof profileEn
  | keyof typeof customCakesEn
  | keyof typeof customCakeWordsEn
  | keyof BackOfficeMessages;
export type Messages = Record<MessageKey, string>;
