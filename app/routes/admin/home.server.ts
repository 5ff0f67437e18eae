import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import {
  homeItemCreateInput,
  homeItemUpdateInput,
  homeMoveInput,
  homeSectionUpdateInput,
} from "../../../server/domain/content/home-admin.schema.ts";
import {
  createHomeItem,
  deleteHomeItem,
  findHomeItem,
  findHomeSection,
  listHomeSections,
  moveHomeItem,
  moveHomeSection,
  updateHomeItem,
  updateHomeSection,
  type AdminHomeItem,
  type AdminHomeSection,
} from "../../../server/domain/content/home-admin.service.ts";
import { isUploadRefusal, uploadRefusalMessage } from "../../../server/api/upload-answers.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Lang } from "../../../server/i18n/language.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attemptUpload, uploadRefusalSaid } from "../../features/admin/upload.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route as HomeRoute } from "./+types/home";
import type { Route as ItemRoute } from "./+types/home-item";
import type { Route as SectionRoute } from "./+types/home-section";

// /admin/home, a section's page and an item's form, the managers' and the owner's: plain form posts to the same
// service as /api/v1/admin/home (audited, stale saves refused, the storefront told at once). Texts are posted as
// title_en, title_vi …; the service's fields are title.en, title.vi …

const MAX_ID = 2_147_483_647;
const idOf = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id >= 1 && id <= MAX_ID ? id : undefined;
};
const notFound = () => data(null, { status: 404, headers: ADMIN_NO_STORE });
const homePath = (locale: Lang) => localizePath("/admin/home", locale);
const sectionPath = (locale: Lang, id: number) => localizePath(`/admin/home/sections/${id}`, locale);

/** The answer of a form the page shows beside the thing it was about. */
export interface HomeAnswer {
  /** The section or item the message is about. */
  id?: number;
  message: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

const answer = (body: HomeAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });

/** A refusal of the service as the page says it (worded about a section or an item, as the attempt was told). */
const refused = ({ status, message }: Refusal, id?: number) => answer({ id, message }, status);

/** Field "title.en" of the rules → the form's "title_en". */
const formErrorsOf = (issues: Parameters<typeof firstFieldErrors>[0], locale: Lang) =>
  Object.fromEntries(Object.entries(firstFieldErrors(issues, locale)).map(([field, text]) => [field.replace(".", "_"), text]));

const bilingualOf = (form: FormData, field: string) => ({ en: formText(form, `${field}_en`), vi: formText(form, `${field}_vi`) });

export async function homeLoader({ context }: HomeRoute.LoaderArgs) {
  return data({ sections: await listHomeSections(context.db) }, { headers: ADMIN_NO_STORE });
}

/** The list's buttons: move a section up or down, show or hide it — each with the version shown. */
export async function homeAction({ request, context }: HomeRoute.ActionArgs) {
  const locale = context.locale;
  const form = await readForm(request);
  const id = idOf(formText(form, "id"));
  if (id === undefined) return answer({ message: apiMessage(locale, "homeSectionNotFound") }, 404);
  const actor = signedInStaff(context);
  const ctx = { db: context.db };
  const intent = formText(form, "intent");
  if (intent === "move") {
    const parsed = homeMoveInput.safeParse({
      direction: formText(form, "direction"),
      expected_updated_at: formText(form, "expected_updated_at"),
    });
    if (!parsed.success) return answer({ id, message: apiMessage(locale, "validationFailed") }, 422);
    const moved = await attempt(locale, () => moveHomeSection(ctx, actor, id, parsed.data), { about: "section" });
    if (!moved.ok) return refused(moved.refusal, id);
  } else if (intent === "active") {
    const section = await findHomeSection(context.db, id);
    if (!section) return answer({ message: apiMessage(locale, "homeSectionNotFound") }, 404);
    const parsed = homeSectionUpdateInput.safeParse({
      active: formText(form, "active") === "1",
      title: section.title,
      subtitle: section.subtitle,
      body: section.body,
      expected_updated_at: formText(form, "expected_updated_at"),
    });
    if (!parsed.success) return answer({ id, message: apiMessage(locale, "validationFailed") }, 422);
    const saved = await attempt(locale, () => updateHomeSection(ctx, actor, id, parsed.data), { about: "section" });
    if (!saved.ok) return refused(saved.refusal, id);
  } else {
    return answer({ id, message: apiMessage(locale, "validationFailed") }, 422);
  }
  throw redirect(homePath(locale), { status: 303, headers: ADMIN_NO_STORE });
}

export async function sectionLoader({ params, context }: SectionRoute.LoaderArgs) {
  const id = idOf(params.id);
  const section = id === undefined ? undefined : await findHomeSection(context.db, id);
  if (!section) throw notFound();
  return data({ section }, { headers: ADMIN_NO_STORE });
}

const SECTION_FIELDS = ["title_en", "title_vi", "subtitle_en", "subtitle_vi", "body_en", "body_vi"] as const;

