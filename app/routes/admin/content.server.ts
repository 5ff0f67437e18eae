import { data, redirect } from "react-router";
import { firstFieldErrors } from "../../../server/api/form-errors.ts";
import { postPublishMessage } from "../../../server/api/content-admin-answers.ts";
import {
  contentListQuery,
  pageInput,
  pageUpdateInput,
  postInput,
  postUpdateInput,
  publishInput,
  type ContentLocale,
} from "../../../server/domain/content/content-admin.schema.ts";
import {
  createPage,
  createPost,
  deletePage,
  deletePost,
  findAdminPage,
  findAdminPost,
  listAdminPages,
  listAdminPosts,
  setPagePublished,
  setPostPublished,
  titleIn,
  updatePage,
  updatePost,
  type AdminPage,
  type AdminPost,
  type ContentKind,
} from "../../../server/domain/content/content-admin.service.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { isUploadRefusal, uploadRefusalMessage } from "../../../server/api/upload-answers.ts";
import { instantAt, isLocalDate, isLocalTime, localDateAt } from "../../../server/domain/fulfilment/shop-time.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import type { Lang } from "../../../server/i18n/language.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { dateTimeFormat } from "../../i18n/formatters.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attemptUpload, uploadRefusalSaid } from "../../features/admin/upload.server.ts";
import { attempt, type Refusal } from "../../lib/refusals.server.ts";
import type { Route as PostsRoute } from "./+types/posts";

type AppLoadContext = PostsRoute.LoaderArgs["context"];

// /admin/posts, /admin/pages and their forms, the managers' and the owner's: plain form posts to the same service as
// /api/v1/admin/posts and /pages (sanitised bodies, slugs unique across the shop, audited, stale saves refused, the
// storefront told). The form shows the publish date on the shop's clock; the service keeps instants.

const SIDE_FIELDS = {
  post: ["title", "excerpt", "body_html", "seo_title", "seo_description"],
  page: ["title", "summary", "body_html", "seo_title", "seo_description"],
} as const;
const LOCALES: ContentLocale[] = ["en", "vi"];
const validId = (text: string | undefined) => {
  const id = Number(text);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 ? id : undefined;
};

const itemPath = (kind: ContentKind, id: number, locale: Lang) =>
  localizePath(`/admin/${kind === "post" ? "posts" : "pages"}/${id}`, locale);

/** An instant as the form's datetime-local field writes it, on the shop's clock: "2026-12-24T07:30". */
export function shopDateTimeField(instant: string, timeZone: string): string {
  const at = new Date(instant);
  const time = dateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return `${localDateAt(at, timeZone)}T${time}`;
}

/** The form's datetime-local value → the instant on the shop's clock; "" → null; anything else → text the rules refuse. */
function instantOfField(text: string, timeZone: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  const [date, time] = value.split("T");
  const minutes = time?.slice(0, 5);
  return isLocalDate(date) && isLocalTime(minutes) ? instantAt(date, minutes, timeZone).toISOString() : "not-a-date";
}

// -- Lists ---------------------------------------------------------------------------------------------------------

export interface ContentListProblem {
  field: string;
  message: string;
}

async function listLoader(kind: ContentKind, request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const { locale } = context;
  const given = {
    q: url.searchParams.get("q") ?? "",
    status: url.searchParams.get("status") || "all",
    page: url.searchParams.get("page") ?? "1",
  };
  const parsed = contentListQuery.safeParse(given);
  const problems: ContentListProblem[] = parsed.success
    ? []
    : Object.entries(firstFieldErrors(parsed.error.issues, locale)).map(([field, message]) => ({ field, message }));
  const query = parsed.success ? parsed.data : contentListQuery.parse({ q: given.q.slice(0, 100) });
  const list = kind === "post" ? await listAdminPosts(context.db, query) : await listAdminPages(context.db, query);
  return data(
    { list, given, inUse: { q: query.q, status: query.status }, problems, timeZone: await shopTimeZone(context.db) },
    { headers: ADMIN_NO_STORE },
  );
}

export const postsLoader = ({ request, context }: { request: Request; context: AppLoadContext }) => listLoader("post", request, context);
export const pagesLoader = ({ request, context }: { request: Request; context: AppLoadContext }) => listLoader("page", request, context);

export interface ContentListAnswer {
  id?: number;
  message: string;
  tone: "error" | "success";
}

