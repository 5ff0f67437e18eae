import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { isUniqueViolation } from "../accounts/accounts.repository.ts";
import { imageUrls, MEDIA_URL_PREFIX, mediaFileName } from "../media/media-urls.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import {
  deleteProductImageAlts,
  deleteProductImageIf,
  findAttachedImage,
  findImagesProduct,
  findLastImagePosition,
  findMediaImage,
  findProductImageRows,
  insertProductImage,
  lockProductForImages,
  moveProductImageIf,
  touchProductImageIf,
  upsertProductImageAlt,
  type ProductImageRow,
} from "./product-images.repository.ts";
import type { ProductImageAltInput, ProductImageAttachInput, ProductImageOrderInput } from "./product-images.schema.ts";

// A product's pictures in the back office: attach an uploaded image (server/domain/media) with its alt
// text in English and Vietnamese, save the alt texts, put them in order, remove one. Each picture row has a version
// (updated_at): a save carries the version the staff member saw and is applied by a guarded UPDATE, so of two staff
// at once one wins and the other gets "changed" with the pictures as they are now — never a silent overwrite. Every
// change is audited in its transaction; once committed, the storefront is told (contentChanged).

export type ProductImageFailure = "productNotFound" | "imageNotFound" | "mediaNotFound" | "alreadyAttached" | "changed";

export class ProductImageError extends Error {
  constructor(
    readonly failure: ProductImageFailure,
    /** For "changed": the product's pictures as they are now. */
    readonly current?: ProductImagesView,
  ) {
    super(failure);
  }
}

export interface AdminProductImage {
  id: number;
  /** The uploaded image it shows; null for a picture that came with the shop (an SVG drawing). */
  media_id: number | null;
  /** What a browser without srcset shows: the drawing, or the upload's WebP copy. */
  path: string;
  /** The upload's copies as srcset values; null for a drawing. */
  srcset: { avif: string; webp: string } | null;
  width: number;
  height: number;
  position: number;
  alt_en: string;
  alt_vi: string;
  /** The languages whose alt text is missing (the storefront then says the product's name). */
  missing: Lang[];
  /** The version a save carries back as expected_updated_at. */
  updated_at: string;
}

export interface ProductImagesView {
  product: { id: number; slug: string; status: string; name_en: string; name_vi: string };
  images: AdminProductImage[];
}

export interface ProductImageContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: ProductImageContext) => ctx.now?.() ?? new Date();

/** A new version strictly after the one it replaces, so that a guarded save never matches its own old version. */
function nextVersion(now: Date, previous?: string): string {
  const at = now.toISOString();
  if (previous === undefined || at > previous) return at;
  return new Date(Date.parse(previous) + 1).toISOString();
}

/** The upload's srcset values for a picture row; null for a drawing. */
export function srcsetOf(row: Pick<ProductImageRow, "hash" | "widths_json">): { avif: string; webp: string } | null {
  if (!row.hash || !row.widths_json) return null;
  return imageUrls(row.hash, JSON.parse(row.widths_json) as number[]).srcset;
}

/** A small picture of a product (a cart line's): an upload's narrowest WebP copy, else the drawing; null for none. */
export function thumbnailPath(row: Pick<ProductImageRow, "path" | "hash" | "widths_json"> | undefined): string | null {
  if (!row) return null;
  if (!row.hash || !row.widths_json) return row.path;
  const [narrowest] = JSON.parse(row.widths_json) as number[];
  return narrowest ? `${MEDIA_URL_PREFIX}${mediaFileName(row.hash, narrowest, "webp")}` : row.path;
}

function viewOf(row: ProductImageRow): AdminProductImage {
  const alt_en = row.alt_en ?? "";
  const alt_vi = row.alt_vi ?? "";
  return {
    id: Number(row.id),
    media_id: row.media_id === null ? null : Number(row.media_id),
    path: row.path,
    srcset: srcsetOf(row),
    width: Number(row.width),
    height: Number(row.height),
    position: Number(row.position),
    alt_en,
    alt_vi,
    missing: [...(alt_en ? [] : (["en"] as const)), ...(alt_vi ? [] : (["vi"] as const))],
    updated_at: row.updated_at,
  };
}

/** A product's pictures as the back office edits them; undefined for no such product. */
export async function getProductImages(db: Db, productId: number): Promise<ProductImagesView | undefined> {
  const product = await findImagesProduct(db, productId);
  if (!product) return undefined;
  const rows = await findProductImageRows(db, [productId]);
  return {
    product: {
      id: Number(product.id),
      slug: product.slug,
      status: product.status,
      name_en: product.name_en ?? "",
      name_vi: product.name_vi ?? "",
    },
    images: rows.map(viewOf),
  };
}

async function requireView(db: Db, productId: number): Promise<ProductImagesView> {
  const view = await getProductImages(db, productId);
  if (!view) throw new ProductImageError("productNotFound");
  return view;
}

const audited = (image: AdminProductImage) => ({
  media_id: image.media_id,
  path: image.path,
  position: image.position,
  alt_en: image.alt_en,
  alt_vi: image.alt_vi,
});

async function writeAlts(trx: Db, imageId: number, alts: { alt_en: string; alt_vi: string }) {
  for (const locale of ["en", "vi"] as const) {
    const alt = locale === "en" ? alts.alt_en : alts.alt_vi;
    await upsertProductImageAlt(trx, imageId, locale, alt);
  }
}

/**
 * Runs a change of a product's pictures in a transaction, then tells the storefront. On PostgreSQL the product's row
 * is held first, so changes to one product's pictures at once take turns (each then reads the versions the other left):
 * two orders touching the same rows in different orders would otherwise deadlock. SQLite runs one writer at a time.
 */
