import type { Db } from "../../db/index.ts";
import type { FooterData } from "./theme.service.ts";
import type { ShopInfo } from "./theme.service.ts";
import type { StaffActor } from "../staff/audit.ts";
import { staffChange } from "../staff/staff-change.ts";
import { findThemeOptionRows, touchThemeOptionIf, upsertThemeOption } from "./site-admin.repository.ts";
import type { SiteInput } from "./site-admin.schema.ts";
import { clock, nextVersion, StructureError, type StructureContext } from "./structure-error.ts";

// The shop's details and the footer in the back office. They live in two theme options per language —
// "shop" (the header's top bar, e-mails, the shop's clock) and "quan-ly-thong-tin-footer" (the footer) — which
// repeat the phone, e-mail, address and hours: one form writes all four rows in one transaction, so they never
// disagree. The four rows share one version (kept on each); the guarded UPDATE of the English "shop" row decides two
// saves at once. The time zone is kept as it is; the footer's link columns when the form leaves them out.

export const SHOP_KEY = "shop";
export const FOOTER_KEY = "quan-ly-thong-tin-footer";
const LANGS = ["en", "vi"] as const;
type Bilingual = { en: string; vi: string };

export interface AdminSite {
  version: string;
  name: Bilingual;
  tagline: Bilingual;
  phone: string;
  email: string;
  address: ShopInfo["address"];
  /** Seven days, 0 = Sunday; empty times: closed. */
  hours: { day: number; opens: string; closes: string }[];
  socials: { network: string; url: string }[];
  about: Bilingual;
  hours_label: Bilingual;
  copyright: Bilingual;
  /** The footer's columns of links, both languages side by side (the English structure; Vietnamese by position). */
  columns: { title: Bilingual; links: { label: Bilingual; url: string }[] }[];
}

interface Rows {
  shop: Record<(typeof LANGS)[number], ShopInfo>;
  footer: Record<(typeof LANGS)[number], FooterData>;
  version: string;
}

async function readRows(db: Db): Promise<Rows | undefined> {
  const rows = await findThemeOptionRows(db, [SHOP_KEY, FOOTER_KEY]);
  const pick = (k: string, locale: string) => rows.find((r) => r.key === k && r.locale === locale);
  const shopEn = pick(SHOP_KEY, "en");
  if (!shopEn) return undefined;
  const parse = <T>(k: string, locale: string, fallback: T): T => {
    const row = pick(k, locale);
    return row ? (JSON.parse(row.value_json) as T) : fallback;
  };
  const shop = JSON.parse(shopEn.value_json) as ShopInfo;
  return {
    version: shopEn.updated_at,
    shop: { en: shop, vi: parse(SHOP_KEY, "vi", shop) },
    footer: { en: parse<FooterData>(FOOTER_KEY, "en", {}), vi: parse<FooterData>(FOOTER_KEY, "vi", {}) },
  };
}

function viewOf(rows: Rows): AdminSite {
  const both = (get: (lang: (typeof LANGS)[number]) => string | undefined): Bilingual => ({ en: get("en") ?? "", vi: get("vi") ?? "" });
  const shop = rows.shop.en;
  return {
    version: rows.version,
    name: both((l) => rows.shop[l].name),
    tagline: both((l) => rows.shop[l].tagline),
    phone: shop.phone,
    email: shop.email,
    address: shop.address,
    hours: [0, 1, 2, 3, 4, 5, 6].map((day) => {
      const h = shop.opening_hours.find((o) => o.day === day);
      return { day, opens: h?.opens ?? "", closes: h?.closes ?? "" };
    }),
    socials: rows.footer.en.socials ?? [],
    about: both((l) => rows.footer[l].about),
    hours_label: both((l) => rows.footer[l].opening_hours_label),
    copyright: both((l) => rows.footer[l].copyright),
    columns: (rows.footer.en.columns ?? []).map((column, i) => {
      const vi = rows.footer.vi.columns?.[i];
      return {
        title: { en: column.title, vi: vi?.title ?? "" },
        links: column.links.map((l, j) => ({ label: { en: l.label, vi: vi?.links[j]?.label ?? "" }, url: l.url })),
      };
    }),
  };
}

/** The shop's details and footer texts as the form shows them; undefined before the shop is set up (no seed). */
export async function getAdminSite(db: Db): Promise<AdminSite | undefined> {
  const rows = await readRows(db);
  return rows && viewOf(rows);
}

function audited(site: AdminSite) {
  const { version: _version, ...rest } = site;
  return rest;
}

/** Saves the form into the four rows if nobody changed them since `expected_version` was read (else 409 with them now). */
export async function updateSite(ctx: StructureContext, actor: StaffActor, input: SiteInput): Promise<AdminSite> {
  return staffChange(ctx.db, actor, { content: true }, async ({ trx, audit, version }) => {
    const rows = await readRows(trx);
    if (!rows) throw new StructureError(404, "siteNotSet");
    const before = viewOf(rows);
    const siteChanged = (now: AdminSite) => new StructureError(409, "siteChanged", {}, undefined, { site: now });
    const expected = version(input.expected_version, siteChanged, async () => viewOf((await readRows(trx))!));
    expected.check(before, rows.version);
    const at = nextVersion(clock(ctx), rows.version);
    await expected.write(touchThemeOptionIf(trx, SHOP_KEY, "en", input.expected_version, at));

    const address = { street: input.street, city: input.city, state: input.state, zip: input.zip, country: input.country };
    const opening_hours = input.hours
      .filter((h) => h.opens !== "")
      .sort((a, b) => a.day - b.day)
      .map(({ day, opens, closes }) => ({ day, opens, closes }));
    for (const lang of LANGS) {
      const shop: ShopInfo = {
        ...rows.shop[lang],
        name: input[`name_${lang}`],
        tagline: input[`tagline_${lang}`],
        phone: input.phone,
        email: input.email,
        address,
        opening_hours,
      };
      const footer: FooterData = {
        ...rows.footer[lang],
        shop_name: input[`name_${lang}`],
        about: input[`about_${lang}`],
        phone: input.phone,
        email: input.email,
        address,
        opening_hours_label: input[`hours_label_${lang}`],
        opening_hours,
        socials: input.socials,
        copyright: input[`copyright_${lang}`],
        ...(input.columns
          ? {
              columns: input.columns.map((c) => ({
                title: c[`title_${lang}`],
                links: c.links.map((l) => ({ label: l[`label_${lang}`], url: l.url })),
              })),
            }
          : {}),
      };
      for (const [k, value] of [
        [SHOP_KEY, shop],
        [FOOTER_KEY, footer],
      ] as const) {
        await upsertThemeOption(trx, k, lang, JSON.stringify(value), at);
      }
    }
    const after = viewOf((await readRows(trx))!);
    await audit({ action: "site.update", entity: "site", entityId: SHOP_KEY, before: audited(before), after: audited(after) }, at);
    return after;
  });
}