/** The list's buttons: publish or take off the site (with the version shown), delete. */
async function listAction(kind: ContentKind, request: Request, context: AppLoadContext) {
  const locale = context.locale;
  const form = await readForm(request);
  askFirst(request, form, ["delete"]);
  const intent = formText(form, "intent");
  const id = validId(formText(form, "id"));
  const actor = signedInStaff(context);
  const answer = (body: ContentListAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const notFound = apiMessage(locale, kind === "post" ? "contentPostNotFound" : "contentPageNotFound");
  if (id === undefined) return answer({ message: notFound, tone: "error" }, 404);
  const refused = ({ status, message }: Refusal) => answer({ id, message, tone: "error" }, status);
  if (intent === "publish") {
    const parsed = publishInput.safeParse({
      published: formText(form, "published") === "1",
      expected_updated_at: formText(form, "expected_updated_at"),
    });
    if (!parsed.success) return answer({ id, message: apiMessage(locale, "validationFailed"), tone: "error" }, 422);
    if (kind === "post") {
      const post = await attempt(locale, () => setPostPublished({ db: context.db }, actor, id, parsed.data));
      if (!post.ok) return refused(post.refusal);
      return answer({ id, message: postPublishMessage(post.value, locale, await shopTimeZone(context.db)), tone: "success" }, 200);
    }
    const page = await attempt(locale, () => setPagePublished({ db: context.db }, actor, id, parsed.data));
    if (!page.ok) return refused(page.refusal);
    return answer(
      {
        id,
        message: apiMessage(locale, page.value.status === "published" ? "contentPagePublished" : "contentPageUnpublished", {
          title: titleIn(page.value, locale),
        }),
        tone: "success",
      },
      200,
    );
  }
  if (intent === "delete") {
    const gone = await attempt(locale, async () =>
      kind === "post" ? await deletePost({ db: context.db }, actor, id) : await deletePage({ db: context.db }, actor, id),
    );
    if (!gone.ok) return refused(gone.refusal);
    return answer(
      {
        message: apiMessage(locale, kind === "post" ? "contentPostDeleted" : "contentPageDeleted", { title: titleIn(gone.value, locale) }),
        tone: "success",
      },
      200,
    );
  }
  return answer({ id, message: apiMessage(locale, "validationFailed"), tone: "error" }, 422);
}

export const postsAction = ({ request, context }: { request: Request; context: AppLoadContext }) => listAction("post", request, context);
export const pagesAction = ({ request, context }: { request: Request; context: AppLoadContext }) => listAction("page", request, context);

// -- Forms ---------------------------------------------------------------------------------------------------------

/** A post as its form shows it: the publish date on the shop's clock. */
export type PostForm = AdminPost & { published_field: string };

export async function postLoader({ params, context, request }: { params: { id?: string }; context: AppLoadContext; request: Request }) {
  const timeZone = await shopTimeZone(context.db);
  const url = new URL(request.url);
  const saved = url.searchParams.get("saved") === "1";
  // A cover over the upload limit is refused before the form is read: the server sends the page back with ?upload_error.
  const refusal = url.searchParams.get("upload_error");
  const uploadError = isUploadRefusal(refusal) ? uploadRefusalMessage(context.locale, refusal, context.config.UPLOAD_LIMIT_BYTES) : null;
  if (params.id === "new") return data({ post: null as PostForm | null, timeZone, saved: false, uploadError }, { headers: ADMIN_NO_STORE });
  const id = validId(params.id);
  const post = id === undefined ? undefined : await findAdminPost(context.db, id);
  if (!post) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data(
    { post: { ...post, published_field: shopDateTimeField(post.published_at, timeZone) } as PostForm | null, timeZone, saved, uploadError },
    { headers: ADMIN_NO_STORE },
  );
}

export async function pageLoader({ params, context, request }: { params: { id?: string }; context: AppLoadContext; request: Request }) {
  const saved = new URL(request.url).searchParams.get("saved") === "1";
  if (params.id === "new") return data({ page: null as AdminPage | null, saved: false }, { headers: ADMIN_NO_STORE });
  const id = validId(params.id);
  const page = id === undefined ? undefined : await findAdminPage(context.db, id);
  if (!page) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return data({ page: page as AdminPage | null, saved }, { headers: ADMIN_NO_STORE });
}

export interface ContentFormAnswer {
  message: string;
  /** One message a field, by the form's field name ("title_en", "slug" …). */
  errors?: Record<string, string>;
  /** What was typed, to show again (absent after a stale save: the form shows the item as it is now). */
  values?: Record<string, string>;
}

/** The form's fields → the service's input: each language's side, null when every field of it is empty. */
function sidesOf(kind: ContentKind, form: FormData) {
  const sides: Record<string, Record<string, string> | null> = {};
  for (const locale of LOCALES) {
    const side = Object.fromEntries(SIDE_FIELDS[kind].map((f) => [f, formText(form, `${f}_${locale}`)]));
    sides[locale] = Object.values(side).some((v) => v.trim() !== "") ? side : null;
  }
  return sides;
}

/** "translations.en.title" → "title_en"; other fields keep their names. */
const formFieldOf = (path: string) => {
  const match = /^translations\.(en|vi)\.(\w+)$/.exec(path);
  return match ? `${match[2]}_${match[1]}` : path;
};

async function formAction(kind: ContentKind, request: Request, params: { id?: string }, context: AppLoadContext) {
  const locale = context.locale;
  const form = await readForm(request);
  const typed: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") typed[name] = value;
  const answer = (body: ContentFormAnswer, status: number) => data(body, { status, headers: ADMIN_NO_STORE });
  const isNew = params.id === "new";
  const id = isNew ? undefined : validId(params.id);
  if (!isNew && id === undefined)
    return answer({ message: apiMessage(locale, kind === "post" ? "contentPostNotFound" : "contentPageNotFound") }, 404);
  const timeZone = await shopTimeZone(context.db);
  const actor = signedInStaff(context);
  // A post's cover may come as a file: it goes through the shop's one upload pipeline (checked by its content,
  // resized to WebP and AVIF) and the post keeps its path. Stored even if the rest of the form is refused (the same
  // file again is the same image), so the path is kept in what the form shows again.
  const cover = kind === "post" ? form.get("cover_file") : null;
  if (cover instanceof File && cover.size > 0) {
    const stored = await attemptUpload(context, actor, cover);
    if (!stored.ok) {
      const { status, message, alert } = uploadRefusalSaid(stored.refusal, locale);
      return answer({ message: alert, errors: { cover_file: message }, values: typed }, status);
    }
    form.set("image_path", stored.value.src);
    typed.image_path = stored.value.src;
  }
  const common = {
    slug: formText(form, "slug"),
    status: formText(form, "status") || "draft",
    translations: sidesOf(kind, form),
    ...(isNew ? {} : { expected_updated_at: formText(form, "expected_updated_at") }),
  };
  const input =
    kind === "post"
      ? {
          ...common,
          published_at: instantOfField(formText(form, "published_at"), timeZone),
          author_name: formText(form, "author_name"),
          image_path: formText(form, "image_path").trim() || null,
        }
      : common;
  const schema = kind === "post" ? (isNew ? postInput : postUpdateInput) : isNew ? pageInput : pageUpdateInput;
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const [path, message] of Object.entries(firstFieldErrors(parsed.error.issues, locale))) errors[formFieldOf(path)] ??= message;
    return answer({ message: apiMessage(locale, "validationFailed"), errors, values: typed }, 422);
  }
  const ctx = { db: context.db };
  const saved = await attempt(locale, async () => {
    if (kind === "post")
      return isNew ? await createPost(ctx, actor, parsed.data as never) : await updatePost(ctx, actor, id!, parsed.data as never);
    return isNew ? await createPage(ctx, actor, parsed.data as never) : await updatePage(ctx, actor, id!, parsed.data as never);
  });
  if (!saved.ok) {
    const { status, message, fields } = saved.refusal;
    // A stale save (409) shows the item as it is now (the loader runs again); what was typed is dropped with a message.
    return answer(
      { message, errors: Object.keys(fields).length > 0 ? fields : undefined, values: status === 409 ? undefined : typed },
      status,
    );
  }
  throw redirect(`${itemPath(kind, saved.value.id, locale)}?saved=1`, { status: 303, headers: ADMIN_NO_STORE });
}

export const postAction = ({ request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext }) =>
  formAction("post", request, params, context);
export const pageAction = ({ request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext }) =>
  formAction("page", request, params, context);
