import { data } from "react-router";
import { findOrderForViewer } from "../../../server/domain/orders/orders.service.ts";
import { orderViewerOf } from "../../../server/http/checkout-context.ts";
import type { Route } from "./+types/order-success";

/**
 * /cart/order-success?code=…: the order, for the signed-in customer who placed it or a guest who holds its key (the
 * `order_access` cookie of the browser that placed it, or `?key=` from the e-mailed link). Anything else — no code,
 * an unknown one, someone else's — is the same 404, so a stranger learns nothing. Not behind the sign-in guard.
 */
export async function orderSuccessLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const code = (url.searchParams.get("code") ?? "").slice(0, 40);
  const order = code
    ? await findOrderForViewer(
        context.db,
        locale,
        code,
        await orderViewerOf(context.db, request.headers, code, url.searchParams.get("key")?.slice(0, 200)),
      )
    : undefined;
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
  if (!order) throw data(null, { status: 404, headers });
  return data({ locale, order }, { headers });
}
