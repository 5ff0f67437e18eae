import { data } from "react-router";
import { customerCakeRequests } from "../../../server/domain/custom-cakes/custom-cakes.service.ts";
import { signedInCustomer } from "../../features/accounts/session/customer.server.ts";
import type { Route } from "./+types/custom-cakes";

/** /profile/custom-cakes: the signed-in customer's custom cake requests, newest first (the layout checked the session). */
export async function cakeRequestsLoader({ context }: Route.LoaderArgs) {
  const { customer } = signedInCustomer(context);
  const requests = await customerCakeRequests(context.db, customer.id);
  return data({ locale: context.locale, requests }, { headers: { "Cache-Control": "private, no-store" } });
}
