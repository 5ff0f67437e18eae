import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { sanitizeRichText } from "../content/rich-text.ts";
import { claimSlug, releaseSlug, renameSlug, slugOwner, type SlugProblem } from "../content/slugs.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import {
  ADMIN_PRODUCTS_PER_PAGE,
  missingTranslations,
  PRODUCT_LANGS,
  type AdminProductsQuery,
  type AdminProductStatus,
  type ProductCreateInput,
  type ProductLang,
  type ProductStatusInput,
  type ProductUpdateInput,
} from "./products-admin.schema.ts";
import {
  countAdminProducts,
  countProductLines,
  deleteProductRow,
  findAdminProductPage,
  findAdminProductRow,
  findAllergensOf,
  findCategoryId,
  findCategoryNames,
  findDietsOf,
  findGiftPromotion,
  findOtherVariantBySku,
  findProductBySku,
  findProductImagesOf,
  insertProduct,
  lockProductRow,
  replaceProductDetails,
  updateProductIf,
  type AdminProductImageRow,
  type AdminProductRow,
} from "./products-admin.repository.ts";
import { foldForSearch, searchWords } from "./search-text.ts";
import { insertDefaultVariant, priceFromVariants, syncDefaultVariant } from "./variants.repository.ts";

// Products in the back office: list with search, one, create, edit, publish and unpublish, delete where
// safe. The storefront reads the products tables on every request (catalog.service.ts), the cart and checkout read
// the price on every look (placed orders keep the name and price copied onto their lines), so a committed change shows
// at once; contentChanged(db) then tells every cache. Each change is audited in its own transaction; a save made on a
// stale version is refused with the product as it is now, never silently applied.
//
// Delete where safe: a product never ordered, in no cart and given by no gift promotion is removed and its slug
// released. Any other is refused ("ordered", "inCart", "gift"): unpublish it instead, so order history keeps its link.

export type ProductAdminFailure =
  "notFound" | "slugTaken" | "slugReserved" | "skuTaken" | "categoryUnknown" | "changed" | "needsName" | "ordered" | "inCart" | "gift";

export class ProductAdminError extends Error {
  constructor(
    readonly failure: ProductAdminFailure,
    /** For "changed": the product as it is now; for "needsName": the language without a name; for "ordered": on how many orders. */
    readonly details: { current?: AdminProduct; lang?: ProductLang; count?: number; name?: string } = {},
  ) {
    super(failure);
  }
}

export interface AdminProductImage {
  path: string;
  width: number;
  height: number;
}

export interface AdminProductListItem {
  id: number;
  slug: string;
  sku: string;
  status: AdminProductStatus;
  category_id: number;
  /** The category's name in the request's language. */
  category_name: string;
  name_en: string;
  name_vi: string;
  price_cents: number;
  featured: boolean;
  position: number;
  /** Languages whose texts are missing (no name, or a summary or description only the other language has). */
  missing_translations: ProductLang[];
  image: AdminProductImage | null;
  updated_at: string;
}

export interface AdminProduct extends AdminProductListItem {
  summary_en: string;
  summary_vi: string;
  description_en: string;
  description_vi: string;
  /** What it is made of, one line per language ('' = not given): the product's page and the box's label show it. */
  ingredients_en: string;
  ingredients_vi: string;
  lead_time_hours: number;
  daily_capacity: number | null;
  allergens: string[];
  diets: string[];
  /** Its photos (managed at /admin/products/{id}/images): how many, and the first. */
  images: { count: number; first: AdminProductImage | null };
  created_at: string;
}

export interface ProductAdminContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: { now?: () => Date }) => ctx.now?.() ?? new Date();

function textsOf(row: AdminProductRow) {
  return {
    name_en: row.name_en ?? "",
    name_vi: row.name_vi ?? "",
    summary_en: row.summary_en ?? "",
    summary_vi: row.summary_vi ?? "",
    description_en: row.description_en ?? "",
    description_vi: row.description_vi ?? "",
    ingredients_en: row.ingredients_en ?? "",
    ingredients_vi: row.ingredients_vi ?? "",
  };
}

