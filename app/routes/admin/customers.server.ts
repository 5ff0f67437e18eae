import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import { customerStatusMessage } from "../../../server/api/customers-answers.ts";
import {
  adminCustomersQuery,
  customerIdOf,
  customerStatusInput,
  type AdminCustomersQuery,
} from "../../../server/domain/customers/customers.schema.ts";
import { findAdminCustomer, listAdminCustomers, setCustomerStatus } from "../../../server/domain/customers/customers.service.ts";
import { shopTimeZone } from "../../../server/domain/content/theme.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { listFilters } from "../../features/admin/list-filters.server.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { askFirst } from "../../lib/confirm.server.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { attempt } from "../../lib/refusals.server.ts";
import type { Route as ListRoute } from "./+types/customers";
import type { Route as CustomerRoute } from "./+types/customer";

// /admin/customers and /admin/customers/:id (permission "customers", checked by each page's middleware): the search
// as a GET form, and a customer's page with their orders and points, where the account is disabled or enabled by a
// plain form post carrying the version the staff member saw (303 back to the page; a stale version is the page again
// with the customer as they are now and why, 409). Both call the same services as /api/v1/admin/customers.

const FILTERS = ["q", "status", "page"] as const;
type FilterField = (typeof FILTERS)[number];

/** The search as typed (empty fields left out), and the query made of the fields that parse: a bad one is set aside with its message. */
function filtersOf(url: URL, locale: Locale) {
  return listFilters<FilterField, AdminCustomersQuery>(url, locale, FILTERS, adminCustomersQuery, { page: 1 });
}

export async function customersLoader({ request, context }: ListRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { given, used, problems, query } = filtersOf(url, locale);
  let list = await listAdminCustomers(context.db, query);
  // A page past the last shows the last.
  if (list.pagination.page > list.pagination.last_page)
    list = await listAdminCustomers(context.db, { ...query, page: list.pagination.last_page });
  const { page: _page, ...inUse } = used;
  return data({ locale, ...list, given, inUse, problems, timeZone: await shopTimeZone(context.db) }, { headers: ADMIN_NO_STORE });
}

const SAVED = ["changed", "same"] as const;

export async function customerLoader({ params, request, context }: CustomerRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const id = customerIdOf(params.id);
  const found = id === undefined ? undefined : await findAdminCustomer(context.db, id);
  if (!found) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  // ?saved=changed|same after the status form says what was done.
  const saved = SAVED.find((s) => s === url.searchParams.get("saved"));
  const done = saved ? customerStatusMessage(locale, found.customer, saved === "changed") : null;
  return data({ locale, ...found, done, timeZone: await shopTimeZone(context.db) }, { headers: ADMIN_NO_STORE });
}

/**
 * intent=status (status, expected_updated_at): disables or enables the account and goes back to the customer (303,
 * `?saved=…`). A bad field is the page again with its message (422); a version that is no longer the customer's is
 * the page again, with them as they are now, and why (409); an unknown customer is 404.
 */
export async function customerAction({ params, request, context }: CustomerRoute.ActionArgs) {
  const locale = context.locale;
  const id = customerIdOf(params.id);
  if (id === undefined) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const form = await readForm(request);
  if (formText(form, "status") === "disabled") askFirst(request, form, ["status"]);
  const intent = formText(form, "intent");
  if (intent !== "status") return data({ intent, error: apiMessage(locale, "validationFailed") }, { status: 400, headers: ADMIN_NO_STORE });
  const parsed = customerStatusInput.safeParse({
    status: formText(form, "status") || undefined,
    expected_updated_at: formText(form, "expected_updated_at") || undefined,
  });
  if (!parsed.success) {
    const errors = formErrors(parsed.error.issues, locale);
    const error = errors.status?.[0] ?? errors.expected_updated_at?.[0] ?? apiMessage(locale, "validationFailed");
    return data({ intent, error }, { status: 422, headers: ADMIN_NO_STORE });
  }
  const done = await attempt(locale, () => setCustomerStatus(context.db, signedInStaff(context), id, parsed.data));
  if (!done.ok) {
    // An unknown customer is the 404 page; a stale version is this page again with why.
    if (done.refusal.status === 404) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    return data({ intent, error: done.refusal.message }, { status: done.refusal.status, headers: ADMIN_NO_STORE });
  }
  return redirect(`${localizePath(`/admin/customers/${id}`, locale)}?saved=${done.value.changed ? "changed" : "same"}`, {
    status: 303,
    headers: ADMIN_NO_STORE,
  });
}
