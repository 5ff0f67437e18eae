import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import { productIdOf } from "../../../server/domain/catalog/products-admin.schema.ts";
import { findAdminProduct } from "../../../server/domain/catalog/products-admin.service.ts";
import { productModifierGroupsInput } from "../../../server/domain/catalog/modifier-groups-admin.schema.ts";
import {
  findProductModifierGroups,
  listModifierGroups,
  setProductModifierGroups,
} from "../../../server/domain/catalog/modifier-groups-admin.service.ts";
import { MAX_OPTIONS, productOptionsInput, productVariantsInput } from "../../../server/domain/catalog/variants-admin.schema.ts";
import {
  editProductVariants,
  findProductOptions,
  saveProductOptions,
  type ProductOptionsView,
} from "../../../server/domain/catalog/variants-admin.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { centsOf } from "../../features/admin/dollars.ts";
import { groupListItem } from "../../features/admin/modifier-groups/group-text.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { CONFIRM_PARAM, CONFIRMED_FIELD } from "../../lib/confirm.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import { optionsOfRows, rowsOfFields, type OptionRow } from "./product-options.shared.ts";
import type { Route } from "./+types/product-options";

// /admin/products/:id/options (permission "catalog"): three plain forms posted without JavaScript to the same services
// as /api/v1/admin/products/{id}/options, /variants and /modifier-groups — the options (saving them generates the
// variants), the variants edited together, the add-on groups the product offers. Each carries the product's version:
// a stale save is the page as it is now with why (409). A save of the options that would delete variants asks first,
// naming them; nothing here decides what the services do not.

export const SAVED = ["options", "variants", "groups"] as const;
export type Saved = (typeof SAVED)[number];
const savedOf = (url: URL): Saved | null => SAVED.find((s) => s === url.searchParams.get("saved")) ?? null;

/** The page's fields in the address of a question (?confirm.options.0.name_en=…), as the form's rows. */
const QUESTION_PREFIX = "confirm.";

/**
 * The variants a save of `options` deletes, as the service decides it: a variant stays when the English labels of its
 * values (any case) are still there, in the same options; the default variant of a product without options goes when
 * options come, and every variant goes when the options are all taken away (the product sold as one again).
 */
export function variantsRemoved(now: ProductOptionsView, options: readonly OptionRow[]): ProductOptionsView["variants"] {
  if (now.options.length === 0) return options.length ? now.variants : [];
  if (options.length === 0) return now.variants;
  const lower = (text: string) => text.trim().toLocaleLowerCase("en");
  const labelOf = new Map(now.options.flatMap((o) => o.values.map((v) => [v.id, v.label_en] as const)));
  return now.variants.filter((variant) => {
    const labels = variant.option_values.map((id) => labelOf.get(id) ?? "");
    const kept =
      labels.length === options.length && labels.every((label, i) => options[i]!.values.some((v) => lower(v.label_en) === lower(label)));
    return !kept;
  });
}

interface RemovedVariant {
  id: number;
  label_en: string;
  label_vi: string;
  sku: string;
}

/** How many variants a save of `options` makes: every combination of their values. */
const combinationsOf = (options: readonly OptionRow[]) => options.reduce((n, o) => n * o.values.length, 1);

export async function productOptionsLoader({ params, request, context }: Route.LoaderArgs) {
  const { locale, db } = context;
  const id = productIdOf(params.id);
  const [product, configuration] =
    id === undefined ? [] : await Promise.all([findAdminProduct(db, locale, id), findProductOptions(db, id)]);
  if (!product || !configuration || id === undefined) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const [groups, attached] = await Promise.all([listModifierGroups(db), findProductModifierGroups(db, id)]);
  const url = new URL(request.url);
  // Asked first (a save that deletes variants): the options as typed, from the address, and what they would delete now.
  let question: { fields: Record<string, string>; rows: OptionRow[]; removed: RemovedVariant[]; made: number } | null = null;
  if (url.searchParams.get(CONFIRM_PARAM) === "options") {
    const asked = [...url.searchParams].flatMap(([name, value]) =>
      name.startsWith(QUESTION_PREFIX) ? [[name.slice(QUESTION_PREFIX.length), value] as [string, string]] : [],
    );
    const rows = rowsOfFields(asked);
    const { options } = optionsOfRows(rows);
    const removed = variantsRemoved(configuration, options);
    if (removed.length)
      question = {
        fields: Object.fromEntries(asked),
        rows,
        removed: removed.map((v) => ({ id: v.id, label_en: v.label_en, label_vi: v.label_vi, sku: v.sku })),
        made: options.length ? combinationsOf(options) : 1,
      };
  }
  return data(
    {
      product: {
        id: product.id,
        name_en: product.name_en,
        name_vi: product.name_vi,
        status: product.status,
        lead_time_hours: product.lead_time_hours,
        updated_at: configuration.updated_at,
      },
      configuration,
      groups: groups.map(groupListItem),
      attached: attached?.group_ids ?? [],
      maxOptions: MAX_OPTIONS,
      question,
      saved: savedOf(url),
    },
    { headers: ADMIN_NO_STORE },
  );
}

export interface ProductOptionsAnswer {
  intent: Saved;
  message: string;
  /** One message a field, by the form's field names (options.0.values.2.label_vi, variants.3.sku, group.4). */
  errors?: Record<string, string>;
  /** What was typed, given back when refused (not after a stale save: the page then shows the product as it is now). */
  values?: Record<string, string>;
}

/** A whole number as typed; "" → `empty`; anything else → NaN, which the rules refuse with the field's message. */
const wholeOr = <T>(text: string, empty: T): number | T =>
  text.trim() === "" ? empty : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The rules' field names on the form, where they differ. */
