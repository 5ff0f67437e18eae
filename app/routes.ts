import { index, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/** The odd home-section routes under /layouts, each rendering one section on its own. */
export const LAYOUT_VIEWS = [
  "RefundView",
  "ProductView",
  "CustomersView",
  "SlideShowView",
  "NewSectionView",
  "WhyChooseUsView",
  "AboutSectionView",
  "FeaturessliderView",
] as const;

/** Every page, once per locale: English at the plain path, Vietnamese under /vi. Route ids carry the locale. */
function pages(locale: "en" | "vi"): RouteConfigEntry[] {
  const id = (name: string) => `${locale}/${name}`;
  return [
    index("routes/content/home.tsx", { id: id("home") }),
    // Catalog and content
    route("products", "routes/catalog/products.tsx", { id: id("products") }),
    route("news", "routes/content/news.tsx", { id: id("news") }),
    route("search", "routes/catalog/search.tsx", { id: id("search") }),
    route("contact", "routes/content/contact.tsx", { id: id("contact") }),
    route("delivery", "routes/content/delivery.tsx", { id: id("delivery") }),
    route("layouts/:view", "routes/content/layout-view.tsx", { id: id("layout-view") }),
    // Accounts
    route("login", "routes/accounts/login.tsx", { id: id("login") }),
    route("register", "routes/accounts/register.tsx", { id: id("register") }),
    route("customerLogin", "routes/accounts/customer-login.tsx", { id: id("customer-login") }),
    route("forgot-password", "routes/accounts/forgot-password.tsx", { id: id("forgot-password") }),
    route("reset-password", "routes/accounts/reset-password.tsx", { id: id("reset-password") }),
    route("logout", "routes/accounts/logout.tsx", { id: id("logout") }),
    route("profile", "routes/profile/_layout.tsx", { id: id("profile") }, [
      index("routes/profile/overview.tsx", { id: id("profile-overview") }),
      route("notice", "routes/profile/notice.tsx", { id: id("profile-notice") }),
      route("orders", "routes/profile/orders.tsx", { id: id("profile-orders") }),
      route("orders/:code", "routes/profile/order.tsx", { id: id("profile-order") }),
      route("promotions", "routes/profile/promotions.tsx", { id: id("profile-promotions") }),
      route("accoutInfo", "routes/profile/account-info.tsx", { id: id("profile-account-info") }),
      route("confirm-email", "routes/profile/confirm-email.tsx", { id: id("profile-confirm-email") }),
      route("addresses", "routes/profile/addresses.tsx", { id: id("profile-addresses") }),
      route("addresses/:id", "routes/profile/address.tsx", { id: id("profile-address") }),
      route("custom-cakes", "routes/profile/custom-cakes.tsx", { id: id("profile-custom-cakes") }),
    ]),
    // The back office: its own frame; every page below the layout needs a staff session.
    route("admin/login", "routes/admin/login.tsx", { id: id("admin-login") }),
    route("admin/logout", "routes/admin/logout.tsx", { id: id("admin-logout") }),
    // A custom cake's reference photo: outside the layout, so a stranger gets a plain 404, not the way to sign in.
    route("admin/custom-cakes/:id/photos/:n", "routes/admin/custom-cake-photo.ts", { id: id("admin-custom-cake-photo") }),
    route("admin", "routes/admin/_layout.tsx", { id: id("admin") }, [
      index("routes/admin/board.tsx", { id: id("admin-board") }),
      route("staff", "routes/admin/staff.tsx", { id: id("admin-staff") }),
      route("account", "routes/admin/account.tsx", { id: id("admin-account") }),
      route("audit", "routes/admin/audit.tsx", { id: id("admin-audit") }),
      route("reports", "routes/admin/reports.tsx", { id: id("admin-reports") }),
      route("reports.csv", "routes/admin/reports-csv.ts", { id: id("admin-reports-csv") }),
      route("calendar", "routes/admin/calendar.tsx", { id: id("admin-calendar") }),
      route("promotions", "routes/admin/promotions.tsx", { id: id("admin-promotions") }),
      route("promotions/coupons/:id", "routes/admin/coupon.tsx", { id: id("admin-coupon") }),
      route("promotions/gifts/:id", "routes/admin/gift-promotion.tsx", { id: id("admin-gift-promotion") }),
      route("products", "routes/admin/products.tsx", { id: id("admin-products") }),
      route("products/:id", "routes/admin/product.tsx", { id: id("admin-product") }),
      route("products/:id/images", "routes/admin/product-images.tsx", { id: id("admin-product-images") }),
      route("products/:id/options", "routes/admin/product-options.tsx", { id: id("admin-product-options") }),
      route("modifier-groups", "routes/admin/modifier-groups.tsx", { id: id("admin-modifier-groups") }),
      route("modifier-groups/:id", "routes/admin/modifier-group.tsx", { id: id("admin-modifier-group") }),
      route("campaigns", "routes/admin/campaigns.tsx", { id: id("admin-campaigns") }),
      route("campaigns/:id", "routes/admin/campaign.tsx", { id: id("admin-campaign") }),
      route("campaigns/:id/dashboard", "routes/admin/campaign-dashboard.tsx", { id: id("admin-campaign-dashboard") }),
      route("campaigns/:id/production", "routes/admin/campaign-production.tsx", { id: id("admin-campaign-production") }),
      route("campaigns/:id/production.csv", "routes/admin/campaign-production-csv.ts", { id: id("admin-campaign-production-csv") }),
      route("campaigns/:id/pickups", "routes/admin/campaign-pickups.tsx", { id: id("admin-campaign-pickups") }),
      route("campaigns/:id/pickups.csv", "routes/admin/campaign-pickups-csv.ts", { id: id("admin-campaign-pickups-csv") }),
      route("home", "routes/admin/home.tsx", { id: id("admin-home") }),
      route("home/sections/:id", "routes/admin/home-section.tsx", { id: id("admin-home-section") }),
      route("home/sections/:sectionId/items/:id", "routes/admin/home-item.tsx", { id: id("admin-home-item") }),
      route("production", "routes/admin/production.tsx", { id: id("admin-production") }),
      route("production.csv", "routes/admin/production-csv.ts", { id: id("admin-production-csv") }),
      route("orders", "routes/admin/orders.tsx", { id: id("admin-orders") }),
      route("orders/:code", "routes/admin/order.tsx", { id: id("admin-order") }),
      route("orders/:code/ticket", "routes/admin/order-ticket.tsx", { id: id("admin-order-ticket") }),
      route("orders/:code/labels", "routes/admin/order-labels.tsx", { id: id("admin-order-labels") }),
      route("custom-cakes", "routes/admin/custom-cakes.tsx", { id: id("admin-custom-cakes") }),
      route("custom-cakes/:id", "routes/admin/custom-cake.tsx", { id: id("admin-custom-cake") }),
      route("customers", "routes/admin/customers.tsx", { id: id("admin-customers") }),
      route("customers/:id", "routes/admin/customer.tsx", { id: id("admin-customer") }),
      route("inbox", "routes/admin/inbox.tsx", { id: id("admin-inbox") }),
      route("inbox/:kind/:id", "routes/admin/inbox-message.tsx", { id: id("admin-inbox-message") }),
      route("posts", "routes/admin/posts.tsx", { id: id("admin-posts") }),
      route("posts/:id", "routes/admin/post.tsx", { id: id("admin-post") }),
      route("pages", "routes/admin/pages.tsx", { id: id("admin-pages") }),
      route("pages/:id", "routes/admin/page.tsx", { id: id("admin-page") }),
      route("categories", "routes/admin/categories.tsx", { id: id("admin-categories") }),
      route("categories/:id", "routes/admin/category.tsx", { id: id("admin-category") }),
      route("menu", "routes/admin/menu.tsx", { id: id("admin-menu") }),
      route("site", "routes/admin/site.tsx", { id: id("admin-site") }),
      route("redirects", "routes/admin/redirects.tsx", { id: id("admin-redirects") }),
    ]),
    // Cart
    route("cart/cartList", "routes/cart/cart.tsx", { id: id("cart") }),
    route("cart/order-success", "routes/cart/order-success.tsx", { id: id("order-success") }),
    // Custom cakes made to order: the request's form, and a request's page (its quote, accepted or declined there).
    route("custom-cakes", "routes/custom-cakes/request.tsx", { id: id("custom-cakes") }),
    route("custom-cakes/:code", "routes/custom-cakes/view.tsx", { id: id("custom-cake") }),
    // Products, news posts and plain pages share one namespace of slugs.
    route(":slug", "routes/content/slug.tsx", { id: id("slug") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [...pages("en"), ...prefix("vi", pages("vi"))] satisfies RouteConfig;
