import type { Db } from "../../db/index.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange, type StaffChange } from "../staff/staff-change.ts";
import {
  bumpHomeItem,
  bumpHomeSection,
  deleteHomeItemRows,
  findHomeItemOrder,
  findHomeItemRows,
  findHomeItemSectionId,
  findHomeItemTexts,
  findHomeSectionKey,
  findHomeSectionOrder,
  findHomeSectionRows,
  findHomeSectionTexts,
  findLastHomeItemPosition,
  insertHomeItem,
  lockHomeSection,
  lockHomeSections,
  setHomeItemLink,
  setHomeItemPosition,
  setHomeItemVersion,
  setHomeSectionActive,
  setHomeSectionPosition,
  setHomeSectionVersion,
  upsertHomeItemTexts,
  upsertHomeSectionTexts,
} from "./home-admin.repository.ts";
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
    /** For "changed": the section or the item as it is now; for "notFound": which of the two was not found. */
    readonly details: { section?: AdminHomeSection; item?: AdminHomeItem; missing?: "section" | "item" } = {},
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

/** Each of `fields` in both languages, from the text rows (one a language) of one section or item. */
function bilingualTexts<T extends { locale: string }, K extends keyof T & string>(rows: T[], fields: readonly K[]): Record<K, Bilingual> {
  return Object.fromEntries(fields.map((field) => [field, bilingual(rows, field)])) as Record<K, Bilingual>;
}

async function loadItems(db: Db, sectionIds: number[], itemId?: number): Promise<AdminHomeItem[]> {
  if (sectionIds.length === 0 && itemId === undefined) return [];
  const items = await findHomeItemRows(db, sectionIds, itemId);
  if (items.length === 0) return [];
  const texts = await findHomeItemTexts(
    db,
    items.map((i) => i.id),
  );
  return items.map((item) => {
    const own = texts.filter((t) => t.item_id === item.id);
    const text = bilingualTexts(own, ["title", "body", "cta_label"]);
    return {
      id: item.id,
      section_id: item.section_id,
      position: Number(item.position),
      ...text,
      link_url: item.link_url,
      image_path: item.image_path,
      missing_translations: missing(text),
      updated_at: item.updated_at,
    };
  });
}

