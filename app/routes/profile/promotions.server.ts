import { data } from "react-router";
import { listUsedCoupons } from "../../../server/domain/cart/redemptions.service.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { localeFromPath } from "../../i18n/config.ts";
import type { Route } from "./+types/promotions";

/** /profile/promotions?page=n: the coupons the customer has used, newest first; a page past the last shows the last. */
export async function promotionsLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const asked = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  const { customer } = signedInCustomer(context);
  let list = await listUsedCoupons(context.db, locale, customer.id, Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 10_000) : 1);
  if (list.pagination.page > list.pagination.last_page) list = await listUsedCoupons(context.db, locale, customer.id, list.pagination.last_page);
  return data({ locale, ...list }, { headers: { "Cache-Control": "private, no-store" } });
}
