import { z } from "zod";
import type { Db } from "../../db/index.ts";
import type { Customer } from "../../db/schema.ts";
import { langFromTag } from "../../i18n/language.ts";
import * as repo from "./accounts.repository.ts";
import { parseCsv, type CsvRow } from "./csv.ts";
import { isPlausiblePhone, normaliseEmail, normalisePhone } from "./identifier.ts";

// Customers of the old shop come in with no password and `legacy` = 1: at their first login they are told to
// restore the password (forgot-password), which sets one and clears the flag.

/** A customer of the old shop, as one CSV row describes them. */
export interface LegacyCustomer {
  name: string;
  email: string | null;
  phone: string | null;
  points: number;
  membership_level: string;
  birthday: string | null;
  /** "en" or "vi" when the file says; "" when unknown (e-mails then follow the language of the page they use). */
  locale: string;
}

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  skipped: { line: number; reason: string }[];
}

export class ImportError extends Error {}

const COLUMNS = ["name", "email", "phone", "points", "membership_level", "birthday", "locale"] as const;
type Column = (typeof COLUMNS)[number];
/** Other titles spreadsheets give the same columns. */
const ALIASES: Record<string, Column> = {
  e_mail: "email",
  email_address: "email",
  phone_number: "phone",
  membership: "membership_level",
  level: "membership_level",
  date_of_birth: "birthday",
  language: "locale",
};

const isEmail = (value: string) => z.email().safeParse(value).success;

function columnIndexes(header: string[]): Partial<Record<Column, number>> {
  const indexes: Partial<Record<Column, number>> = {};
  header.forEach((title, index) => {
    const key = title
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_");
    const name = (COLUMNS as readonly string[]).includes(key) ? (key as Column) : Object.hasOwn(ALIASES, key) ? ALIASES[key] : undefined;
    if (name && indexes[name] === undefined) indexes[name] = index;
  });
  if (indexes.name === undefined || (indexes.email === undefined && indexes.phone === undefined)) {
    throw new ImportError(
      `The first row must name the columns: name, email and/or phone (optional: points, membership_level, birthday, locale). Found: ${header.join(", ")}`,
    );
  }
  return indexes;
}

/** YYYY-MM-DD, or the US M/D/YYYY of spreadsheets; a date that does not exist (2/30) is refused. */
export function parseBirthday(text: string): string | undefined {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year || !month || !day) return undefined;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return undefined;
  return date.toISOString().slice(0, 10);
}

/** One row → a customer, or the reason it cannot be imported. */
export function readLegacyCustomer(row: CsvRow, columns: Partial<Record<Column, number>>): LegacyCustomer | string {
  const cell = (column: Column) => {
    const index = columns[column];
    return index === undefined ? "" : (row.fields[index] ?? "").normalize("NFC").trim();
  };
  const name = cell("name").replace(/\s+/g, " ");
  if (!name) return "no name";
  if (name.length > 100) return "name longer than 100 characters";
  const email = cell("email") ? normaliseEmail(cell("email")) : null;
  if (email !== null && !isEmail(email)) return `invalid e-mail "${cell("email")}"`;
  const phone = cell("phone") ? normalisePhone(cell("phone")) : null;
  if (phone !== null && !isPlausiblePhone(phone)) return `invalid phone "${cell("phone")}"`;
  if (email === null && phone === null) return "no e-mail and no phone";
  const pointsText = cell("points").replace(/,/g, "");
  if (pointsText && !/^\d{1,9}$/.test(pointsText)) return `invalid points "${cell("points")}"`;
  const level = cell("membership_level").toLowerCase() || "member";
  if (level.length > 32) return `invalid membership level "${cell("membership_level")}"`;
  const birthday = cell("birthday") ? parseBirthday(cell("birthday")) : null;
  if (birthday === undefined) return `invalid birthday "${cell("birthday")}" (use YYYY-MM-DD or M/D/YYYY)`;
  return {
    name,
    email,
    phone,
    points: pointsText ? Number(pointsText) : 0,
    membership_level: level,
    birthday,
    locale: langFromTag(cell("locale")) ?? "",
  };
}

/** The fields of `existing` that the row would change (only while the customer is still a legacy one). */
function changesFor(existing: Customer, row: LegacyCustomer) {
  const changes: Partial<Pick<Customer, "name" | "email" | "phone" | "points" | "membership_level" | "birthday" | "locale">> = {};
  if (existing.name !== row.name) changes.name = row.name;
  if (row.email && existing.email !== row.email) changes.email = row.email;
  if (row.phone && existing.phone !== row.phone) changes.phone = row.phone;
  if (existing.points !== row.points) changes.points = row.points;
  if (existing.membership_level !== row.membership_level) changes.membership_level = row.membership_level;
  if (row.birthday && existing.birthday !== row.birthday) changes.birthday = row.birthday;
  if (row.locale && existing.locale !== row.locale) changes.locale = row.locale;
  return changes;
}

type Outcome = "created" | "updated" | "unchanged" | { skipped: string };

async function importOne(db: Db, row: LegacyCustomer, now: string): Promise<Outcome> {
  const byEmail = row.email ? await repo.findCustomer(db, { kind: "email", value: row.email }) : undefined;
  const byPhone = row.phone ? await repo.findCustomer(db, { kind: "phone", value: row.phone }) : undefined;
  const existing = byEmail ?? byPhone;
  // A phone shared with someone else (a family's landline, a typo) must not merge two people into one account.
  const phoneOwner = byPhone && (byPhone.id !== existing?.id || (!byEmail && row.email && byPhone.email)) ? byPhone : undefined;
  if (phoneOwner) return { skipped: `phone ${row.phone} belongs to another customer (${phoneOwner.email ?? `#${phoneOwner.id}`})` };
  if (!existing) {
    await repo.insertCustomer(db, { ...row, password_hash: null, legacy: 1, status: "active", created_at: now, updated_at: now });
    return "created";
  }
  if (existing.legacy !== 1) return { skipped: "already has an account on the new site; left as it is" };
  const changes = changesFor(existing, row);
  if (Object.keys(changes).length === 0) return "unchanged";
  await repo.updateCustomer(db, existing.id, { ...changes, updated_at: now });
  return "updated";
}

/**
 * Imports the old shop's customers from CSV text. Matches existing customers on e-mail, else phone, so importing
 * the same file again creates nobody twice. One transaction: a file is imported whole or not at all.
 */
export async function importLegacyCustomers(db: Db, csv: string, now: Date = new Date()): Promise<ImportSummary> {
  const [header, ...rows] = parseCsv(csv);
  if (!header) throw new ImportError("The file is empty.");
  const columns = columnIndexes(header.fields);
  const summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, skipped: [] };
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      const customer = readLegacyCustomer(row, columns);
      const outcome = typeof customer === "string" ? { skipped: customer } : await importOne(trx, customer, now.toISOString());
      if (typeof outcome === "string") summary[outcome]++;
      else summary.skipped.push({ line: row.line, reason: outcome.skipped });
    }
  });
  return summary;
}
