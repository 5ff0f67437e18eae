import type { Db } from "../../db/index.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import type { ModifierGroupInput, ModifierGroupUpdateInput, ProductModifierGroupsInput } from "./modifier-groups-admin.schema.ts";
import {
  deleteChoicesExcept,
  deleteGroupRow,
  findChoiceRows,
  findGroupProducts,
  findGroupRows,
  findProductGroupIds,
  insertChoice,
  insertGroup,
  replaceProductGroups,
  updateChoice,
  updateGroupIf,
  type ChoiceColumns,
} from "./modifier-groups-admin.repository.ts";
import { bumpProductIf, findProductHead } from "./variants-admin.repository.ts";

// Add-on groups in the back office: shared by products ("Bánh mì extras" on every bánh mì), each with its rules and
// choices. A choice sent back with its id keeps it (and its "out today" mark); one left out is deleted (order lines keep
// a copy of what was sold). A product offers groups in an order of its own; that list carries the product's version,
// as the product editor does. Every change is audited and shows on the storefront at once.

export type ModifierGroupFailure = "notFound" | "changed" | "choiceUnknown" | "productNotFound" | "productChanged" | "groupUnknown";

export class ModifierGroupError extends Error {
  constructor(
    readonly failure: ModifierGroupFailure,
    readonly details: { current?: ModifierGroupView; product?: ProductGroupsView; index?: number; name?: string } = {},
  ) {
    super(failure);
  }
}

export interface ModifierChoiceView {
  id: number;
  label_en: string;
  label_vi: string;
  price_delta_cents: number;
  is_default: boolean;
  allergens: string[];
}

export interface ModifierGroupView {
  id: number;
  name_en: string;
  name_vi: string;
  min_choices: number;
  max_choices: number;
  max_per_choice: number;
  total: number | null;
  choices: ModifierChoiceView[];
  /** The products that offer it: what deleting it would take away from. */
  products: { id: number; name_en: string; name_vi: string }[];
  updated_at: string;
}

export interface ProductGroupsView {
  product_id: number;
  group_ids: number[];
  updated_at: string;
}

export interface ModifierGroupsContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

function nextVersion(now: Date, previous?: string): string {
  const at = now.toISOString();
  return previous === undefined || at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}

function allergensOf(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((a): a is string => typeof a === "string") : [];
}

async function groupsOf(db: Db, id?: number): Promise<ModifierGroupView[]> {
  const groups = await findGroupRows(db, id);
  const ids = groups.map((g) => g.id);
  const [choices, products] = await Promise.all([findChoiceRows(db, ids), findGroupProducts(db, ids)]);
  return groups.map((g) => ({
    id: g.id,
    name_en: g.name_en,
    name_vi: g.name_vi,
    min_choices: Number(g.min_choices),
    max_choices: Number(g.max_choices),
    max_per_choice: Number(g.max_per_choice),
    total: g.total === null ? null : Number(g.total),
    choices: choices
      .filter((c) => c.group_id === g.id)
      .map((c) => ({
        id: c.id,
        label_en: c.label_en,
        label_vi: c.label_vi,
        price_delta_cents: Number(c.price_delta_cents),
        is_default: Number(c.is_default) === 1,
        allergens: allergensOf(c.allergens_json),
      })),
    products: products.filter((p) => p.group_id === g.id).map((p) => ({ id: p.id, name_en: p.name_en ?? "", name_vi: p.name_vi ?? "" })),
    updated_at: g.updated_at,
  }));
}

/** Every add-on group, by English name, with its choices and the products that offer it. */
export function listModifierGroups(db: Db): Promise<ModifierGroupView[]> {
  return groupsOf(db);
}

export async function findModifierGroup(db: Db, id: number): Promise<ModifierGroupView | undefined> {
  return (await groupsOf(db, id))[0];
}

async function requireGroup(db: Db, id: number): Promise<ModifierGroupView> {
  const found = await findModifierGroup(db, id);
  if (!found) throw new ModifierGroupError("notFound");
  return found;
}

const columnsOf = (g: ModifierGroupInput) => ({
  name_en: g.name_en,
  name_vi: g.name_vi,
  min_choices: g.min_choices,
  max_choices: g.max_choices,
  max_per_choice: g.max_per_choice,
  total: g.total,
});

const choiceColumns = (c: ModifierGroupInput["choices"][number], position: number): ChoiceColumns => ({
  position,
  label_en: c.label_en,
  label_vi: c.label_vi,
  price_delta_cents: c.price_delta_cents,
  is_default: c.is_default ? 1 : 0,
  allergens_json: JSON.stringify(c.allergens),
});

