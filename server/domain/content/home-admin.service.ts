import type { Db } from "../../db/index.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import type { HomeItemCreateInput, HomeItemUpdateInput, HomeMoveInput, HomeSectionUpdateInput } from "./home-admin.schema.ts";

// The home page in the back office: the sections' order, whether each shows, their texts in both
// languages; the items of a section (the slides, testimonials, reasons, features) — add, edit, move, remove. Every
// change is audited in its own transaction, a save made on a stale version is refused (the row as it is now comes
// back), and once committed the storefront is told (contentChanged), so the next visitor sees it.

const LOCALES = ["en", "vi"] as const;
type Locale = (typeof LOCALES)[number];
export type Bilingual = Record<Locale, string>;

/** The sections whose items the storefront shows ("new_section" shows the newest products instead). */
export const sectionHasItems = (key: string) => key !== "new_section";

export type HomeAdminFailure = "notFound" | "changed" | "noItems";

export class HomeAdminError extends Error {
  constructor(
    readonly failure: HomeAdminFailure,
    /** For "changed": the section or the item as it is now. */
    readonly details: { section?: AdminHomeSection; item?: AdminHomeItem } = {},
  ) {
    super(failure);
  }
}

export interface AdminHomeItem {
  id: number;
  section_id: number;
  position: number;
  title: Bilingual;
  body: Bilingual;
  cta_label: Bilingual;
  link_url: string | null;
  image_path: string | null;
  /** Texts written in one language and not the other ("title.vi"): the back office flags them. */
  missing_translations: string[];
  /** The version a save must carry back as `expected_updated_at`. */
  updated_at: string;
}

export interface AdminHomeSection {
  id: number;
  key: string;
  position: number;
  active: boolean;
  title: Bilingual;
  subtitle: Bilingual;
  body: Bilingual;
  /** Whether the storefront shows this section's items (every section but "new_section"). */
  has_items: boolean;
  items: AdminHomeItem[];
  missing_translations: string[];
  updated_at: string;
}

export interface HomeAdminContext {
  db: Db;
  now?: () => Date;
}

const clock = (ctx: HomeAdminContext) => ctx.now?.() ?? new Date();

/** A new version strictly after the one it replaces, so that a guarded save can never match its own old version. */
function nextVersion(now: Date, previous: string): string {
  const at = now.toISOString();
  return at > previous ? at : new Date(Date.parse(previous) + 1).toISOString();
}

function missing(texts: Record<string, Bilingual>): string[] {
  const out: string[] = [];
  for (const [field, value] of Object.entries(texts)) {
    for (const locale of LOCALES) {
      const other = locale === "en" ? "vi" : "en";
      if (value[locale] === "" && value[other] !== "") out.push(`${field}.${locale}`);
    }
  }
  return out;
}

const bilingual = <T extends { locale: string }>(rows: T[], field: keyof T): Bilingual => ({
  en: String(rows.find((r) => r.locale === "en")?.[field] ?? ""),
  vi: String(rows.find((r) => r.locale === "vi")?.[field] ?? ""),
});

async function loadItems(db: Db, sectionIds: number[], itemId?: number): Promise<AdminHomeItem[]> {
  if (sectionIds.length === 0 && itemId === undefined) return [];
  let query = db.selectFrom("section_items").select(["id", "section_id", "position", "link_url", "image_path", "updated_at"]).orderBy("position").orderBy("id");
  query = itemId === undefined ? query.where("section_id", "in", sectionIds) : query.where("id", "=", itemId);
  const items = await query.execute();
  if (items.length === 0) return [];
  const texts = await db
    .selectFrom("section_item_translations")
    .select(["item_id", "locale", "title", "body", "cta_label"])
    .where(
      "item_id",
      "in",
      items.map((i) => i.id),
    )
    .execute();
  return items.map((item) => {
    const own = texts.filter((t) => t.item_id === item.id);
    const title = bilingual(own, "title");
    const body = bilingual(own, "body");
    const cta_label = bilingual(own, "cta_label");
    return {
      id: item.id,
      section_id: item.section_id,
      position: Number(item.position),
      title,
      body,
      cta_label,
      link_url: item.link_url,
      image_path: item.image_path,
      missing_translations: missing({ title, body, cta_label }),
      updated_at: item.updated_at,
    };
  });
}

