import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import { variantLabel } from "./configuration.shared.ts";
import { productConfigurations, shopDateAt } from "./configurations.ts";
import {
  findChoiceOut,
  findOutDays,
  findPanelProducts,
  findProductName,
  findVariantOut,
  setChoiceOut,
  setVariantOut,
} from "./out-today-admin.repository.ts";
import type { OutTodayInput, OutTodayKind } from "./out-today-admin.schema.ts";

// "Out today", from the board: the kitchen runs out of pandan or of fried eggs, and marks that variant or that add-on
// out for the shop's today (`out_on` = that date). No customer can choose it until the shop's date moves on, when it
// comes back by itself (configurations.ts reads `out_on` against the day); staff may bring it back sooner. Each change
// is audited and moves the content version, so the cached configurations and pages show it at once.

export interface OutTodayItem {
  kind: OutTodayKind;
  id: number;
  /** A variant's label ("8 inch · Pandan") or a choice's ("Fried egg"), in the request's language. */
  label: string;
  /** Out for the shop's today. */
  out: boolean;
}

export interface OutTodayPanel {
  /** The shop's date today: what "out today" is about. */
  today: string;
  /** The products with options, each with the variants a shopper may choose. */
  products: { id: number; name: string; variants: OutTodayItem[] }[];
  /** The add-on groups of the products on sale, each once with the products that offer it (a group may be shared). */
  groups: { id: number; name: string; products: string[]; choices: OutTodayItem[] }[];
}

export type OutTodayRefusal = "variantNotFound" | "choiceNotFound" | "defaultVariant";

/** Why a variant or a choice cannot be marked: none has that id, or it is the hidden variant of a product without options. */
export class OutTodayError extends Error {
  constructor(readonly refusal: OutTodayRefusal) {
    super(refusal);
  }
}

export interface OutTodayDone {
  item: OutTodayItem;
  /** For a variant, its product's name ("Birthday cake"); null for a choice, which products may share. */
  product: string | null;
  today: string;
  /** False when it already was as asked: nothing was written. */
  changed: boolean;
}

/** What the board's panel lists, as it is at `now`. */
export async function outTodayPanel(db: Db, lang: Lang, now = new Date()): Promise<OutTodayPanel> {
  const today = await shopDateAt(db, now);
  const [configs, days] = await Promise.all([productConfigurations(db, today), findOutDays(db)]);
  const ids = [...configs].flatMap(([id, config]) => (config.options.length || config.modifier_groups.length ? [id] : []));
  const products = await findPanelProducts(db, lang, ids);
  const variantOut = new Map(days.variants.map((v) => [v.id, v.out_on === today]));
  const choiceOut = new Map(days.choices.map((c) => [c.id, c.out_on === today]));

  const panel: OutTodayPanel = { today, products: [], groups: [] };
  const groups = new Map<number, OutTodayPanel["groups"][number]>();
  for (const product of products) {
    const config = configs.get(product.id)!;
    const name = product.name ?? product.name_en ?? product.slug;
    if (config.options.length) {
      const variants = config.variants.flatMap((variant) => {
        const out = variantOut.get(variant.id);
        // Not in the list: a default or inactive variant, which no shopper chooses.
        if (out === undefined) return [];
        return [{ kind: "variant" as const, id: variant.id, label: variantLabel(config, variant, lang) ?? variant.sku, out }];
      });
      if (variants.length) panel.products.push({ id: product.id, name, variants });
    }
    for (const group of config.modifier_groups) {
      let listed = groups.get(group.id);
      if (!listed) {
        listed = {
          id: group.id,
          name: group.name[lang] || group.name.en,
          products: [],
          choices: group.choices.map((choice) => ({
            kind: "choice" as const,
            id: choice.id,
            label: choice.label[lang] || choice.label.en,
            out: choiceOut.get(choice.id) ?? false,
          })),
        };
        groups.set(group.id, listed);
        panel.groups.push(listed);
      }
      listed.products.push(name);
    }
  }
  return panel;
}

/** The label of a variant or a choice in `lang`, read from the products' configurations. */
async function labelOf(db: Db, lang: Lang, today: string, kind: OutTodayKind, id: number, productId: number | null): Promise<string> {
  const configs = await productConfigurations(db, today);
  if (kind === "variant") {
    const config = productId === null ? undefined : configs.get(productId);
    const variant = config?.variants.find((v) => v.id === id);
    return (config && variant && variantLabel(config, variant, lang)) || variant?.sku || String(id);
  }
  for (const config of configs.values())
    for (const group of config.modifier_groups) {
      const choice = group.choices.find((c) => c.id === id);
      if (choice) return choice.label[lang] || choice.label.en;
    }
  return String(id);
}

/**
 * Marks a variant or an add-on choice out for the shop's today (`out: true`) or brings it back (`out: false`). A
 * variant of a product without options is refused (422): there is nothing a shopper chose; an unknown id is 404.
 */
export async function markOutToday(db: Db, actor: StaffActor, lang: Lang, input: OutTodayInput, now = new Date()): Promise<OutTodayDone> {
  const today = await shopDateAt(db, now);
  const at = now.toISOString();
  const done = await staffChange(
    db,
    actor,
    { content: (result: { changed: boolean }) => result.changed },
    async ({ trx, audit, nothingToAudit }) => {
      const found = input.kind === "variant" ? await findVariantOut(trx, input.id) : await findChoiceOut(trx, input.id);
      if (!found) throw new OutTodayError(input.kind === "variant" ? "variantNotFound" : "choiceNotFound");
      if ("is_default" in found && found.is_default === 1) throw new OutTodayError("defaultVariant");
      const wasOut = found.out_on === today;
      const productId = "product_id" in found ? found.product_id : null;
      if (wasOut === input.out) {
        nothingToAudit();
        return { changed: false, productId };
      }
      const outOn = input.out ? today : null;
      if (input.kind === "variant") await setVariantOut(trx, input.id, outOn, at);
      else await setChoiceOut(trx, input.id, outOn);
      await audit(
        {
          action: `${input.kind}.out_today`,
          entity: input.kind === "variant" ? "product_variant" : "modifier_choice",
          entityId: input.id,
          before: { out_on: found.out_on },
          after: { out_on: outOn },
        },
        at,
      );
      return { changed: true, productId };
    },
  );
  const [label, product] = await Promise.all([
    labelOf(db, lang, today, input.kind, input.id, done.productId),
    done.productId === null ? null : findProductName(db, lang, done.productId),
  ]);
  return { item: { kind: input.kind, id: input.id, label, out: input.out }, product: product ?? null, today, changed: done.changed };
}
