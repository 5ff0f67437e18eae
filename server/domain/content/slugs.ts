import type { Db } from "../../db/index.ts";

// One namespace for /:slug: products, posts and pages cannot share a slug, and none may take a path the
// shop's own pages use. Staff create and rename slugs through these functions only, inside the change's transaction:
// the `slugs` table's primary key decides two staff claiming the same slug at once (one wins, the other is told).

export type SlugKind = "product" | "post" | "page" | "campaign";

/** A slug staff may give: lower-case letters, digits and single hyphens, 1–120 characters. */
export const NEW_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 120;

/** First path segments the shop's own pages, API and files use: never a product's, post's or page's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  [
    "admin",
    "api",
    "assets",
    "cart",
    "contact",
    "customerLogin",
    "custom-cakes",
    "delivery",
    "favicon.ico",
    "favicon.svg",
    "forgot-password",
    "healthz",
    "images",
    "layouts",
    "login",
    "logout",
    "media",
    "news",
    "products",
    "profile",
    "register",
    "readyz",
    "reset-password",
    "robots.txt",
    "search",
    "sitemap.xml",
    "vi",
    "en",
  ].map((s) => s.toLowerCase()),
);

export type SlugProblem = "format" | "reserved" | "taken";

/** What is wrong with `slug` as a new slug, before looking at who has it (undefined: nothing). */
export function slugFormatProblem(slug: string): Exclude<SlugProblem, "taken"> | undefined {
  if (slug.length === 0 || slug.length > SLUG_MAX_LENGTH || !NEW_SLUG_PATTERN.test(slug)) return "format";
  if (RESERVED_SLUGS.has(slug)) return "reserved";
  return undefined;
}

/** Who has `slug` now, if anyone. */
export async function slugOwner(db: Db, slug: string): Promise<{ kind: SlugKind; entityId: number } | undefined> {
  const row = await db.selectFrom("slugs").select(["kind", "entity_id"]).where("slug", "=", slug).executeTakeFirst();
  return row && { kind: row.kind, entityId: row.entity_id };
}

/**
 * Give `slug` to a new product, post or page. Returns the problem when it cannot be had: a bad form, a reserved
 * path, or someone else's slug (also when another staff member claims it in the same moment).
 */
export async function claimSlug(trx: Db, slug: string, kind: SlugKind, entityId: number): Promise<SlugProblem | undefined> {
  const problem = slugFormatProblem(slug);
  if (problem) return problem;
  const inserted = await trx
    .insertInto("slugs")
    .values({ slug, kind, entity_id: entityId })
    .onConflict((oc) => oc.column("slug").doNothing())
    .returning("slug")
    .executeTakeFirst();
  if (!inserted) return "taken";
  // The path is an entity's now: a redirect rule from it would hide it.
  await trx.deleteFrom("redirects").where("from_path", "=", `/${slug}`).execute();
  return undefined;
}

/**
 * Rename an entity's slug from `from` to `to`: the new slug is claimed, the old one released, and the old path
 * answers 301 to the new one (rules that pointed at the old path now point at the new one, so no chain forms).
 */
export async function renameSlug(trx: Db, kind: SlugKind, entityId: number, from: string, to: string): Promise<SlugProblem | undefined> {
  if (from === to) return undefined;
  const problem = await claimSlug(trx, to, kind, entityId);
  if (problem) return problem;
  await trx.deleteFrom("slugs").where("slug", "=", from).where("kind", "=", kind).where("entity_id", "=", entityId).execute();
  await trx
    .updateTable("redirects")
    .set({ to_url: `/${to}` })
    .where("to_url", "=", `/${from}`)
    .execute();
  await trx
    .insertInto("redirects")
    .values({ from_path: `/${from}`, to_url: `/${to}`, status_code: 301 })
    .onConflict((oc) => oc.column("from_path").doUpdateSet({ to_url: `/${to}`, status_code: 301 }))
    .execute();
  return undefined;
}

/** Free an entity's slug when the entity is deleted (its old path then answers 404, or a redirect staff add). */
export async function releaseSlug(trx: Db, kind: SlugKind, entityId: number): Promise<void> {
  await trx.deleteFrom("slugs").where("kind", "=", kind).where("entity_id", "=", entityId).execute();
}
