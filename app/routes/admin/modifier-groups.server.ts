import { data, redirect } from "react-router";
import { pathIdOf } from "../../../server/domain/shared/fields.schema.ts";
import { formErrors } from "../../../server/api/form-errors.ts";
import { ALLERGENS } from "../../../server/domain/catalog/catalog.schema.ts";
import { modifierGroupInput, modifierGroupUpdateInput } from "../../../server/domain/catalog/modifier-groups-admin.schema.ts";
import {
  createModifierGroup,
  deleteModifierGroup,
  findModifierGroup,
  listModifierGroups,
  ModifierGroupError,
  updateModifierGroup,
  type ModifierGroupView,
} from "../../../server/domain/catalog/modifier-groups-admin.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { centsOf } from "../../features/admin/dollars.ts";
import { groupListItem, groupName } from "../../features/admin/modifier-groups/group-text.ts";
export type { ModifierGroupListItem } from "../../features/admin/modifier-groups/group-text.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route as GroupRoute } from "./+types/modifier-group";
import type { Route as GroupsRoute } from "./+types/modifier-groups";

// /admin/modifier-groups and /admin/modifier-groups/new|:id (permission "catalog", checked by each page's middleware):
// the add-on groups a product may offer ("Bánh mì extras", "Box of 6"), and one form posted without JavaScript to the
// same service as /api/v1/admin/modifier-groups (audited, stale saves refused). The form shows dollars and one row an
// add-on, with empty rows to fill; the service keeps cents, and a choice sent back with its id keeps it.

const SAVED = ["created", "updated", "deleted"] as const;
type Saved = (typeof SAVED)[number];
const savedOf = (url: URL): Saved | null => SAVED.find((s) => s === url.searchParams.get("saved")) ?? null;

/** The rows a posted form may carry: more are not read (the rules refuse more than 50 add-ons anyway). */
const MAX_ROWS = 200;

const idOf = pathIdOf;

export async function modifierGroupsLoader({ request, context }: GroupsRoute.LoaderArgs) {
  const { locale } = context;
  const groups = (await listModifierGroups(context.db))
    .map(groupListItem)
    .sort((a, b) => groupName(a, locale).localeCompare(groupName(b, locale), locale));
  return data({ groups, saved: savedOf(new URL(request.url)) }, { headers: ADMIN_NO_STORE });
}

/** The group to edit (404 when there is none), or null for a new one (/admin/modifier-groups/new); the allergens to tick. */
export async function modifierGroupLoader({ params, request, context }: GroupRoute.LoaderArgs) {
  const choices = { allergens: ALLERGENS };
  if (params.id === "new")
    return data({ group: null as ModifierGroupView | null, ...choices, saved: null as Saved | null }, { headers: ADMIN_NO_STORE });
  const id = idOf(params.id);
  const group = id === undefined ? undefined : await findModifierGroup(context.db, id);
  if (!group) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ group: group as ModifierGroupView | null, ...choices, saved: savedOf(new URL(request.url)) }, { headers: ADMIN_NO_STORE });
}

/** One add-on's row as typed: the form shows these again after a refused save. */
export interface ChoiceRow {
  id: string;
  label_en: string;
  label_vi: string;
  price: string;
  is_default: boolean;
  allergens: string[];
  remove: boolean;
}

export interface ModifierGroupAnswer {
  intent: string;
  message: string;
  /** Each message beside its field: `name_vi`, `total`, `choices` (the add-ons as a whole), `choices.2.label_vi`… */
  errors?: Record<string, string>;
  /** The group's fields as typed (dropped after a stale save: the group as it is now is shown). */
  values?: Record<string, string>;
  /** The add-ons' rows as typed, in the form's order (row n's fields are named choices.n.…). */
  rows?: ChoiceRow[];
  /** After a stale save: the group as it is now. */
  current?: ModifierGroupView;
}

const GROUP_FIELDS = ["name_en", "name_vi", "min_choices", "max_choices", "max_per_choice", "total", "expected_updated_at"] as const;
const ROW_FIELD = /^choices\.(\d{1,4})\.(id|label_en|label_vi|price|is_default|allergens|remove)$/;

/** A whole number as typed; "" → `empty`; anything else → NaN, which the rules refuse with the field's message. */
const wholeOr = <T>(text: string, empty: T): number | T =>
  text.trim() === "" ? empty : /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

/** The add-ons' rows of a posted form, in the order of their numbers. */
function rowsOf(form: FormData): ChoiceRow[] {
  const numbers = new Set<number>();
  for (const name of form.keys()) {
    const match = ROW_FIELD.exec(name);
    if (match && numbers.size < MAX_ROWS) numbers.add(Number(match[1]));
  }
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) => ({
      id: formText(form, `choices.${n}.id`),
      label_en: formText(form, `choices.${n}.label_en`),
      label_vi: formText(form, `choices.${n}.label_vi`),
      price: formText(form, `choices.${n}.price`),
      is_default: form.has(`choices.${n}.is_default`),
      allergens: form
        .getAll(`choices.${n}.allergens`)
        .map(String)
        .slice(0, ALLERGENS.length * 2),
      remove: form.has(`choices.${n}.remove`),
    }));
}

