import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { categoryCreateInput, categoryUpdateInput } from "../../../server/domain/catalog/categories-admin.schema.ts";
import {
  createCategory,
  deleteCategory,
  findAdminCategory,
  listAdminCategories,
  updateCategory,
  type AdminCategory,
} from "../../../server/domain/catalog/categories-admin.service.ts";
import { menuDeleteInput, menuItemInput, menuMoveInput } from "../../../server/domain/content/menu-admin.schema.ts";
import {
  createMenuItem,
  deleteMenuItem,
  getAdminMenu,
  moveMenuItem,
  updateMenuItem,
} from "../../../server/domain/content/menu-admin.service.ts";
import { redirectInput, redirectUpdateInput } from "../../../server/domain/content/redirects-admin.schema.ts";
import { createRedirect, deleteRedirect, listRedirects, updateRedirect } from "../../../server/domain/content/redirects-admin.service.ts";
import { siteInput } from "../../../server/domain/content/site-admin.schema.ts";
import { getAdminSite, updateSite } from "../../../server/domain/content/site-admin.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Lang } from "../../../server/i18n/language.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { COLUMN_ROWS, LINK_ROWS, SOCIAL_ROWS } from "../../features/admin/structure/site-form.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route as CategoriesRoute } from "./+types/categories";
import type { Route as CategoryRoute } from "./+types/category";
import type { Route as MenuRoute } from "./+types/menu";
import type { Route as RedirectsRoute } from "./+types/redirects";
import type { Route as SiteRoute } from "./+types/site";

// The back office's site-structure pages — /admin/categories (and a category's form), /admin/menu, /admin/site,
// /admin/redirects — as plain form posts to the same services as /api/v1/admin/{categories,menu,site,redirects}
// (audited, stale saves refused, visitors told at once). Each refusal comes back beside its field in the page's
// language; a stale save shows the thing as it is now (the loader runs again) with a message.

/** What an action answers when it does not redirect: a message, each field's first message, what was typed. */
export interface StructureAnswer {
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  /** The list entry the message is about (a delete refused). */
  id?: number;
}

const answer = (body: StructureAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
const isId = (n: number) => Number.isInteger(n) && n >= 1 && n <= 2_147_483_647;
const back = (path: string, locale: Lang): never => {
  throw redirect(localizePath(path, locale), { status: 303, headers: ADMIN_NO_STORE });
};

/** A service's refusal as the page shows it. A stale save (409) drops what was typed: the form shows the thing as it is now. */
const refused = ({ status, message, fields }: Refusal, values: Record<string, string> | undefined, id?: number) =>
  answer({ message, errors: Object.keys(fields).length > 0 ? fields : undefined, values: status === 409 ? undefined : values, id }, status);

const invalid = (issues: Parameters<typeof firstFieldErrors>[0], locale: Lang, values: Record<string, string>) =>
  answer({ message: apiMessage(locale, "validationFailed"), errors: firstFieldErrors(issues, locale), values }, 422);

const fieldsOf = <F extends string>(form: FormData, fields: readonly F[]) =>
  Object.fromEntries(fields.map((f) => [f, formText(form, f)])) as Record<F, string>;

// ─────────────────────────────── Categories ───────────────────────────────

export async function categoriesLoader({ context }: CategoriesRoute.LoaderArgs) {
  return data({ categories: await listAdminCategories(context.db) }, { headers: ADMIN_NO_STORE });
}

/** The list's delete button: a category with products is refused beside its card (409, with how many). */
export async function categoriesAction({ request, context }: CategoriesRoute.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const id = Number(formText(form, "id"));
  if (formText(form, "intent") !== "delete") return answer({ message: apiMessage(locale, "validationFailed") }, 422);
  if (!isId(id)) return answer({ message: apiMessage(locale, "categoryNotFound") }, 404);
  const deleted = await attempt(locale, () => deleteCategory({ db: context.db }, signedInStaff(context), id));
  if (!deleted.ok) return refused(deleted.refusal, undefined, id);
  return back("/admin/categories", locale);
}

export async function categoryLoader({ params, context }: CategoryRoute.LoaderArgs) {
  if (params.id === "new") return data({ category: null as AdminCategory | null }, { headers: ADMIN_NO_STORE });
  const id = Number(params.id);
  const category = isId(id) ? await findAdminCategory(context.db, id) : undefined;
  if (!category) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ category: category as AdminCategory | null }, { headers: ADMIN_NO_STORE });
}

const CATEGORY_FIELDS = [
  "slug",
  "name_en",
  "name_vi",
  "description_en",
  "description_vi",
  "position",
  "image_path",
  "expected_updated_at",
] as const;

