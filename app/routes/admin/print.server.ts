import { data } from "react-router";
import type { Allergen } from "../../../server/domain/catalog/catalog.schema.ts";
import { findOrderPrint, labelCounts, type OrderPrint, type PrintLine } from "../../../server/domain/orders/print.service.ts";
import { formatDate, wallOf } from "../../../server/i18n/formatters.shared.ts";
import { ADMIN_NO_STORE } from "../../features/admin/session/staff.server.ts";
import { fillIn } from "../../i18n/fill-in.ts";
import type { Locale } from "../../i18n/config.ts";
import { catalogEn } from "../../i18n/messages/catalog.en.ts";
import { catalogVi } from "../../i18n/messages/catalog.vi.ts";
import { adminPrintEn } from "../../i18n/messages/admin-print.en.ts";
import { adminPrintVi } from "../../i18n/messages/admin-print.vi.ts";
import type { Route as TicketRoute } from "./+types/order-ticket";
import type { Route as LabelsRoute } from "./+types/order-labels";

// /admin/orders/:code/ticket and /admin/orders/:code/labels (permission "board": the kitchen prints too). The chrome
// is in the staff's language; a label's own words are in both languages whatever the page's, so they are written
// here from both catalogues rather than by the page's.

const LABEL_WORDS = { en: { ...catalogEn, ...adminPrintEn }, vi: { ...catalogVi, ...adminPrintVi } } as const;

function labelWord(lang: Locale, key: keyof typeof adminPrintEn, params: Record<string, string>): string {
  return fillIn(LABEL_WORDS[lang][key], params);
}

/** "Contains: Milk, Egg, Wheat" / "Chứa: Sữa, Trứng, Lúa mì"; "" for a line with none of the Big 9. */
export function containsLine(allergens: readonly Allergen[], lang: Locale): string {
  if (!allergens.length) return "";
  const names = allergens.map((a) => LABEL_WORDS[lang][`catalog.allergen.${a}`]);
  return labelWord(lang, "adminPrint.label.contains", { allergens: names.join(", ") });
}

export interface LabelView {
  key: string;
  name_en: string;
  name_vi: string;
  variant_en: string | null;
  variant_vi: string | null;
  /** The choices, one line per language ("Pork & quail egg ×2, Char siu ×4"); "" for none. */
  choices_en: string;
  choices_vi: string;
  ingredients_en: string;
  ingredients_vi: string;
  contains_en: string;
  contains_vi: string;
  made_on_en: string;
  made_on_vi: string;
  order: string;
  /** Long texts print smaller so that a label stays one label. */
  dense: boolean;
}

function choicesOf(line: PrintLine, lang: Locale): string {
  return line.modifiers.map((m) => `${lang === "vi" ? m.label_vi : m.label_en}${m.quantity > 1 ? ` ×${m.quantity}` : ""}`).join(", ");
}

function labelOf(line: PrintLine, bakedOn: string, code: string, n: number): LabelView {
  const ingredients = (lang: Locale) => {
    const list = (lang === "vi" ? line.ingredients_vi : line.ingredients_en).trim();
    return list ? labelWord(lang, "adminPrint.label.ingredients", { list }) : "";
  };
  const label = {
    key: `${line.id}-${n}`,
    name_en: line.name_en,
    name_vi: line.name_vi,
    variant_en: line.variant_en,
    variant_vi: line.variant_vi,
    choices_en: choicesOf(line, "en"),
    choices_vi: choicesOf(line, "vi"),
    ingredients_en: ingredients("en"),
    ingredients_vi: ingredients("vi"),
    contains_en: containsLine(line.allergens, "en"),
    contains_vi: containsLine(line.allergens, "vi"),
    made_on_en: labelWord("en", "adminPrint.label.madeOn", { date: formatDate(wallOf(bakedOn), "en") }),
    made_on_vi: labelWord("vi", "adminPrint.label.madeOn", { date: formatDate(wallOf(bakedOn), "vi") }),
    order: code,
    dense: false,
  };
  const length = label.ingredients_en.length + label.ingredients_vi.length + label.choices_en.length + label.choices_vi.length;
  return { ...label, dense: length > 420 };
}

async function printOf(context: TicketRoute.LoaderArgs["context"], code: string) {
  const found = await findOrderPrint(context.db, context.locale, code.slice(0, 40));
  if (!found) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return found;
}

/**
 * What a ticket prints, and nothing more: the kitchen may read an order's name and phone, its address only for a
 * delivery, and never its e-mail or card (the page's data reaches the browser whole).
 */
export function ticketOf({ order, lines, cake, shop }: OrderPrint, printedAt: string) {
  const delivery = order.fulfilment === "delivery";
  const where = order.address;
  return {
    code: order.code,
    status: order.status,
    fulfilment: order.fulfilment,
    full_name: order.full_name,
    phone: order.phone,
    address: delivery ? [where.address, where.city, [where.state, where.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ") : null,
    slot: order.slot,
    notes: order.notes,
    paid_by_card: order.payment.option === "card" && order.payment.status === "paid",
    total_cents: order.totals.total_cents,
    pre_order: order.pre_order && {
      deposit_cents: order.pre_order.deposit_cents,
      deposit_status: order.pre_order.deposit_status,
      balance_cents: order.pre_order.balance_cents,
      collected: order.pre_order.collected_at !== null,
    },
    lines,
    cake,
    shop,
    printedAt,
  };
}

export type TicketView = ReturnType<typeof ticketOf>;

export async function ticketLoader({ params, context }: TicketRoute.LoaderArgs) {
  const print = await printOf(context, params.code);
  return data(ticketOf(print, new Date().toISOString()), { headers: ADMIN_NO_STORE });
}

/** The labels: one a unit of each line, or the fewer asked for (?n<line id>=2, from the page's GET form). */
export async function labelsLoader({ params, request, context }: LabelsRoute.LoaderArgs) {
  const url = new URL(request.url);
  const print = await printOf(context, params.code);
  const counts = labelCounts(print.lines, (id) => url.searchParams.get(`n${id}`));
  const labels = print.lines.flatMap((line) =>
    Array.from({ length: counts.get(line.id) ?? 0 }, (_, i) => labelOf(line, print.order.slot.date, print.order.code, i + 1)),
  );
  const lines = print.lines.map((line) => ({
    id: line.id,
    name: context.locale === "vi" ? line.name_vi : line.name_en,
    variant: context.locale === "vi" ? line.variant_vi : line.variant_en,
    quantity: line.quantity,
    count: counts.get(line.id) ?? 0,
  }));
  return data({ code: print.order.code, status: print.order.status, shop: print.shop, labels, lines }, { headers: ADMIN_NO_STORE });
}
