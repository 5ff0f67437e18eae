import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { countOrdersOn, findProductionLines, findProductionProducts } from "./production.repository.ts";

// The production report: what the kitchen bakes for one fulfilment date — per product, across every
// order of that date that is not canceled, gifts included (they are baked too: `gift_quantity` says how many of the
// quantity are gifts) — grouped by category in the shop's order, and for cakes one row per distinct inscription.

export interface ProductionBucket {
  /** The inscription, as the customer wrote it (trimmed); "" for pieces without one. */
  inscription: string;
  quantity: number;
  gift_quantity: number;
}

export interface ProductionProduct {
  /** Null for a line whose product no longer exists (its ordered name and SKU are shown). */
  product_id: number | null;
  slug: string | null;
  sku: string;
  /** In the request's language. */
  name: string;
  /** Pieces to bake, gifts included. */
  quantity: number;
  gift_quantity: number;
  /** Pieces without an inscription (every piece, for a product that takes none). */
  without_inscription: number;
  /** One per distinct inscription, the most ordered first. */
  inscriptions: { text: string; quantity: number; gift_quantity: number }[];
}

/** `Name`: the category's name as answered; the domain leaves the name of the products no longer in the catalogue null. */
export interface ProductionCategory<Name = string> {
  /** Null for the products no longer in the catalogue. */
  slug: string | null;
  name: Name;
  quantity: number;
  products: ProductionProduct[];
}

export interface ProductionReport<Name = string> {
  date: string;
  /** Orders counted (not canceled), and the canceled ones left out. */
  orders: number;
  canceled_orders: number;
  quantity: number;
  gift_quantity: number;
  categories: ProductionCategory<Name>[];
}

interface Tally {
  product_id: number | null;
  sku: string;
  ordered_name: string;
  quantity: number;
  gift_quantity: number;
  buckets: Map<string, ProductionBucket>;
}

/** The report of one date (YYYY-MM-DD on the shop's clock): four queries whatever the number of orders. */
export async function productionReport(db: Db, lang: Lang, date: string): Promise<ProductionReport<string | null>> {
  const [lines, counts] = await Promise.all([findProductionLines(db, date), countOrdersOn(db, date)]);

  // One tally per product (per SKU for a line whose product is gone), its pieces split by inscription.
  const tallies = new Map<string, Tally>();
  for (const line of lines) {
    const key = line.product_id === null ? `sku:${line.sku}` : `id:${line.product_id}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = { product_id: line.product_id, sku: line.sku, ordered_name: line.name, quantity: 0, gift_quantity: 0, buckets: new Map() };
      tallies.set(key, tally);
    }
    const quantity = Number(line.quantity);
    const gifts = Number(line.gift_quantity);
    const inscription = line.note_kind === "inscription" ? line.note.trim() : "";
    const bucket = tally.buckets.get(inscription) ?? { inscription, quantity: 0, gift_quantity: 0 };
    bucket.quantity += quantity;
    bucket.gift_quantity += gifts;
    tally.buckets.set(inscription, bucket);
    tally.quantity += quantity;
    tally.gift_quantity += gifts;
  }

  const ids = [...tallies.values()].flatMap((t) => (t.product_id === null ? [] : [t.product_id]));
  const products = await findProductionProducts(db, lang, ids);
  const known = new Map(products.map((p) => [p.id, p]));

  const categories = new Map<string, ProductionCategory<string | null> & { position: number; id: number }>();
  const positions = new Map<ProductionProduct, number>();
  for (const tally of tallies.values()) {
    const product = tally.product_id === null ? undefined : known.get(tally.product_id);
    const categoryKey = product ? `c:${product.category_id}` : "other";
    let category = categories.get(categoryKey);
    if (!category) {
      category = product
        ? {
            slug: product.category_slug,
            name: product.category_name ?? product.category_name_en ?? product.category_slug,
            quantity: 0,
            products: [],
            position: product.category_position,
            id: product.category_id,
          }
        : { slug: null, name: null, quantity: 0, products: [], position: Number.MAX_SAFE_INTEGER, id: Number.MAX_SAFE_INTEGER };
      categories.set(categoryKey, category);
    }
    const buckets = [...tally.buckets.values()];
    const row: ProductionProduct = {
      product_id: product ? product.id : null,
      slug: product ? product.slug : null,
      sku: tally.sku,
      name: product ? (product.name ?? product.name_en ?? tally.ordered_name) : tally.ordered_name,
      quantity: tally.quantity,
      gift_quantity: tally.gift_quantity,
      without_inscription: tally.buckets.get("")?.quantity ?? 0,
      inscriptions: buckets
        .filter((b) => b.inscription !== "")
        .sort((a, b) => b.quantity - a.quantity || a.inscription.localeCompare(b.inscription))
        .map((b) => ({ text: b.inscription, quantity: b.quantity, gift_quantity: b.gift_quantity })),
    };
    positions.set(row, product ? product.position : Number.MAX_SAFE_INTEGER);
    category.products.push(row);
    category.quantity += row.quantity;
  }

  const ordered = [...categories.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  for (const category of ordered) {
    category.products.sort(
      (a, b) => positions.get(a)! - positions.get(b)! || (a.product_id ?? 0) - (b.product_id ?? 0) || a.name.localeCompare(b.name),
    );
  }
  return {
    date,
    orders: Number(counts.counted ?? 0),
    canceled_orders: Number(counts.canceled ?? 0),
    quantity: ordered.reduce((sum, c) => sum + c.quantity, 0),
    gift_quantity: [...tallies.values()].reduce((sum, t) => sum + t.gift_quantity, 0),
    categories: ordered.map(({ position: _position, id: _id, ...category }) => category),
  };
}