export async function categoryAction({ request, params, context }: CategoryRoute.ActionArgs) {
  const { locale } = context;
  const values = fieldsOf(await readForm(request), CATEGORY_FIELDS);
  const position =
    values.position.trim() === "" ? null : /^\d{1,9}$/.test(values.position.trim()) ? Number(values.position.trim()) : Number.NaN;
  const input = { ...values, position };
  const id = params.id === "new" ? undefined : Number(params.id);
  if (id !== undefined && !isId(id)) return answer({ message: apiMessage(locale, "categoryNotFound") }, 404);
  const parsed = id === undefined ? categoryCreateInput.safeParse(input) : categoryUpdateInput.safeParse(input);
  if (!parsed.success) return invalid(parsed.error.issues, locale, values);
  const saved = await attempt(locale, () =>
    id === undefined
      ? createCategory({ db: context.db }, signedInStaff(context), parsed.data)
      : updateCategory({ db: context.db }, signedInStaff(context), id, parsed.data as Parameters<typeof updateCategory>[3]),
  );
  if (!saved.ok) return refused(saved.refusal, values);
  return back("/admin/categories", locale);
}

// ─────────────────────────────── Main menu ───────────────────────────────

export async function menuLoader({ request, context }: MenuRoute.LoaderArgs) {
  const edit = Number(new URL(request.url).searchParams.get("edit"));
  return data({ menu: await getAdminMenu(context.db), editing: isId(edit) ? edit : null }, { headers: ADMIN_NO_STORE });
}

const ITEM_FIELDS = ["title_en", "title_vi", "url", "target", "icon", "parent_id", "expected_version"] as const;

/** The menu page's forms: save (add, or edit with `id`), move up or down, remove. Each carries the menu's version. */
export async function menuAction({ request, context }: MenuRoute.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const intent = formText(form, "intent");
  const id = formText(form, "id") === "" ? undefined : Number(formText(form, "id"));
  const ctx = { db: context.db };
  const actor = signedInStaff(context);
  if (id !== undefined && !isId(id)) return answer({ message: apiMessage(locale, "menuItemNotFound") }, 404);
  const expected_version = formText(form, "expected_version");
  if (intent === "save") {
    const values = fieldsOf(form, ITEM_FIELDS);
    const typed = { ...values, id: id === undefined ? "" : String(id) };
    const parent = values.parent_id.trim();
    const parsed = menuItemInput.safeParse({
      ...values,
      parent_id: parent === "" ? null : /^\d{1,10}$/.test(parent) ? Number(parent) : Number.NaN,
    });
    if (!parsed.success) return invalid(parsed.error.issues, locale, typed);
    const saved = await attempt(locale, () =>
      id === undefined ? createMenuItem(ctx, actor, parsed.data) : updateMenuItem(ctx, actor, id, parsed.data),
    );
    if (!saved.ok) return refused(saved.refusal, typed);
  } else if (intent === "move" && id !== undefined) {
    const parsed = menuMoveInput.safeParse({ direction: formText(form, "direction"), expected_version });
    if (!parsed.success) return answer({ message: apiMessage(locale, "validationFailed"), id }, 422);
    const moved = await attempt(locale, () => moveMenuItem(ctx, actor, id, parsed.data));
    if (!moved.ok) return refused(moved.refusal, undefined, id);
  } else if (intent === "delete" && id !== undefined) {
    const parsed = menuDeleteInput.safeParse({ expected_version });
    if (!parsed.success) return answer({ message: apiMessage(locale, "validationFailed"), id }, 422);
    const deleted = await attempt(locale, () => deleteMenuItem(ctx, actor, id, parsed.data));
    if (!deleted.ok) return refused(deleted.refusal, undefined, id);
  } else {
    return answer({ message: apiMessage(locale, "validationFailed") }, 422);
  }
  return back("/admin/menu", locale);
}

// ─────────────────────────────── Shop details and footer ───────────────────────────────

export async function siteLoader({ context }: SiteRoute.LoaderArgs) {
  const site = await getAdminSite(context.db);
  if (!site) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ site }, { headers: ADMIN_NO_STORE });
}

const SITE_FIELDS = [
  "name_en",
  "name_vi",
  "tagline_en",
  "tagline_vi",
  "phone",
  "email",
  "street",
  "city",
  "state",
  "zip",
  "country",
  "about_en",
  "about_vi",
  "hours_label_en",
  "hours_label_vi",
  "copyright_en",
  "copyright_vi",
  "expected_version",
] as const;