function listItemOf(row: AdminProductRow, images: AdminProductImageRow[]): AdminProductListItem {
  const texts = textsOf(row);
  const first = images.find((i) => i.product_id === row.id);
  return {
    id: row.id,
    slug: row.slug,
    sku: row.sku,
    status: row.status === "published" ? "published" : "draft",
    category_id: row.category_id,
    category_name: row.category_name ?? row.category_slug,
    name_en: texts.name_en,
    name_vi: texts.name_vi,
    price_cents: Number(row.price_cents),
    featured: Number(row.is_featured) === 1,
    position: Number(row.position),
    missing_translations: missingTranslations(texts),
    image: first ? { path: first.path, width: Number(first.width), height: Number(first.height) } : null,
    updated_at: row.updated_at,
  };
}

/** A page of products, in the shop's order (category, then position); `q` matches a name piece in either language (any accents) or a SKU piece. */
export async function listAdminProducts(db: Db, lang: Lang, query: AdminProductsQuery) {
  const words = searchWords(query.q ?? "");
  const skuPiece = (query.q ?? "").trim().toUpperCase().replace(/[%\\]/g, "");
  const filter = { category: query.category, status: query.status, words, skuPiece };
  const total = await countAdminProducts(db, lang, filter);
  const lastPage = Math.max(1, Math.ceil(total / ADMIN_PRODUCTS_PER_PAGE));
  const page = Math.min(query.page, lastPage);
  const rows = await findAdminProductPage(db, lang, filter, ADMIN_PRODUCTS_PER_PAGE, (page - 1) * ADMIN_PRODUCTS_PER_PAGE);
  const images = await findProductImagesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map((r) => listItemOf(r, images)),
    pagination: { page, per_page: ADMIN_PRODUCTS_PER_PAGE, total, last_page: lastPage },
  };
}

export async function findAdminProduct(db: Db, lang: Lang, id: number): Promise<AdminProduct | undefined> {
  const row = await findAdminProductRow(db, lang, id);
  if (!row) return undefined;
  const [images, allergens, diets] = await Promise.all([findProductImagesOf(db, [id]), findAllergensOf(db, id), findDietsOf(db, id)]);
  const item = listItemOf(row, images);
  const texts = textsOf(row);
  return {
    ...item,
    summary_en: texts.summary_en,
    summary_vi: texts.summary_vi,
    description_en: texts.description_en,
    description_vi: texts.description_vi,
    ingredients_en: texts.ingredients_en,
    ingredients_vi: texts.ingredients_vi,
    lead_time_hours: Number(row.lead_time_hours),
    daily_capacity: row.daily_capacity === null ? null : Number(row.daily_capacity),
    allergens: allergens.map((a) => a.allergen).sort(),
    diets: diets.map((d) => d.diet).sort(),
    images: { count: images.length, first: item.image },
    created_at: row.created_at,
  };
}

async function requireProduct(db: Db, lang: Lang, id: number): Promise<AdminProduct> {
  const product = await findAdminProduct(db, lang, id);
  if (!product) throw new ProductAdminError("notFound");
  return product;
}

type Editable = Omit<ProductCreateInput, "status"> & { status: AdminProductStatus };

/** What the audit log keeps of a product (the texts as saved). */
function audited(p: Editable) {
  return {
    slug: p.slug,
    sku: p.sku,
    status: p.status,
    category_id: p.category_id,
    price_cents: p.price_cents,
    lead_time_hours: p.lead_time_hours,
    daily_capacity: p.daily_capacity,
    featured: p.featured,
    position: p.position,
    allergens: p.allergens,
    diets: p.diets,
    name_en: p.name_en,
    name_vi: p.name_vi,
    summary_en: p.summary_en,
    summary_vi: p.summary_vi,
    description_en: p.description_en,
    description_vi: p.description_vi,
    ingredients_en: p.ingredients_en ?? "",
    ingredients_vi: p.ingredients_vi ?? "",
  };
}

/** A new version strictly after the one it replaces, so that a guarded save can never match its own old version. */
function nextVersion(now: Date, previous?: string): string {
  const at = now.toISOString();
  if (previous === undefined || at > previous) return at;
  return new Date(Date.parse(previous) + 1).toISOString();
}

/** The texts as stored: descriptions sanitised (scripts, styles, event handlers and javascript: links dropped). */
function cleaned<T extends Editable>(input: T): T {
  return { ...input, description_en: sanitizeRichText(input.description_en), description_vi: sanitizeRichText(input.description_vi) };
}

/** A published product shows in both languages: it needs both names. */
function requireNames(p: Editable) {
  if (p.status !== "published") return;
  for (const lang of PRODUCT_LANGS) if (p[`name_${lang}`] === "") throw new ProductAdminError("needsName", { lang });
}

async function requireCategory(db: Db, id: number) {
  const found = await findCategoryId(db, id);
  if (!found) throw new ProductAdminError("categoryUnknown");
}

