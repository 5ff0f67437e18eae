import type { Db } from "../../db/index.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { repointMenuLinks } from "../content/menu-admin.repository.ts";
import { repointRedirectTargets } from "../content/redirects-admin.repository.ts";
import {
  findThemeOptionValues,
  findThemeOptionVersion,
  setThemeOptionValue,
  setThemeOptionVersion,
} from "../content/site-admin.repository.ts";
import { FOOTER_KEY, SHOP_KEY } from "../content/site-admin.service.ts";
import { clock, nextVersion, StructureError, type StructureContext } from "../content/structure-error.ts";
import type { FooterData } from "../content/theme.service.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import {
  deleteCategoryRows,
  findCategoryBySlug,
  findCategoryRows,
  findCategoryTranslations,
  findLastCategoryPosition,
  insertCategory,
  lockCategoryRow,
  repointSectionItemLinks,
  updateCategoryIf,
  upsertCategoryTranslation,
} from "./categories-admin.repository.ts";
import type { CategoryCreateInput, CategoryUpdateInput } from "./categories-admin.schema.ts";

// Categories in the back office: list, create, edit, delete one without products. The storefront reads
// the categories on every page that lists them (/products?category=<slug>), and the shell's cache is emptied by
// contentChanged, so a change shows at once. Every change is audited in its own transaction; a save on a stale
// version is refused (409 with the category now), never silently applied.

const LANGS = ["en", "vi"] as const;
type Bilingual = Record<(typeof LANGS)[number], string>;

export interface AdminCategory {
  id: number;
  slug: string;
  position: number;
  image_path: string | null;
  name: Bilingual;
  description: Bilingual;
  /** Languages whose name or description is empty while the other language has one: flagged in the list. */
  missing: (typeof LANGS)[number][];
  /** Products in it, whatever their state (a category with any cannot be deleted). */
  product_count: number;
  created_at: string;
  /** The version to send back as expected_updated_at. */
  updated_at: string;
}

