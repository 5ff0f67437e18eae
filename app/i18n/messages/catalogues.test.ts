import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { CATALOGUE_IMPORTS, cataloguePartsFor, type CataloguePart } from "../catalogue.ts";
import { RULED_OUT } from "../glossary.ts";
import { backOfficeEn } from "./back-office.en.ts";
import type { MessageKey } from "./en.ts";

const PARTS = Object.keys(CATALOGUE_IMPORTS) as CataloguePart[];
// Each part of the catalogue in each language, as the browser loads it (one chunk each).
const loaded = async (locale: "en" | "vi"): Promise<Record<CataloguePart, Partial<Record<MessageKey, string>>>> =>
  Object.fromEntries(await Promise.all(PARTS.map(async (part) => [part, await CATALOGUE_IMPORTS[part][locale]()] as const))) as Record<
    CataloguePart,
    Partial<Record<MessageKey, string>>
  >;
const partsEn = await loaded("en");
const partsVi = await loaded("vi");
// Everything a page can show.
const en = Object.assign({}, ...Object.values(partsEn)) as Record<MessageKey, string>;
const vi = Object.assign({}, ...Object.values(partsVi)) as Record<MessageKey, string>;
const KEYS = Object.keys(en) as MessageKey[];

const APP = resolve(import.meta.dirname, "../..");

/**
 * The app's modules a module imports, statically or not (types and the message files aside), .server ones too; on
 * a shop page, not the back office's modules it loads on demand (the root's error page for back-office paths).
 */
function importsOf(file: string, backOffice: boolean): string[] {
  const source = readFileSync(file, "utf8").replace(/^\s*import\s+type\s[^;]+;/gm, "");
  const specifiers = [
    ...source.matchAll(/\bfrom\s*["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)|^import\s*["'](\.[^"']+)["']/gm),
  ];
  return specifiers.flatMap((match) => {
    const path = resolve(dirname(file), match[1] ?? match[2] ?? match[3] ?? "");
    const found = [path, `${path}.ts`, `${path}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
    if (!found || !found.startsWith(APP) || found.includes("/i18n/messages/")) return [];
    return match[2] && !backOffice && found.startsWith(join(APP, "features/admin/")) ? [] : [found];
  });
}

/** The message keys a module and everything it imports name: "key" as written, or `prefix.${…}` (every key it may be). */
function keysUsedFrom(files: string[], backOffice = false): Set<MessageKey> {
  const seen = new Set<string>();
  const queue = [...files];
  const keys = new Set<MessageKey>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file, backOffice));
    for (const [, text = "", end] of readFileSync(file, "utf8").matchAll(/["'`]([a-zA-Z][a-zA-Z0-9]*\.[\w.]*)(["'`]|\$\{)/g)) {
      for (const key of end === "${" ? KEYS.filter((k) => k.startsWith(text)) : KEYS.filter((k) => k === text)) keys.add(key);
    }
  }
  return keys;
}

/** Every page of app/routes.ts: a path it answers (params filled in) and its modules, the root's and its layouts' first. */
function pages(entries: RouteConfigEntry[], parentPath = "", parentFiles = ["root.tsx"]): { id: string; path: string; files: string[] }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    const files = [...parentFiles, entry.file];
    const sample = (path || "/").replace(/:\w+/g, "x1").replace(/\*$/, "x1/x2/x3");
    return [{ id: entry.id ?? entry.file, path: sample, files }, ...pages(entry.children ?? [], path, files)];
  });
}