async function loadSections(db: Db, id?: number): Promise<AdminHomeSection[]> {
  let query = db.selectFrom("home_sections").select(["id", "key", "position", "is_active", "updated_at"]).orderBy("position").orderBy("id");
  if (id !== undefined) query = query.where("id", "=", id);
  const sections = await query.execute();
  if (sections.length === 0) return [];
  const ids = sections.map((s) => s.id);
  const [texts, items] = await Promise.all([
    db.selectFrom("home_section_translations").select(["section_id", "locale", "title", "subtitle", "body"]).where("section_id", "in", ids).execute(),
    loadItems(db, ids),
  ]);
  return sections.map((section) => {
    const own = texts.filter((t) => t.section_id === section.id);
    const title = bilingual(own, "title");
    const subtitle = bilingual(own, "subtitle");
    const body = bilingual(own, "body");
    return {
      id: section.id,
      key: section.key,
      position: Number(section.position),
      active: Number(section.is_active) === 1,
      title,
      subtitle,
      body,
      has_items: sectionHasItems(section.key),
      items: items.filter((i) => i.section_id === section.id),
      missing_translations: missing({ title, subtitle, body }),
      updated_at: section.updated_at,
    };
  });
}

/** Every home section in the order the home page shows them, shown or not, with its items. */
export function listHomeSections(db: Db): Promise<AdminHomeSection[]> {
  return loadSections(db);
}

export async function findHomeSection(db: Db, id: number): Promise<AdminHomeSection | undefined> {
  return (await loadSections(db, id))[0];
}

export async function findHomeItem(db: Db, id: number): Promise<AdminHomeItem | undefined> {
  return (await loadItems(db, [], id))[0];
}

async function requireSection(db: Db, id: number): Promise<AdminHomeSection> {
  const section = await findHomeSection(db, id);
  if (!section) throw new HomeAdminError("notFound");
  return section;
}

async function requireItem(db: Db, id: number): Promise<AdminHomeItem> {
  const item = await findHomeItem(db, id);
  if (!item) throw new HomeAdminError("notFound");
  return item;
}

/** What the audit log keeps of a section and of an item. */
const auditedSection = (s: Pick<AdminHomeSection, "key" | "position" | "active" | "title" | "subtitle" | "body">) => ({
  key: s.key,
  position: s.position,
  active: s.active,
  title: s.title,
  subtitle: s.subtitle,
  body: s.body,
});
const auditedItem = (i: Pick<AdminHomeItem, "section_id" | "position" | "title" | "body" | "cta_label" | "link_url" | "image_path">) => ({
  section_id: i.section_id,
  position: i.position,
  title: i.title,
  body: i.body,
  cta_label: i.cta_label,
  link_url: i.link_url,
  image_path: i.image_path,
});

/** Runs a change (staffChange: audited in its transaction), then tells the storefront's caches once it is committed. */
function change<T>(ctx: HomeAdminContext, actor: StaffActor, work: (staff: StaffChange) => Promise<T>): Promise<T> {
  return staffChange(ctx.db, actor, { content: true }, work);
}

/**
 * A guarded UPDATE of one row's version: of two saves on the same version exactly one finds its row. A version other
 * than the row's finds none either (versions only move forward).
 */
const bumpSection = (trx: Db, id: number, expected: string, at: string) =>
  trx.updateTable("home_sections").set({ updated_at: at }).where("id", "=", id).where("updated_at", "=", expected);

const bumpItem = (trx: Db, id: number, expected: string, at: string) =>
  trx.updateTable("section_items").set({ updated_at: at }).where("id", "=", id).where("updated_at", "=", expected);

/** A save made on a stale version: "changed", with the section or the item as it is now. */
const sectionChanged = (section: AdminHomeSection) => new HomeAdminError("changed", { section });
const itemChanged = (item: AdminHomeItem) => new HomeAdminError("changed", { item });

