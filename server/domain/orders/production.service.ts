import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { ProductConfiguration } from "../catalog/configuration.shared.ts";
import { configurationsAt } from "../catalog/configurations.ts";
import { lineModifiers, type OrderLineModifier } from "./line-options.ts";
import { countOrdersOn, findProductionLines, findProductionProducts } from "./production.repository.ts";

// The production report: what the kitchen makes for one fulfilment date — per product, across every order of that
// date that is not canceled, gifts included (they are made too: `gift_quantity` says how many of the quantity are
// gifts) — grouped by category in the shop's order. Under each product: its variants ("8 inch · Pandan × 2"), the
// add-ons to put in or leave out ("No cilantro 5, Fried egg 3"), the cakes' inscriptions and the notes for the
// kitchen. Names and labels are in the page's language: an order line keeps both.

/** An inscription or a note for the kitchen, as the customer wrote it (trimmed), and how many pieces carry it. */
export interface ProductionText {
  text: string;
  quantity: number;
  gift_quantity: number;
}

/**
 * An add-on to make: the pieces of the lines with it times the choice's quantity per piece (a box of 6 with
 * 2 lotus counts 2 lotus a box).
 */
export interface ProductionChoice {
  group_id: number;
  group: string;
  choice_id: number;
  label: string;
  quantity: number;
}

/** What a product, or one of its variants, adds up to. */
export interface ProductionCounts {
  /** Pieces to make, gifts included. */
  quantity: number;
  gift_quantity: number;
  /** Pieces without an inscription (every piece, for a product that takes none). */
  without_inscription: number;
  /** One per distinct inscription, the most ordered first. */
  inscriptions: ProductionText[];
  /** One per distinct note for the kitchen, the most ordered first. */
  notes: ProductionText[];
  /** The add-ons chosen, in the catalogue's order. */
  choices: ProductionChoice[];
}

export interface ProductionVariant extends ProductionCounts {
  /** Null when the order line does not say (an order older than options). */
  variant_id: number | null;
  sku: string;
  /** "8 inch · Pandan"; null for a product without options. */
  label: string | null;
}

export interface ProductionProduct extends ProductionCounts {
  /** Null for a line whose product no longer exists (its ordered name and SKU are shown). */
  product_id: number | null;
  slug: string | null;
  sku: string;
  /** In the request's language. */
  name: string;
  /** In the catalogue's order; one with a null label for a product without options. */
  variants: ProductionVariant[];
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

/**
 * One way a product is made that day, for the CSV file: its variant, the add-ons of one piece, the inscription and the
 * note. A product's rows add up to its pieces.
 */
export interface ProductionRow<Name = string> {
  category: Name;
  product: string;
  /** The variant's SKU (the product's for a product without options). */
  sku: string;
  variant: string | null;
  /** One piece's add-ons, in the catalogue's order. */
  choices: { label: string; quantity: number }[];
  inscription: string;
  note: string;
  quantity: number;
  gift_quantity: number;
}

export interface ProductionDay<Name = string> {
  report: ProductionReport<Name>;
  rows: ProductionRow<Name>[];
}

type Line = Awaited<ReturnType<typeof findProductionLines>>[number];

const inLang = (lang: Lang, en: string | null, vi: string | null): string | null => (lang === "vi" ? vi || en : en || vi) || null;

/** Where a variant and a choice come in the catalogue (a product's variants, its groups, each group's choices). */
interface Ranks {
  variant(productId: number | null, variantId: number | null): number;
  choice(productId: number | null, groupId: number, choiceId: number): number;
}

function ranksOf(configs: ReadonlyMap<number, ProductConfiguration>): Ranks {
  const LAST = Number.MAX_SAFE_INTEGER;
  return {
    variant(productId, variantId) {
      const index = productId === null ? -1 : (configs.get(productId)?.variants.findIndex((v) => v.id === variantId) ?? -1);
      return index < 0 ? LAST : index;
    },
    choice(productId, groupId, choiceId) {
      const groups = productId === null ? undefined : configs.get(productId)?.modifier_groups;
      const g = groups?.findIndex((group) => group.id === groupId) ?? -1;
      const c = g < 0 ? -1 : groups![g]!.choices.findIndex((choice) => choice.id === choiceId);
      return g < 0 || c < 0 ? LAST : g * 1000 + c;
    },
  };
}

/** A line's share of a product or a variant. */
interface Counted {
  quantity: number;
  gifts: number;
  inscription: string;
  note: string;
  modifiers: OrderLineModifier[];
}

class Tally {
  quantity = 0;
  gifts = 0;
  readonly inscriptions = new Map<string, ProductionText>();
  readonly notes = new Map<string, ProductionText>();
  readonly choices = new Map<number, ProductionChoice & { rank: number }>();