describe("UI message catalogues", () => {
  it("have every key in both English and Vietnamese, each in one part only, none empty", () => {
    for (const part of PARTS) expect(Object.keys(partsVi[part]).sort(), part).toEqual(Object.keys(partsEn[part]).sort());
    const count = PARTS.reduce((sum, part) => sum + Object.keys(partsEn[part]).length, 0);
    expect(count).toBe(KEYS.length);
    for (const [key, text] of [...Object.entries(en), ...Object.entries(vi)]) expect(text.trim(), key).not.toBe("");
  });

  it("leave nothing in English on a Vietnamese page, but the words Vietnamese writes the same", () => {
    const same = new Set([
      "catalog.productDescription",
      "chat.botSays",
      "chat.email",
      "contact.email",
      "admin.email",
      "admin.signedInAs",
      "admin.auditNothing",
      // The phone back office's menu button: "Menu" is the word Vietnamese readers use for it.
      "admin.menu",
      "contact.fieldEmail",
      "customCakes.email",
      // Only placeholders and punctuation.
      "checkout.pickupWhere",
      "checkout.giftLine",
      "order.slot",
      "adminReports.canceledCell",
      // Brand names.
      "adminReports.channel.facebook",
      "adminReports.channel.messenger",
      "adminReports.channel.tiktok",
      "adminReports.channel.google",
      "adminPrint.slot",
    ]);
    const untranslated = KEYS.filter((key) => vi[key] === en[key] && !same.has(key));
    expect(untranslated).toEqual([]);
  });

  it("use the same {placeholders} in both languages", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of KEYS) expect(names(vi[key]), key).toEqual(names(en[key]));
  });

  it('keep the back office\'s texts apart: its keys, and only its keys, start with "admin"', () => {
    expect(Object.keys(backOfficeEn).filter((key) => !key.startsWith("admin"))).toEqual([]);
    const shop = PARTS.filter((part) => part !== "backOffice").flatMap((part) => Object.keys(partsEn[part]));
    expect(shop.filter((key) => key.startsWith("admin"))).toEqual([]);
  });

  it("load the areas a page shows and no more: the home page and a product only the core", () => {
    expect(cataloguePartsFor("/")).toEqual(["core"]);
    expect(cataloguePartsFor("/vi")).toEqual(["core"]);
    expect(cataloguePartsFor("/products/")).toEqual(["core"]);
    expect(cataloguePartsFor("/vi/cart/cartList")).toEqual(["core", "account", "checkout"]);
    expect(cataloguePartsFor("/admin/login")).toEqual(["core", "backOffice"]);
    expect(cataloguePartsFor("/vi/admin")).toEqual(["core", "backOffice", "account", "checkout", "news"]);
    expect(cataloguePartsFor("/administration")).toEqual(["core", "news"]);
  });

  // A page whose area is not loaded would show a key instead of its text (the browser loads cataloguePartsFor its
  // path; the server has every part).
  const all = pages(routes);
  it.each(all.map((page) => [page.id, page] as const))("have every text %s names in the parts loaded on its path", (_id, page) => {
    const loadedKeys = new Set(cataloguePartsFor(page.path).flatMap((part) => Object.keys(partsEn[part])));
    const backOffice = cataloguePartsFor(page.path).includes("backOffice");
    const used = keysUsedFrom(
      page.files.map((file) => join(APP, file)),
      backOffice,
    );
    expect(
      [...used].filter((key) => !loadedKeys.has(key)),
      `${page.path} (${relative(APP, join(APP, page.files.at(-1)!))})`,
    ).toEqual([]);
  });

  it("find the texts the pages name (the check above is not empty)", () => {
    const cart = all.find((page) => page.id === "en/cart")!;
    const used = keysUsedFrom(cart.files.map((file) => join(APP, file)));
    expect(used).toContain("checkout.title");
    expect(used).toContain("header.signIn");
    expect(used).toContain("profileNotices.unreadCount.one");
    expect(all.length).toBeGreaterThan(100);
  });
});

// Every catalogue file in this folder, English and Vietnamese twins: the pages' parts, the API's answers, the e-mails.
const MESSAGES_DIR = import.meta.dirname;
const twinNames = readdirSync(MESSAGES_DIR)
  .filter((name) => name.endsWith(".vi.ts"))
  .map((name) => name.slice(0, -".vi.ts".length))
  .sort();
/** The texts a catalogue file exports (one object of strings each). */
async function textsOf(file: string): Promise<Record<string, string>> {
  const module = (await import(join(MESSAGES_DIR, file))) as Record<string, unknown>;
  const objects = Object.values(module).filter((value): value is Record<string, string> => typeof value === "object" && value !== null);
  return Object.assign({}, ...objects) as Record<string, string>;
}
const twins = await Promise.all(
  twinNames.map(async (name) => ({ name, en: await textsOf(`${name}.en.ts`), vi: await textsOf(`${name}.vi.ts`) })),
);

describe("every message catalogue (pages, API answers, e-mails)", () => {
  it("has a Vietnamese twin with the same keys as its English one", () => {
    expect(twinNames.length).toBeGreaterThan(40);
    for (const name of readdirSync(MESSAGES_DIR).filter((file) => /^[\w-]+\.en\.ts$/.test(file) && file !== "en.ts")) {
      expect(existsSync(join(MESSAGES_DIR, name.replace(/\.en\.ts$/, ".vi.ts"))), name).toBe(true);
    }
    for (const { name, en, vi } of twins) {
      expect(Object.keys(vi).sort(), `${name}.vi.ts against ${name}.en.ts`).toEqual(Object.keys(en).sort());
    }
  });

  it("speaks the glossary's Vietnamese: none of the words it rules out", () => {
    const found = twins.flatMap(({ name, vi }) =>
      Object.entries(vi).flatMap(([key, text]) =>
        RULED_OUT.filter(({ word }) => word.test(text)).map(
          ({ word, why }) => `${name}.vi.ts ${key}: ${word.source} (${why}) in "${text}"`,
        ),
      ),
    );
    expect(found).toEqual([]);
  });

  it("finds a ruled-out word as a whole word, and only there", () => {
    const hits = (text: string) => RULED_OUT.filter(({ word }) => word.test(text)).map(({ why }) => why);
    expect(hits("Xoá bộ lọc")).toEqual(["modern tone placement: xóa"]);
    expect(hits("Còn 3 chỗ")).toHaveLength(1);
    expect(hits("Vui lòng sửa các mục được đánh dấu.")).toHaveLength(1);
    expect(hits("Trường này là bắt buộc.")).toHaveLength(1);
    expect(hits("Tổng cộng: 25,00 US$")).toHaveLength(1);
    expect(hits("Thêm vào giỏ")).toHaveLength(1);
    // Words that only contain or resemble one: a category (danh mục), a menu's items, done (hoàn tất), the cart.
    expect(hits("Danh mục · Các mục của menu · Hoàn tất · Thêm vào giỏ hàng · môi trường · Đã chuyển chỗ mục")).toEqual([]);
  });
});
