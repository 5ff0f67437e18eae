import { ADMIN_LABEL } from "../admin-ui.ts";
import { FilterInput, FilterProblems, FilterSelect, ListFilterForm, ListResults, SearchFilter } from "../ListFilters.tsx";
import { OrderList } from "./OrderList.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import type { ordersLoader } from "../../../routes/admin/orders.server.ts";
import type { LoaderData } from "../../../lib/route-data.ts";

const FIELD_LABEL: Record<string, MessageKey> = {
  from: "adminOrders.from",
  to: "adminOrders.to",
  status: "adminOrders.status",
  fulfilment: "adminOrders.fulfilment",
  payment: "adminOrders.payment",
  q: "adminOrders.search",
  page: "adminOrders.page",
  per_page: "adminOrders.page",
};

/** The orders' filters (a GET form), the orders found, and pages that keep the filters. */
export function OrdersScreen({ loaderData }: { loaderData: LoaderData<typeof ordersLoader> }) {
  const t = useT();
  const locale = useLocale();
  const { orders, pagination, given, inUse, problems, statuses } = loaderData;
  const base = localizePath("/admin/orders", locale);
  const invalid = new Set(problems.map((p) => p.field));
  const select = (name: "status" | "fulfilment" | "payment", any: MessageKey, options: { value: string; label: string }[]) => (
    <FilterSelect
      label={t(FIELD_LABEL[name]!)}
      name={name}
      given={given[name]}
      invalid={invalid.has(name)}
      testId={`filter-${name}`}
      anyLabel={t(any)}
      options={options}
    />
  );
  return (
    <section aria-labelledby="orders-title" data-testid="admin-orders-page">
      <h1 id="orders-title" className="text-3xl font-black">
        {t("adminOrders.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminOrders.intro")}</p>
      <ListFilterForm
        action={base}
        className="sm:grid-cols-2 lg:grid-cols-3"
        testId="admin-orders-filters"
        submitTestId="filter-submit"
        filterLabel={t("adminOrders.filter")}
        clearLabel={t("adminOrders.clear")}
      >
        <SearchFilter
          label={t("adminOrders.search")}
          className={`${ADMIN_LABEL} sm:col-span-2 lg:col-span-3`}
          given={given.q}
          placeholder={t("adminOrders.searchHint")}
          invalid={invalid.has("q")}
          testId="filter-q"
        />
        {(["from", "to"] as const).map((name) => (
          <FilterInput
            key={name}
            label={t(FIELD_LABEL[name]!)}
            type="date"
            name={name}
            given={given[name]}
            invalid={invalid.has(name)}
            testId={`filter-${name}`}
          />
        ))}
        {select("status", "adminOrders.anyStatus", statuses)}
        {select("fulfilment", "adminOrders.anyFulfilment", [
          { value: "pickup", label: t("adminOrders.pickup") },
          { value: "delivery", label: t("adminOrders.delivery") },
        ])}
        {select("payment", "adminOrders.anyPayment", [
          { value: "pay_at_pickup", label: t("adminOrders.payAtPickup") },
          { value: "card", label: t("adminOrders.card") },
        ])}
      </ListFilterForm>
      <FilterProblems
        problems={problems}
        title={t("adminOrders.filterProblems")}
        labels={FIELD_LABEL}
        fallback="adminOrders.search"
        testId="admin-orders-problems"
      />
      <ListResults
        found={t("adminOrders.found", { count: pagination.total })}
        countTestId="admin-orders-count"
        empty={orders.length === 0 ? t("adminOrders.empty") : undefined}
        action={base}
        inUse={inUse}
        pagination={pagination}
      >
        <OrderList orders={orders} />
      </ListResults>
    </section>
  );
}