/** A section's texts in both languages and whether the home page shows it. */
export async function updateHomeSection(ctx: HomeAdminContext, actor: StaffActor, id: number, input: HomeSectionUpdateInput): Promise<AdminHomeSection> {
  return change(ctx, actor, async ({ trx, audit, version }) => {
    const before = await requireSection(trx, id);
    const at = nextVersion(clock(ctx), before.updated_at);
    await version(input.expected_updated_at, sectionChanged, () => requireSection(trx, id)).write(bumpSection(trx, id, input.expected_updated_at, at));
    await trx.updateTable("home_sections").set({ is_active: input.active ? 1 : 0 }).where("id", "=", id).execute();
    for (const locale of LOCALES) {
      const values = { title: input.title[locale], subtitle: input.subtitle[locale], body: input.body[locale] };
      await trx
        .insertInto("home_section_translations")
        .values({ section_id: id, locale, ...values })
        .onConflict((oc) => oc.columns(["section_id", "locale"]).doUpdateSet(values))
        .execute();
    }
    const after = await requireSection(trx, id);
    await audit({ action: "home.section.update", entity: "home_section", entityId: id, before: auditedSection(before), after: auditedSection(after) }, at);
    return after;
  });
}

/**
 * Moves a section one place up or down the home page: it swaps places with its neighbour, whose version changes too
 * (a save made on the neighbour's old place is stale). The sections are held while the order is worked out, so two
 * moves at once apply one after the other, each to the order as the other left it.
 */
export async function moveHomeSection(ctx: HomeAdminContext, actor: StaffActor, id: number, input: HomeMoveInput): Promise<AdminHomeSection> {
  return change(ctx, actor, async ({ trx, audit, version, nothingToAudit, postgres }) => {
    if (postgres) await trx.selectFrom("home_sections").select("id").orderBy("id").forUpdate().execute();
    const before = await requireSection(trx, id);
    const expected = version(input.expected_updated_at, sectionChanged, () => requireSection(trx, id));
    expected.check(before);
    const order = await trx.selectFrom("home_sections").select(["id", "key", "updated_at"]).orderBy("position").orderBy("id").execute();
    const from = order.findIndex((s) => s.id === id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) {
      nothingToAudit(); // already first or last: nothing to do
      return before;
    }
    const at = nextVersion(clock(ctx), before.updated_at);
    const neighbour = order[to]!;
    const keysBefore = order.map((s) => s.key);
    await expected.write(bumpSection(trx, id, input.expected_updated_at, at));
    await trx.updateTable("home_sections").set({ updated_at: nextVersion(clock(ctx), neighbour.updated_at) }).where("id", "=", neighbour.id).execute();
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, section] of order.entries()) {
      await trx.updateTable("home_sections").set({ position }).where("id", "=", section.id).execute();
    }
    await audit(
      {
        action: "home.section.move",
        entity: "home_section",
        entityId: id,
        before: { key: before.key, position: from, order: keysBefore },
        after: { key: before.key, position: to, order: order.map((s) => s.key) },
      },
      at,
    );
    return requireSection(trx, id);
  });
}

/** Holds the section on PostgreSQL while its items' places are worked out (SQLite runs one writer at a time). */
async function holdSection({ trx, postgres }: StaffChange, sectionId: number): Promise<void> {
  if (postgres) await trx.selectFrom("home_sections").select("id").where("id", "=", sectionId).forUpdate().execute();
}

async function writeItemTexts(trx: Db, itemId: number, input: HomeItemCreateInput): Promise<void> {
  for (const locale of LOCALES) {
    const values = { title: input.title[locale], body: input.body[locale], cta_label: input.cta_label[locale] };
    await trx
      .insertInto("section_item_translations")
      .values({ item_id: itemId, locale, ...values })
      .onConflict((oc) => oc.columns(["item_id", "locale"]).doUpdateSet(values))
      .execute();
  }
}

