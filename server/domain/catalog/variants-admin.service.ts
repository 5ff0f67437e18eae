import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import type { Db } from "../../db/index.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import type { ProductOptionsInput, ProductVariantsInput } from "./variants-admin.schema.ts";
import {
  bumpProductIf,
  clearOptions,
  deleteVariants,
  findOptionRows,
  findProductHead,
  findValueRows,
  findVariantRows,
  findVariantValueRows,
  insertOption,
  insertOptionValue,
  insertVariant,
  linkVariantValues,
  parkVariantSku,
  skuInUse,
  updateVariant,
  type VariantColumns,
} from "./variants-admin.repository.ts";
import { insertDefaultVariant } from "./variants.repository.ts";

// A product's options and variants in the back office. Saving the options generates the variants: every combination
// of their values, an existing variant kept (its id, SKU, price, units, lead time, active flag) when the English labels
// of its values are unchanged, a new one given `<product SKU>-<n>` and the product's price; variants that no longer
// exist are deleted (order lines keep a copy of what was sold; a cart holding one drops it with a notice on its next
// look). No options: the product goes back to one default variant carrying its SKU and price. After every change the
// product's price is its lowest active variant's, so lists and "from $X" stay right. Both saves carry the product's
// version (its updated_at) and move it on: a save on an older one is refused with the options as they are now.

export type VariantsAdminFailure = "notFound" | "changed" | "skuTaken" | "variantUnknown" | "variantDefault";

export class VariantsAdminError extends Error {
  constructor(
    readonly failure: VariantsAdminFailure,
    /** For "changed": the options as they are now; for the variant refusals: which variant of the request, and the SKU. */
    readonly details: { current?: ProductOptionsView; index?: number; sku?: string } = {},
  ) {
    super(failure);
  }
}

export interface OptionView {
  id: number;
  name_en: string;
  name_vi: string;
  values: { id: number; label_en: string; label_vi: string }[];
}

export interface VariantView {
  id: number;
  sku: string;
  price_cents: number;
  is_active: boolean;
  capacity_units: number;
  lead_time_hours: number | null;
  /** The values it is made of, one per option in the options' order (empty for the default variant). */
  option_values: number[];
  /** "8 inch · Pandan" in each language ("" for the default variant). */
  label_en: string;
  label_vi: string;
}

export interface ProductOptionsView {
  product_id: number;
  sku: string;
  price_cents: number;
  options: OptionView[];
  variants: VariantView[];
  /** The product's updated_at: the version to send back as expected_updated_at. */
  updated_at: string;
}

export interface VariantsAdminContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

/** A new version strictly after the one it replaces, so that a guarded save can never match its own old version. */
function nextVersion(now: Date, previous: string): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}

/** The product's options with their values and its variants, in order; undefined when there is no such product. */
export async function findProductOptions(db: Db, productId: number): Promise<ProductOptionsView | undefined> {
  const product = await findProductHead(db, productId);
  if (!product) return undefined;
  const [options, values, variants, links] = await Promise.all([
    findOptionRows(db, productId),
    findValueRows(db, productId),
    findVariantRows(db, productId),
    findVariantValueRows(db, productId),
  ]);
  const optionViews: OptionView[] = options.map((o) => ({
    id: o.id,
    name_en: o.name_en,
    name_vi: o.name_vi,
    values: values.filter((v) => v.option_id === o.id).map((v) => ({ id: v.id, label_en: v.label_en, label_vi: v.label_vi })),
  }));
  const valueIndex = new Map(optionViews.flatMap((o, i) => o.values.map((v) => [v.id, { option: i, value: v }] as const)));
  return {
    product_id: product.id,
    sku: product.sku,
    price_cents: Number(product.price_cents),
    options: optionViews,
    variants: variants.map((v) => {
      const made = links
        .filter((l) => l.variant_id === v.id)
        .flatMap((l) => {
          const found = valueIndex.get(l.value_id);
          return found ? [found] : [];
        })
        .sort((a, b) => a.option - b.option);
      return {
        id: v.id,
        sku: v.sku,
        price_cents: Number(v.price_cents),
        is_active: Number(v.is_active) === 1,
        capacity_units: Number(v.capacity_units),
        lead_time_hours: v.lead_time_hours === null ? null : Number(v.lead_time_hours),
        option_values: made.map((m) => m.value.id),
        label_en: made.map((m) => m.value.label_en).join(" · "),
        label_vi: made.map((m) => m.value.label_vi).join(" · "),
      };
    }),
    updated_at: product.updated_at,
  };
}

