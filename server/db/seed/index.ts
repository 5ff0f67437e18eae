import type { Db } from "../index.ts";
import { nowIso } from "../index.ts";
import { foldForSearch } from "../../domain/catalog/search-text.ts";
import { insertDefaultVariant } from "../../domain/catalog/variants.repository.ts";
import { seedCartPromotions } from "./cart-seed.ts";
import { seedDemoOrders, seedFulfilmentSettings } from "./orders-seed.ts";
import { configuredSlugs, seedOptionsAndAddOns } from "./options-seed.ts";
import { seedCampaignsOf } from "./campaigns-seed.ts";
import { seedCustomCakes, storeSeedCakePhotos } from "./custom-cakes-seed.ts";
import type { Bilingual, SeedMenuItem } from "./types.ts";
import { categories, products } from "./data/catalog.ts";
import { ingredients } from "./data/ingredients.ts";
import { modifierGroups, productOptions } from "./data/options.ts";
import { homeSections, mainMenu, pages, posts } from "./data/content.ts";
import { fulfilment } from "./data/fulfilment.ts";
import { closedDays } from "./data/calendar.ts";
import { footer, redirects, shop } from "./data/shop.ts";

const LOCALES = ["en", "vi"] as const;
const SEEDED_KEY = "seeded_at";
const DAY_MS = 86_400_000;

/** A seeded product's ingredients: every product has them (the seed's test holds them to its allergens). */
function ingredientsOf(slug: string): Bilingual {
  const found = ingredients[slug];
  if (!found) throw new Error(`seed: product ${slug} has no ingredients`);
  return found;
}

function daysAgo(days: number, now: number): string {
  return new Date(now - days * DAY_MS).toISOString();
}

export interface SeedOptions {
  /**
   * The custom cakes' private photo folder: the demo requests' reference photos are drawn and stored there. Without
   * it (most tests) the requests are seeded without photos.
   */
  privateDir?: string;
}

/** Seeds the demo bakery once: a later start (or a second call) leaves the data as the shop left it. */
export async function seedIfFirstStart(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const seeded = await db.selectFrom("app_meta").select("value").where("key", "=", SEEDED_KEY).executeTakeFirst();
  if (seeded) return false;
  await seedDemoBakery(db, Date.now(), options);
  return true;
}

