import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { ALLERGENS, type Allergen } from "../catalog/catalog.schema.ts";
import { normaliseOrderCode, isOrderCode } from "../checkout/order-code.ts";
import { getShellContent } from "../content/shell.service.ts";
import type { FooterData } from "../content/theme.service.ts";
import { lineModifiers, type OrderLineModifier } from "./line-options.ts";
import type { OrderView } from "./order-view.ts";
import * as repo from "./orders.repository.ts";
import { orderViews } from "./orders.service.ts";
import * as printRepo from "./print.repository.ts";

// A kitchen ticket and a box's labels (board permission: every staff role). The order as the staff's order page reads
// it, plus each line in both languages with its product's ingredients today, the custom cake asked for, and the shop
// that signs the labels (the footer's name and address, else the shop's details).

export interface PrintLine {
  id: number;
  name_en: string;
  name_vi: string;
  /** "8 inch · Pandan"; null for a product without options. */
  variant_en: string | null;
  variant_vi: string | null;
  /** The choices bought (add-ons, a box's contents), both languages. */
  modifiers: OrderLineModifier[];
  quantity: number;
  /** A cake's inscription (piped exactly as written) or a note for the kitchen; "" when none. */
  note: string;
  note_kind: string;
  /** The Big 9 the line contains, its choices' included (copied at order time), in the Big 9's order. */
  allergens: Allergen[];
  is_gift: boolean;
  /** The product's ingredients today, "" when not given (or the product is gone). */
  ingredients_en: string;
  ingredients_vi: string;
}

export interface PrintCake {
  code: string;
  locale: string;
  occasion: string;
  servings: number;
  size: string;
  flavour: string;
  filling: string;
  frosting_colour: string;
  inscription: string;
  notes: string;
  quote_notes: string;
}

export interface PrintShop {
  name: string;
  address: string;
}

export interface OrderPrint {
  order: OrderView;
  lines: PrintLine[];
  cake: PrintCake | null;
  shop: PrintShop;
}

/** The Big 9 of a line's copied allergens, in the Big 9's order; anything else it holds is dropped. */
export function allergensOf(json: string): Allergen[] {
  const parsed: unknown = JSON.parse(json || "[]");
  const codes = new Set(Array.isArray(parsed) ? parsed.map(String) : []);
  return ALLERGENS.filter((a) => codes.has(a));
}

function lineOf(row: printRepo.PrintLineRow): PrintLine {
  return {
    id: Number(row.id),
    name_en: row.name_en || row.name,
    name_vi: row.name_vi || row.name,
    variant_en: row.variant_label_en,
    variant_vi: row.variant_label_vi,
    modifiers: lineModifiers(row.modifiers_json),
    quantity: Number(row.quantity),
    note: row.note,
    note_kind: row.note_kind,
    allergens: allergensOf(row.allergens_json),
    is_gift: Number(row.is_gift) === 1,
    ingredients_en: row.ingredients_en ?? "",
    ingredients_vi: row.ingredients_vi ?? "",
  };
}

/** The shop as the footer signs it (its name and address), in English: the labels' primary language. */
async function shopOf(db: Db): Promise<PrintShop> {
  const { shop, footer } = await getShellContent<FooterData>(db, "en");
  const where = footer?.address ?? shop?.address;
  const address = where ? [where.street, where.city, [where.state, where.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ") : "";
  return { name: footer?.shop_name || shop?.name || "", address };
}

/** Everything a ticket or a label prints of an order, the chrome's words in `lang`; undefined for an unknown code. */
export async function findOrderPrint(db: Db, lang: Lang, typedCode: string): Promise<OrderPrint | undefined> {
  const code = normaliseOrderCode(typedCode);
  const row = isOrderCode(code) ? await repo.findOrderByCode(db, code) : undefined;
  if (!row) return undefined;
  const [[order], lines, cake, shop] = await Promise.all([
    orderViews(db, [row], lang),
    printRepo.findPrintLines(db, row.id),
    row.cake_request_id === null ? undefined : printRepo.findCakeRequestForPrint(db, row.cake_request_id),
    shopOf(db),
  ]);
  return {
    order: order!,
    lines: lines.map(lineOf),
    cake: cake ? { ...cake, servings: Number(cake.servings) } : null,
    shop,
  };
}

/** How many labels each line gets: its quantity, or fewer when staff asked for fewer (never more, never below 0). */
export function labelCounts(
  lines: readonly Pick<PrintLine, "id" | "quantity">[],
  asked: (id: number) => string | null,
): Map<number, number> {
  return new Map(
    lines.map((line) => {
      const typed = asked(line.id);
      const n = typed !== null && /^\d{1,4}$/.test(typed.trim()) ? Number(typed.trim()) : line.quantity;
      return [line.id, Math.min(line.quantity, Math.max(0, n))];
    }),
  );
}
