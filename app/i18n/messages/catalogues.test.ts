import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cataloguePartsFor } from "../catalogue.ts";
import { backOfficeEn } from "./back-office.en.ts";
import { backOfficeVi } from "./back-office.vi.ts";
import { en as storefrontEn } from "./en.ts";
import { vi as storefrontVi } from "./vi.ts";

// Everything a page can show: the storefront's texts and the back office's (its own chunk on the client).
const en = { ...storefrontEn, ...backOfficeEn };
const vi = { ...storefrontVi, ...backOfficeVi };

describe("UI message catalogues", () => {
  it("have every key in both English and Vietnamese, none empty", () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
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
      "contact.fieldEmail",
      // Only placeholders and punctuation, and the country the shop delivers in, written as the address is.
      "checkout.pickupWhere",
      "checkout.giftLine",
      "checkout.countryDefault",
      "order.slot",
    ]);
    const untranslated = (Object.keys(en) as (keyof typeof en)[]).filter((key) => vi[key] === en[key] && !same.has(key));
    expect(untranslated).toEqual([]);
  });

  it("use the same {placeholders} in both languages", () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(vi[key]), key).toEqual(names(en[key]));
  });

  it("keep the back office's texts apart: its keys, and only its keys, start with \"admin\"", () => {
    expect(Object.keys(backOfficeEn).filter((key) => !key.startsWith("admin"))).toEqual([]);
    expect(Object.keys(storefrontEn).filter((key) => key.startsWith("admin"))).toEqual([]);
  });

  it("are loaded where they are shown: the back office's only on its pages", () => {
    expect(cataloguePartsFor("/")).toEqual(["storefront"]);
    expect(cataloguePartsFor("/vi/banh-mi-dac-biet")).toEqual(["storefront"]);
    expect(cataloguePartsFor("/administration")).toEqual(["storefront"]);
    expect(cataloguePartsFor("/admin/login")).toEqual(["storefront", "backOffice"]);
    expect(cataloguePartsFor("/vi/admin")).toEqual(["storefront", "backOffice"]);
    // A shop page would show the key itself: its code never uses a back-office text.
    const shopFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return /(^|\/)(admin|messages)$/.test(path) ? [] : shopFiles(path);
        return /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const uses = shopFiles("app").filter((path) => /["'`]admin[A-Za-z]*\.[a-z]/.test(readFileSync(path, "utf8")));
    expect(uses).toEqual([]);
  });
});