export async function seedDemoBakery(db: Db, now = Date.now(), options: SeedOptions = {}): Promise<void> {
  // Files first, outside the transaction: a photo is written and re-encoded, not rolled back.
  const cakePhotos = options.privateDir ? await storeSeedCakePhotos(options.privateDir) : ([[], []] as const);
  await db.transaction().execute(async (trx) => {
    const categoryIds = new Map<string, number>();
    for (const [position, category] of categories.entries()) {
      const { id } = await trx
        .insertInto("categories")
        .values({ slug: category.slug, position, image_path: category.image })
        .returning("id")
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, id);
      await trx
        .insertInto("category_translations")
        .values(
          LOCALES.map((locale) => ({
            category_id: id,
            locale,
            name: category.name[locale],
            description: category.description[locale],
          })),
        )
        .execute();
    }

    const seeded = new Map<string, { id: number; created_at: string }>();
    // A product sold by options (a cake by size and flavour) has its variants instead of a default one.
    const configured = configuredSlugs(productOptions);
    for (const [position, product] of products.entries()) {
      const categoryId = categoryIds.get(product.category);
      if (categoryId === undefined) throw new Error(`seed: product ${product.slug} has unknown category ${product.category}`);
      const created = daysAgo(product.added_days_ago, now);
      const { id } = await trx
        .insertInto("products")
        .values({
          slug: product.slug,
          category_id: categoryId,
          sku: product.sku,
          price_cents: product.price_cents,
          status: "published",
          lead_time_hours: product.lead_time_hours,
          daily_capacity: product.daily_capacity,
          is_featured: product.featured ? 1 : 0,
          position,
          created_at: created,
          updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("slugs").values({ slug: product.slug, kind: "product", entity_id: id }).execute();
      seeded.set(product.slug, { id, created_at: created });
      if (!configured.has(product.slug)) await insertDefaultVariant(trx, id, product, created);
      await trx
        .insertInto("product_translations")
        .values(
          LOCALES.map((locale) => ({
            product_id: id,
            locale,
            name: product.name[locale],
            summary: product.summary[locale],
            description: product.description[locale],
            search_text: foldForSearch(`${product.name[locale]} ${product.summary[locale]}`),
            ingredients: ingredientsOf(product.slug)[locale],
          })),
        )
        .execute();
      await trx
        .insertInto("product_images")
        .values(product.images.map((path, i) => ({ product_id: id, path, width: 800, height: 600, position: i, updated_at: created })))
        .execute();
      if (product.allergens.length) {
        await trx
          .insertInto("product_allergens")
          .values(product.allergens.map((allergen) => ({ product_id: id, allergen })))
          .execute();
      }
      if (product.diets.length) {
        await trx
          .insertInto("product_diets")
          .values(product.diets.map((diet) => ({ product_id: id, diet })))
          .execute();
      }
    }

    await seedOptionsAndAddOns(trx, {
      products,
      options: productOptions,
      groups: modifierGroups,
      seeded,
      timeZone: shop.time_zone,
      now,
    });
    await seedCampaignsOf(trx, { seeded, timeZone: shop.time_zone, now });

    for (const post of posts) {
      const published = daysAgo(post.published_days_ago, now);
      const { id } = await trx
        .insertInto("posts")
        .values({
          slug: post.slug,
          status: "published",
          image_path: post.image,
          author_name: post.author,
          published_at: published,
          created_at: published,
          updated_at: published,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("slugs").values({ slug: post.slug, kind: "post", entity_id: id }).execute();
      await trx
        .insertInto("post_translations")
        .values(
          LOCALES.map((locale) => ({
            post_id: id,
            locale,
            title: post.title[locale],
            excerpt: post.excerpt[locale],
            body_html: post.body_html[locale],
            search_text: foldForSearch(`${post.title[locale]} ${post.excerpt[locale]}`),
          })),
        )
        .execute();
    }

    for (const page of pages) {
      const { id } = await trx
        .insertInto("pages")
        .values({ slug: page.slug, updated_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx.insertInto("slugs").values({ slug: page.slug, kind: "page", entity_id: id }).execute();
      await trx
        .insertInto("page_translations")
        .values(
          LOCALES.map((locale) => ({
            page_id: id,
            locale,
            title: page.title[locale],
            summary: page.summary[locale],
            body_html: page.body_html[locale],
          })),
        )
        .execute();
    }

    const { id: menuId } = await trx.insertInto("menus").values({ key: "main-menu" }).returning("id").executeTakeFirstOrThrow();
    const insertItems = async (items: SeedMenuItem[], parentId: number | null) => {
      for (const [position, item] of items.entries()) {
        const { id } = await trx
          .insertInto("menu_items")
          .values({
            menu_id: menuId,
            parent_id: parentId,
            url: item.url,
            icon: item.icon ?? null,
            icon_image_path: null,
            css_class: null,
            target: item.target ?? null,
            position: (position + 1) * 10,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("menu_item_translations")
          .values(LOCALES.map((locale) => ({ menu_item_id: id, locale, title: item.title[locale] })))
          .execute();
        if (item.children?.length) await insertItems(item.children, id);
      }
    };
    await insertItems(mainMenu, null);

    for (const [position, section] of homeSections.entries()) {
      const { id } = await trx
        .insertInto("home_sections")
        .values({ key: section.key, position, is_active: 1 })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("home_section_translations")
        .values(
          LOCALES.map((locale) => ({
            section_id: id,
            locale,
            title: section.title[locale],
            subtitle: section.subtitle[locale],
            body: section.body[locale],
          })),
        )
        .execute();
      for (const [itemPosition, item] of section.items.entries()) {
        const { id: itemId } = await trx
          .insertInto("section_items")
          .values({ section_id: id, position: itemPosition, image_path: item.image ?? null, link_url: item.link_url ?? null })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .insertInto("section_item_translations")
          .values(
            LOCALES.map((locale) => ({
              item_id: itemId,
              locale,
              title: item.title[locale],
              body: item.body[locale],
              cta_label: item.cta_label?.[locale] ?? "",
            })),
          )
          .execute();
      }
    }

    const pick = <T>(value: Bilingual<T>, locale: (typeof LOCALES)[number]) => value[locale];
    await trx
      .insertInto("theme_options")
      .values(
        LOCALES.flatMap((locale) => [
          {
            key: "shop",
            locale,
            value_json: JSON.stringify({
              name: pick(shop.name, locale),
              tagline: pick(shop.tagline, locale),
              phone: shop.phone,
              email: shop.email,
              address: shop.address,
              time_zone: shop.time_zone,
              opening_hours: shop.opening_hours,
            }),
          },
          {
            key: "quan-ly-thong-tin-footer",
            locale,
            value_json: JSON.stringify({
              shop_name: pick(shop.name, locale),
              about: pick(footer.about, locale),
              phone: shop.phone,
              email: shop.email,
              address: shop.address,
              opening_hours_label: pick(footer.opening_hours_label, locale),
              opening_hours: shop.opening_hours,
              columns: footer.columns.map((column) => ({
                title: pick(column.title, locale),
                links: column.links.map((link) => ({ label: pick(link.label, locale), url: link.url })),
              })),
              socials: footer.socials,
              copyright: pick(footer.copyright, locale),
            }),
          },
        ]),
      )
      .execute();

    await trx
      .insertInto("redirects")
      .values(redirects.map((r) => ({ from_path: r.from, to_url: r.to, status_code: r.status })))
      .execute();

    await trx.insertInto("app_meta").values({ key: SEEDED_KEY, value: nowIso() }).execute();
    await seedCartPromotions(trx);
    await seedFulfilmentSettings(trx, fulfilment, closedDays, new Date(now).toISOString());
    // After the products, the gift promotion and the calendar: the orders copy the first two and keep off closed days.
    await seedDemoOrders(trx, shop, fulfilment, closedDays, now);
    await seedCustomCakes(trx, { timeZone: shop.time_zone, now, quotedBy: "Mai Trần", photos: cakePhotos });
  });
}