/** Another product with this SKU (SKUs are kept upper case, so one in any case); checked first, the unique index decides at once. */
async function skuTaken(db: Db, sku: string, exceptId?: number): Promise<boolean> {
  return (await findProductBySku(db, sku, exceptId)) !== undefined || (await findOtherVariantBySku(db, sku, exceptId)) !== undefined;
}

function slugRefusal(problem: SlugProblem): ProductAdminError {
  return new ProductAdminError(problem === "taken" ? "slugTaken" : "slugReserved");
}

/** A unique index refusing the change (two staff at once): which of slug and SKU it was, read after the other committed. */
async function uniquely<T>(
  db: Db,
  input: { slug: string; sku: string } | undefined,
  id: number | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error) || !input) throw error;
    const owner = await slugOwner(db, input.slug);
    if (owner && !(owner.kind === "product" && owner.entityId === id)) throw new ProductAdminError("slugTaken");
    if (await skuTaken(db, input.sku, id)) throw new ProductAdminError("skuTaken");
    throw new ProductAdminError("slugTaken");
  }
}

function productColumns(p: Editable) {
  return {
    slug: p.slug,
    category_id: p.category_id,
    sku: p.sku,
    price_cents: p.price_cents,
    status: p.status,
    lead_time_hours: p.lead_time_hours,
    daily_capacity: p.daily_capacity,
    is_featured: p.featured ? 1 : 0,
    position: p.position,
  };
}

/** Both translations, their search text folded for accent-free search, and the allergens and diets: replaced whole. */
async function writeDetails(trx: Db, id: number, p: Editable) {
  await replaceProductDetails(trx, id, {
    translations: PRODUCT_LANGS.map((locale) => ({
      locale,
      name: p[`name_${locale}`],
      summary: p[`summary_${locale}`],
      description: p[`description_${locale}`],
      search_text: foldForSearch(`${p[`name_${locale}`]} ${p[`summary_${locale}`]}`),
      ingredients: p[`ingredients_${locale}`] ?? "",
    })),
    allergens: p.allergens,
    diets: p.diets,
  });
}

export async function createProduct(
  ctx: ProductAdminContext,
  actor: StaffActor,
  lang: Lang,
  raw: ProductCreateInput,
): Promise<AdminProduct> {
  const input = cleaned(raw);
  requireNames(input);
  await requireCategory(ctx.db, input.category_id);
  if (await slugOwner(ctx.db, input.slug)) throw new ProductAdminError("slugTaken");
  if (await skuTaken(ctx.db, input.sku)) throw new ProductAdminError("skuTaken");
  const at = clock(ctx).toISOString();
  const id = await uniquely(ctx.db, input, undefined, () =>
    staffChange(ctx.db, actor, { content: true }, async ({ trx, audit }) => {
      const columns = productColumns(input);
      const id = await insertProduct(trx, { ...columns, created_at: at, updated_at: at });
      await insertDefaultVariant(trx, id, columns, at);
      const problem = await claimSlug(trx, input.slug, "product", id);
      if (problem) throw slugRefusal(problem);
      await writeDetails(trx, id, input);
      await audit({ action: "product.create", entity: "product", entityId: id, before: null, after: audited(input) }, at);
      return id;
    }),
  );
  return requireProduct(ctx.db, lang, id);
}

function editableOf(p: AdminProduct): Editable {
  return {
    name_en: p.name_en,
    name_vi: p.name_vi,
    summary_en: p.summary_en,
    summary_vi: p.summary_vi,
    description_en: p.description_en,
    description_vi: p.description_vi,
    ingredients_en: p.ingredients_en,
    ingredients_vi: p.ingredients_vi,
    slug: p.slug,
    category_id: p.category_id,
    sku: p.sku,
    price_cents: p.price_cents,
    lead_time_hours: p.lead_time_hours,
    daily_capacity: p.daily_capacity,
    featured: p.featured,
    position: p.position,
    // Read back from rows this service wrote from the allowed lists.
    allergens: p.allergens as Editable["allergens"],
    diets: p.diets as Editable["diets"],
    status: p.status,
  };
}

/**
 * Applies a change if nobody changed the product since `expected` was read: a guarded UPDATE, so of two saves on the
 * same version exactly one is applied and the other finds 0 rows ("changed", with the product as it is now).
 */
