import type { Db } from "../../db/index.ts";
import type { Lang } from "../../i18n/language.ts";
import { findThemeOptionJson } from "./theme.repository.ts";

export interface ShopInfo {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  address: { street: string; city: string; state: string; zip: string; country: string };
  time_zone: string;
  opening_hours: { day: number; opens: string; closes: string }[];
}

/** The footer every page shows (theme option "quan-ly-thong-tin-footer"), per locale; each part may be unset. */
export interface FooterData {
  shop_name?: string;
  about?: string;
  phone?: string;
  email?: string;
  address?: { street: string; city: string; state: string; zip: string; country: string };
  opening_hours_label?: string;
  opening_hours?: { day: number; opens: string; closes: string }[];
  columns?: { title: string; links: { label: string; url: string }[] }[];
  socials?: { network: string; url: string }[];
  copyright?: string;
}

/** A theme option (site-wide content kept per locale), parsed; undefined when the shop has not set it. */
export async function getThemeOption<T>(db: Db, key: string, lang: Lang): Promise<T | undefined> {
  const json = await findThemeOptionJson(db, key, lang);
  return json !== undefined ? (JSON.parse(json) as T) : undefined;
}

export function getShopInfo(db: Db, lang: Lang) {
  return getThemeOption<ShopInfo>(db, "shop", lang);
}

/** The shop's IANA time zone (its dates — a slot's day, the board's day — are on this clock). */
export async function shopTimeZone(db: Db): Promise<string> {
  const shop = await getShopInfo(db, "en");
  if (!shop) throw new Error("the shop's settings (theme option 'shop') are missing");
  return shop.time_zone;
}
