import type { SeedFooter, SeedRedirect, SeedShop } from "../types.ts";

/** The demo bakery. Fictional: any resemblance to a real shop is a coincidence. */
export const shop: SeedShop = {
  name: { en: "Mai Vàng Bakery", vi: "Tiệm Bánh Mai Vàng" },
  tagline: {
    en: "Vietnamese bánh mì, pastries and cakes, baked fresh every morning in Houston.",
    vi: "Bánh mì, bánh ngọt kiểu Việt nướng mới mỗi sáng giữa lòng Houston.",
  },
  phone: "(713) 555-0142",
  email: "hello@maivangbakery.example",
  address: {
    street: "11230 Bellaire Blvd",
    city: "Houston",
    state: "TX",
    zip: "77072",
    country: "United States",
  },
  time_zone: "America/Chicago",
  // 0 = Sunday. Closed on Monday (day 1 has no entry).
  opening_hours: [
    { day: 0, opens: "07:00", closes: "17:00" },
    { day: 2, opens: "06:30", closes: "18:00" },
    { day: 3, opens: "06:30", closes: "18:00" },
    { day: 4, opens: "06:30", closes: "18:00" },
    { day: 5, opens: "06:30", closes: "18:00" },
    { day: 6, opens: "07:00", closes: "17:00" },
  ],
};

export const footer: SeedFooter = {
  about: {
    en: "A family bakery on Bellaire Boulevard. Our ovens are lit at 4 a.m. so that the baguettes are still crackling when you walk in for breakfast.",
    vi: "Tiệm bánh gia đình trên đường Bellaire. Lò được nhóm từ 4 giờ sáng để ổ bánh mì vẫn còn giòn rụm khi bạn ghé ăn sáng.",
  },
  columns: [
    {
      title: { en: "Shop", vi: "Đặt bánh" },
      links: [
        { label: { en: "All products", vi: "Tất cả các món" }, url: "/products" },
        { label: { en: "Cakes", vi: "Bánh kem" }, url: "/products?category=cakes" },
        { label: { en: "Your cart", vi: "Giỏ hàng" }, url: "/cart/cartList" },
      ],
    },
    {
      title: { en: "Help", vi: "Hỗ trợ" },
      links: [
        { label: { en: "Contact us", vi: "Liên hệ" }, url: "/contact" },
        { label: { en: "Refund policy", vi: "Chính sách hoàn tiền" }, url: "/refund-policy" },
        { label: { en: "About us", vi: "Về tiệm" }, url: "/about-us" },
      ],
    },
    {
      title: { en: "News", vi: "Tin tức" },
      links: [{ label: { en: "Latest news", vi: "Tin mới nhất" }, url: "/news" }],
    },
  ],
  opening_hours_label: { en: "Opening hours", vi: "Giờ mở cửa" },
  copyright: {
    en: "© Mai Vàng Bakery. All rights reserved.",
    vi: "© Tiệm Bánh Mai Vàng. Bảo lưu mọi quyền.",
  },
  socials: [
    { network: "facebook", url: "https://www.facebook.com/maivangbakery" },
    { network: "instagram", url: "https://www.instagram.com/maivangbakery" },
    { network: "tiktok", url: "https://www.tiktok.com/@maivangbakery" },
  ],
};

export const redirects: SeedRedirect[] = [
  { from: "/menu", to: "/products", status: 301 },
  { from: "/facebook", to: "https://www.facebook.com/maivangbakery", status: 302 },
];
