import { Form, Link } from "react-router";
import type { AdminContentList } from "../../../../server/domain/content/content-admin.service.ts";
import { localizePath } from "../../../i18n/config.ts";
import { formatMomentIn } from "../../../i18n/formatters.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import { FormAlert } from "../../../ui/FormAlert.tsx";
import { ADMIN_BUTTON, ADMIN_BUTTON_QUIET, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { ConfirmForm } from "../../../ui/ConfirmForm.tsx";

// The posts' and pages' lists: the search as a GET form (works without JavaScript), a card per item with both titles
// (a missing translation flagged), its state, and its buttons as plain form posts.

const STATE_LOOK = {
  published: "bg-green-100 text-green-900",
  scheduled: "bg-amber-100 text-amber-900",
  draft: "bg-black/5 text-crust",
} as const;
const FIELD_LABEL: Record<string, MessageKey> = { q: "adminContent.search", status: "adminContent.status", page: "adminContent.pages" };

export interface ContentListProps {
  kind: "post" | "page";
  list: AdminContentList;
  given: { q: string; status: string };
  inUse: { q: string; status: string };
  problems: { field: string; message: string }[];
  timeZone?: string;
  answer?: { id?: number; message: string; tone: "error" | "success" };
}

export function ContentList({ kind, list, given, inUse, problems, timeZone, answer }: ContentListProps) {
  const t = useT();
  const locale = useLocale();
  const base = localizePath(kind === "post" ? "/admin/posts" : "/admin/pages", locale);
  const pageHref = (page: number) => `${base}?${new URLSearchParams({ ...inUse, page: String(page) })}`;
  const invalid = new Set(problems.map((p) => p.field));
  const when = { format: (at: Date) => formatMomentIn(at, timeZone ?? "UTC", locale) };
  const statuses = kind === "post" ? (["published", "scheduled", "draft"] as const) : (["published", "draft"] as const);
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Link
          to={localizePath(kind === "post" ? "/admin/posts/new" : "/admin/pages/new", locale)}
          className={ADMIN_BUTTON}
          data-testid="content-new"
        >
          {t(kind === "post" ? "adminContent.newPost" : "adminContent.newPage")}
        </Link>
      </div>
      <Form
        method="get"
        action={base}
        role="search"
        className={`${ADMIN_CARD} mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end`}
      >
        <label className={ADMIN_LABEL}>
          {t("adminContent.search")}
          <input
            type="search"
            name="q"
            defaultValue={given.q}
            maxLength={100}
            placeholder={t("adminContent.searchHint")}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("q") || undefined}
            data-testid="content-q"
          />
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminContent.status")}
          <select name="status" defaultValue={given.status} className={ADMIN_INPUT} aria-invalid={invalid.has("status") || undefined}>
            <option value="all">{t("adminContent.anyStatus")}</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {t(`adminContent.state.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={ADMIN_BUTTON}>
            {t("adminContent.filter")}
          </button>
          <a href={base} className="inline-flex min-h-12 items-center font-bold underline underline-offset-4">
            {t("adminContent.clear")}
          </a>
        </div>
      </Form>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-300">
          <p className="font-bold">{t("adminContent.filterProblems")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.field}>
                {t(FIELD_LABEL[p.field] ?? "adminContent.search")}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer && answer.id === undefined && (
        <div className="mt-4">
          <FormAlert message={answer.message} tone={answer.tone} focusKey={1} />
        </div>
      )}
      {list.items.length === 0 && <p className="mt-4 text-crust">{t("adminContent.none")}</p>}
      <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="content-list">
        {list.items.map((item) => {
          const title = item.titles[locale] ?? item.titles[locale === "en" ? "vi" : "en"] ?? t("adminContent.untitled");
          const shown = item.state === "published";
          return (
            <li key={item.id} className={ADMIN_CARD} data-testid="content-item" data-slug={item.slug} data-state={item.state}>
              <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${STATE_LOOK[item.state]}`} data-testid="content-state">
                  {t(`adminContent.state.${item.state}`)}
                </span>
                <span className="wrap-anywhere font-mono text-sm text-crust">/{item.slug}</span>
              </p>
              <h2 className="mt-2 break-words text-lg font-bold">{title}</h2>
              {(["en", "vi"] as const)
                .filter((l) => l !== locale && item.titles[l])
                .map((l) => (
                  <p key={l} lang={l} className="break-words text-crust">
                    {item.titles[l]}
                  </p>
                ))}
              {item.missing_locales.length > 0 && (
                <p className="mt-1 font-semibold text-amber-900" data-testid="content-missing">
                  {t("adminContent.missing", { languages: item.missing_locales.map((l) => t(`adminContent.lang.${l}`)).join(", ") })}
                </p>
              )}
              {item.published_at && item.state !== "draft" && (
                <p className="mt-1 text-sm">
                  {t(item.state === "scheduled" ? "adminContent.scheduledFor" : "adminContent.publishedOn", {
                    date: when.format(new Date(item.published_at)),
                  })}
                </p>
              )}
              {answer && answer.id === item.id && (
                <p
                  role={answer.tone === "error" ? "alert" : "status"}
                  className={`mt-2 font-semibold ${answer.tone === "error" ? "text-red-800" : "text-green-900"}`}
                >
                  {answer.message}
                </p>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={localizePath(`/admin/${kind === "post" ? "posts" : "pages"}/${item.id}`, locale)}
                  className={ADMIN_BUTTON_QUIET}
                  aria-label={t("adminContent.editLabel", { title })}
                >
                  {t("adminContent.edit")}
                </Link>
                {shown && (
                  <a
                    href={localizePath(`/${item.slug}`, locale)}
                    className="inline-flex min-h-12 items-center px-2 font-bold underline underline-offset-4"
                  >
                    {t("adminContent.view")}
                  </a>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="publish" />
                  <input type="hidden" name="id" value={item.id} />
                  <input type="hidden" name="published" value={item.status === "published" ? "0" : "1"} />
                  <input type="hidden" name="expected_updated_at" value={item.updated_at} />
                  <button type="submit" className={ADMIN_BUTTON_QUIET} data-testid="content-publish">
                    {item.status === "published" ? t("adminContent.unpublish") : t("adminContent.publish")}
                  </button>
                </Form>
                <ConfirmForm
                  intent="delete"
                  fields={{ id: item.id }}
                  className={ADMIN_BUTTON_QUIET}
                  aria-label={t("adminContent.deleteLabel", { title })}
                  title={t(kind === "post" ? "adminConfirm.postTitle" : "adminConfirm.pageTitle", { title })}
                  body={
                    <p>
                      {t(kind === "post" ? "adminConfirm.postBody" : "adminConfirm.pageBody", { title })} {t("adminConfirm.noUndo")}
                    </p>
                  }
                  confirmLabel={t("adminConfirm.contentConfirm", { title })}
                >
                  {t("adminContent.delete")}
                </ConfirmForm>
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination page={list.page} pages={list.pages} label={t("adminContent.pages")} href={pageHref} />
    </>
  );
}
