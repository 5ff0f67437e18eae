import type { Db } from "../../db/index.ts";

// The rows behind the add-on groups in the back office (modifier-groups-admin.service.ts).

export function findGroupRows(db: Db, id?: number) {
  let query = db
    .selectFrom("modifier_groups")
    .select(["id", "name_en", "name_vi", "min_choices", "max_choices", "max_per_choice", "total", "created_at", "updated_at"])
    .orderBy("name_en")
    .orderBy("id");
  if (id !== undefined) query = query.where("id", "=", id);
  return query.execute();
}

export function findChoiceRows(db: Db, groupIds: readonly number[]) {
  if (!groupIds.length) return Promise.resolve([]);
  return db
    .selectFrom("modifier_choices")
    .select(["id", "group_id", "label_en", "label_vi", "price_delta_cents", "is_default", "allergens_json", "position"])
    .where("group_id", "in", groupIds)
    .orderBy("position")
    .orderBy("id")
    .execute();
}

/** Which products offer each group, with their names in both languages. */
export function findGroupProducts(db: Db, groupIds: readonly number[]) {
  if (!groupIds.length) return Promise.resolve([]);
  return db
    .selectFrom("product_modifier_groups as pmg")
    .innerJoin("products as p", "p.id", "pmg.product_id")
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .leftJoin("product_translations as vi", (j) => j.onRef("vi.product_id", "=", "p.id").on("vi.locale", "=", "vi"))
    .select(["pmg.group_id", "p.id", "en.name as name_en", "vi.name as name_vi"])
    .where("pmg.group_id", "in", groupIds)
    .orderBy("p.id")
    .execute();
}

export interface GroupColumns {
  name_en: string;
  name_vi: string;
  min_choices: number;
  max_choices: number;
  max_per_choice: number;
  total: number | null;
}

export async function insertGroup(trx: Db, values: GroupColumns & { at: string }) {
  const { at, ...rest } = values;
  return (
    await trx
      .insertInto("modifier_groups")
      .values({ ...rest, created_at: at, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

export function updateGroupIf(trx: Db, id: number, expected: string, values: GroupColumns & { updated_at: string }) {
  return trx.updateTable("modifier_groups").set(values).where("id", "=", id).where("updated_at", "=", expected);
}

export async function deleteGroupRow(trx: Db, id: number): Promise<void> {
  await trx.deleteFrom("product_modifier_groups").where("group_id", "=", id).execute();
  await trx.deleteFrom("modifier_choices").where("group_id", "=", id).execute();
  await trx.deleteFrom("modifier_groups").where("id", "=", id).execute();
}

export interface ChoiceColumns {
  position: number;
  label_en: string;
  label_vi: string;
  price_delta_cents: number;
  is_default: 0 | 1;
  allergens_json: string;
}

export async function insertChoice(trx: Db, groupId: number, values: ChoiceColumns): Promise<void> {
  await trx
    .insertInto("modifier_choices")
    .values({ group_id: groupId, ...values })
    .execute();
}

export async function updateChoice(trx: Db, groupId: number, id: number, values: ChoiceColumns): Promise<void> {
  await trx.updateTable("modifier_choices").set(values).where("id", "=", id).where("group_id", "=", groupId).execute();
}

export async function deleteChoicesExcept(trx: Db, groupId: number, keep: readonly number[]): Promise<void> {
  let query = trx.deleteFrom("modifier_choices").where("group_id", "=", groupId);
  if (keep.length) query = query.where("id", "not in", keep);
  await query.execute();
}

export function findProductGroupIds(db: Db, productId: number) {
  return db.selectFrom("product_modifier_groups").select("group_id").where("product_id", "=", productId).orderBy("position").execute();
}

export async function replaceProductGroups(trx: Db, productId: number, groupIds: readonly number[]): Promise<void> {
  await trx.deleteFrom("product_modifier_groups").where("product_id", "=", productId).execute();
  if (!groupIds.length) return;
  await trx
    .insertInto("product_modifier_groups")
    .values(groupIds.map((group_id, position) => ({ product_id: productId, group_id, position })))
    .execute();
}