async function change<T>(
  ctx: ProductImageContext,
  actor: StaffActor,
  productId: number,
  work: (staff: StaffChange) => Promise<T>,
): Promise<T> {
  try {
    return await staffChange(ctx.db, actor, { content: true }, async (staff) => {
      if (staff.postgres) await lockProductForImages(staff.trx, productId);
      return work(staff);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProductImageError("alreadyAttached");
    throw error;
  }
}

/** A save made on a stale version: "changed", with the product's pictures as they are now. */
const changed = (now: ProductImagesView) => new ProductImageError("changed", now);

/** Attaches an uploaded image to a product, last in its order, with its alt texts (empty: flagged as missing). */
export async function attachProductImage(
  ctx: ProductImageContext,
  actor: StaffActor,
  productId: number,
  input: ProductImageAttachInput,
): Promise<ProductImagesView> {
  const at = clock(ctx).toISOString();
  await change(ctx, actor, productId, async ({ trx, audit }) => {
    await requireView(trx, productId);
    const media = await findMediaImage(trx, input.image_id);
    if (!media) throw new ProductImageError("mediaNotFound");
    const taken = await findAttachedImage(trx, productId, input.image_id);
    if (taken) throw new ProductImageError("alreadyAttached");
    const last = await findLastImagePosition(trx, productId);
    const position = last === null ? 0 : last + 1;
    const path = imageUrls(media.hash, JSON.parse(media.widths_json) as number[]).src;
    const imageId = await insertProductImage(trx, {
      product_id: productId,
      media_id: media.id,
      path,
      width: media.width,
      height: media.height,
      position,
      updated_at: at,
    });
    await writeAlts(trx, imageId, input);
    const after = { image_id: imageId, media_id: media.id, path, position, alt_en: input.alt_en, alt_vi: input.alt_vi };
    await audit({ action: "product.image.attach", entity: "product", entityId: productId, before: null, after }, at);
  });
  return requireView(ctx.db, productId);
}

/** Saves a picture's alt texts, from the version the staff member saw. */
export async function saveProductImageAlt(
  ctx: ProductImageContext,
  actor: StaffActor,
  productId: number,
  imageId: number,
  input: ProductImageAltInput,
): Promise<ProductImagesView> {
  await change(ctx, actor, productId, async ({ trx, audit, version }) => {
    const view = await requireView(trx, productId);
    const before = view.images.find((i) => i.id === imageId);
    if (!before) throw new ProductImageError("imageNotFound");
    const expected = version(input.expected_updated_at, changed, () => requireView(trx, productId));
    expected.check(view, before.updated_at);
    const at = nextVersion(clock(ctx), before.updated_at);
    await expected.write(touchProductImageIf(trx, imageId, input.expected_updated_at, at));
    await writeAlts(trx, imageId, input);
    await audit(
      {
        action: "product.image.alt",
        entity: "product",
        entityId: productId,
        before: { image_id: imageId, ...audited(before) },
        after: { image_id: imageId, ...audited({ ...before, ...input }) },
      },
      at,
    );
  });
  return requireView(ctx.db, productId);
}

/**
 * Puts a product's pictures in the order given: every one of them, each with the version seen. A picture added or
 * removed meanwhile, or one changed, makes it "changed" (with the pictures now), and nothing moves.
 */
export async function reorderProductImages(
  ctx: ProductImageContext,
  actor: StaffActor,
  productId: number,
  input: ProductImageOrderInput,
): Promise<ProductImagesView> {
  await change(ctx, actor, productId, async ({ trx, audit, version }) => {
    const view = await requireView(trx, productId);
    const byId = new Map(view.images.map((i) => [i.id, i]));
    // Every picture, each at the version seen: one check of the whole order (a picture added or removed counts too).
    const same =
      input.order.length === view.images.length && input.order.every((o) => byId.get(o.id)?.updated_at === o.expected_updated_at);
    if (!same) throw changed(view);
    const now = clock(ctx);
    for (const [position, item] of input.order.entries()) {
      const at = nextVersion(now, item.expected_updated_at);
      await version(item.expected_updated_at, changed, () => requireView(trx, productId)).write(
        moveProductImageIf(trx, productId, item.id, item.expected_updated_at, { position, updated_at: at }),
      );
    }
    await audit(
      {
        action: "product.image.reorder",
        entity: "product",
        entityId: productId,
        before: { order: view.images.map((i) => i.id) },
        after: { order: input.order.map((o) => o.id) },
      },
      now.toISOString(),
    );
  });
  return requireView(ctx.db, productId);
}

/** Removes a picture from a product, from the version seen. The upload itself stays (another page may show it). */
export async function removeProductImage(
  ctx: ProductImageContext,
  actor: StaffActor,
  productId: number,
  imageId: number,
  expected: string,
): Promise<ProductImagesView> {
  await change(ctx, actor, productId, async ({ trx, audit, version }) => {
    const view = await requireView(trx, productId);
    const before = view.images.find((i) => i.id === imageId);
    if (!before) throw new ProductImageError("imageNotFound");
    const guard = version(expected, changed, () => requireView(trx, productId));
    guard.check(view, before.updated_at);
    await deleteProductImageAlts(trx, imageId);
    await guard.write(deleteProductImageIf(trx, imageId, expected));
    const was = { image_id: imageId, ...audited(before) };
    await audit(
      { action: "product.image.remove", entity: "product", entityId: productId, before: was, after: null },
      clock(ctx).toISOString(),
    );
  });
  return requireView(ctx.db, productId);
}