async function guardedChange(
  ctx: ProductAdminContext,
  actor: StaffActor,
  lang: Lang,
  id: number,
  expected: string,
  action: string,
  keys: { slug: string; sku: string } | undefined,
  change: (before: Editable) => Editable,
) {
  return uniquely(ctx.db, keys, id, () =>
    staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, version }) => {
      const current = await requireProduct(trx, lang, id);
      const guard = version(
        expected,
        (now: AdminProduct) => new ProductAdminError("changed", { current: now }),
        () => requireProduct(trx, lang, id),
      );
      guard.check(current);
      const before = editableOf(current);
      // A product with options is priced by its variants (edited with them): the form's price cannot move it.
      const variantsPrice = await priceFromVariants(trx, id);
      const changed = change(before);
      const after = variantsPrice === undefined ? changed : { ...changed, price_cents: variantsPrice };
      requireNames(after);
      const at = nextVersion(clock(ctx), current.updated_at);
      const columns = productColumns(after);
      await guard.write(updateProductIf(trx, id, expected, { ...columns, updated_at: at }));
      await syncDefaultVariant(trx, id, columns, at);
      if (after.slug !== before.slug) {
        const problem = await renameSlug(trx, "product", id, before.slug, after.slug);
        if (problem) throw slugRefusal(problem);
      }
      await writeDetails(trx, id, after);
      await audit({ action, entity: "product", entityId: id, before: audited(before), after: audited(after) }, at);
      return requireProduct(trx, lang, id);
    }),
  );
}

export async function updateProduct(
  ctx: ProductAdminContext,
  actor: StaffActor,
  lang: Lang,
  id: number,
  raw: ProductUpdateInput,
): Promise<AdminProduct> {
  const { expected_updated_at, ...fields } = raw;
  await requireProduct(ctx.db, lang, id);
  await requireCategory(ctx.db, fields.category_id);
  const owner = await slugOwner(ctx.db, fields.slug);
  if (owner && !(owner.kind === "product" && owner.entityId === id)) throw new ProductAdminError("slugTaken");
  if (await skuTaken(ctx.db, fields.sku, id)) throw new ProductAdminError("skuTaken");
  return guardedChange(ctx, actor, lang, id, expected_updated_at, "product.update", fields, (before) =>
    cleaned({
      ...fields,
      ingredients_en: fields.ingredients_en ?? before.ingredients_en,
      ingredients_vi: fields.ingredients_vi ?? before.ingredients_vi,
      status: before.status,
    }),
  );
}

/** Publishes (both names needed) or unpublishes: unpublished, its page answers 404 and it leaves every list at once. */
export async function setProductStatus(
  ctx: ProductAdminContext,
  actor: StaffActor,
  lang: Lang,
  id: number,
  input: ProductStatusInput,
): Promise<AdminProduct> {
  return guardedChange(
    ctx,
    actor,
    lang,
    id,
    input.expected_updated_at,
    input.status === "published" ? "product.publish" : "product.unpublish",
    undefined,
    (before) => ({ ...before, status: input.status }),
  );
}

/**
 * Deletes a product nobody ordered, in no cart and no gift promotion: its rows go and its slug is free again. Checked
 * inside the transaction that deletes it (the product's row held on PostgreSQL). Any other: unpublish it instead.
 */
export async function deleteProduct(ctx: ProductAdminContext, actor: StaffActor, lang: Lang, id: number): Promise<AdminProduct> {
  const at = clock(ctx).toISOString();
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, postgres }) => {
    if (postgres) await lockProductRow(trx, id);
    const before = await requireProduct(trx, lang, id);
    const name = lang === "vi" ? before.name_vi || before.name_en : before.name_en || before.name_vi;
    const ordered = await countProductLines(trx, "order_lines", id);
    if (ordered > 0) throw new ProductAdminError("ordered", { count: ordered, name });
    if ((await countProductLines(trx, "cart_lines", id)) > 0) throw new ProductAdminError("inCart", { name });
    if (await findGiftPromotion(trx, id)) throw new ProductAdminError("gift", { name });
    await releaseSlug(trx, "product", id);
    await deleteProductRow(trx, id);
    await audit({ action: "product.delete", entity: "product", entityId: id, before: audited(editableOf(before)), after: null }, at);
    return before;
  });
}

/** The categories a product can be put in, with their names in `lang`, in the shop's order. */
export async function productCategoryChoices(db: Db, lang: Lang) {
  const rows = await findCategoryNames(db, lang);
  return rows.map((r) => ({ id: r.id, name: r.name ?? r.slug }));
}
