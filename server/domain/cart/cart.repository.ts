import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import { prepared } from "../../db/prepared.ts";
import type { CartStatus } from "../../db/schema/cart.ts";
import type { Lang } from "../../i18n/language.ts";
import { CONTENT_VERSION_KEY } from "../content/content-version.ts";
import { MAX_QUANTITY } from "./cart.schema.ts";

const CART_COLUMNS = ["id", "token", "customer_id", "status", "coupon_code"] as const;

export function findOpenVisitorCart(db: Db, token: string) {
  return db
    .selectFrom("carts")
    .select(CART_COLUMNS)
    .where("token", "=", token)
    .where("status", "=", "open")
    .where("customer_id", "is", null)
    .executeTakeFirst();
}

export function findOpenCustomerCart(db: Db, customerId: number) {
  return db.selectFrom("carts").select(CART_COLUMNS).where("customer_id", "=", customerId).where("status", "=", "open").executeTakeFirst();
}

export function findOpenCart(db: Db, cartId: number) {
  return db.selectFrom("carts").select(CART_COLUMNS).where("id", "=", cartId).where("status", "=", "open").executeTakeFirst();
}

export type CartRow = NonNullable<Awaited<ReturnType<typeof findOpenCustomerCart>>>;

/**
 * An open cart with its lines in one statement, and the content version read with them: what the cart shows of
 * products is kept per content version (cart-products.ts), so a look at a cart costs this and the gift promotions.
 * Compiled once (prepared): it runs on every look.
 */
function openCartWithLines(db: Db) {
  return (
    db
      .selectFrom("carts as c")
      .leftJoin("cart_lines as l", "l.cart_id", "c.id")
      .select((eb) => [
        "c.id",
        "c.token",
        "c.customer_id",
        "c.status",
        "c.coupon_code",
        "l.id as line_id",
        "l.product_id",
        "l.quantity",
        "l.note",
        "l.config_key",
        eb.selectFrom("app_meta").select("value").where("key", "=", CONTENT_VERSION_KEY).as("content_version"),
      ])
      // A literal: bound, this comparison (the column of the partial index carts_open_customer_uq) makes SQLite plan
      // the statement again on every run, three times the cost of running it.
      .where("c.status", "=", sql.lit("open"))
      .orderBy("l.id")
  );
}

type CartWithLinesRow = Awaited<ReturnType<ReturnType<typeof openCartWithLines>["execute"]>>[number];

/** A cart as a look at it needs it: the cart, its lines in order, and the content version of that moment. */
export interface CartWithLines {
  cart: CartRow;
  lines: LineRow[];
  contentVersion: number;
}

function cartWithLinesOf(rows: CartWithLinesRow[]): CartWithLines | undefined {
  const [first] = rows;
  if (!first) return undefined;
  const lines: LineRow[] = [];
  for (const row of rows) {
    if (row.line_id !== null)
      lines.push({ id: row.line_id, product_id: row.product_id!, quantity: row.quantity!, note: row.note!, config_key: row.config_key! });
  }
  return {
    cart: { id: first.id, token: first.token, customer_id: first.customer_id, status: first.status, coupon_code: first.coupon_code },
    lines,
    contentVersion: first.content_version === null ? 0 : Number(first.content_version),
  };
}

const visitorCartWithLines = prepared((db: Db, v: { token: string }) =>
  openCartWithLines(db).where("c.token", "=", v.token).where("c.customer_id", "is", null),
);
const customerCartWithLines = prepared((db: Db, v: { customerId: number }) =>
  openCartWithLines(db).where("c.customer_id", "=", v.customerId),
);
const cartWithLines = prepared((db: Db, v: { cartId: number }) => openCartWithLines(db).where("c.id", "=", v.cartId));

export async function findOpenVisitorCartWithLines(db: Db, token: string): Promise<CartWithLines | undefined> {
  return cartWithLinesOf(await visitorCartWithLines(db, { token }));
}

export async function findOpenCustomerCartWithLines(db: Db, customerId: number): Promise<CartWithLines | undefined> {
  return cartWithLinesOf(await customerCartWithLines(db, { customerId }));
}

export async function findOpenCartWithLines(db: Db, cartId: number): Promise<CartWithLines | undefined> {
  return cartWithLinesOf(await cartWithLines(db, { cartId }));
}