  add(line: Counted, lang: Lang, rank: (m: OrderLineModifier) => number) {
    this.quantity += line.quantity;
    this.gifts += line.gifts;
    for (const [texts, text] of [
      [this.inscriptions, line.inscription],
      [this.notes, line.note],
    ] as const) {
      if (!text) continue;
      const bucket = texts.get(text) ?? { text, quantity: 0, gift_quantity: 0 };
      bucket.quantity += line.quantity;
      bucket.gift_quantity += line.gifts;
      texts.set(text, bucket);
    }
    for (const m of line.modifiers) {
      const choice = this.choices.get(m.choice_id) ?? {
        group_id: m.group_id,
        group: inLang(lang, m.group_en, m.group_vi) ?? "",
        choice_id: m.choice_id,
        label: inLang(lang, m.label_en, m.label_vi) ?? "",
        quantity: 0,
        rank: rank(m),
      };
      choice.quantity += line.quantity * m.quantity;
      this.choices.set(m.choice_id, choice);
    }
  }

  counts(): ProductionCounts {
    const byCount = (texts: Map<string, ProductionText>) =>
      [...texts.values()].sort((a, b) => b.quantity - a.quantity || a.text.localeCompare(b.text));
    const inscriptions = byCount(this.inscriptions);
    return {
      quantity: this.quantity,
      gift_quantity: this.gifts,
      without_inscription: this.quantity - inscriptions.reduce((sum, i) => sum + i.quantity, 0),
      inscriptions,
      notes: byCount(this.notes),
      choices: [...this.choices.values()]
        .sort((a, b) => a.rank - b.rank || a.label.localeCompare(b.label))
        .map(({ rank: _rank, ...choice }) => choice),
    };
  }
}

interface VariantTally extends Tally {
  variant_id: number | null;
  sku: string;
  label: string | null;
  rank: number;
  rows: Map<string, Omit<ProductionRow<null>, "category" | "product" | "sku" | "variant">>;
}

interface ProductTally extends Tally {
  product_id: number | null;
  sku: string;
  ordered_name: string;
  variants: Map<string, VariantTally>;
}

function counted(line: Line): Counted {
  const text = line.note.trim();
  return {
    quantity: Number(line.quantity),
    gifts: Number(line.gift_quantity),
    inscription: line.note_kind === "inscription" ? text : "",
    note: line.note_kind === "inscription" ? "" : text,
    modifiers: lineModifiers(line.modifiers_json),
  };
}

/** The report of one date (YYYY-MM-DD on the shop's clock) and its rows for the CSV file: a handful of queries whatever the number of orders. */
export async function productionDay(db: Db, lang: Lang, date: string): Promise<ProductionDay<string | null>> {
  const [lines, counts, configs] = await Promise.all([
    findProductionLines(db, date),
    countOrdersOn(db, date),
    configurationsAt(db, new Date()),
  ]);
  const ranks = ranksOf(configs);

  // One tally per product (per ordered slug for a line whose product is gone), split by variant, and each variant by
  // the way its pieces are made (add-ons, inscription, note) for the CSV file.
  const tallies = new Map<string, ProductTally>();
  for (const line of lines) {
    const key = line.product_id === null ? `slug:${line.slug}` : `id:${line.product_id}`;
    let tally = tallies.get(key);
    if (!tally) {
      const orderedName = inLang(lang, line.name_en, line.name_vi) ?? line.name ?? "";
      tally = Object.assign(new Tally(), { product_id: line.product_id, sku: line.sku, ordered_name: orderedName, variants: new Map() });
      tallies.set(key, tally);
    }
    const variantKey = line.variant_id !== null ? `id:${line.variant_id}` : `label:${line.variant_label_en ?? ""}`;
    let variant = tally.variants.get(variantKey);
    if (!variant) {
      variant = Object.assign(new Tally(), {
        variant_id: line.variant_id,
        sku: line.sku,
        label: inLang(lang, line.variant_label_en, line.variant_label_vi),
        rank: ranks.variant(line.product_id, line.variant_id),
        rows: new Map(),
      });
      tally.variants.set(variantKey, variant);
    }
    const share = counted(line);
    const rank = (m: OrderLineModifier) => ranks.choice(line.product_id, m.group_id, m.choice_id);
    tally.add(share, lang, rank);
    variant.add(share, lang, rank);

    const choices = [...share.modifiers]
      .sort((a, b) => rank(a) - rank(b) || a.choice_id - b.choice_id)
      .map((m) => ({ label: inLang(lang, m.label_en, m.label_vi) ?? "", quantity: m.quantity }));
    const rowKey = JSON.stringify([choices, share.inscription, share.note]);
    const row = variant.rows.get(rowKey) ?? { choices, inscription: share.inscription, note: share.note, quantity: 0, gift_quantity: 0 };
    row.quantity += share.quantity;
    row.gift_quantity += share.gifts;
    variant.rows.set(rowKey, row);
  }

  const ids = [...tallies.values()].flatMap((t) => (t.product_id === null ? [] : [t.product_id]));
  const products = await findProductionProducts(db, lang, ids);
  const known = new Map(products.map((p) => [p.id, p]));

  type Category = ProductionCategory<string | null> & { position: number; id: number };
  const categories = new Map<string, Category>();
  const positions = new Map<ProductionProduct, number>();
  const rowsOf = new Map<ProductionProduct, ProductionRow<string | null>[]>();
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
    const variants = [...tally.variants.values()].sort(
      (a, b) => a.rank - b.rank || (a.label ?? "").localeCompare(b.label ?? "") || (a.variant_id ?? 0) - (b.variant_id ?? 0),
    );
    const categoryName = category.name;
    const name = product ? (product.name ?? product.name_en ?? tally.ordered_name) : tally.ordered_name;
    const row: ProductionProduct = {
      product_id: product ? product.id : null,
      slug: product ? product.slug : null,
      sku: product ? product.sku : tally.sku,
      name,
      ...tally.counts(),
      variants: variants.map((v) => ({ variant_id: v.variant_id, sku: v.sku, label: v.label, ...v.counts() })),
    };
    positions.set(row, product ? product.position : Number.MAX_SAFE_INTEGER);
    rowsOf.set(
      row,
      variants.flatMap((v) =>
        [...v.rows.values()]
          .sort(
            (a, b) =>
              Number(a.inscription !== "") - Number(b.inscription !== "") ||
              Number(a.note !== "") - Number(b.note !== "") ||
              b.quantity - a.quantity ||
              JSON.stringify(a.choices).localeCompare(JSON.stringify(b.choices)) ||
              a.inscription.localeCompare(b.inscription) ||
              a.note.localeCompare(b.note),
          )
          .map((r) => ({ category: categoryName, product: name, sku: v.sku, variant: v.label, ...r })),
      ),
    );
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
    report: {
      date,
      orders: Number(counts.counted ?? 0),
      canceled_orders: Number(counts.canceled ?? 0),
      quantity: ordered.reduce((sum, c) => sum + c.quantity, 0),
      gift_quantity: [...tallies.values()].reduce((sum, t) => sum + t.gifts, 0),
      categories: ordered.map(({ position: _position, id: _id, ...category }) => category),
    },
    rows: ordered.flatMap((category) => category.products.flatMap((product) => rowsOf.get(product)!)),
  };
}

/** The report of one date, without the CSV file's rows. */
export async function productionReport(db: Db, lang: Lang, date: string): Promise<ProductionReport<string | null>> {
  return (await productionDay(db, lang, date)).report;
}