const formName = (path: string) => path.replace(/\.price_cents$/, ".price");

const stringFields = (form: FormData): [string, string][] =>
  [...form.entries()].flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : []));

export async function productOptionsAction({ params, request, context }: Route.ActionArgs) {
  const locale = context.locale;
  const id = productIdOf(params.id);
  // No such product: the 404 page, whatever was posted.
  if (id === undefined || !(await findProductModifierGroups(context.db, id))) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const expected = formText(form, "expected_updated_at");
  const actor = signedInStaff(context);
  const ctx = { db: context.db };
  const typed = Object.fromEntries(stringFields(form).filter(([name]) => name !== "intent" && name !== CONFIRMED_FIELD));
  const answer = (body: ProductOptionsAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const done = (what: Saved) =>
    redirect(`${localizePath(`/admin/products/${id}/options`, locale)}?saved=${what}`, { status: 303, headers: ADMIN_NO_STORE });
  /** The rules' messages beside their fields; one not about a field (too many combinations, no version) above the form. */
  const invalid = (kind: Saved, issues: Parameters<typeof formErrors>[0], fieldOf: (path: string) => string) => {
    const errors: Record<string, string> = {};
    let message = apiMessage(locale, "validationFailed");
    for (const [path, [first = ""]] of Object.entries(formErrors(issues, locale))) {
      if (path === "_" || path === "expected_updated_at" || path === kind || path === "group_ids") message = first;
      else errors[fieldOf(path)] ??= first;
    }
    return answer({ intent: kind, message, errors, values: typed }, 422);
  };
  // A product gone is the 404 page; a stale save (409) drops what was typed: the page shows the product as it is now.
  const refused = (kind: Saved, { status, message, fields }: Refusal, fieldOf: (path: string) => string = (p) => p) => {
    if (status === 404) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    const errors = Object.fromEntries(Object.entries(fields).map(([path, text]) => [fieldOf(path), text]));
    return answer({ intent: kind, message, errors, values: status === 409 ? undefined : typed }, status);
  };

  if (intent === "options") {
    const { options, fieldOf } = optionsOfRows(rowsOfFields(stringFields(form)));
    const parsed = productOptionsInput.safeParse({ options, expected_updated_at: expected });
    if (!parsed.success) return invalid("options", parsed.error.issues, fieldOf);
    const now = await findProductOptions(context.db, id);
    if (!now) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    // Deleting variants asks first, naming them (on this version: an older one is refused below as stale).
    if (now.updated_at === expected && variantsRemoved(now, options).length) askFirst(request, form, ["options"]);
    const saved = await attempt(locale, () => saveProductOptions(ctx, actor, id, parsed.data));
    if (!saved.ok) return refused("options", saved.refusal);
    return done("options");
  }

  if (intent === "variants") {
    const rows = [
      ...new Set(
        stringFields(form).flatMap(([name]) => {
          const row = /^variants\.(\d{1,3})\.id$/.exec(name);
          return row ? [Number(row[1])] : [];
        }),
      ),
    ].sort((a, b) => a - b);
    const text = (row: number, field: string) => formText(form, `variants.${row}.${field}`);
    const variants = rows.map((row) => ({
      id: wholeOr(text(row, "id"), Number.NaN),
      sku: text(row, "sku"),
      price_cents: centsOf(text(row, "price")),
      capacity_units: wholeOr(text(row, "capacity_units"), Number.NaN),
      lead_time_hours: wholeOr(text(row, "lead_time_hours"), null),
      is_active: form.has(`variants.${row}.is_active`),
    }));
    // The rules' paths count the rows sent; the form's names carry the row's number on the page.
    const fieldOf = (path: string) => formName(path.replace(/^variants\.(\d+)/, (whole, i: string) => `variants.${rows[Number(i)] ?? i}`));
    const parsed = productVariantsInput.safeParse({ variants, expected_updated_at: expected });
    if (!parsed.success) return invalid("variants", parsed.error.issues, fieldOf);
    const saved = await attempt(locale, () => editProductVariants(ctx, actor, id, parsed.data));
    if (!saved.ok) return refused("variants", saved.refusal, fieldOf);
    return done("variants");
  }

  if (intent === "groups") {
    const chosen = stringFields(form).flatMap(([name]) => {
      const group = /^group\.(\d{1,10})$/.exec(name);
      return group ? [Number(group[1])] : [];
    });
    const errors: Record<string, string> = {};
    const positions = chosen.map((group, listed) => {
      const position = wholeOr(formText(form, `position.${group}`), Number.POSITIVE_INFINITY);
      if (Number.isNaN(position) || (Number.isFinite(position) && position > 100_000))
        errors[`position.${group}`] = apiMessage(locale, "productPositionInvalid");
      return { group, position, listed };
    });
    if (Object.keys(errors).length)
      return answer({ intent: "groups", message: apiMessage(locale, "validationFailed"), errors, values: typed }, 422);
    // In the order of their numbers; a group without one after those that have, as listed.
    const group_ids = positions.sort((a, b) => a.position - b.position || a.listed - b.listed).map((p) => p.group);
    const fieldOf = (path: string) => path.replace(/^group_ids\.(\d+)$/, (whole, i: string) => `group.${group_ids[Number(i)] ?? i}`);
    const parsed = productModifierGroupsInput.safeParse({ group_ids, expected_updated_at: expected });
    if (!parsed.success) return invalid("groups", parsed.error.issues, fieldOf);
    const saved = await attempt(locale, () => setProductModifierGroups(ctx, actor, id, parsed.data));
    if (!saved.ok) return refused("groups", saved.refusal, fieldOf);
    return done("groups");
  }

  return answer({ intent: "options", message: apiMessage(locale, "validationFailed") }, 400);
}