/** A new item (a slide …) at the end of its section. */
export async function createHomeItem(ctx: HomeAdminContext, actor: StaffActor, sectionId: number, input: HomeItemCreateInput): Promise<AdminHomeItem> {
  return change(ctx, actor, async (staff) => {
    const { trx, audit } = staff;
    await holdSection(staff, sectionId);
    const section = await trx.selectFrom("home_sections").select(["id", "key"]).where("id", "=", sectionId).executeTakeFirst();
    if (!section) throw new HomeAdminError("notFound");
    if (!sectionHasItems(section.key)) throw new HomeAdminError("noItems");
    const last = await trx.selectFrom("section_items").select((eb) => eb.fn.max("position").as("max")).where("section_id", "=", sectionId).executeTakeFirst();
    const position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    const at = clock(ctx).toISOString();
    const row = await trx
      .insertInto("section_items")
      .values({ section_id: sectionId, position, link_url: input.link_url, image_path: input.image_path, updated_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await writeItemTexts(trx, row.id, input);
    const item = await requireItem(trx, row.id);
    await audit({ action: "home.item.create", entity: "home_item", entityId: row.id, before: null, after: auditedItem(item) }, at);
    return item;
  });
}

/** An item's texts in both languages, its link and its picture. */
export async function updateHomeItem(ctx: HomeAdminContext, actor: StaffActor, id: number, input: HomeItemUpdateInput): Promise<AdminHomeItem> {
  return change(ctx, actor, async ({ trx, audit, version }) => {
    const before = await requireItem(trx, id);
    const at = nextVersion(clock(ctx), before.updated_at);
    await version(input.expected_updated_at, itemChanged, () => requireItem(trx, id)).write(bumpItem(trx, id, input.expected_updated_at, at));
    await trx.updateTable("section_items").set({ link_url: input.link_url, image_path: input.image_path }).where("id", "=", id).execute();
    await writeItemTexts(trx, id, input);
    const after = await requireItem(trx, id);
    await audit({ action: "home.item.update", entity: "home_item", entityId: id, before: auditedItem(before), after: auditedItem(after) }, at);
    return after;
  });
}

/** Moves an item one place up or down within its section (swapping with its neighbour, whose version changes too). */
export async function moveHomeItem(ctx: HomeAdminContext, actor: StaffActor, id: number, input: HomeMoveInput): Promise<AdminHomeItem> {
  return change(ctx, actor, async (staff) => {
    const { trx, audit } = staff;
    const found = await trx.selectFrom("section_items").select("section_id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new HomeAdminError("notFound");
    await holdSection(staff, found.section_id);
    const before = await requireItem(trx, id);
    const expected = staff.version(input.expected_updated_at, itemChanged, () => requireItem(trx, id));
    expected.check(before);
    const order = await trx.selectFrom("section_items").select(["id", "updated_at"]).where("section_id", "=", before.section_id).orderBy("position").orderBy("id").execute();
    const from = order.findIndex((i) => i.id === id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) {
      staff.nothingToAudit(); // already first or last: nothing to do
      return before;
    }
    const at = nextVersion(clock(ctx), before.updated_at);
    const neighbour = order[to]!;
    await expected.write(bumpItem(trx, id, input.expected_updated_at, at));
    await trx.updateTable("section_items").set({ updated_at: nextVersion(clock(ctx), neighbour.updated_at) }).where("id", "=", neighbour.id).execute();
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, item] of order.entries()) {
      await trx.updateTable("section_items").set({ position }).where("id", "=", item.id).execute();
    }
    const section_id = before.section_id;
    await audit(
      { action: "home.item.move", entity: "home_item", entityId: id, before: { section_id, position: from }, after: { section_id, position: to } },
      at,
    );
    return requireItem(trx, id);
  });
}

/** Removes an item (its texts go with it); the audit line keeps what it was. */
export async function deleteHomeItem(ctx: HomeAdminContext, actor: StaffActor, id: number): Promise<AdminHomeItem> {
  return change(ctx, actor, async (staff) => {
    const { trx, audit } = staff;
    const found = await trx.selectFrom("section_items").select("section_id").where("id", "=", id).executeTakeFirst();
    if (!found) throw new HomeAdminError("notFound");
    await holdSection(staff, found.section_id);
    const before = await requireItem(trx, id);
    await trx.deleteFrom("section_item_translations").where("item_id", "=", id).execute();
    await trx.deleteFrom("section_items").where("id", "=", id).execute();
    await audit({ action: "home.item.delete", entity: "home_item", entityId: id, before: auditedItem(before), after: null }, clock(ctx).toISOString());
    return before;
  });
}