export async function siteAction({ request, context }: SiteRoute.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  const values: Record<string, string> = fieldsOf(form, SITE_FIELDS);
  const hours = [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const opens = formText(form, `hours.${day}.opens`);
    const closes = formText(form, `hours.${day}.closes`);
    values[`hours.${day}.opens`] = opens;
    values[`hours.${day}.closes`] = closes;
    return { day, opens, closes };
  });
  const socials: { network: string; url: string }[] = [];
  for (let n = 0; n < SOCIAL_ROWS; n++) {
    const network = formText(form, `socials.${n}.network`);
    const url = formText(form, `socials.${n}.url`);
    values[`socials.${n}.network`] = network;
    values[`socials.${n}.url`] = url;
    if (network.trim() !== "" || url.trim() !== "") socials.push({ network, url });
  }
  // The footer's columns: a column or link row left wholly empty is dropped (the way to remove one).
  const columns: { title_en: string; title_vi: string; links: { label_en: string; label_vi: string; url: string }[] }[] = [];
  const columnRows: number[] = [];
  const linkRows: number[][] = [];
  for (let c = 0; c < COLUMN_ROWS; c++) {
    const column = { title_en: "", title_vi: "", links: [] as { label_en: string; label_vi: string; url: string }[] };
    for (const f of ["title_en", "title_vi"] as const) column[f] = values[`columns.${c}.${f}`] = formText(form, `columns.${c}.${f}`);
    const kept: number[] = [];
    for (let l = 0; l < LINK_ROWS; l++) {
      const row = { label_en: "", label_vi: "", url: "" };
      for (const f of ["label_en", "label_vi", "url"] as const)
        row[f] = values[`columns.${c}.links.${l}.${f}`] = formText(form, `columns.${c}.links.${l}.${f}`);
      if (Object.values(row).some((v) => v.trim() !== "")) {
        column.links.push(row);
        kept.push(l);
      }
    }
    if (column.title_en.trim() !== "" || column.title_vi.trim() !== "" || column.links.length > 0) {
      columns.push(column);
      columnRows.push(c);
      linkRows.push(kept);
    }
  }
  const parsed = siteInput.safeParse({ ...values, hours, socials, columns: form.has("columns.0.title_en") ? columns : undefined });
  if (!parsed.success) {
    // The rules number the rows kept; the form numbers all its rows (an empty row in between is skipped).
    const rows = [...Array(SOCIAL_ROWS).keys()].filter(
      (n) => values[`socials.${n}.network`]!.trim() !== "" || values[`socials.${n}.url`]!.trim() !== "",
    );
    const errors = firstFieldErrors(parsed.error.issues, locale);
    const mapped = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => {
        const social = /^socials\.(\d+)\.(network|url)$/.exec(field);
        if (social) return [`socials.${rows[Number(social[1])]}.${social[2]}`, text];
        const link = /^columns\.(\d+)\.links\.(\d+)\.(\w+)$/.exec(field);
        if (link) return [`columns.${columnRows[Number(link[1])]}.links.${linkRows[Number(link[1])]![Number(link[2])]}.${link[3]}`, text];
        const column = /^columns\.(\d+)\.(\w+)$/.exec(field);
        if (column) return [`columns.${columnRows[Number(column[1])]}.${column[2]}`, text];
        return [field, text];
      }),
    );
    return answer({ message: apiMessage(locale, "validationFailed"), errors: mapped, values }, 422);
  }
  const saved = await attempt(locale, () => updateSite({ db: context.db }, signedInStaff(context), parsed.data));
  if (!saved.ok) return refused(saved.refusal, values);
  return back("/admin/site", locale);
}

// ─────────────────────────────── Redirects ───────────────────────────────

export async function redirectsLoader({ request, context }: RedirectsRoute.LoaderArgs) {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const edit = Number(url.searchParams.get("edit"));
  const redirects = await listRedirects(context.db, q);
  const editing = isId(edit) ? ((await listRedirects(context.db)).find((r) => r.id === edit) ?? null) : null;
  return data({ redirects, q, editing }, { headers: ADMIN_NO_STORE });
}

const REDIRECT_FIELDS = ["from", "to", "status", "expected_updated_at"] as const;

export async function redirectsAction({ request, context }: RedirectsRoute.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const intent = formText(form, "intent");
  const id = formText(form, "id") === "" ? undefined : Number(formText(form, "id"));
  const ctx = { db: context.db };
  const actor = signedInStaff(context);
  if (id !== undefined && !isId(id)) return answer({ message: apiMessage(locale, "redirectNotFound") }, 404);
  if (intent === "delete" && id !== undefined) {
    const deleted = await attempt(locale, () => deleteRedirect(ctx, actor, id));
    if (!deleted.ok) return refused(deleted.refusal, undefined, id);
    return back("/admin/redirects", locale);
  }
  if (intent !== "save") return answer({ message: apiMessage(locale, "validationFailed") }, 422);
  const values = fieldsOf(form, REDIRECT_FIELDS);
  const input = { ...values, status: values.status === "302" ? 302 : values.status === "301" || values.status === "" ? 301 : Number.NaN };
  const parsed = id === undefined ? redirectInput.safeParse(input) : redirectUpdateInput.safeParse(input);
  const typed = { ...values, id: id === undefined ? "" : String(id) };
  if (!parsed.success) return invalid(parsed.error.issues, locale, typed);
  const saved = await attempt(locale, () =>
    id === undefined
      ? createRedirect(ctx, actor, parsed.data)
      : updateRedirect(ctx, actor, id, parsed.data as Parameters<typeof updateRedirect>[3]),
  );
  if (!saved.ok) return refused(saved.refusal, typed);
  return back("/admin/redirects", locale);
}