async function readCategories(db: Db, id?: number): Promise<AdminCategory[]> {
  const rows = await findCategoryRows(db, id);
  if (rows.length === 0) return [];
  const translations = await findCategoryTranslations(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const name: Bilingual = { en: "", vi: "" };
    const description: Bilingual = { en: "", vi: "" };
    for (const t of translations) {
      if (t.category_id !== row.id || (t.locale !== "en" && t.locale !== "vi")) continue;
      name[t.locale] = t.name;
      description[t.locale] = t.description;
    }
    const missing = LANGS.filter((lang) => {
      const other = lang === "en" ? "vi" : "en";
      return (!name[lang] && !!name[other]) || (!description[lang] && !!description[other]);
    });
    return {
      id: row.id,
      slug: row.slug,
      position: Number(row.position),
      image_path: row.image_path,
      name,
      description,
      missing,
      product_count: Number(row.product_count ?? 0),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

/** Every category in the shop's order, with both languages and how many products each holds. */
export function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  return readCategories(db);
}

export async function findAdminCategory(db: Db, id: number): Promise<AdminCategory | undefined> {
  return (await readCategories(db, id))[0];
}

async function requireCategory(db: Db, id: number): Promise<AdminCategory> {
  const category = await findAdminCategory(db, id);
  if (!category) throw new StructureError(404, "categoryNotFound");
  return category;
}

function audited(c: Pick<AdminCategory, "slug" | "position" | "image_path" | "name" | "description">) {
  return { slug: c.slug, position: c.position, image_path: c.image_path, name: c.name, description: c.description };
}

/** A save made on a stale version: 409 with the category as it is now. */
const changed = (now: AdminCategory) => new StructureError(409, "categoryChanged", { name: now.name.en }, undefined, { category: now });

const slugTaken = (slug: string) => new StructureError(422, "categorySlugTaken", { slug }, "slug");

async function uniquely<T>(slug: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

async function writeTranslations(trx: Db, id: number, input: CategoryCreateInput) {
  for (const locale of LANGS) {
    const values = { name: input[`name_${locale}`], description: input[`description_${locale}`] };
    await upsertCategoryTranslation(trx, id, locale, values);
  }
}

function shapeOf(input: CategoryCreateInput, position: number) {
  return {
    slug: input.slug,
    position,
    image_path: input.image_path,
    name: { en: input.name_en, vi: input.name_vi },
    description: { en: input.description_en, vi: input.description_vi },
  };
}

export async function createCategory(ctx: StructureContext, actor: StaffActor, input: CategoryCreateInput): Promise<AdminCategory> {
  if (await findCategoryBySlug(ctx.db, input.slug)) throw slugTaken(input.slug);
  const at = clock(ctx).toISOString();
  const id = await uniquely(input.slug, () =>
    staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
      const last = await findLastCategoryPosition(trx);
      const position = input.position ?? (last ?? -1) + 1;
      const id = await insertCategory(trx, { slug: input.slug, position, image_path: input.image_path, created_at: at, updated_at: at });
      await writeTranslations(trx, id, input);
      await audit({ action: "category.create", entity: "category", entityId: id, before: null, after: shapeOf(input, position) }, at);
      return id;
    }),
  );
  return requireCategory(ctx.db, id);
}

/**
 * Moves the links to a category's page (the menu's, the footer's, the home page's buttons, redirect rules) along with
 * its new slug. The footer's rows get a new
 * version first (the shop-details form's guard row), so a shop-details save made on the old one is refused rather
 * than writing the old links back.
 */
async function repointLinks(trx: Db, from: string, to: string, now: Date) {
  const at = now.toISOString();
  await repointMenuLinks(trx, from, to);
  // The home page's buttons and redirect rules to the category's page follow too (each gets a new version).
  await repointSectionItemLinks(trx, from, to, at);
  await repointRedirectTargets(trx, from, to, at);
  const guard = await findThemeOptionVersion(trx, SHOP_KEY, "en");
  if (!guard) return;
  const version = nextVersion(now, guard.updated_at);
  await setThemeOptionVersion(trx, SHOP_KEY, "en", version);
  const footers = await findThemeOptionValues(trx, FOOTER_KEY);
  for (const row of footers) {
    const footer = JSON.parse(row.value_json) as FooterData;
    if (!footer.columns?.some((c) => c.links.some((l) => l.url === from))) continue;
    footer.columns = footer.columns.map((c) => ({ ...c, links: c.links.map((l) => (l.url === from ? { ...l, url: to } : l)) }));
    await setThemeOptionValue(trx, FOOTER_KEY, row.locale, JSON.stringify(footer), version);
  }
}

/**
 * Saves a category if nobody changed it since `expected_updated_at` was read: a guarded UPDATE, so of two saves on
 * the same version exactly one applies and the other is told (409 with the category now). A new slug moves the
 * menu's and the footer's links to the category's page along with it.
 */
export async function updateCategory(
  ctx: StructureContext,
  actor: StaffActor,
  id: number,
  input: CategoryUpdateInput,
): Promise<AdminCategory> {
  const other = await findCategoryBySlug(ctx.db, input.slug, id);
  if (other) throw slugTaken(input.slug);
  return uniquely(input.slug, () =>
    staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, version }) => {
      const before = await requireCategory(trx, id);
      const expected = version(input.expected_updated_at, changed, () => requireCategory(trx, id));
      expected.check(before);
      const at = nextVersion(clock(ctx), before.updated_at);
      const position = input.position ?? before.position;
      await expected.write(
        updateCategoryIf(trx, id, input.expected_updated_at, { slug: input.slug, position, image_path: input.image_path, updated_at: at }),
      );
      await writeTranslations(trx, id, input);
      if (before.slug !== input.slug)
        await repointLinks(trx, `/products?category=${before.slug}`, `/products?category=${input.slug}`, clock(ctx));
      await audit(
        { action: "category.update", entity: "category", entityId: id, before: audited(before), after: shapeOf(input, position) },
        at,
      );
      return requireCategory(trx, id);
    }),
  );
}

/**
 * Deletes a category that holds no product; one that still holds some is refused (409, with how many): the
 * products would have no category. On PostgreSQL the category's row is held first, so a product saved into it at the
 * same moment waits (its foreign key locks the same row) and then finds it gone.
 */
export async function deleteCategory(ctx: StructureContext, actor: StaffActor, id: number): Promise<AdminCategory> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, postgres }) => {
    if (postgres) await lockCategoryRow(trx, id);
    const before = await requireCategory(trx, id);
    if (before.product_count > 0)
      throw new StructureError(
        409,
        "categoryHasProducts",
        { name: before.name.en, name_vi: before.name.vi, count: before.product_count },
        undefined,
        { category: before },
      );
    await deleteCategoryRows(trx, id);
    await audit({ action: "category.delete", entity: "category", entityId: id, before: audited(before), after: null }, at);
    return before;
  });
}
