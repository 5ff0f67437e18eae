import { FilterProblems, FilterSelect, ListFilterForm, ListResults, SearchFilter } from "../ListFilters.tsx";
import { CustomerStatusBadge } from "./CustomerStatusBadge.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { formatPhone } from "../../../../server/i18n/phone.shared.ts";
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
  const invalid = new Set(problems.map((p) => p.field));
  const day = { format: (at: Date) => formatDayIn(at, timeZone, locale) };
  return (
    <section aria-labelledby="customers-title" data-testid="admin-customers-page">
      <h1 id="customers-title" className="text-3xl font-black">
        {t("adminCustomers.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminCustomers.intro")}</p>
      <ListFilterForm
        action={base}
        role="search"
        className="sm:grid-cols-[minmax(0,1fr)_14rem_auto] sm:items-end"
        testId="admin-customers-search"
        submitTestId="customers-submit"
        filterLabel={t("adminCustomers.filter")}
        clearLabel={t("adminCustomers.clear")}
      >
        <SearchFilter
          label={t("adminCustomers.search")}
          given={given.q}
          placeholder={t("adminCustomers.searchHint")}
          invalid={invalid.has("q")}
          testId="customers-q"
        />
        <FilterSelect
          label={t("adminCustomers.status")}
          name="status"
          given={given.status}
          invalid={invalid.has("status")}
          testId="customers-status"
          anyLabel={t("adminCustomers.anyStatus")}
          options={[
            { value: "active", label: t("adminCustomers.active") },
            { value: "disabled", label: t("adminCustomers.disabled") },
          ]}
        />
      </ListFilterForm>
      <FilterProblems
        problems={problems}
        title={t("adminCustomers.filterProblems")}
        labels={FIELD_LABEL}
        fallback="adminCustomers.search"
        testId="admin-customers-problems"
      />
      <ListResults
        found={t("adminCustomers.found", { count: pagination.total })}
        countTestId="admin-customers-count"
        empty={customers.length === 0 ? t("adminCustomers.empty") : undefined}
        action={base}
        inUse={inUse}
        pagination={pagination}
      >
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
      </ListResults>
    </section>
  );
}
