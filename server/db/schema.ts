import type { ColumnType, Insertable, Selectable } from "kysely";
import type { CreatedAt, Flag, Id, Timestamp } from "./schema/columns.ts";
import type { AccountsTables } from "./schema/accounts.ts";
import type { BackOfficeTables } from "./schema/backoffice.ts";
import type { CartTables } from "./schema/cart.ts";
import type { EngagementTables } from "./schema/engagement.ts";
import type { MediaTables } from "./schema/media.ts";
import type { OptionsTables } from "./schema/options.ts";
import type { CampaignsTables } from "./schema/campaigns.ts";
import type { CustomCakesTables } from "./schema/custom-cakes.ts";
import type { OrdersTables } from "./schema/orders.ts";
import type { ProfileTables } from "./schema/profile.ts";

export type { CreatedAt, Flag, Id, Timestamp } from "./schema/columns.ts";

export type Locale = "en" | "vi";

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface LocalesTable {
  code: string;
  name: string;
  is_default: Flag;
  position: number;
}

export interface CategoriesTable {
  id: Id;
  slug: string;
  position: number;
  image_path: string | null;
  created_at: CreatedAt;
  /** The version a back-office save carries back (migration 2026-11-28T0930-structure). */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface CategoryTranslationsTable {
  category_id: number;
  locale: string;
  name: string;
  description: string;
}

export type ProductStatus = "published" | "draft" | "deleted";

export interface ProductsTable {
  id: Id;
  slug: string;
  category_id: number;
  sku: string;
  price_cents: number;
  status: ProductStatus;
  lead_time_hours: number;
  daily_capacity: number | null;
  is_featured: Flag;
  position: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface ProductTranslationsTable {
  product_id: number;
  locale: string;
  name: string;
  summary: string;
  description: string;
  /** Lower-case, diacritics stripped, đ → d: what search matches against. */
  search_text: string;
  /** What the product is made of, as the customer reads it and the box's label prints it; '' = not given. */
  ingredients: ColumnType<string, string | undefined, string>;
}

export interface ProductImagesTable {
  id: Id;
  product_id: number;
  path: string;
  width: number;
  height: number;
  position: number;
  /** The uploaded image it shows (server/domain/media); null for the seeded pictures (migration 2026-11-28T0900-media). */
  media_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The version a back-office save carries back (set on every insert: the empty default is only for old rows). */
  updated_at: ColumnType<Timestamp, Timestamp, Timestamp>;
}

export interface ProductAllergensTable {
  product_id: number;
  allergen: string;
}

export interface ProductDietsTable {
  product_id: number;
  diet: string;
}

export interface SlugsTable {
  slug: string;
  kind: "product" | "post" | "page" | "campaign";
  entity_id: number;
}

export interface PostsTable {
  id: Id;
  slug: string;
  status: "published" | "draft";
  image_path: string | null;
  author_name: string;
  published_at: Timestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PostTranslationsTable {
  post_id: number;
  locale: string;
  title: string;
  excerpt: string;
  body_html: string;
  search_text: string;
  /** Empty: the storefront's <title> and description use the title and excerpt. */
  seo_title: ColumnType<string, string | undefined, string>;
  seo_description: ColumnType<string, string | undefined, string>;
}

export interface PagesTable {
  id: Id;
  slug: string;
  status: ColumnType<"published" | "draft", "published" | "draft" | undefined, "published" | "draft">;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface PageTranslationsTable {
  page_id: number;
  locale: string;
  title: string;
  summary: string;
  body_html: string;
  /** Empty: the storefront's <title> and description use the title and summary. */
  seo_title: ColumnType<string, string | undefined, string>;
  seo_description: ColumnType<string, string | undefined, string>;
}

export interface MenusTable {
  id: Id;
  key: string;
  /** One version for the whole menu, which every back-office save of an item carries back (migration 2026-11-28T0930-structure). */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface MenuItemsTable {
  id: Id;
  menu_id: number;
  parent_id: number | null;
  url: string | null;
  icon: string | null;
  icon_image_path: string | null;
  css_class: string | null;
  target: string | null;
  position: number;
}

export interface MenuItemTranslationsTable {
  menu_item_id: number;
  locale: string;
  title: string;
}

export interface ThemeOptionsTable {
  key: string;
  locale: string;
  value_json: string;
  /** The version a back-office save carries back (migration 2026-11-28T0930-structure). */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface HomeSectionsTable {
  id: Id;
  key: string;
  position: number;
  is_active: Flag;
  /** The version a back-office save carries back (migration 2026-11-28T0940-home-admin). */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface HomeSectionTranslationsTable {
  section_id: number;
  locale: string;
  title: string;
  subtitle: string;
  body: string;
}

export interface SectionItemsTable {
  id: Id;
  section_id: number;
  position: number;
  image_path: string | null;
  link_url: string | null;
  /** The version a back-office save carries back (migration 2026-11-28T0940-home-admin). */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

export interface SectionItemTranslationsTable {
  item_id: number;
  locale: string;
  title: string;
  body: string;
  cta_label: string;
}

export interface CustomersTable {
  id: Id;
  name: string;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  legacy: Flag;
  points: number;
  membership_level: string;
  birthday: string | null;
  status: "active" | "disabled";
  locale: string;
  avatar_path: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Id;
  customer_id: number;
  token_hash: string;
  remember: Flag;
  expires_at: Timestamp;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
}

export interface RedirectsTable {
  id: Id;
  from_path: string;
  to_url: string;
  status_code: number;
  /** The version a back-office save carries back (migration 2026-11-28T0930-structure). */
  updated_at: ColumnType<Timestamp, Timestamp | undefined, Timestamp>;
}

/** Every table. Tables added after the first migration are declared per area in ./schema/*.ts. */
export interface RateLimitsTable {
  key: string;
  /** ISO start of the fixed window. */
  window_start: Timestamp;
  count: number;
}

export interface Database
  extends
    AccountsTables,
    EngagementTables,
    CartTables,
    OrdersTables,
    ProfileTables,
    BackOfficeTables,
    MediaTables,
    OptionsTables,
    CampaignsTables,
    CustomCakesTables {
  app_meta: AppMetaTable;
  locales: LocalesTable;
  categories: CategoriesTable;
  category_translations: CategoryTranslationsTable;
  products: ProductsTable;
  product_translations: ProductTranslationsTable;
  product_images: ProductImagesTable;
  product_allergens: ProductAllergensTable;
  product_diets: ProductDietsTable;
  slugs: SlugsTable;
  posts: PostsTable;
  post_translations: PostTranslationsTable;
  pages: PagesTable;
  page_translations: PageTranslationsTable;
  menus: MenusTable;
  menu_items: MenuItemsTable;
  menu_item_translations: MenuItemTranslationsTable;
  theme_options: ThemeOptionsTable;
  home_sections: HomeSectionsTable;
  home_section_translations: HomeSectionTranslationsTable;
  section_items: SectionItemsTable;
  section_item_translations: SectionItemTranslationsTable;
  customers: CustomersTable;
  sessions: SessionsTable;
  redirects: RedirectsTable;
  rate_limits: RateLimitsTable;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type Customer = Selectable<CustomersTable>;