async function requireOptions(db: Db, productId: number): Promise<ProductOptionsView> {
  const found = await findProductOptions(db, productId);
  if (!found) throw new VariantsAdminError("notFound");
  return found;
}

/** What the audit log keeps: the options' labels and each variant's label, SKU and price. */
function audited(view: ProductOptionsView) {
  return {
    options: view.options.map((o) => ({ name_en: o.name_en, name_vi: o.name_vi, values: o.values.map((v) => v.label_en) })),
    variants: view.variants.map((v) => ({
      id: v.id,
      label: v.label_en,
      sku: v.sku,
      price_cents: v.price_cents,
      is_active: v.is_active,
      capacity_units: v.capacity_units,
      lead_time_hours: v.lead_time_hours,
    })),
    price_cents: view.price_cents,
  };
}

/** A combination's key: the English labels of its values, any case, in the options' order. */
const keyOf = (labels: readonly string[]) => JSON.stringify(labels.map((l) => l.toLocaleLowerCase("en")));

/** Every combination of the options' values, the first option varying slowest (8 inch Pandan, 8 inch Coconut, 10 inch…). */
function combinations<T>(lists: readonly (readonly T[])[]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}

/**
 * Runs a change of the product's options or variants: the product read and its version checked in the transaction,
 * `work` done, then the product's price set to its lowest active variant's and its version moved on (a guarded write:
 * of two saves on one version, one wins and the other is refused with the options as they are now), audited.
 */
async function optionsChange(
  ctx: VariantsAdminContext,
  actor: StaffActor,
  productId: number,
  expected: string,
  action: string,
  work: (change: StaffChange, before: ProductOptionsView, at: string) => Promise<void>,
): Promise<ProductOptionsView> {
  return staffChange(ctx.db, actor, { content: true }, async (change) => {
    const { trx, audit, version } = change;
    const before = await requireOptions(trx, productId);
    const guard = version(
      expected,
      (now: ProductOptionsView) => new VariantsAdminError("changed", { current: now }),
      () => requireOptions(trx, productId),
    );
    guard.check(before);
    const at = nextVersion(clock(ctx), before.updated_at);
    await work(change, before, at);
    const variants = await findVariantRows(trx, productId);
    const active = variants.filter((v) => Number(v.is_active) === 1);
    const prices = (active.length ? active : variants).map((v) => Number(v.price_cents));
    const price = prices.length ? Math.min(...prices) : before.price_cents;
    await guard.write(bumpProductIf(trx, productId, expected, { price_cents: price, updated_at: at }));
    const after = await requireOptions(trx, productId);
    await audit({ action, entity: "product", entityId: productId, before: audited(before), after: audited(after) }, at);
    return after;
  });
}

/** A SKU `<product SKU>-<n>` no variant or product has yet (nor one given earlier in this save). */
async function freshSku(trx: Db, base: string, given: Set<string>): Promise<string> {
  for (let n = 1; ; n += 1) {
    const sku = `${base}-${n}`;
    if (!given.has(sku) && !(await skuInUse(trx, sku))) {
      given.add(sku);
      return sku;
    }
  }
}

