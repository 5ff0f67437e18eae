import type { OrderStatus } from "../schema/orders.ts";

/** The shape of the demo bakery's seed content. Every text exists in English (en) and Vietnamese (vi). */
export interface Bilingual<T = string> {
  en: T;
  vi: T;
}

export const BIG_NINE = ["milk", "egg", "fish", "shellfish", "tree_nuts", "peanuts", "wheat", "soy", "sesame"] as const;
export type Allergen = (typeof BIG_NINE)[number];
export const DIETS = ["vegetarian", "vegan", "gluten_free"] as const;
export type Diet = (typeof DIETS)[number];

export interface SeedCategory {
  slug: string;
  name: Bilingual;
  description: Bilingual;
  /** Path under public/, e.g. "/images/categories/banh-mi.svg". */
  image: string;
}

export interface SeedProduct {
  slug: string;
  /** Slug of a SeedCategory. */
  category: string;
  sku: string;
  price_cents: number;
  lead_time_hours: number;
  daily_capacity: number | null;
  featured?: boolean;
  allergens: Allergen[];
  diets: Diet[];
  name: Bilingual;
  /** One sentence for cards. */
  summary: Bilingual;
  /** A short paragraph or two of plain text (no HTML). */
  description: Bilingual;
  /** Paths under public/; the first is the main image. Each SVG has a viewBox of 0 0 800 600. */
  images: string[];
  /** Days before "now" the product was added (for "newest" sorting). */
  added_days_ago: number;
}

/** A value of an option ("8 inch"): `code` names it in the data and in its variants' SKUs. */
export interface SeedOptionValue {
  code: string;
  label: Bilingual;
}

/** An option of a product (Size, Flavour), its values in the order the shop lists them. */
export interface SeedOption {
  name: Bilingual;
  values: SeedOptionValue[];
}

/** One combination of option values: the value codes in the options' order. */
export interface SeedVariant {
  sku: string;
  values: string[];
  price_cents: number;
  /** How much of the product's daily capacity one piece uses; 1 when absent. */
  capacity_units?: number;
  /** Overrides the product's lead time. */
  lead_time_hours?: number;
}

/**
 * A product sold by options: it has no default variant, and its price (products.price_cents) is its cheapest
 * variant's, as the lists show it ("from $X").
 */
export interface SeedProductOptions {
  /** A SeedProduct's slug. */
  product: string;
  options: SeedOption[];
  variants: SeedVariant[];
}

export interface SeedModifierChoice {
  label: Bilingual;
  /** 0 for a no-cost choice ("no cilantro"). */
  price_delta_cents: number;
  /** Chosen to begin with on the product page. */
  default?: boolean;
  /** Big 9 allergens the choice adds to the line. */
  allergens?: Allergen[];
  /** Marked "out today" on the seed's day (the shop's date): it can be chosen again the next day. */
  out_today?: boolean;
}

/** An add-on group shared by products: Extras, Sweetness, a box to fill. */
export interface SeedModifierGroup {
  name: Bilingual;
  /** Distinct choices: at least `min` (1 or more: the shopper must answer), at most `max`. */
  min: number;
  max: number;
  /** How many of one choice: 1 for a toggle, more for a box. */
  max_per_choice: number;
  /** What the quantities must add up to (a box of 6); null when they need not. */
  total: number | null;
  choices: SeedModifierChoice[];
  /** The products that offer it: by slug, and every product of these categories. */
  products?: string[];
  categories?: string[];
  /** Products of those categories that do not offer it (a vegan bánh mì offers no extra meat). */
  except?: string[];
}

export interface SeedPost {
  slug: string;
  author: string;
  /** Days before "now" it was published. */
  published_days_ago: number;
  image: string;
  title: Bilingual;
  excerpt: Bilingual;
  /** Simple, safe HTML: <p>, <h2>, <ul>/<li>, <strong>, <em>, <a href="/...">. */
  body_html: Bilingual;
}

export interface SeedPage {
  slug: string;
  title: Bilingual;
  summary: Bilingual;
  body_html: Bilingual;
}

export interface SeedMenuItem {
  title: Bilingual;
  /** Internal paths without locale prefix ("/products"), or external (https:, tel:, mailto:), or null (disabled). */
  url: string | null;
  target?: "_self" | "_blank";
  icon?: string;
  children?: SeedMenuItem[];
}

export interface SeedSectionItem {
  title: Bilingual;
  body: Bilingual;
  cta_label?: Bilingual;
  image?: string;
  link_url?: string;
}

export type HomeSectionKey = "slideshow" | "customers" | "new_section" | "why_choose_us" | "about_section" | "features_slider";

export interface SeedHomeSection {
  key: HomeSectionKey;
  title: Bilingual;
  subtitle: Bilingual;
  body: Bilingual;
  items: SeedSectionItem[];
}

export interface SeedShop {
  name: Bilingual;
  tagline: Bilingual;
  phone: string;
  email: string;
  address: { street: string; city: string; state: string; zip: string; country: string };
  time_zone: string;
  /** 0 = Sunday; times are "HH:MM" in the shop's time zone; an empty list means closed that day. */
  opening_hours: { day: number; opens: string; closes: string }[];
}

export interface SeedFooter {
  about: Bilingual;
  columns: { title: Bilingual; links: { label: Bilingual; url: string }[] }[];
  opening_hours_label: Bilingual;
  copyright: Bilingual;
  socials: { network: "facebook" | "instagram" | "tiktok"; url: string }[];
}

export interface SeedRedirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/** An address as an order stores it. */
export interface SeedAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

export interface SeedOrderLine {
  /** A seeded product's slug: its name (in the order's language), price, SKU and allergens are copied. */
  slug: string;
  quantity: number;
  /** The cake's inscription, or a note for the kitchen (the product's category says which). */
  note?: string;
  /**
   * Add-ons chosen in place of the groups' defaults, by the group's and the choices' English names:
   * `{ "Leave out": ["No cilantro"] }`. A group not named keeps its defaults.
   */
  choices?: Record<string, string[]>;
}

/** Paid at the shop (or the door), or by card: the payment the Authorize.Net adapter would have recorded. */
export type SeedPayment =
  { option: "pay_at_pickup" } | { option: "card"; account_type: string; account_number: string; transaction_id: string };

/**
 * What an order is, whoever placed it and whenever: orders-seed.ts writes it as checkout would have (prices, gift, fee,
 * tax and capacity worked out from the seeded catalog and settings).
 */
export interface SeedOrderBase {
  status: OrderStatus;
  locale: "en" | "vi";
  fulfilment: "pickup" | "delivery";
  payment: SeedPayment;
  coupon?: string;
  /** The delivery address when it is not the buyer's own. */
  address?: SeedAddress;
  notes: string;
  lines: SeedOrderLine[];
}
