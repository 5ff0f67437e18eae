import { metaLocale } from "../../lib/seo.ts";
import { staffMay } from "../../features/admin/session/staff.server.ts";
import { translate } from "../../i18n/i18n.tsx";
import { customersLoader } from "./customers.server.ts";
import type { Route } from "./+types/customers";
import { CustomersScreen } from "../../features/admin/customers/CustomersScreen.tsx";

// /admin/customers (permission "customers"): the search as a GET form that works without JavaScript, the customers
// (the newest account first) as a card each on a phone, and pages that keep the search.

export const middleware: Route.MiddlewareFunction[] = [staffMay("customers")];
export const loader = customersLoader;

export function meta({ matches }: Route.MetaArgs) {
  const locale = metaLocale(matches);
  return [
    { title: `${translate(locale, "adminCustomers.title")} · ${translate(locale, "admin.title")}` },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersScreen loaderData={loaderData} />;
}
