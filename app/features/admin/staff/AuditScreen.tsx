import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import { formatMomentIn } from "../../../i18n/formatters.ts";
import type { auditLoader } from "../../../routes/admin/audit.server.ts";
import type { LoaderData } from "../../../lib/route-data.ts";

/** A before/after value as a short, readable line: `status: shipped, reason: …`. */
function describe(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(", ");
}

/** The audit log: who did what and when, filtered by person and dates, a page at a time. */
export function AuditScreen({ loaderData }: { loaderData: LoaderData<typeof auditLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { entries, pagination, staff, filter, timeZone } = loaderData;
  const when = { format: (at: Date) => formatMomentIn(at, timeZone, locale) };
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (filter.staff_id) query.set("staff_id", String(filter.staff_id));
    if (filter.from) query.set("from", filter.from);
    if (filter.to) query.set("to", filter.to);
    query.set("page", String(page));
    return `?${query}`;
  };
  return (
    <section aria-labelledby="audit-title" data-testid="admin-audit-page">
      <h1 id="audit-title" className="text-3xl font-black">
        {t("admin.auditTitle")}
      </h1>
      <p className="mt-2 text-crust">{t("admin.auditIntro")}</p>
      <Form method="get" className={`${ADMIN_CARD} mt-4 grid gap-3 sm:grid-cols-4 sm:items-end`}>
        <label className={ADMIN_LABEL}>
          {t("admin.auditWho")}
          <select name="staff_id" defaultValue={filter.staff_id ?? ""} className={ADMIN_INPUT}>
            <option value="">{t("admin.auditEveryone")}</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className={ADMIN_LABEL}>
          {t("admin.auditFrom")}
          <input type="date" name="from" defaultValue={filter.from} className={ADMIN_INPUT} />
        </label>
        <label className={ADMIN_LABEL}>
          {t("admin.auditTo")}
          <input type="date" name="to" defaultValue={filter.to} className={ADMIN_INPUT} />
        </label>
        <button type="submit" className={ADMIN_BUTTON}>
          {t("admin.auditFilter")}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className={`${ADMIN_CARD} mt-6`}>{t("admin.auditEmpty")}</p>
      ) : (
        <ol className="mt-6 space-y-3" data-testid="audit-entries">
          {entries.map((entry) => (
            <li key={entry.id} className={ADMIN_CARD} data-testid="audit-entry" data-action={entry.action}>
              <p className="flex flex-wrap gap-x-3 font-semibold">
                <span>{when.format(new Date(entry.created_at))}</span>
                <span>{entry.staff_name}</span>
                <span className="font-mono text-sm text-crust">
                  {entry.action} · {entry.entity} {entry.entity_id}
                </span>
              </p>
              <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-3">
                <dt className="font-semibold">{t("admin.auditBefore")}</dt>
                <dd className="min-w-0 wrap-anywhere">{describe(entry.before) || t("admin.auditNothing")}</dd>
                <dt className="font-semibold">{t("admin.auditAfter")}</dt>
                <dd className="min-w-0 wrap-anywhere">{describe(entry.after) || t("admin.auditNothing")}</dd>
              </dl>
            </li>
          ))}
        </ol>
      )}
      {pagination.last_page > 1 && (
        <nav className="mt-6 flex items-center gap-4" aria-label={t("admin.pageOf", { page: pagination.page, last: pagination.last_page })}>
          {pagination.page > 1 && (
            <a className="font-bold underline" href={pageHref(pagination.page - 1)}>
              {t("admin.previous")}
            </a>
          )}
          <span>{t("admin.pageOf", { page: pagination.page, last: pagination.last_page })}</span>
          {pagination.page < pagination.last_page && (
            <a className="font-bold underline" href={pageHref(pagination.page + 1)}>
              {t("admin.next")}
            </a>
          )}
        </nav>
      )}
    </section>
  );
}