/** Saves the options and generates the variants (see the top of this file). */
export async function saveProductOptions(
  ctx: VariantsAdminContext,
  actor: StaffActor,
  productId: number,
  input: ProductOptionsInput,
): Promise<ProductOptionsView> {
  return optionsChange(ctx, actor, productId, input.expected_updated_at, "product.options", async ({ trx }, before, at) => {
    const existing = new Map<string, VariantView>();
    if (before.options.length > 0) {
      for (const v of before.variants) {
        const labels = v.option_values.map(
          (id) => before.options.flatMap((o) => o.values).find((value) => value.id === id)?.label_en ?? "",
        );
        if (labels.length === before.options.length) existing.set(keyOf(labels), v);
      }
    }
    await clearOptions(trx, productId);
    if (input.options.length === 0) {
      const defaults = before.variants.filter((v) => v.option_values.length === 0);
      await deleteVariants(
        trx,
        before.variants.filter((v) => !defaults.includes(v)).map((v) => v.id),
      );
      if (defaults.length === 0) await insertDefaultVariant(trx, productId, { sku: before.sku, price_cents: before.price_cents }, at);
      return;
    }
    const valueIds: { id: number; label_en: string }[][] = [];
    for (const [position, o] of input.options.entries()) {
      const optionId = await insertOption(trx, { product_id: productId, position, name_en: o.name_en, name_vi: o.name_vi });
      const ids: { id: number; label_en: string }[] = [];
      for (const [valuePosition, v] of o.values.entries()) {
        const id = await insertOptionValue(trx, {
          option_id: optionId,
          position: valuePosition,
          label_en: v.label_en,
          label_vi: v.label_vi,
        });
        ids.push({ id, label_en: v.label_en });
      }
      valueIds.push(ids);
    }
    const combos = combinations(valueIds);
    const keep = new Map(
      combos.flatMap((combo) => {
        const found = existing.get(keyOf(combo.map((v) => v.label_en)));
        return found ? [[keyOf(combo.map((v) => v.label_en)), found] as const] : [];
      }),
    );
    const kept = new Set([...keep.values()].map((v) => v.id));
    const given = new Set<string>();
    // The variants that no longer exist go first, so that a new one may take the SKU number one of them had.
    await deleteVariants(
      trx,
      before.variants.filter((v) => !kept.has(v.id)).map((v) => v.id),
    );
    for (const [position, combo] of combos.entries()) {
      const found = keep.get(keyOf(combo.map((v) => v.label_en)));
      if (found) await updateVariant(trx, productId, found.id, { position, updated_at: at });
      const variantId =
        found?.id ??
        (await insertVariant(trx, {
          product_id: productId,
          sku: await freshSku(trx, before.sku, given),
          price_cents: before.price_cents,
          position,
          at,
        }));
      await linkVariantValues(
        trx,
        variantId,
        combo.map((v) => v.id),
      );
    }
  });
}

/**
 * A SKU taken by another save at the same moment (two products given one SKU at once): the unique index refuses the
 * later one, which is then said as the SKU taken, beside the variant that asked for it; anything else goes on up.
 */
async function uniqueSkus<T>(db: Db, asked: readonly { index: number; sku: string }[], work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    for (const { index, sku } of asked) if (await skuInUse(db, sku)) throw new VariantsAdminError("skuTaken", { index, sku });
    throw error;
  }
}

/** Edits several variants at once: SKU (unique across variants and products), price, units, lead time, active. */
export async function editProductVariants(
  ctx: VariantsAdminContext,
  actor: StaffActor,
  productId: number,
  input: ProductVariantsInput,
): Promise<ProductOptionsView> {
  const asked = input.variants.flatMap((v, index) => (v.sku === undefined ? [] : [{ index, sku: v.sku }]));
  return uniqueSkus(ctx.db, asked, () => editVariants(ctx, actor, productId, input));
}

function editVariants(
  ctx: VariantsAdminContext,
  actor: StaffActor,
  productId: number,
  input: ProductVariantsInput,
): Promise<ProductOptionsView> {
  return optionsChange(ctx, actor, productId, input.expected_updated_at, "product.variants", async ({ trx }, before, at) => {
    const ids = input.variants.map((v) => v.id);
    for (const [index, change] of input.variants.entries()) {
      const variant = before.variants.find((v) => v.id === change.id);
      if (!variant) throw new VariantsAdminError("variantUnknown", { index });
      if (variant.option_values.length === 0) throw new VariantsAdminError("variantDefault", { index });
      if (change.sku !== undefined && change.sku !== variant.sku) {
        // Another variant keeps it unless this request gives that one another SKU too.
        const others = ids.filter((id) => input.variants.find((v) => v.id === id)?.sku !== undefined);
        if (await skuInUse(trx, change.sku, others)) throw new VariantsAdminError("skuTaken", { index, sku: change.sku });
      }
    }
    const columns = (change: ProductVariantsInput["variants"][number]): VariantColumns => ({
      ...(change.sku === undefined ? {} : { sku: change.sku }),
      ...(change.price_cents === undefined ? {} : { price_cents: change.price_cents }),
      ...(change.capacity_units === undefined ? {} : { capacity_units: change.capacity_units }),
      ...(change.lead_time_hours === undefined ? {} : { lead_time_hours: change.lead_time_hours }),
      ...(change.is_active === undefined ? {} : { is_active: change.is_active ? (1 as const) : (0 as const) }),
    });
    // Given SKUs first go to a placeholder, so that two variants swapping their SKUs never meet the unique index.
    for (const change of input.variants) if (change.sku !== undefined) await parkVariantSku(trx, change.id);
    for (const change of input.variants) await updateVariant(trx, productId, change.id, { ...columns(change), updated_at: at });
  });
}