/** What the audit log keeps of a group. */
const audited = (
  g: Pick<ModifierGroupView, "name_en" | "name_vi" | "min_choices" | "max_choices" | "max_per_choice" | "total"> & {
    choices: readonly { label_en: string; price_delta_cents: number; is_default: boolean; allergens: readonly string[] }[];
  },
) => ({
  ...columnsOf({ ...g, choices: [] }),
  choices: g.choices.map((c) => ({
    label_en: c.label_en,
    price_delta_cents: c.price_delta_cents,
    is_default: c.is_default,
    allergens: c.allergens,
  })),
});

export async function createModifierGroup(
  ctx: ModifierGroupsContext,
  actor: StaffActor,
  input: ModifierGroupInput,
): Promise<ModifierGroupView> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
    const id = await insertGroup(trx, { ...columnsOf(input), at });
    for (const [position, c] of input.choices.entries()) await insertChoice(trx, id, choiceColumns(c, position));
    await audit({ action: "modifier_group.create", entity: "modifier_group", entityId: id, before: null, after: audited(input) }, at);
    return requireGroup(trx, id);
  });
}

export async function updateModifierGroup(
  ctx: ModifierGroupsContext,
  actor: StaffActor,
  id: number,
  input: ModifierGroupUpdateInput,
): Promise<ModifierGroupView> {
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, version }) => {
    const before = await requireGroup(trx, id);
    const guard = version(
      input.expected_updated_at,
      (now: ModifierGroupView) => new ModifierGroupError("changed", { current: now }),
      () => requireGroup(trx, id),
    );
    guard.check(before);
    const known = new Set(before.choices.map((c) => c.id));
    input.choices.forEach((c, index) => {
      if (c.id !== undefined && !known.has(c.id)) throw new ModifierGroupError("choiceUnknown", { index });
    });
    const at = nextVersion(clock(ctx), before.updated_at);
    await guard.write(updateGroupIf(trx, id, input.expected_updated_at, { ...columnsOf(input), updated_at: at }));
    await deleteChoicesExcept(
      trx,
      id,
      input.choices.flatMap((c) => (c.id === undefined ? [] : [c.id])),
    );
    for (const [position, c] of input.choices.entries()) {
      if (c.id === undefined) await insertChoice(trx, id, choiceColumns(c, position));
      else await updateChoice(trx, id, c.id, choiceColumns(c, position));
    }
    await audit(
      { action: "modifier_group.update", entity: "modifier_group", entityId: id, before: audited(before), after: audited(input) },
      at,
    );
    return requireGroup(trx, id);
  });
}

/** Deletes a group: the products that offered it no longer do (the page names them and asks first). */
export async function deleteModifierGroup(ctx: ModifierGroupsContext, actor: StaffActor, id: number): Promise<ModifierGroupView> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
    const before = await requireGroup(trx, id);
    await deleteGroupRow(trx, id);
    await audit(
      {
        action: "modifier_group.delete",
        entity: "modifier_group",
        entityId: id,
        before: { ...audited(before), products: before.products.map((p) => p.id) },
        after: null,
      },
      at,
    );
    return before;
  });
}

async function productGroupsOf(db: Db, productId: number): Promise<ProductGroupsView | undefined> {
  const product = await findProductHead(db, productId);
  if (!product) return undefined;
  const rows = await findProductGroupIds(db, productId);
  return { product_id: productId, group_ids: rows.map((r) => r.group_id), updated_at: product.updated_at };
}

/** The groups a product offers, in order, and the product's version. */
export async function findProductModifierGroups(db: Db, productId: number): Promise<ProductGroupsView | undefined> {
  return productGroupsOf(db, productId);
}

/** Sets which groups a product offers, in order; guarded by the product's version, which it moves on. */
export async function setProductModifierGroups(
  ctx: ModifierGroupsContext,
  actor: StaffActor,
  productId: number,
  input: ProductModifierGroupsInput,
): Promise<ProductGroupsView> {
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, version }) => {
    const before = await productGroupsOf(trx, productId);
    if (!before) throw new ModifierGroupError("productNotFound");
    const guard = version(
      input.expected_updated_at,
      (now: ProductGroupsView) => new ModifierGroupError("productChanged", { product: now }),
      async () => (await productGroupsOf(trx, productId))!,
    );
    guard.check(before);
    const existing = new Set((await findGroupRows(trx)).map((g) => g.id));
    input.group_ids.forEach((id, index) => {
      if (!existing.has(id)) throw new ModifierGroupError("groupUnknown", { index });
    });
    const product = (await findProductHead(trx, productId))!;
    const at = nextVersion(clock(ctx), before.updated_at);
    await guard.write(
      bumpProductIf(trx, productId, input.expected_updated_at, { price_cents: Number(product.price_cents), updated_at: at }),
    );
    await replaceProductGroups(trx, productId, input.group_ids);
    await audit(
      {
        action: "product.modifier_groups",
        entity: "product",
        entityId: productId,
        before: { group_ids: before.group_ids },
        after: { group_ids: input.group_ids },
      },
      at,
    );
    return (await productGroupsOf(trx, productId))!;
  });
}
