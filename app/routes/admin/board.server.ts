import { data, redirect } from "react-router";
import { movedMessage } from "../../../server/api/order-moves-answers.ts";
import { boardQuery } from "../../../server/domain/orders/board.schema.ts";
import { boardOf } from "../../../server/domain/orders/board.service.ts";
import { apiMessage } from "../../../server/i18n/api-messages.ts";
import { ADMIN_NO_STORE, signedInStaff } from "../../features/admin/session/staff.server.ts";
import { localizePath } from "../../i18n/config.ts";
import { formText, readForm } from "../../lib/form-data.server.ts";
import { moveFromForm } from "./move.server.ts";
import type { Route } from "./+types/board";

// /admin (and /vi/admin), the back office's landing page: the board of a fulfilment date by slot. The loader calls
// the same service as GET /api/v1/admin/board; the move buttons are plain form posts to the same service as POST
// /api/v1/admin/orders/{code}/status (303 back to the board; a refusal is the board again with its message).

const CARD_OUTCOMES = ["voided", "refunded", "failed"] as const;

/** ?date=YYYY-MM-DD (default: the shop's today); ?moved=CODE[&card=…] after a move says what was done. */
export async function boardLoader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locale } = context;
  const asked = url.searchParams.get("date") ?? undefined;
  const parsed = boardQuery.safeParse({ date: asked || undefined });
  // A malformed date shows today's board with the reason, rather than an error page.
  const dateError = parsed.success ? null : apiMessage(locale, "boardDateInvalid");
  const board = await boardOf(context.db, locale, signedInStaff(context).role, parsed.success ? { date: parsed.data.date } : {});
  const moved = url.searchParams.get("moved")?.slice(0, 40) ?? null;
  const order = moved ? board.slots.flatMap((s) => s.orders).find((o) => o.code === moved) : undefined;
  const cardParam = url.searchParams.get("card");
  const card = CARD_OUTCOMES.find((c) => c === cardParam) ?? null;
  const done = order ? movedMessage(locale, { order, card: order.status === "canceled" ? card : null }) : null;
  return data({ board, dateError, asked: asked ?? "", done }, { headers: ADMIN_NO_STORE });
}

export type { MoveAnswer } from "./move.server.ts";

/** intent=move: code, status, expected_status, reason (a cancel's), date (the board to come back to). */
export async function boardAction({ request, context }: Route.ActionArgs) {
  const { locale } = context;
  const form = await readForm(request);
  const date = formText(form, "date");
  const move = await moveFromForm(context, locale, form);
  if ("refused" in move) return data(move.refused, { status: move.status, headers: ADMIN_NO_STORE });
  const query = new URLSearchParams({ moved: move.moved.order.code });
  if (move.moved.card) query.set("card", move.moved.card);
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) query.set("date", date);
  return redirect(`${localizePath("/admin", locale)}?${query}`, { status: 303, headers: ADMIN_NO_STORE });
}
