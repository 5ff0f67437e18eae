import { data } from "react-router";
import { listUsedCoupons } from "../../../server/domain/cart/redemptions.service.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import { pageOfList } from "../../lib/page-of-list.server.ts";
import type { Route } from "./+types/promotions";

/** /profile/promotions?page=n: the coupons the customer has used, newest first; a page past the last shows the last. */
export async function promotionsLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { customer } = signedInCustomer(context);
  const list = await pageOfList(url, (page) => listUsedCoupons(context.db, locale, customer.id, page));
  return data({ locale, ...list }, { headers: { "Cache-Control": "private, no-store" } });
}
