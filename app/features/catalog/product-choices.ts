import type { Product } from "../../../server/domain/catalog/catalog.service.ts";

// What a shopper chose on a product page, as the page keeps it and as its form posts it: one value per option
// (`option_<option id>`), the add-ons of a toggle group (`choice_<group id>`, one field per ticked box or the radio's
// value) and the counts of a box (`qty_<choice id>`). The same reading serves the script (before it calls the API)
// and the server (a form posted without JavaScript).

export type Configurable = Pick<Product, "options" | "variants" | "modifier_groups">;

export interface Choices {
  /** The value chosen for each option, by option id. */
  values: Record<number, number | undefined>;
  /** How many of each add-on, by choice id (0 or absent: not chosen). */
  counts: Record<number, number>;
}

/** A group chosen by count (a box) rather than by ticking. */
export const isCounted = (group: Configurable["modifier_groups"][number]) => group.max_per_choice > 1;

/** The page's first state: `variantId`'s values (a shared `?variant=` address), and each group's defaults on sale. */
export function initialChoices(product: Configurable, variantId: number | null): Choices {
  const variant = product.options.length ? product.variants.find((v) => v.id === variantId) : undefined;
  const values: Record<number, number | undefined> = {};
  product.options.forEach((option, i) => (values[option.id] = variant?.option_values[i]));
  const counts: Record<number, number> = {};
  for (const group of product.modifier_groups) for (const c of group.choices) if (c.default && c.available) counts[c.id] = 1;
  return { values, counts };
}

/** The variant of the chosen values: the only one without options; undefined until every option has a value. */
export function chosenVariant(product: Configurable, choices: Choices) {
  if (product.options.length === 0) return product.variants[0];
  const values = product.options.map((o) => choices.values[o.id]);
  if (values.some((v) => v === undefined)) return undefined;
  return product.variants.find((v) => v.option_values.every((id, i) => id === values[i]));
}

/** What the cart is sent: the variant (0 when the values make none) and the add-ons with their counts. */
export function chosenOf(
  product: Configurable,
  choices: Choices,
): { variant_id: number | null; modifiers: { choice_id: number; quantity: number }[] } {
  const allChosen = product.options.every((o) => choices.values[o.id] !== undefined);
  const variant = chosenVariant(product, choices);
  const modifiers = product.modifier_groups.flatMap((g) =>
    g.choices.filter((c) => (choices.counts[c.id] ?? 0) !== 0).map((c) => ({ choice_id: c.id, quantity: choices.counts[c.id]! })),
  );
  return { variant_id: product.options.length === 0 ? null : variant ? variant.id : allChosen ? 0 : null, modifiers };
}

/** The unit price as chosen: the variant's (the lowest while none is chosen) plus each add-on's price times its count. */
export function unitPriceOf(product: Configurable & { price_cents: number }, choices: Choices): number {
  const base = chosenVariant(product, choices)?.price_cents ?? product.price_cents;
  let extra = 0;
  for (const g of product.modifier_groups)
    for (const c of g.choices) {
      const count = choices.counts[c.id] ?? 0;
      if (Number.isInteger(count) && count > 0) extra += c.price_delta_cents * count;
    }
  return base + extra;
}

/**
 * Whether a value can be chosen with the other options' values as they are: some variant on sale has it. A value no
 * variant on sale has at all is out whatever else is chosen.
 */
export function valueAvailable(product: Configurable, choices: Choices, optionIndex: number, valueId: number): boolean {
  return product.variants.some(
    (v) =>
      v.available &&
      v.option_values[optionIndex] === valueId &&
      product.options.every(
        (o, i) => i === optionIndex || choices.values[o.id] === undefined || v.option_values[i] === choices.values[o.id],
      ),
  );
}

/** The choices a form posted (without JavaScript), read as the page's state. */
export function choicesOfForm(product: Configurable, form: FormData): Choices {
  const values: Record<number, number | undefined> = {};
  for (const option of product.options) {
    const raw = Number(form.get(`option_${option.id}`));
    values[option.id] = option.values.some((v) => v.id === raw) ? raw : undefined;
  }
  const counts: Record<number, number> = {};
  for (const group of product.modifier_groups) {
    if (isCounted(group)) {
      for (const c of group.choices) {
        const raw = String(form.get(`qty_${c.id}`) ?? "").trim();
        // Left as typed: the server says what is wrong with "-1" or "2.5" beside the group.
        if (raw !== "" && raw !== "0") counts[c.id] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
      }
    } else {
      for (const raw of form.getAll(`choice_${group.id}`)) {
        const id = Number(raw);
        if (group.choices.some((c) => c.id === id)) counts[id] = 1;
      }
    }
  }
  return { values, counts };
}
