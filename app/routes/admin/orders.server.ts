import { data, redirect } from "react-router";
import { formErrors } from "../../../server/api/form-errors.ts";
import { movedMessage } from "../../../server/api/order-moves-answers.ts";
import { adminOrderAnswer } from "../../../server/api/orders-answers.ts";
import {
  adminOrdersQuery,
  ORDER_NOTE_MAX,
  orderNoteInput,
  type AdminOrdersQuery,
} from "../../../server/domain/orders/admin-orders.schema.ts";
import { addOrderNote, findAdminOrder, listAdminOrders } from "../../../server/domain/orders/admin-orders.service.ts";
import { ORDER_STATUSES } from "../../../server/domain/orders/order-view.ts";
import { STATUS_LABEL } from "../../../server/domain/orders/orders.service.ts";
import { allowedMoves } from "../../../server/domain/orders/status-moves.shared.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { listFilters } from "../../features/admin/list-filters.server.ts";
import { localizePath, type Locale } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { moveFromForm } from "./move.server.ts";
import type { Route as ListRoute } from "./+types/orders";
import type { Route as OrderRoute } from "./+types/order";

// /admin/orders and /admin/orders/:code (permission "orders", checked by each page's middleware): the list with its
// filters as a GET form, and an order's page with its history, payments and internal notes, where a note is added by
// a plain form post (303 back to the page). Both call the same services as /api/v1/admin/orders.

const CARD_OUTCOMES = ["voided", "refunded", "failed"] as const;

const FILTERS = ["from", "to", "status", "fulfilment", "payment", "q", "page"] as const;
type FilterField = (typeof FILTERS)[number] | "per_page";

/** The filters as typed (empty ones left out), and the query made of those that parse: a bad one is set aside with its message. */
function filtersOf(url: URL, locale: Locale) {
  return listFilters<FilterField, AdminOrdersQuery>(url, locale, FILTERS, adminOrdersQuery, { page: 1, per_page: 25 });
}

export async function ordersLoader({ request, context }: ListRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const { given, used, problems, query } = filtersOf(url, locale);
  let list = await listAdminOrders(context.db, query);
  // A page past the last shows the last.
  if (list.pagination.page > list.pagination.last_page)
    list = await listAdminOrders(context.db, { ...query, page: list.pagination.last_page });
  const statuses = ORDER_STATUSES.map((status) => ({ value: status, label: apiMessage(locale, STATUS_LABEL[status]) }));
  // The form shows what was typed; the pages' links carry only the filters in use.
  const { page: _page, ...inUse } = used;
  return data({ locale, ...list, given, inUse, problems, statuses }, { headers: ADMIN_NO_STORE });
}

export async function orderLoader({ params, request, context }: OrderRoute.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const detail = await findAdminOrder(context.db, locale, params.code.slice(0, 40));
  if (!detail) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  const found = adminOrderAnswer(detail, locale);
  const moves = allowedMoves(found.order.status);
  // ?moved=1[&card=…] after a move on this page says what was done, as the board does.
  const cardParam = url.searchParams.get("card");
  const card = found.order.status === "canceled" ? (CARD_OUTCOMES.find((c) => c === cardParam) ?? null) : null;
  const done = url.searchParams.get("moved") === "1" ? movedMessage(locale, { order: found.order, card }) : null;
  return data(
    { locale, ...found, moves, done, noted: url.searchParams.get("noted") === "1", noteMax: ORDER_NOTE_MAX },
    { headers: ADMIN_NO_STORE },
  );
}

/**
 * intent=note: adds the internal note and goes back to the order (303, `?noted=1`); a refused note is the page again
 * with its message (422). intent=move: the board's status move (status, expected_status, reason) of this page's order,
 * 303 back with `?moved=1[&card=…]`; a refused move is the page again with its message and the reason typed (409, 422, 404).
 */
export async function orderAction({ params, request, context }: OrderRoute.ActionArgs) {
  const locale = context.locale;
  const staff = signedInStaff(context);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "move") {
    const move = await moveFromForm(context, locale, form, params.code);
    if ("refused" in move && move.status === 404) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
    if ("refused" in move)
      return data(
        { intent, error: move.refused.error, body: "", reason: move.refused.reason ?? "" },
        { status: move.status, headers: ADMIN_NO_STORE },
      );
    const query = new URLSearchParams({ moved: "1" });
    if (move.moved.card) query.set("card", move.moved.card);
    return redirect(`${localizePath(`/admin/orders/${move.moved.order.code}`, locale)}?${query}`, { status: 303, headers: ADMIN_NO_STORE });
  }
  if (intent !== "note") return data({ intent, error: null, body: "" }, { status: 400, headers: ADMIN_NO_STORE });
  const body = form.get("body");
  const parsed = orderNoteInput.safeParse({ body: typeof body === "string" ? body : undefined });
  if (!parsed.success) {
    const error = formErrors(parsed.error.issues, locale).body?.[0] ?? apiMessage(locale, "orderNoteRequired");
    return data(
      { intent, error, body: typeof body === "string" ? body.slice(0, ORDER_NOTE_MAX * 2) : "" },
      { status: 422, headers: ADMIN_NO_STORE },
    );
  }
  const added = await addOrderNote(context.db, staff, params.code.slice(0, 40), parsed.data);
  if (!added) throw data(null, { status: 404, headers: ADMIN_NO_STORE });
  return redirect(`${localizePath(`/admin/orders/${added.code}`, locale)}?noted=1#notes`, { status: 303, headers: ADMIN_NO_STORE });
}
