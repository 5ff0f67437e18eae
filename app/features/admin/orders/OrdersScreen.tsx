import { Form } from "react-router";
import { ADMIN_BUTTON, ADMIN_CARD, ADMIN_INPUT, ADMIN_LABEL } from "../admin-ui.ts";
import { OrderList } from "./OrderList.tsx";
import { localizePath } from "../../../i18n/config.ts";
import { useLocale, useT } from "../../../i18n/i18n.tsx";
import type { MessageKey } from "../../../i18n/messages/en.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
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
  const pageHref = (page: number) => `${base}?${new URLSearchParams({ ...inUse, page: String(page) })}`;
  const invalid = new Set(problems.map((p) => p.field));
  const select = (name: "status" | "fulfilment" | "payment", any: MessageKey, options: { value: string; label: string }[]) => (
    <label className={ADMIN_LABEL}>
      {t(FIELD_LABEL[name]!)}
      <select
        name={name}
        defaultValue={given[name] ?? ""}
        className={ADMIN_INPUT}
        aria-invalid={invalid.has(name) || undefined}
        data-testid={`filter-${name}`}
      >
        <option value="">{t(any)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section aria-labelledby="orders-title" data-testid="admin-orders-page">
      <h1 id="orders-title" className="text-3xl font-black">
        {t("adminOrders.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-crust">{t("adminOrders.intro")}</p>
      <Form
        method="get"
        action={base}
        className={`${ADMIN_CARD} mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3`}
        data-testid="admin-orders-filters"
      >
        <label className={`${ADMIN_LABEL} sm:col-span-2 lg:col-span-3`}>
          {t("adminOrders.search")}
          <input
            type="search"
            name="q"
            defaultValue={given.q ?? ""}
            maxLength={100}
            placeholder={t("adminOrders.searchHint")}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("q") || undefined}
            data-testid="filter-q"
          />
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminOrders.from")}
          <input
            type="date"
            name="from"
            defaultValue={given.from ?? ""}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("from") || undefined}
            data-testid="filter-from"
          />
        </label>
        <label className={ADMIN_LABEL}>
          {t("adminOrders.to")}
          <input
            type="date"
            name="to"
            defaultValue={given.to ?? ""}
            className={ADMIN_INPUT}
            aria-invalid={invalid.has("to") || undefined}
            data-testid="filter-to"
          />
        </label>
        {select("status", "adminOrders.anyStatus", statuses)}
        {select("fulfilment", "adminOrders.anyFulfilment", [
          { value: "pickup", label: t("adminOrders.pickup") },
          { value: "delivery", label: t("adminOrders.delivery") },
        ])}
        {select("payment", "adminOrders.anyPayment", [
          { value: "pay_at_pickup", label: t("adminOrders.payAtPickup") },
          { value: "card", label: t("adminOrders.card") },
        ])}
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={ADMIN_BUTTON} data-testid="filter-submit">
            {t("adminOrders.filter")}
          </button>
          <a href={base} className="inline-flex min-h-12 items-center font-bold underline underline-offset-4">
            {t("adminOrders.clear")}
          </a>
        </div>
      </Form>
      {problems.length > 0 && (
        <div role="alert" className="mt-4 rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-300" data-testid="admin-orders-problems">
          <p className="font-bold">{t("adminOrders.filterProblems")}</p>
          <ul className="mt-1 list-disc pl-5">
            {problems.map((p) => (
              <li key={p.field}>
                {t(FIELD_LABEL[p.field] ?? "adminOrders.search")}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="mt-6 text-lg font-semibold" data-testid="admin-orders-count" aria-live="polite">
        {t("adminOrders.found", { count: pagination.total })}
      </p>
      {orders.length === 0 ? <p className={`${ADMIN_CARD} mt-4`}>{t("adminOrders.empty")}</p> : <OrderList orders={orders} />}
      <Pagination
        page={pagination.page}
        pages={pagination.last_page}
        label={t("admin.pageOf", { page: pagination.page, last: pagination.last_page })}
        href={pageHref}
      />
    </section>
  );
}