/** A section's page: its texts form, and its items' buttons (move, remove). */
export async function sectionAction({ request, params, context }: SectionRoute.ActionArgs) {
  const locale = context.locale;
  const sectionId = idOf(params.id);
  if (sectionId === undefined) return answer({ message: apiMessage(locale, "homeSectionNotFound") }, 404);
  const form = await readForm(request);
  askFirst(request, form, ["delete-item"]);
  const actor = signedInStaff(context);
  const ctx = { db: context.db };
  const intent = formText(form, "intent");
  if (intent === "move-item" || intent === "delete-item") {
    const itemId = idOf(formText(form, "item_id"));
    const item = itemId === undefined ? undefined : await findHomeItem(context.db, itemId);
    if (!item || item.section_id !== sectionId) return answer({ message: apiMessage(locale, "homeItemNotFound") }, 404);
    let work: () => Promise<unknown> = () => deleteHomeItem(ctx, actor, item.id);
    if (intent === "move-item") {
      const parsed = homeMoveInput.safeParse({
        direction: formText(form, "direction"),
        expected_updated_at: formText(form, "expected_updated_at"),
      });
      if (!parsed.success) return answer({ id: item.id, message: apiMessage(locale, "validationFailed") }, 422);
      work = () => moveHomeItem(ctx, actor, item.id, parsed.data);
    }
    const done = await attempt(locale, work, { about: "item" });
    if (!done.ok) return refused(done.refusal, item.id);
    throw redirect(sectionPath(locale, sectionId), { status: 303, headers: ADMIN_NO_STORE });
  }
  const values = Object.fromEntries(SECTION_FIELDS.map((f) => [f, formText(form, f)]));
  const active = form.has("active");
  const parsed = homeSectionUpdateInput.safeParse({
    active,
    title: bilingualOf(form, "title"),
    subtitle: bilingualOf(form, "subtitle"),
    body: bilingualOf(form, "body"),
    expected_updated_at: formText(form, "expected_updated_at"),
  });
  const typed = { ...values, active: active ? "1" : "" };
  if (!parsed.success)
    return answer(
      { message: apiMessage(locale, "validationFailed"), errors: formErrorsOf(parsed.error.issues, locale), values: typed },
      422,
    );
  const saved = await attempt(locale, () => updateHomeSection(ctx, actor, sectionId, parsed.data), { about: "section" });
  // A stale save shows the section as it is now (the loader runs again); what was typed is dropped with a message.
  if (!saved.ok) return refused(saved.refusal);
  throw redirect(homePath(locale), { status: 303, headers: ADMIN_NO_STORE });
}

/** The item to edit, or null for a new one (/admin/home/sections/:sectionId/items/new); 404 when either is unknown. */
export async function itemLoader({ params, context, request }: ItemRoute.LoaderArgs) {
  const url = new URL(request.url);
  // A picture over the upload limit is refused before the form is read: the server sends the page back with ?upload_error.
  const refusal = url.searchParams.get("upload_error");
  const uploadError = isUploadRefusal(refusal) ? uploadRefusalMessage(context.locale, refusal, context.config.UPLOAD_LIMIT_BYTES) : null;
  const sectionId = idOf(params.sectionId);
  const section = sectionId === undefined ? undefined : await findHomeSection(context.db, sectionId);
  if (!section || !section.has_items) throw notFound();
  if (params.id === "new") return data({ section, item: null as AdminHomeItem | null, uploadError }, { headers: ADMIN_NO_STORE });
  const item = section.items.find((i) => i.id === idOf(params.id));
  if (!item) throw notFound();
  return data({ section: section as AdminHomeSection, item: item as AdminHomeItem | null, uploadError }, { headers: ADMIN_NO_STORE });
}

const ITEM_FIELDS = ["title_en", "title_vi", "body_en", "body_vi", "cta_label_en", "cta_label_vi", "link_url", "image_path"] as const;

/** The item form: create or save, each field's message beside it; back to the section's page. */
export async function itemAction({ request, params, context }: ItemRoute.ActionArgs) {
  const locale = context.locale;
  const sectionId = idOf(params.sectionId);
  if (sectionId === undefined) return answer({ message: apiMessage(locale, "homeSectionNotFound") }, 404);
  const form = await readForm(request);
  const values = Object.fromEntries(ITEM_FIELDS.map((f) => [f, formText(form, f)]));
  const actor = signedInStaff(context);
  // A picture may come as a file: it goes through the shop's one upload pipeline (checked by its content, WebP and
  // AVIF copies) and the item keeps its path. Stored even if the rest of the form is refused (the same file again is
  // the same image), so the path is kept in what the form shows again.
  const file = form.get("image_file");
  if (file instanceof File && file.size > 0) {
    const stored = await attemptUpload(context, actor, file);
    if (!stored.ok) {
      const { status, message, alert } = uploadRefusalSaid(stored.refusal, locale);
      return answer({ message: alert, errors: { image_file: message }, values }, status);
    }
    values.image_path = stored.value.src;
  }
  const input = {
    title: bilingualOf(form, "title"),
    body: bilingualOf(form, "body"),
    cta_label: bilingualOf(form, "cta_label"),
    link_url: values.link_url,
    image_path: values.image_path,
  };
  const itemId = params.id === "new" ? undefined : idOf(params.id);
  if (params.id !== "new" && itemId === undefined) return answer({ message: apiMessage(locale, "homeItemNotFound") }, 404);
  const parsed =
    itemId === undefined
      ? homeItemCreateInput.safeParse(input)
      : homeItemUpdateInput.safeParse({ ...input, expected_updated_at: formText(form, "expected_updated_at") });
  if (!parsed.success)
    return answer({ message: apiMessage(locale, "validationFailed"), errors: formErrorsOf(parsed.error.issues, locale), values }, 422);
  if (itemId !== undefined) {
    const item = await findHomeItem(context.db, itemId);
    if (!item || item.section_id !== sectionId) return answer({ message: apiMessage(locale, "homeItemNotFound") }, 404);
  }
  const saved = await attempt(
    locale,
    () =>
      itemId === undefined
        ? createHomeItem({ db: context.db }, actor, sectionId, parsed.data)
        : updateHomeItem({ db: context.db }, actor, itemId, parsed.data as Parameters<typeof updateHomeItem>[3]),
    { about: itemId === undefined ? "section" : "item" },
  );
  if (!saved.ok) return refused(saved.refusal);
  throw redirect(sectionPath(locale, sectionId), { status: 303, headers: ADMIN_NO_STORE });
}
