import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { formatPhone } from "../../../../server/i18n/phone.shared.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import { formatDayIn } from "../../../i18n/formatters.ts";
import type { customersLoader } from "../../../routes/admin/customers.server.ts";
import type { LoaderData } from "../../../lib/route-data.ts";

const FIELD_LABEL: Record<string, MessageKey> = {
  q: "adminCustomers.search",
  status: "adminCustomers.status",
  page: "adminCustomers.page",
};

/** The customers' search (a GET form), one card per customer, and pages that keep the search. */
export function CustomersScreen({ loaderData }: { loaderData: LoaderData<typeof customersLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { customers, pagination, given, inUse, problems, timeZone } = loaderData;
  const base = localizePath("/admin/customers", locale);
  const pageHref = (page: number) => `${base}?${new URLSearchParams({ ...inUse, page: String(page) })}`;
  const invalid = new Set(problems.map((p) => p.field));
  const day = { format: (at: Date) => formatDayIn(at, timeZone, locale) };
  return (
    <section aria-labelledby="customers-title" data-testid="admin-customers-page">
      <h1 id="customers-title" className="text-3xl font-black">
        {t("adminCustomers.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminCustomers.intro")}</p>
      <Form
        method="get"
        action={base}
        role="search"
        className={`${ADMIN_CARD} mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end`}
        data-testid="admin-customers-search"
      >
        <label className={ADMIN_LABEL}>
          {t("adminCustomers.search")}
          <input
            type="search"
            name="q"
            defaultValue={given.q ?? ""}
            maxLength={100}
            placeholder={t("adminCustomers.searchHint")}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("q") || undefined}
            data-testid="customers-q"
          />
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminCustomers.status")}
          <select
            name="status"
            defaultValue={given.status ?? ""}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("status") || undefined}
            data-testid="customers-status"
          >
            <option value="">{t("adminCustomers.anyStatus")}</option>
            <option value="active">{t("adminCustomers.active")}</option>
            <option value="disabled">{t("adminCustomers.disabled")}</option>
          </select>
        </label>
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={ADMIN_BUTTON} data-testid="customers-submit">
            {t("adminCustomers.filter")}
          </button>
          <a href={base} className="inline-flex min-h-12 items-center font-bold underline underline-offset-4">
            {t("adminCustomers.clear")}
          </a>
        </div>
      </Form>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-300" data-testid="admin-customers-problems">
          <p className="font-bold">{t("adminCustomers.filterProblems")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.field}>
                {t(FIELD_LABEL[p.field] ?? "adminCustomers.search")}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-6 text-lg font-semibold" data-testid="admin-customers-count" aria-live="polite">
        {t("adminCustomers.found", { count: pagination.total })}
      </p>
      {customers.length === 0 ? (
        <p className={`${ADMIN_CARD} mt-4`}>{t("adminCustomers.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-2 md:grid-cols-2" data-testid="admin-customers-list">
          {customers.map((customer) => (
            <li
              key={customer.id}
              className="relative min-w-0 rounded-2xl border border-black/10 bg-white p-4 shadow-sm hover:border-brand-dark/60"
              data-testid="admin-customer-row"
              data-id={customer.id}
            >
              <div className="flex items-start justify-between gap-3">
                <a
                  href={localizePath(`/admin/customers/${customer.id}`, locale)}
                  className="min-w-0 text-lg font-black wrap-break-word text-brand-dark after:absolute after:inset-0 after:rounded-2xl hover:underline"
                  aria-label={t("adminCustomers.open", { name: customer.name })}
                >
                  {customer.name}
                </a>
                <CustomerStatusBadge status={customer.status} />
              </div>
              <p className="mt-1 text-sm wrap-anywhere text-crust">
                {[customer.phone ? formatPhone(customer.phone) : null, customer.email].filter(Boolean).join(" · ")}
              </p>
              <p className="mt-1 text-sm">
                {t("adminCustomers.points", { points: customer.points })} ·{" "}
                {t("adminCustomers.since", {
                  date: Number.isNaN(Date.parse(customer.created_at)) ? customer.created_at : day.format(new Date(customer.created_at)),
                })}
                {customer.legacy && <> · {t("adminCustomers.legacy")}</>}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("admin.pageOf", { page: pagination.page, last: pagination.last_page })}
        href={pageHref}
      />
    </section>
  );
}