/** A row with nothing typed or ticked in it (a new add-on's empty row): left out. */
const isBlank = (row: ChoiceRow) =>
  row.id === "" && !row.label_en.trim() && !row.label_vi.trim() && !row.price.trim() && !row.is_default && row.allergens.length === 0;

/** The form's name for a rule's field: an add-on's path names its row on the form, its price in dollars. */
function formField(path: string, rowOf: number[]): string {
  const match = /^choices\.(\d+)(?:\.(\w+))?/.exec(path);
  if (!match) return path;
  const row = rowOf[Number(match[1])];
  if (row === undefined) return "choices";
  const field = match[2] === "price_delta_cents" ? "price" : (match[2] ?? "label_en");
  return `choices.${row}.${field}`;
}

/**
 * intent=save: creates (303 to the new group's page) or edits with the version seen (303 back), the add-ons' rows
 * that are neither empty nor removed in their order; intent=delete asks first, then deletes (303 to the list). A bad
 * field is the form again with each message beside its field and what was typed (422); a stale version is the group
 * as it is now and why (409); an unknown group is the 404 page.
 */
export async function modifierGroupAction({ params, request, context }: GroupRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const intent = formText(form, "intent") || "save";
  const answer = (body: ModifierGroupAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const notFound = () => data(null, { status: 404, headers: ADMIN_NO_STORE });
  const isNew = params.id === "new";
  const id = isNew ? undefined : idOf(params.id);
  if (!isNew && id === undefined) throw notFound();
  const actor = signedInStaff(context);
  const ctx = { db: context.db };

  if (intent === "delete") {
    if (id === undefined) throw notFound();
    const deleted = await attempt(locale, () => deleteModifierGroup(ctx, actor, id));
    if (!deleted.ok) {
      if (deleted.refusal.status === 404) throw notFound();
      return answer({ intent, message: deleted.refusal.message }, deleted.refusal.status);
    }
    return redirect(`${localizePath("/admin/modifier-groups", locale)}?saved=deleted`, { status: 303, headers: ADMIN_NO_STORE });
  }
  if (intent !== "save") return answer({ intent, message: apiMessage(locale, "validationFailed") }, 400);

  const values = Object.fromEntries(GROUP_FIELDS.map((f) => [f, formText(form, f)])) as Record<(typeof GROUP_FIELDS)[number], string>;
  const rows = rowsOf(form);
  // rowOf[i]: the form's row of the i-th add-on sent to the service.
  const rowOf: number[] = [];
  const choices = rows.flatMap((row, n) => {
    if (row.remove || isBlank(row)) return [];
    rowOf.push(n);
    return [
      {
        ...(row.id === "" ? {} : { id: wholeOr(row.id, Number.NaN) }),
        label_en: row.label_en,
        label_vi: row.label_vi,
        price_delta_cents: row.price.trim() === "" ? 0 : centsOf(row.price),
        is_default: row.is_default,
        allergens: row.allergens,
      },
    ];
  });
  const input = {
    name_en: values.name_en,
    name_vi: values.name_vi,
    min_choices: wholeOr(values.min_choices, 0),
    max_choices: wholeOr(values.max_choices, Number.NaN),
    max_per_choice: wholeOr(values.max_per_choice, 1),
    total: wholeOr(values.total, null),
    choices,
  };
  const parsed = isNew
    ? modifierGroupInput.safeParse(input)
    : modifierGroupUpdateInput.safeParse({ ...input, expected_updated_at: values.expected_updated_at });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [path, [first]] of Object.entries(formErrors(parsed.error.issues, locale))) {
      // An allergen's path names its place in the list: the message goes beside the row's allergens.
      errors[formField(path.replace(/(\.allergens)\.\d+$/, "$1"), rowOf)] ??= first ?? "";
    }
    return answer({ intent, message: apiMessage(locale, "validationFailed"), errors, values, rows }, 422);
  }

  const refused = ({ status, message, fields, error }: Refusal) => {
    if (status === 404) throw notFound();
    // A stale save drops what was typed: the page shows the group as it is now.
    if (error instanceof ModifierGroupError && error.failure === "changed")
      return answer({ intent, message, current: error.details.current }, status);
    const errors = Object.fromEntries(Object.entries(fields).map(([path, text]) => [formField(path, rowOf), text]));
    return answer({ intent, message, errors, values, rows }, status);
  };
  const here = (groupId: number, saved: Saved) => `${localizePath(`/admin/modifier-groups/${groupId}`, locale)}?saved=${saved}`;
  if (id === undefined) {
    const created = await attempt(locale, () => createModifierGroup(ctx, actor, parsed.data));
    if (!created.ok) return refused(created.refusal);
    return redirect(here(created.value.id, "created"), { status: 303, headers: ADMIN_NO_STORE });
  }
  const updated = await attempt(locale, () =>
    updateModifierGroup(ctx, actor, id, parsed.data as Parameters<typeof updateModifierGroup>[3]),
  );
  if (!updated.ok) return refused(updated.refusal);
  return redirect(here(id, "updated"), { status: 303, headers: ADMIN_NO_STORE });
}