/** Opens a visitor's cart; does nothing when the token already has one (two first adds at once). */
export async function insertVisitorCart(db: Db, token: string, now: string): Promise<void> {
  await db
    .insertInto("carts")
    .values({ token, customer_id: null, status: "open", coupon_code: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** Opens a customer's cart; does nothing when the customer already has an open one (a partial unique index). */
export async function insertCustomerCart(db: Db, customerId: number, now: string): Promise<void> {
  await db
    .insertInto("carts")
    .values({ token: null, customer_id: customerId, status: "open", coupon_code: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Marks the cart as changed, if it is still open. Run first in a transaction: on PostgreSQL the row lock makes
 * concurrent changes of one cart take turns (SQLite runs one write transaction at a time anyway).
 */
export async function lockOpenCart(db: Db, cartId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("carts")
    .set({ updated_at: now })
    .where("id", "=", cartId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes an open cart and frees its token, so that the token can start a new visitor cart later. */
export async function closeCart(db: Db, cartId: number, status: Exclude<CartStatus, "open">, now: string): Promise<boolean> {
  const result = await db
    .updateTable("carts")
    .set({ status, token: null, updated_at: now })
    .where("id", "=", cartId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setCouponCode(db: Db, cartId: number, code: string | null, now: string): Promise<void> {
  await db.updateTable("carts").set({ coupon_code: code, updated_at: now }).where("id", "=", cartId).execute();
}

/** Gives the cart a coupon unless it has one already (a merge keeps the customer's own choice). */
export async function setCouponCodeIfNone(db: Db, cartId: number, code: string, now: string): Promise<void> {
  await db
    .updateTable("carts")
    .set({ coupon_code: code, updated_at: now })
    .where("id", "=", cartId)
    .where("coupon_code", "is", null)
    .execute();
}

export function findLines(db: Db, cartId: number) {
  return db
    .selectFrom("cart_lines")
    .select(["id", "product_id", "quantity", "note", "config_key"])
    .where("cart_id", "=", cartId)
    .orderBy("id")
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof findLines>>[number];

/** What a cart shows of every product, whatever its status (the caller drops what is no longer sold). */
export function findProductCards(db: Db, lang: Lang) {
  return db
    .selectFrom("products as p")
    .innerJoin("categories as c", "c.id", "p.category_id")
    .leftJoin("product_translations as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.locale", "=", lang))
    .leftJoin("product_translations as en", (j) => j.onRef("en.product_id", "=", "p.id").on("en.locale", "=", "en"))
    .select((eb) => [
      "p.id",
      "p.slug",
      "p.sku",
      "p.price_cents",
      "p.status",
      "p.daily_capacity",
      "c.slug as category_slug",
      eb.fn.coalesce("t.name", "en.name", "p.sku").as("name"),
    ])
    .execute();
}

export type ProductCardRow = Awaited<ReturnType<typeof findProductCards>>[number];

/** A product that can be put in a cart: it exists and is published. */
export function findSellableProduct(db: Db, productId: number) {
  return db.selectFrom("products").select(["id"]).where("id", "=", productId).where("status", "=", "published").executeTakeFirst();
}

/**
 * Adds to the line of this product, configuration and note, or starts one; the sum stops at 99. One statement, so
 * concurrent adds add up.
 */
export async function addToLine(
  db: Db,
  line: { cartId: number; productId: number; configKey: string; note: string; quantity: number },
  now: string,
): Promise<void> {
  await db
    .insertInto("cart_lines")
    .values({
      cart_id: line.cartId,
      product_id: line.productId,
      config_key: line.configKey,
      note: line.note,
      quantity: Math.min(line.quantity, MAX_QUANTITY),
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(["cart_id", "product_id", "config_key", "note"]).doUpdateSet({
        quantity: sql<number>`case when cart_lines.quantity + excluded.quantity > ${sql.lit(MAX_QUANTITY)} then ${sql.lit(MAX_QUANTITY)} else cart_lines.quantity + excluded.quantity end`,
        updated_at: now,
      }),
    )
    .execute();
}

export async function hasLine(db: Db, cartId: number, productId: number, configKey: string, note: string): Promise<boolean> {
  const row = await db
    .selectFrom("cart_lines")
    .select("id")
    .where("cart_id", "=", cartId)
    .where("product_id", "=", productId)
    .where("config_key", "=", configKey)
    .where("note", "=", note)
    .executeTakeFirst();
  return row !== undefined;
}

export async function countLines(db: Db, cartId: number): Promise<number> {
  const row = await db
    .selectFrom("cart_lines")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("cart_id", "=", cartId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets a line's quantity; false when the cart has no such line. */
export async function setLineQuantity(db: Db, cartId: number, lineId: number, quantity: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable("cart_lines")
    .set({ quantity, updated_at: now })
    .where("id", "=", lineId)
    .where("cart_id", "=", cartId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes lines of the cart by id; the number removed (0 when none of them was in this cart). */
export async function deleteLines(db: Db, cartId: number, lineIds: readonly number[]): Promise<number> {
  if (lineIds.length === 0) return 0;
  const result = await db
    .deleteFrom("cart_lines")
    .where("cart_id", "=", cartId)
    .where("id", "in", [...lineIds])
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteAllLines(db: Db, cartId: number): Promise<void> {
  await db.deleteFrom("cart_lines").where("cart_id", "=", cartId).execute();
}

/** Takes a coupon off the cart, unless the customer has meanwhile entered another. */
export async function dropCouponCode(db: Db, cartId: number, code: string, now: string): Promise<void> {
  await db
    .updateTable("carts")
    .set({ coupon_code: null, updated_at: now })
    .where("id", "=", cartId)
    .where("coupon_code", "=", code)
    .execute();
}
