import { adminEn } from "./admin.en.ts";
import { adminBoardEn } from "./admin-board.en.ts";
import { adminOrdersEn } from "./admin-orders.en.ts";
import { adminCalendarEn } from "./admin-calendar.en.ts";
import { adminInboxEn } from "./admin-inbox.en.ts";
import { adminCustomersEn } from "./admin-customers.en.ts";
import { adminPromotionsEn } from "./admin-promotions.en.ts";
import { adminProductImagesEn } from "./admin-product-images.en.ts";
import { adminContentEn } from "./admin-content.en.ts";
import { adminProductsEn } from "./admin-products.en.ts";
import { adminStructureEn } from "./admin-structure.en.ts";
import { adminHomeEn } from "./admin-home.en.ts";
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
  ...adminEn,
  ...adminBoardEn,
  ...adminOrdersEn,
  ...adminCalendarEn,
  ...adminInboxEn,
  ...adminCustomersEn,
  ...adminPromotionsEn,
  ...adminProductImagesEn,
  ...adminContentEn,
  ...adminProductsEn,
  ...adminStructureEn,
  ...adminHomeEn,
  ...profileAccountEn,
  ...newsEn,
};

export type ShellMessages = Record<keyof typeof shellEn, string>;
export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