async function loadSections(db: Db, id?: number): Promise<AdminHomeSection[]> {
  const sections = await findHomeSectionRows(db, id);
  if (sections.length === 0) return [];
  const ids = sections.map((s) => s.id);
  const [texts, items] = await Promise.all([findHomeSectionTexts(db, ids), loadItems(db, ids)]);
  return sections.map((section) => {
    const own = texts.filter((t) => t.section_id === section.id);
    const text = bilingualTexts(own, ["title", "subtitle", "body"]);
    return {
      id: section.id,
      key: section.key,
      position: Number(section.position),
      active: Number(section.is_active) === 1,
      ...text,
      has_items: sectionHasItems(section.key),
      items: items.filter((i) => i.section_id === section.id),
      missing_translations: missing(text),
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
  if (!section) throw new HomeAdminError("notFound", { missing: "section" });
  return section;
}

async function requireItem(db: Db, id: number): Promise<AdminHomeItem> {
  const item = await findHomeItem(db, id);
  if (!item) throw new HomeAdminError("notFound", { missing: "item" });
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

/** A save made on a stale version: "changed", with the section or the item as it is now. */
const sectionChanged = (section: AdminHomeSection) => new HomeAdminError("changed", { section });
const itemChanged = (item: AdminHomeItem) => new HomeAdminError("changed", { item });

/** A section's texts in both languages and whether the home page shows it. */
export async function updateHomeSection(
  ctx: HomeAdminContext,
  actor: StaffActor,
  id: number,
  input: HomeSectionUpdateInput,
): Promise<AdminHomeSection> {
  return change(ctx, actor, async ({ trx, audit, version }) => {
    const before = await requireSection(trx, id);
    const at = nextVersion(clock(ctx), before.updated_at);
    await version(input.expected_updated_at, sectionChanged, () => requireSection(trx, id)).write(
      bumpHomeSection(trx, id, input.expected_updated_at, at),
    );
    await setHomeSectionActive(trx, id, input.active);
    for (const locale of LOCALES) {
      await upsertHomeSectionTexts(trx, id, locale, {
        title: input.title[locale],
        subtitle: input.subtitle[locale],
        body: input.body[locale],
      });
    }
    const after = await requireSection(trx, id);
    await audit(
      { action: "home.section.update", entity: "home_section", entityId: id, before: auditedSection(before), after: auditedSection(after) },
      at,
    );
    return after;
  });
}

/**
 * Moves a section one place up or down the home page: it swaps places with its neighbour, whose version changes too
 * (a save made on the neighbour's old place is stale). The sections are held while the order is worked out, so two
 * moves at once apply one after the other, each to the order as the other left it.
 */
export async function moveHomeSection(
  ctx: HomeAdminContext,
  actor: StaffActor,
  id: number,
  input: HomeMoveInput,
): Promise<AdminHomeSection> {
  return change(ctx, actor, async ({ trx, audit, version, nothingToAudit, postgres }) => {
    if (postgres) await lockHomeSections(trx);
    const before = await requireSection(trx, id);
    const expected = version(input.expected_updated_at, sectionChanged, () => requireSection(trx, id));
    expected.check(before);
    const order = await findHomeSectionOrder(trx);
    const from = order.findIndex((s) => s.id === id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) {
      nothingToAudit(); // already first or last: nothing to do
      return before;
    }
    const at = nextVersion(clock(ctx), before.updated_at);
    const neighbour = order[to]!;
    const keysBefore = order.map((s) => s.key);
    await expected.write(bumpHomeSection(trx, id, input.expected_updated_at, at));
    await setHomeSectionVersion(trx, neighbour.id, nextVersion(clock(ctx), neighbour.updated_at));
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, section] of order.entries()) {
      await setHomeSectionPosition(trx, section.id, position);
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
  if (postgres) await lockHomeSection(trx, sectionId);
}

async function writeItemTexts(trx: Db, itemId: number, input: HomeItemCreateInput): Promise<void> {
  for (const locale of LOCALES) {
    await upsertHomeItemTexts(trx, itemId, locale, {
      title: input.title[locale],
      body: input.body[locale],
      cta_label: input.cta_label[locale],
    });
  }
}

/** A new item (a slide …) at the end of its section. */
export async function createHomeItem(
  ctx: HomeAdminContext,
  actor: StaffActor,
  sectionId: number,
  input: HomeItemCreateInput,
): Promise<AdminHomeItem> {
  return change(ctx, actor, async (staff) => {
    const { trx, audit } = staff;
    await holdSection(staff, sectionId);
    const section = await findHomeSectionKey(trx, sectionId);
    if (!section) throw new HomeAdminError("notFound", { missing: "section" });
    if (!sectionHasItems(section.key)) throw new HomeAdminError("noItems");
    const last = await findLastHomeItemPosition(trx, sectionId);
    const position = last === null ? 0 : last + 1;
    const at = clock(ctx).toISOString();
    const itemId = await insertHomeItem(trx, {
      section_id: sectionId,
      position,
      link_url: input.link_url,
      image_path: input.image_path,
      updated_at: at,
    });
    await writeItemTexts(trx, itemId, input);
    const item = await requireItem(trx, itemId);
    await audit({ action: "home.item.create", entity: "home_item", entityId: itemId, before: null, after: auditedItem(item) }, at);
    return item;
  });
}

/** An item's texts in both languages, its link and its picture. */
export async function updateHomeItem(
  ctx: HomeAdminContext,
  actor: StaffActor,
  id: number,
  input: HomeItemUpdateInput,
): Promise<AdminHomeItem> {
  return change(ctx, actor, async ({ trx, audit, version }) => {
    const before = await requireItem(trx, id);
    const at = nextVersion(clock(ctx), before.updated_at);
    await version(input.expected_updated_at, itemChanged, () => requireItem(trx, id)).write(
      bumpHomeItem(trx, id, input.expected_updated_at, at),
    );
    await setHomeItemLink(trx, id, { link_url: input.link_url, image_path: input.image_path });
    await writeItemTexts(trx, id, input);
    const after = await requireItem(trx, id);
    await audit(
      { action: "home.item.update", entity: "home_item", entityId: id, before: auditedItem(before), after: auditedItem(after) },
      at,
    );
    return after;
  });
}

/** Moves an item one place up or down within its section (swapping with its neighbour, whose version changes too). */
export async function moveHomeItem(ctx: HomeAdminContext, actor: StaffActor, id: number, input: HomeMoveInput): Promise<AdminHomeItem> {
  return change(ctx, actor, async (staff) => {
    const { trx, audit } = staff;
    const sectionId = await findHomeItemSectionId(trx, id);
    if (sectionId === undefined) throw new HomeAdminError("notFound", { missing: "item" });
    await holdSection(staff, sectionId);
    const before = await requireItem(trx, id);
    const expected = staff.version(input.expected_updated_at, itemChanged, () => requireItem(trx, id));
    expected.check(before);
    const order = await findHomeItemOrder(trx, before.section_id);
    const from = order.findIndex((i) => i.id === id);
    const to = input.direction === "up" ? from - 1 : from + 1;
    if (to < 0 || to >= order.length) {
      staff.nothingToAudit(); // already first or last: nothing to do
      return before;
    }
    const at = nextVersion(clock(ctx), before.updated_at);
    const neighbour = order[to]!;
    await expected.write(bumpHomeItem(trx, id, input.expected_updated_at, at));
    await setHomeItemVersion(trx, neighbour.id, nextVersion(clock(ctx), neighbour.updated_at));
    [order[from], order[to]] = [order[to]!, order[from]!];
    for (const [position, item] of order.entries()) {
      await setHomeItemPosition(trx, item.id, position);
    }
    const section_id = before.section_id;
    await audit(
      {
        action: "home.item.move",
        entity: "home_item",
        entityId: id,
        before: { section_id, position: from },
        after: { section_id, position: to },
      },
      at,
    );
    return requireItem(trx, id);
  });
}

/** Removes an item (its texts go with it); the audit line keeps what it was. */
export async function deleteHomeItem(ctx: HomeAdminContext, actor: StaffActor, id: number): Promise<AdminHomeItem> {
  return change(ctx, actor, async (staff) => {
    const { trx, audit } = staff;
    const sectionId = await findHomeItemSectionId(trx, id);
    if (sectionId === undefined) throw new HomeAdminError("notFound", { missing: "item" });
    await holdSection(staff, sectionId);
    const before = await requireItem(trx, id);
    await deleteHomeItemRows(trx, id);
    await audit(
      { action: "home.item.delete", entity: "home_item", entityId: id, before: auditedItem(before), after: null },
      clock(ctx).toISOString(),
    );
    return before;
  });
}
