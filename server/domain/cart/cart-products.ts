import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { findProductDetails } from "../catalog/catalog.repository.ts";
import { ContentCache } from "../catalog/content-cache.ts";
import { noteKindOf, type NoteKind } from "../catalog/note-kind.ts";
import { thumbnailPath } from "../catalog/product-images.service.ts";
import { findProductCards } from "./cart.repository.ts";

/** What a cart line shows of its product, whatever the product's status (the cart drops what is no longer sold). */
export interface CartProduct {
  id: number;
  slug: string;
  sku: string;
  /** In the cart's language (English, else the SKU, when it has none). */
  name: string;
  price_cents: number;
  status: string;
  note_kind: NoteKind;
  /** An uploaded photo's narrowest copy (a cart line shows it small), else the drawing; null for none. */
  image_path: string | null;
  /** Big 9 allergens it contains, sorted. */
  allergens: string[];
  /** How many the shop makes a day; null: no limit. */
  daily_capacity: number | null;
}

// Every product as a cart shows it, per language: only staff change it, so it is read once per content version
// (a bakery's catalogue is small). The cart itself, its lines and the promotions are read on every look.
const catalogs = new ContentCache<ReadonlyMap<number, CartProduct>>(4);

/** The products as carts in `lang` show them, by id; `contentVersion` as read with the cart. */
export function cartProducts(db: Db, lang: Lang, contentVersion: number): Promise<ReadonlyMap<number, CartProduct>> {
  return catalogs.get(db, lang, () => loadCartProducts(db, lang), contentVersion);
}

async function loadCartProducts(db: Db, lang: Lang): Promise<ReadonlyMap<number, CartProduct>> {
  const [cards, details] = await Promise.all([findProductCards(db, lang), findProductDetails(db, "all")]);
  const allergens = new Map<number, string[]>();
  for (const { product_id, allergen } of details.allergens) {
    const list = allergens.get(product_id);
    if (list) list.push(allergen);
    else allergens.set(product_id, [allergen]);
  }
  const firstImage = new Map<number, (typeof details.images)[number]>();
  for (const image of details.images) if (!firstImage.has(image.product_id)) firstImage.set(image.product_id, image);
  return new Map(
    cards.map((card) => [
      card.id,
      {
        id: card.id,
        slug: card.slug,
        sku: card.sku,
        name: card.name,
        price_cents: card.price_cents,
        status: card.status,
        note_kind: noteKindOf(card.category_slug),
        image_path: thumbnailPath(firstImage.get(card.id)),
        allergens: (allergens.get(card.id) ?? []).sort(),
        daily_capacity: card.daily_capacity,
      },
    ]),
  );
}
