import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { customerAction, customerLoader } from "./customers.server.ts";
import type { Route } from "./+types/customer";
import { CustomerScreen } from "../../features/admin/customers/CustomerScreen.tsx";

// /admin/customers/:id (permission "customers"): who the customer is, their orders (each opening the order's page)
// and the points they earned, and the form that disables or enables the account — a plain form post carrying the
// version shown here, so a change someone else made meanwhile is not overwritten. Never a password.

export const middleware: Route.MiddlewareFunction[] = [staffMay("customers")];
export const loader = customerLoader;
export const action = customerAction;

export function meta({ data, matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  const name = data?.customer.name ?? translate(locale, "adminCustomers.title");
  return [{ title: `${name} · ${translate(locale, "admin.title")}` }, { name: "robots", content: "noindex" }];
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerScreen loaderData={loaderData} actionData={actionData} />;
}
